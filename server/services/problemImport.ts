// The problem-bank importer and exporter (docs/IMPORT.md). Each line is read and checked on its
// own (server/domain/problemBank.ts); a bad line is reported with its number and the others go
// on. Problems are upserted by (competition, year, problem number) in batches, one transaction
// per batch, and a row whose stored fields already equal the line is left alone, so importing
// the same file twice changes nothing the second time.
import { seedQuestionRatings } from "./ratingScale.ts";
import { choicesOf } from "../domain/choices.ts";
import { cleanQuestionHtml } from "./contentHtml.ts";
import { type BankProblem, COMPETITIONS, parseProblemLine, toBankLine } from "../domain/problemBank.ts";
import type { Prisma, PrismaClient } from "../db/generated/client.ts";

export type LineReport = { line: number; messages: string[] };

export type ImportReport = {
  lines: number;
  created: number;
  updated: number;
  unchanged: number;
  competitionsCreated: number;
  errors: LineReport[];
  warnings: LineReport[];
  dryRun: boolean;
};

export type ImportOptions = {
  dryRun?: boolean;
  /** Problems per transaction. */
  batchSize?: number;
  /** Called after each batch with the number of problems handled so far and the total. */
  onProgress?: (done: number, total: number) => void;
};

type Numbered = { line: number; problem: BankProblem };

/** Reads every line, then writes the good ones batch by batch. Blank lines are skipped. */
export async function importProblems(
  prisma: PrismaClient,
  lines: AsyncIterable<string> | Iterable<string>,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const report: ImportReport = {
    lines: 0, created: 0, updated: 0, unchanged: 0, competitionsCreated: 0, errors: [], warnings: [], dryRun: Boolean(options.dryRun),
  };
  const problems: Numbered[] = [];
  const firstLineOf = new Map<string, number>();
  let number = 0;
  for await (const text of lines) {
    number++;
    if (text.trim() === "") continue;
    report.lines++;
    const result = parseProblemLine(text);
    if (!result.ok) {
      report.errors.push({ line: number, messages: result.errors });
      continue;
    }
    const key = keyOf(result.problem);
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined) {
      report.errors.push({ line: number, messages: [`the same problem as line ${earlier} (${key})`] });
      continue;
    }
    firstLineOf.set(key, number);
    if (result.warnings.length > 0) report.warnings.push({ line: number, messages: result.warnings });
    problems.push({ line: number, problem: result.problem });
  }

  const batchSize = options.batchSize ?? 1000;
  for (let start = 0; start < problems.length; start += batchSize) {
    const batch = problems.slice(start, start + batchSize);
    const counts = options.dryRun
      ? await writeBatch(prisma, batch, true)
      : await prisma.$transaction((tx) => writeBatch(tx, batch, false), { maxWait: 60_000, timeout: 120_000 });
    report.created += counts.created;
    report.updated += counts.updated;
    report.unchanged += counts.unchanged;
    report.competitionsCreated += counts.competitionsCreated;
    options.onProgress?.(Math.min(start + batchSize, problems.length), problems.length);
  }
  // New contest questions start from their place in the paper's ramp (docs/RATINGS.md).
  if (!options.dryRun && report.created > 0) await seedQuestionRatings(prisma);
  return report;
}

const keyOf = (p: { competitionName: string; competitionYear: number; problemNumber: number }) =>
  `${p.competitionName} ${p.competitionYear} #${p.problemNumber}`;

const STORED = {
  id: true, problemNumber: true, competitionId: true, problemHtml: true, text: true, isMultipleChoice: true, choices: true,
  answer: true, solutionHtml: true, topic: true, source: true, license: true, isSample: true, authorId: true,
} as const;

type Stored = Prisma.QuestionGetPayload<{ select: typeof STORED }>;

/** The stored row of a problem, its HTML cleaned as every write's is (services/contentHtml.ts). */
function rowOf(problem: BankProblem) {
  return cleanQuestionHtml({
    problemNumber: problem.problemNumber,
    problemHtml: problem.problemHtml,
    text: problem.text,
    isMultipleChoice: problem.isMultipleChoice,
    choices: problem.choices,
    answer: problem.answer,
    solutionHtml: problem.solutionHtml,
    topic: problem.topic,
    source: problem.source,
    license: problem.license,
    isSample: false,
  });
}

