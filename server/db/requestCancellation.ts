// Database work stops with its request (server/requestScope.ts). Every statement sent for a request
// is tagged with a comment naming it; once the request is abandoned, no new statement of it starts,
// and on PostgreSQL the statements of it still running are cancelled (pg_cancel_backend on the
// backends server/db/statementPool.ts saw running them: it takes the tag off, so that every
// request's text is one prepared statement), so a client that leaves does not keep a connection
// busy until statement_timeout. Wraps the Prisma driver adapter, so every query (Prisma's own and
// raw) is seen.
import pg from "pg";
import type { SqlDriverAdapter, SqlDriverAdapterFactory, SqlQuery, Transaction } from "@prisma/driver-adapter-utils";
import { currentRequest, type RequestScope } from "../requestScope.ts";
import type { StatementPool } from "./statementPool.ts";

const tagOf = (scope: RequestScope) => `/* request ${scope.id} */`;
/** A statement's tag as tagOf writes it (with the space after it), the request id its group: the pool reads it back. */
export const REQUEST_TAG = /^\/\* request (\S+) \*\/ /;

/** Cancels the running statements of an abandoned request, over a connection of its own. */
export type Canceller = { cancel(scope: RequestScope): Promise<void>; close(): Promise<void> };

export function postgresCanceller(connectionString: string, statements: StatementPool): Canceller {
  let pool: pg.Pool | null = null;
  let closed = false;
  return {
    async cancel(scope) {
      // A request abandoned while the app closes has nothing left to cancel.
      if (closed) return;
      const backends = statements.condemn(scope.id);
      if (backends.length === 0) return;
      if (!pool) {
        pool = new pg.Pool({ connectionString, max: 1 });
        // Its idle connection may be ended by the server (a restart, the database dropped): the
        // next cancellation opens another. Unheard, the pool's error would end the process.
        pool.on("error", () => {});
      }
      await pool.query("SELECT pg_cancel_backend(pid) FROM unnest($1::int[]) AS pid", [backends]);
    },
    async close() {
      closed = true;
      const open = pool;
      pool = null;
      await open?.end();
    },
  };
}

/** The statement methods of an adapter or transaction, tagged and stopped with their request. */
function stoppable<T extends object>(target: T, canceller: Canceller | null, extra: Partial<Record<keyof T, unknown>> = {}): T {
  const watched = new WeakSet<RequestScope>();
  return new Proxy(target, {
    get(object, property) {
      if (property in extra) return extra[property as keyof T];
      const value = Reflect.get(object, property, object);
      if (property !== "queryRaw" && property !== "executeRaw") return typeof value === "function" ? value.bind(object) : value;
      return (query: SqlQuery) => {
        const scope = currentRequest();
        const run = value as (query: SqlQuery) => Promise<unknown>;
        if (!scope) return run.call(object, query);
        scope.signal.throwIfAborted();
        if (canceller && !watched.has(scope)) {
          watched.add(scope);
          scope.signal.addEventListener("abort", () => void canceller.cancel(scope).catch(() => {}), { once: true });
        }
        return run.call(object, { ...query, sql: `${tagOf(scope)} ${query.sql}` });
      };
    },
  });
}

/** The adapter factory whose statements stop with their request (`canceller`: PostgreSQL's, null on PGlite). */
export function stoppableAdapter(factory: SqlDriverAdapterFactory, canceller: Canceller | null): SqlDriverAdapterFactory {
  const wrap = (adapter: SqlDriverAdapter): SqlDriverAdapter =>
    stoppable(adapter, canceller, {
      startTransaction: async (...args: Parameters<SqlDriverAdapter["startTransaction"]>): Promise<Transaction> =>
        stoppable(await adapter.startTransaction(...args), canceller),
    });
  return stoppable(factory, null, { connect: async () => wrap(await factory.connect()) });
}
