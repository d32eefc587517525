// The problem-bank importer on 10,000 original problems (65 years of every AMC and AIME set):
// the first import, then the same file again (nothing to change). Target: within a minute.
//
//   node bench/problem-import.ts                  PGlite in memory
//   node bench/problem-import.ts --postgres       a throwaway database on PG_SERVER_URL
//                                                 (default postgresql://postgres@127.0.0.1:5432/postgres)
import { parseArgs } from "node:util";
import { buildSampleBank } from "../prisma/seed/bank.ts";
import { openDatabase } from "../server/db/client.ts";
import { applyMigrations } from "../server/db/migrate.ts";
import { importProblems } from "../server/services/problemImport.ts";
import { createPostgresDatabase } from "../tests/support/testDatabase.ts";

const { values } = parseArgs({ options: { postgres: { type: "boolean", default: false }, years: { type: "string", default: "65" } } });
const years = Array.from({ length: Number(values.years) }, (_, i) => 1930 + i);

let started = performance.now();
const lines = buildSampleBank(years);
console.log(`${lines.length} lines built in ${((performance.now() - started) / 1000).toFixed(1)} s`);

process.env.TEST_DATABASE_URL ??= process.env.PG_SERVER_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const created = values.postgres ? await createPostgresDatabase() : null;
const database = await openDatabase(created ? { kind: "postgres", url: created.url } : { kind: "pglite", dataDir: "memory://" });
try {
  await applyMigrations(database);
  for (const run of ["first import", "second import"]) {
    started = performance.now();
    const report = await importProblems(database.prisma, lines);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${values.postgres ? "PostgreSQL" : "PGlite"} ${run}: ${seconds.toFixed(1)} s — ${report.created} created, ${report.updated} updated, ` +
        `${report.unchanged} unchanged, ${report.errors.length} refused, ${report.competitionsCreated} competitions created`,
    );
  }
} finally {
  await database.close();
  await created?.drop();
}
