// The bench database: created on the PostgreSQL server of PG_SERVER_URL, migrated with the app's
// own runner, seeded with the demo content (as a first start would), then filled by generate.ts.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase } from "../../server/db/client.ts";
import { useDatabase } from "../../server/db/index.ts";
import { applyMigrations } from "../../server/db/migrate.ts";
import { runDataSteps } from "../../server/services/dataSteps.ts";
import { seedDemoContent } from "../../server/services/seedDemo.ts";
import { seedQuestionRatings } from "../../server/services/ratingScale.ts";
import { generateDataset } from "./generate.ts";
import type { Scale } from "./scale.ts";

export const SERVER_URL = process.env.PG_SERVER_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates, migrates, seeds and fills a new database; returns its name. */
export async function createBenchDatabase(scale: Scale, seed: number, log: (line: string) => void): Promise<string> {
  const name = `boxed_bench_perf_${randomBytes(4).toString("hex")}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = databaseUrl(name);
  const database = await openDatabase({ kind: "postgres", url });
  try {
    await applyMigrations(database);
    // As the server's first start does: a database made by this version has no older data to bring
    // up to date, so the measured server does not clean every generated question on its first start.
    await runDataSteps(database.prisma);
    // biome-ignore lint/correctness/useHookAtTopLevel: useDatabase sets the process-wide client; not a React hook.
    useDatabase(database.prisma);
    await seedDemoContent(database.prisma, { accounts: true, community: false });
    await seedQuestionRatings(database.prisma);
  } finally {
    await database.close();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await generateDataset(client, scale, seed, log);
    // Read back by --db runs, so a report names the scale it measured.
    await client.query(`COMMENT ON DATABASE ${name} IS '${scale.label.replaceAll("'", "")}, seed ${seed}'`);
  } finally {
    await client.end();
  }
  return name;
}

export async function dropBenchDatabase(name: string): Promise<void> {
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** The scale and seed a bench database was generated with (its comment). */
export async function scaleLabelOf(client: pg.Client, name: string): Promise<string> {
  const { rows } = await client.query("SELECT shobj_description(oid, 'pg_database') AS label FROM pg_database WHERE datname = $1", [name]);
  // A copy made with CREATE DATABASE … TEMPLATE has no comment (PostgreSQL does not copy it).
  return rows[0]?.label ?? "not recorded (a copy of a bench database)";
}
