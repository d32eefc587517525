// The Prisma client, on PGlite (embedded default) or PostgreSQL (DATABASE_URL).
// Everything above this file uses the same client and never knows which engine it has.
import { mkdirSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import type { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaClient } from "./generated/client.ts";
import type { Config } from "../config.ts";
import { postgresCanceller, stoppableAdapter } from "./requestCancellation.ts";
import { StatementPool } from "./statementPool.ts";

export type Database = {
  prisma: PrismaClient;
  /** The adapter factory, for the migration runner. */
  adapter: PrismaPg | PrismaPGlite;
  /** The factory the client was made with (statements tagged with their request): useDatabase() takes it too. */
  clientAdapter: SqlDriverAdapterFactory;
  /** The embedded database itself, when it is PGlite (the migration runner uses it directly). */
  pglite: PGlite | null;
  close(): Promise<void>;
};

/**
 * No statement runs longer than this on PostgreSQL: a request whose client gave up, or a query
 * gone wrong, cannot hold a connection for long. (PGlite, one process's embedded database, has
 * no timer to enforce one.)
 */
export const STATEMENT_TIMEOUT_MS = 30_000;

export async function openDatabase(database: Config["database"]): Promise<Database> {
  if (database.kind === "postgres") {
    // Statements prepared once per connection (./statementPool.ts); the pool is closed here, not by the adapter.
    const pool = new StatementPool({ connectionString: database.url, statement_timeout: STATEMENT_TIMEOUT_MS, prepared: database.preparedStatements });
    const adapter = new PrismaPg(pool);
    // A request's statements stop with it (server/requestScope.ts): cancelled when its client leaves.
    const canceller = postgresCanceller(database.url, pool);
    const clientAdapter = stoppableAdapter(adapter, canceller);
    const prisma = new PrismaClient({ adapter: clientAdapter });
    return {
      prisma,
      adapter,
      clientAdapter,
      pglite: null,
      async close() {
        await prisma.$disconnect();
        await canceller.close();
        await pool.end();
      },
    };
  }
  if (database.dataDir !== "memory://") mkdirSync(database.dataDir, { recursive: true });
  // Loaded only here: a server on PostgreSQL never holds the embedded engine's code.
  const [{ PGlite }, { PrismaPGlite }] = await Promise.all([import("@electric-sql/pglite"), import("pglite-prisma-adapter")]);
  const pglite = await PGlite.create(database.dataDir);
  const adapter = new PrismaPGlite(pglite);
  // No new statement of an abandoned request starts (one embedded database: nothing to cancel).
  const clientAdapter = stoppableAdapter(adapter, null);
  const prisma = new PrismaClient({ adapter: clientAdapter });
  return {
    prisma,
    adapter,
    clientAdapter,
    pglite,
    async close() {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}
