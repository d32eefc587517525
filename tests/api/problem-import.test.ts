// The problem-bank importer on PGlite and PostgreSQL: the sample file of original problems
// twice (the second run changes nothing), bad lines reported by number while the others land,
// a dry run that writes nothing, an edited line updating its problem, and the export reading
// back unchanged. The command line is run once as operators run it.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportProblems, importProblems } from "../../server/services/problemImport.ts";
import { openTestDatabase, type TestDatabase } from "../support/testDatabase.ts";

const SAMPLE = readFileSync(new URL("../../docs/samples/problem-bank.jsonl", import.meta.url), "utf8").split("\n");
const SAMPLE_COUNT = SAMPLE.filter((l) => l.trim() !== "").length;

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.drop());

describe("importing a problem bank", () => {
  it("a dry run reports what would happen and writes nothing", async () => {
    const report = await importProblems(database.prisma, SAMPLE, { dryRun: true });
    expect(report).toMatchObject({ created: SAMPLE_COUNT, updated: 0, unchanged: 0, competitionsCreated: 14, errors: [] });
    expect(await database.prisma.question.count()).toBe(0);
    expect(await database.prisma.competition.count()).toBe(0);
  });

  it("loads the sample file of original problems, then changes nothing the second time", async () => {
    const progress: number[] = [];
    const first = await importProblems(database.prisma, SAMPLE, { batchSize: 100, onProgress: (done) => progress.push(done) });
    expect(first).toMatchObject({ lines: SAMPLE_COUNT, created: SAMPLE_COUNT, updated: 0, unchanged: 0, competitionsCreated: 14, errors: [] });
    expect(progress).toEqual([100, 200, 300, SAMPLE_COUNT]);
    const before = await database.prisma.question.findMany({ orderBy: { id: "asc" } });
    expect(before).toHaveLength(SAMPLE_COUNT);
    // Math drawn as images became real math; nothing points at the wiki.
    expect(before.some((q) => /wiki\.example/.test(`${q.problemHtml}${q.choices.join("")}`))).toBe(false);
    // The $\textbf{(A)}\ …$ line became five choices and left the statement.
    const derived = before.find((q) => q.problemHtml?.includes("6 + 8 + 10"));
    expect(derived?.choices).toHaveLength(5);
    expect(derived?.problemHtml).not.toMatch(/textbf/);

    const second = await importProblems(database.prisma, SAMPLE);
    expect(second).toMatchObject({ created: 0, updated: 0, unchanged: SAMPLE_COUNT, competitionsCreated: 0, errors: [] });
    expect(await database.prisma.question.findMany({ orderBy: { id: "asc" } })).toEqual(before);
  });

  it("reports bad lines with their numbers and imports the good ones", async () => {
    const lines = [
      JSON.stringify({ competition_name: "AMC_8", competition_year: 2001, problem_number: 1, problem_html: "What is $1+1$? (A) 1 (B) 2 (C) 3 (D) 4 (E) 5", answer: "B" }),
      "{not json",
      "",
      JSON.stringify({ competition_name: "AMC_8", competition_year: 2001, problem_number: 2, problem_html: "x", answer: "Z" }),
      JSON.stringify({ competition_name: "AMC_8", competition_year: 2001, problem_number: 1, problem_html: "Again (A) 1 (B) 2 (C) 3 (D) 4 (E) 5", answer: "A" }),
      JSON.stringify({ competition_name: "AIME_I", competition_year: 2001, problem_number: 3, problem_html: "Find $n$.", answer: 42 }),
    ];
    const report = await importProblems(database.prisma, lines);
    expect(report.errors).toEqual([
      { line: 2, messages: ["not valid JSON"] },
      { line: 4, messages: ["answer must be a letter A-E or a whole number from 0 to 999"] },
      { line: 5, messages: ["the same problem as line 1 (AMC_8 2001 #1)"] },
    ]);
    expect(report).toMatchObject({ lines: 5, created: 2, competitionsCreated: 2 });
    const amc = await database.prisma.question.findFirstOrThrow({ where: { competition: { name: "AMC_8", year: 2001 }, problemNumber: 1 } });
    expect(amc).toMatchObject({ problemHtml: "<p>What is \\(1+1\\)? </p>", choices: ["1", "2", "3", "4", "5"], answer: "B", status: "PUBLISHED" });
    const competition = await database.prisma.competition.findFirstOrThrow({ where: { name: "AIME_I", year: 2001 } });
    expect(competition).toMatchObject({ family: "AIME", durationMinutes: 180, enabled: true, isSample: false });
  });

  it("updates a problem whose line changed, and only that one", async () => {
    const edited = SAMPLE.map((line, index) => (index === 0 ? line.replace('"CC0-1.0"', '"CC-BY-4.0"') : line));
    const report = await importProblems(database.prisma, edited);
    expect(report).toMatchObject({ created: 0, updated: 1, unchanged: SAMPLE_COUNT - 1 });
    const first = JSON.parse(SAMPLE[0]);
    const row = await database.prisma.question.findFirstOrThrow({
      where: { competition: { name: first.competition_name, year: first.competition_year }, problemNumber: first.problem_number },
    });
    expect(row.license).toBe("CC-BY-4.0");
  });

  it("exports the same format, which imports back with nothing to change", async () => {
    const lines: string[] = [];
    const written = await exportProblems(database.prisma, (line) => {
      lines.push(line);
    });
    expect(written).toBe(SAMPLE_COUNT + 2);
    const report = await importProblems(database.prisma, lines);
    expect(report).toMatchObject({ created: 0, updated: 0, unchanged: SAMPLE_COUNT + 2, errors: [] });
  });
});

describe("npm run import", () => {
  const dir = mkdtempSync(join(tmpdir(), "boxed-import-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (...args: string[]) =>
    promisify(execFile)(process.execPath, ["scripts/problem-bank.ts", ...args], {
      env: { ...process.env, DATA_DIR: join(dir, "data"), DATABASE_URL: "" },
    }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it("imports a file, reports its bad lines by number and exits 1, then finds nothing to change", async () => {
    const file = join(dir, "bank.jsonl");
    writeFileSync(file, `${SAMPLE.slice(0, 25).join("\n")}\n{"competition_name":"AMC_8"}\n`);
    const first = await run("import", file);
    expect(first.code).toBe(1);
    expect(first.stdout).toContain("line 26: competition_year must be a whole number from 1900 to 2100");
    expect(first.stdout).toContain("26 lines read");
    expect(first.stdout).toContain("25 problems created, 0 updated, 0 unchanged, 1 refused; 1 competitions created");
    const second = await run("import", file, "--dry-run");
    expect(second.stdout).toContain("0 problems would be created, 0 would be updated, 25 unchanged");
  }, 120_000);
});
