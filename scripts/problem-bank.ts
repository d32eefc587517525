// The problem-bank importer and exporter on the configured database (DATABASE_URL, or PGlite in
// DATA_DIR); the format is in docs/IMPORT.md.
//   npm run import -- FILE [--dry-run] [--batch-size=1000]   read FILE (JSON Lines) into the bank
//   npm run export -- [FILE]                                  write the bank as JSON Lines (stdout without FILE)
// The importer prints progress and a report, one line per bad line with its number, and exits 1
// when any line was refused (the good lines are imported all the same).
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { type Config, ConfigError, loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { applyMigrations } from "../server/db/migrate.ts";
import { exportProblems, type ImportReport, importProblems } from "../server/services/problemImport.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { "dry-run": { type: "boolean", default: false }, "batch-size": { type: "string", default: "1000" } },
});
const [command, file] = positionals;

function fail(message: string): never {
  console.error(`boxed: ${message}`);
  process.exit(1);
}

if (command !== "import" && command !== "export") fail("usage: problem-bank.ts import FILE [--dry-run] | export [FILE]");
if (command === "import" && (!file || !existsSync(file))) fail(file ? `no such file: ${file}` : "usage: npm run import -- FILE [--dry-run]");
const batchSize = Number(values["batch-size"]);
if (!Number.isInteger(batchSize) || batchSize < 1) fail("--batch-size must be a whole number of at least 1");

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
const database = await openDatabase(config.database);
try {
  await applyMigrations(database);
  if (command === "import") {
    const started = performance.now();
    const lines = createInterface({ input: createReadStream(file!, "utf8"), crlfDelay: Infinity });
    const report = await importProblems(database.prisma, lines, {
      dryRun: values["dry-run"],
      batchSize,
      onProgress: (done, total) => process.stderr.write(`\r${done} / ${total} problems`),
    });
    process.stderr.write("\n");
    printReport(report, (performance.now() - started) / 1000);
    process.exitCode = report.errors.length > 0 ? 1 : 0;
  } else {
    const out = file ? createWriteStream(file, "utf8") : process.stdout;
    const written = await exportProblems(database.prisma, (line) => {
      out.write(`${line}\n`);
    });
    if (file) await new Promise<void>((resolve) => out.end(() => resolve()));
    console.error(`${written} problems exported${file ? ` to ${file}` : ""}`);
  }
} finally {
  await database.close();
}

function printReport(report: ImportReport, seconds: number) {
  for (const { line, messages } of report.warnings) console.log(`line ${line}: warning: ${messages.join("; ")}`);
  for (const { line, messages } of report.errors) console.log(`line ${line}: ${messages.join("; ")}`);
  const verb = report.dryRun ? "would be " : "";
  console.log(
    `${report.lines} lines read in ${seconds.toFixed(1)} s: ${report.created} problems ${verb}created, ${report.updated} ${verb}updated, ` +
      `${report.unchanged} unchanged, ${report.errors.length} refused; ${report.competitionsCreated} competitions ${verb}created` +
      (report.dryRun ? " (dry run: nothing was written)" : ""),
  );
}
