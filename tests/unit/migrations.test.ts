// prisma/migrations against schema.prisma, and the start-up migration runner on an in-memory
// PGlite and, when TEST_DATABASE_URL is set, on a fresh PostgreSQL database of that server.
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_FILTER, readMigrationsList, SCHEMA_PATH, schemaDrift, withSchemaEngine } from "../../scripts/migrate.ts";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { applyMigrations, MIGRATIONS_DIR } from "../../server/db/migrate.ts";
import { createPostgresDatabase } from "../support/testDatabase.ts";

let scratchDir: string;
beforeAll(async () => {
  scratchDir = await mkdtemp(join(tmpdir(), "migrations-test-"));
});
afterAll(() => rm(scratchDir, { recursive: true, force: true }));

describe("schema.prisma and prisma/migrations", () => {
  it("agree", async () => {
    expect(await schemaDrift()).toBeNull();
  });

  it("disagree, naming the difference, when the schema has a model the migrations lack", async () => {
    const schemaPath = join(scratchDir, "schema.prisma");
    await writeFile(schemaPath, `${await readFile(SCHEMA_PATH, "utf8")}\nmodel Extra {\n  id Int @id\n}\n`);
    expect(await schemaDrift({ schemaPath })).toMatch(/Added tables\s+- Extra/);
  });
});

type Engine = "PGlite" | "PostgreSQL";
const engines: Engine[] = process.env.TEST_DATABASE_URL ? ["PGlite", "PostgreSQL"] : ["PGlite"];

/** An empty database: an in-memory PGlite, or a new database on the server of TEST_DATABASE_URL. */
async function openEmptyDatabase(engine: Engine): Promise<{ database: Database; drop(): Promise<void> }> {
  if (engine === "PGlite") return { database: await openDatabase({ kind: "pglite", dataDir: "memory://" }), drop: async () => {} };
  const created = await createPostgresDatabase();
  return { database: await openDatabase({ kind: "postgres", url: created.url }), drop: created.drop };
}

const migrationNames = async () =>
  (await readMigrationsList(MIGRATIONS_DIR)).migrationDirectories.map((migration) => migration.path);

describe.each(engines)("applyMigrations on %s", (engine) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openEmptyDatabase(engine));
  }, 30_000);
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it("creates the tables and records each migration once", async () => {
    const names = await migrationNames();
    expect(names.length).toBeGreaterThan(0);
    expect(await applyMigrations(database)).toEqual(names);

    const tables = await database.prisma.$queryRaw<{ tablename: string }[]>`
      SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`;
    expect(tables.map((table) => table.tablename)).toEqual(expect.arrayContaining(["users", "questions"]));
    const recorded = await database.prisma.$queryRaw<{ migration_name: string; finished: boolean; steps: number }[]>`
      SELECT migration_name, finished_at IS NOT NULL AS finished, applied_steps_count AS steps
      FROM _prisma_migrations ORDER BY migration_name`;
    expect(recorded).toEqual(names.map((name) => ({ migration_name: name, finished: true, steps: 1 })));

    expect(await applyMigrations(database)).toEqual([]);
  });

  it("leaves a history that Prisma's schema engine reads as complete and unedited", async () => {
    const migrationsList = await readMigrationsList(MIGRATIONS_DIR);
    const history = await withSchemaEngine({ database: database.adapter }, (schemaEngine) =>
      schemaEngine.diagnoseMigrationHistory({ migrationsList, optInToShadowDatabase: false, filters: NO_FILTER }),
    );
    expect(history).toEqual({ hasMigrationsTable: true, history: null, failedMigrationNames: [], editedMigrationNames: [] });
  });

  it("rolls a failing migration back entirely and says which one failed", async () => {
    const migrationsDir = join(scratchDir, `migrations-${engine}`);
    await cp(MIGRATIONS_DIR, migrationsDir, { recursive: true });
    await mkdir(join(migrationsDir, "99990101000000_broken"));
    await writeFile(
      join(migrationsDir, "99990101000000_broken", "migration.sql"),
      'CREATE TABLE "half_done" ("id" INTEGER);\nALTER TABLE "no_such_table" ADD COLUMN "x" INTEGER;\n',
    );

    await expect(applyMigrations(database, migrationsDir)).rejects.toThrow(
      /Migration 99990101000000_broken failed and was rolled back.*no_such_table/,
    );
    const [state] = await database.prisma.$queryRaw<{ half_done: boolean; recorded: number }[]>`
      SELECT to_regclass('half_done') IS NOT NULL AS half_done,
             (SELECT count(*)::int FROM _prisma_migrations WHERE migration_name = '99990101000000_broken') AS recorded`;
    expect(state).toEqual({ half_done: false, recorded: 0 });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("applyMigrations started twice at once on PostgreSQL", () => {
  it("applies each migration once: the second run waits for the lock, then finds nothing to do", async () => {
    const { database, drop } = await openEmptyDatabase("PostgreSQL");
    try {
      // Each call holds its own connection, as two processes would.
      const runs = await Promise.all([applyMigrations(database), applyMigrations(database)]);
      expect(runs.toSorted((a, b) => b.length - a.length)).toEqual([await migrationNames(), []]);
    } finally {
      await database.close();
      await drop();
    }
  });
});