function changedFields(stored: Stored, row: ReturnType<typeof rowOf>): Partial<ReturnType<typeof rowOf>> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const before = stored[key as keyof Stored];
    const same = Array.isArray(value) ? JSON.stringify(before) === JSON.stringify(value) : before === value;
    if (!same) changes[key] = value;
  }
  return changes;
}

async function writeBatch(tx: Prisma.TransactionClient, batch: Numbered[], dryRun: boolean) {
  const counts = { created: 0, updated: 0, unchanged: 0, competitionsCreated: 0 };
  const wanted = new Map(batch.map(({ problem: p }) => [`${p.competitionName} ${p.competitionYear}`, { name: p.competitionName, year: p.competitionYear }]));
  const where = { OR: [...wanted.values()].map(({ name, year }) => ({ name, year })) };
  let competitions = await tx.competition.findMany({ where, select: { id: true, name: true, year: true } });
  const missing = [...wanted.values()].filter(({ name, year }) => !competitions.some((c) => c.name === name && c.year === year));
  counts.competitionsCreated = missing.length;
  if (missing.length > 0 && !dryRun) {
    await tx.competition.createMany({
      data: missing.map(({ name, year }) => ({ name, year, family: COMPETITIONS[name].family, durationMinutes: COMPETITIONS[name].durationMinutes })),
      skipDuplicates: true,
    });
    competitions = await tx.competition.findMany({ where, select: { id: true, name: true, year: true } });
  }
  const competitionIds = new Map(competitions.map((c) => [`${c.name} ${c.year}`, c.id]));

  // The question a line updates: the one with that number in that competition, preferring
  // imported or seeded ones (no author) over submissions, then the oldest.
  const storedRows = await tx.question.findMany({
    where: { competitionId: { in: [...competitionIds.values()] } },
    select: STORED,
    orderBy: { id: "asc" },
  });
  const existing = new Map<string, Stored>();
  for (const row of storedRows) {
    const key = `${row.competitionId} #${row.problemNumber}`;
    const known = existing.get(key);
    if (!known || (known.authorId !== null && row.authorId === null)) existing.set(key, row);
  }

  const creates: Prisma.QuestionCreateManyInput[] = [];
  for (const { problem } of batch) {
    const competitionId = competitionIds.get(`${problem.competitionName} ${problem.competitionYear}`);
    const row = rowOf(problem);
    const stored = competitionId === undefined ? undefined : existing.get(`${competitionId} #${problem.problemNumber}`);
    if (!stored) {
      counts.created++;
      if (!dryRun) creates.push({ ...row, competitionId, status: "PUBLISHED" });
      continue;
    }
    const changes = changedFields(stored, row);
    if (Object.keys(changes).length === 0) {
      counts.unchanged++;
      continue;
    }
    counts.updated++;
    if (!dryRun) await tx.question.update({ where: { id: stored.id }, data: changes });
  }
  if (creates.length > 0) await tx.question.createMany({ data: creates });
  return counts;
}

/**
 * Writes every published question of a known competition as one line of the import format, in
 * the order they were stored. Multiple-choice questions without five choices are left out.
 * Returns how many were written.
 */
export async function exportProblems(prisma: PrismaClient, write: (line: string) => void | Promise<void>): Promise<number> {
  let written = 0;
  let after = 0;
  for (;;) {
    const rows = await prisma.question.findMany({
      where: { id: { gt: after }, status: "PUBLISHED", competition: { name: { in: Object.keys(COMPETITIONS) } } },
      select: { ...STORED, competition: { select: { name: true, year: true } } },
      orderBy: { id: "asc" },
      take: 1000,
    });
    if (rows.length === 0) return written;
    after = rows[rows.length - 1].id;
    for (const row of rows) {
      const choices = choicesOf(row);
      const problemHtml = row.problemHtml || row.text || "";
      if ((row.isMultipleChoice && choices.length !== 5) || problemHtml.trim() === "") continue;
      await write(
        toBankLine({
          competitionName: row.competition!.name,
          competitionYear: row.competition!.year,
          problemNumber: row.problemNumber,
          problemHtml,
          text: row.text ?? "",
          isMultipleChoice: row.isMultipleChoice,
          choices,
          answer: row.answer,
          solutionHtml: row.solutionHtml,
          topic: row.topic,
          source: row.source,
          license: row.license,
        }),
      );
      written++;
    }
  }
}
