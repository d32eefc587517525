// Applies pending migrations from prisma/migrations at start-up, on PGlite and PostgreSQL.
//
// A small runner rather than Prisma's WebAssembly schema engine, because it runs on every start:
// production needs neither the 5 MB dev-only engine package nor a pass through the driver
// adapters' script handling (adapter-pg splits scripts on ";", pglite-prisma-adapter loses script
// errors); and each migration is applied in one transaction with its bookkeeping row, where the
// engine records a failed migration half-applied and then refuses to go on. It writes Prisma's own
// bookkeeping (same table DDL, sha256 checksum, rows, advisory lock key), so `prisma migrate
// deploy` takes over wherever the native engine exists; the tests have the schema engine itself
// read the result as an up-to-date history.
import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PrismaPg } from "@prisma/adapter-pg";
import type { Database } from "./client.ts";

export const MIGRATIONS_DIR = fileURLToPath(new URL("../../prisma/migrations/", import.meta.url));

/** The key Prisma Migrate locks, so this runner and the Prisma CLI also exclude each other. */
const PRISMA_MIGRATE_LOCK = 72707369;

/** The table exactly as Prisma's schema engine creates it (sql-schema-connector, postgres flavour). */
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
);
`;

type Queryable = { query<Row>(sql: string, params?: unknown[]): Promise<Row[]> };

/** One database connection, held for the whole run. */
type Session = Queryable & {
  /** Runs `work` in one transaction, rolled back if it throws; `exec` takes several statements. */
  transaction(work: (tx: Queryable & { exec(script: string): Promise<void> }) => Promise<void>): Promise<void>;
  release(): Promise<void>;
};

/** Applies the migrations not yet recorded in `_prisma_migrations`; returns their names. */
export async function applyMigrations(database: Database, migrationsDir = MIGRATIONS_DIR): Promise<string[]> {
  const names = await listMigrations(migrationsDir);
  const session = await openSession(database);
  try {
    // Held until the end, as Prisma does: a second process starting now waits here, then finds
    // the migrations applied.
    await session.query("SELECT pg_advisory_lock($1)", [PRISMA_MIGRATE_LOCK]);
    const applied = await appliedMigrations(session);
    const pending = names.filter((name) => !applied.has(name));
    for (const name of pending) await applyMigration(session, migrationsDir, name);
    return pending;
  } finally {
    await session.query("SELECT pg_advisory_unlock($1)", [PRISMA_MIGRATE_LOCK]).catch(() => {});
    await session.release();
  }
}

/** Migration directory names in the order Prisma applies them. */
async function listMigrations(migrationsDir: string): Promise<string[]> {
  const entries = await readdir(migrationsDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Names recorded as applied; creates the table on a fresh database, as Prisma does. */
async function appliedMigrations(session: Session): Promise<Set<string>> {
  const [{ present }] = await session.query<{ present: boolean }>(
    "SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present",
  );
  if (!present) {
    const [{ tables }] = await session.query<{ tables: number }>(
      "SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname = current_schema()",
    );
    if (tables > 0) {
      throw new Error(
        "The database already has tables but no _prisma_migrations table, so its state is unknown. " +
          "Use an empty database, or baseline it with `prisma migrate resolve --applied <migration>`.",
      );
    }
    await session.query(CREATE_MIGRATIONS_TABLE);
    return new Set();
  }
  const rows = await session.query<{ migration_name: string; finished: boolean; rolled_back: boolean }>(
    `SELECT migration_name, finished_at IS NOT NULL AS finished, rolled_back_at IS NOT NULL AS rolled_back
     FROM _prisma_migrations`,
  );
  // Only the Prisma CLI leaves these (this runner rolls a failed migration back entirely).
  const failed = rows.filter((row) => !row.finished && !row.rolled_back).map((row) => row.migration_name);
  if (failed.length > 0) {
    throw new Error(
      `_prisma_migrations records failed migration(s) ${failed.join(", ")}: fix the database, then run ` +
        "`prisma migrate resolve --rolled-back <migration>` (or --applied) before starting again.",
    );
  }
  return new Set(rows.filter((row) => !row.rolled_back).map((row) => row.migration_name));
}

/**
 * The script and its `_prisma_migrations` row commit together or not at all. (A script with its
 * own BEGIN/COMMIT, which Prisma writes for some enum changes, still applies, but commits early.)
 */
async function applyMigration(session: Session, migrationsDir: string, name: string): Promise<void> {
  const script = await readFile(join(migrationsDir, name, "migration.sql"), "utf8");
  const checksum = createHash("sha256").update(script).digest("hex");
  try {
    await session.transaction(async (tx) => {
      await tx.exec(script);
      await tx.query(
        `INSERT INTO _prisma_migrations (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
         VALUES ($1, $2, clock_timestamp(), $3, now(), 1)`,
        [randomUUID(), checksum, name],
      );
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${name} failed and was rolled back: ${reason}`, { cause: error });
  }
}

async function openSession({ adapter, pglite }: Database): Promise<Session> {
  if (adapter instanceof PrismaPg) {
    // A pool of the adapter's own configuration, from which one client is held for the session lock.
    const driver = await adapter.connect();
    const client = await driver
      .underlyingDriver()
      .connect()
      .catch(async (error: unknown) => {
        await driver.dispose();
        throw error;
      });
    const connection = {
      query: async <Row>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as Row[],
      exec: async (script: string) => void (await client.query(script)),
    };
    return {
      query: connection.query,
      async transaction(work) {
        await client.query("BEGIN");
        try {
          await work(connection);
          await client.query("COMMIT");
        } catch (error) {
          await client.query("ROLLBACK");
          throw error;
        }
      },
      async release() {
        client.release();
        await driver.dispose();
      },
    };
  }
  // pglite-prisma-adapter's executeScript does not await (errors are lost), so use the PGlite
  // instance directly. Its transactions exclude the PrismaClient's queries on the same instance.
  if (!pglite) throw new Error("applyMigrations: a PGlite database without its PGlite instance");
  return {
    query: async <Row>(sql: string, params?: unknown[]) => (await pglite.query<Row>(sql, params)).rows,
    transaction: (work) =>
      pglite.transaction((tx) =>
        work({
          query: async <Row>(sql: string, params?: unknown[]) => (await tx.query<Row>(sql, params)).rows,
          exec: async (script) => void (await tx.exec(script)),
        }),
      ),
    release: async () => {},
  };
}
