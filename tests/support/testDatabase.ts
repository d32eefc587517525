// A fresh, migrated database for one test file: an in-memory PGlite by default, or a new
// randomly named database on the PostgreSQL server of TEST_DATABASE_URL (dropped afterwards).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { applyMigrations } from "../../server/db/migrate.ts";

export type TestDatabase = Database & { engine: "pglite" | "postgres"; drop(): Promise<void> };

export function testDatabaseEngine(): "pglite" | "postgres" {
  return process.env.TEST_DATABASE_ENGINE === "postgres" ? "postgres" : "pglite";
}

async function withServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database on the server of TEST_DATABASE_URL; returns its URL and a drop function. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `boxed_test_${randomBytes(6).toString("hex")}`;
  await withServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const engine = testDatabaseEngine();
  if (engine === "postgres") {
    const created = await createPostgresDatabase();
    const database = await openDatabase({ kind: "postgres", url: created.url });
    await applyMigrations(database);
    return {
      ...database,
      engine,
      drop: async () => {
        await database.close();
        await created.drop();
      },
    };
  }
  const database = await openDatabase({ kind: "pglite", dataDir: "memory://" });
  await applyMigrations(database);
  return { ...database, engine, drop: () => database.close() };
}

/**
 * An empty database of the engine under test, as `npm start` would be given it: DATABASE_URL of a
 * new PostgreSQL database, or DATA_DIR of a new PGlite directory. `remove` drops it.
 */
export async function emptyServerDatabase(): Promise<{ env: { DATABASE_URL: string } | { DATA_DIR: string }; remove(): Promise<void> }> {
  if (testDatabaseEngine() === "postgres") {
    const database = await createPostgresDatabase();
    return { env: { DATABASE_URL: database.url }, remove: database.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), "boxed-data-"));
  return { env: { DATA_DIR: dataDir }, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
}
