// Counts the SQL statements the app sends: a second Prisma client on the test database whose
// driver adapter counts every statement (Prisma's own queries, $queryRaw and $executeRaw, inside
// transactions or not). Made the process-wide `db` with useDatabase(), so every resolver and
// service uses it.
import type { SqlDriverAdapter, SqlDriverAdapterFactory, SqlQuery, Transaction } from "@prisma/driver-adapter-utils";
import { PrismaClient } from "../../server/db/generated/client.ts";
import { useDatabase } from "../../server/db/index.ts";
import type { Database } from "../../server/db/client.ts";

export type StatementCounter = {
  /** The statements sent since the last reset, in order. */
  readonly statements: string[];
  /** The same statements with their arguments, as the driver adapter received them. */
  readonly queries: SqlQuery[];
  /** Runs `work` and answers how many statements it sent (nothing else may run meanwhile). */
  count(work: () => Promise<unknown>): Promise<{ count: number; statements: string[] }>;
  prisma: PrismaClient;
  /** The counting adapter factory `prisma` was made with (a Database's clientAdapter). */
  adapter: SqlDriverAdapterFactory;
  /**
   * The database on the counting client: an app built on it counts its own statements too (on
   * PostgreSQL the rate-limit counts, and the sessions read in their statement).
   */
  database: Database;
  /** Gives the process-wide `db` back to the test database's own client and disconnects. */
  close(): Promise<void>;
};

/** Calls through to `target`, except the statement methods, which also record their SQL. */
function counting<T extends object>(target: T, record: (query: SqlQuery) => void, extra: Partial<Record<keyof T, unknown>> = {}): T {
  return new Proxy(target, {
    get(object, property) {
      if (property in extra) return extra[property as keyof T];
      const value = Reflect.get(object, property, object);
      if (property === "queryRaw" || property === "executeRaw") {
        return (query: SqlQuery) => {
          record(query);
          return (value as (query: SqlQuery) => Promise<unknown>).call(object, query);
        };
      }
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}

function countingFactory(factory: SqlDriverAdapterFactory, record: (query: SqlQuery) => void): SqlDriverAdapterFactory {
  const wrapAdapter = (adapter: SqlDriverAdapter): SqlDriverAdapter =>
    counting(adapter, record, {
      startTransaction: async (...args: Parameters<SqlDriverAdapter["startTransaction"]>): Promise<Transaction> =>
        counting(await adapter.startTransaction(...args), record),
    });
  return counting(factory, record, { connect: async () => wrapAdapter(await factory.connect()) });
}

/** Opens the counting client on `database` and makes it the process-wide `db`. */
export function useCountingDatabase(database: Database): StatementCounter {
  const statements: string[] = [];
  const queries: SqlQuery[] = [];
  const record = (query: SqlQuery) => {
    statements.push(query.sql);
    queries.push(query);
  };
  const adapter = countingFactory(database.adapter as SqlDriverAdapterFactory, record);
  const prisma = new PrismaClient({ adapter });
  useDatabase(prisma, adapter);
  return {
    statements,
    queries,
    prisma,
    adapter,
    database: { ...database, prisma, clientAdapter: adapter },
    async count(work) {
      statements.length = 0;
      queries.length = 0;
      await work();
      const sent = [...statements];
      return { count: sent.length, statements: sent };
    },
    async close() {
      useDatabase(database.prisma, database.clientAdapter);
      await prisma.$disconnect();
    },
  };
}
