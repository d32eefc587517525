// One-off steps for data written by earlier versions, run at start after the migrations (which
// cannot run them: they need the app's code), each once: a step is recorded in data_steps when
// done. Steps are idempotent, so two instances starting together may both run one safely.
import type { PrismaClient } from "../db/generated/client.ts";
import { cleanQuestionHtml, cleanSectionHtml } from "./contentHtml.ts";

const BATCH = 200;

/**
 * Problem, solution, choice and section HTML stored before every write cleaned it (earlier
 * versions cleaned it on each read instead): cleaned once, so that reads serve stored HTML as it
 * is (server/services/contentHtml.ts). Returns how many questions and sections changed.
 */
export async function cleanStoredHtml(prisma: PrismaClient): Promise<number> {
  let changed = 0;
  for (let after = 0; ; ) {
    const questions = await prisma.question.findMany({
      where: { id: { gt: after } },
      orderBy: { id: "asc" },
      take: BATCH,
      select: { id: true, problemHtml: true, solutionHtml: true, choices: true, solutionUrl: true, solutionVideos: true },
    });
    if (questions.length === 0) break;
    for (const { id, ...stored } of questions) {
      const clean = cleanQuestionHtml(stored);
      if (JSON.stringify(clean) === JSON.stringify(stored)) continue;
      await prisma.question.update({ where: { id }, data: clean });
      changed++;
    }
    after = questions.at(-1)!.id;
  }
  for (let after = 0; ; ) {
    const sections = await prisma.section.findMany({ where: { id: { gt: after } }, orderBy: { id: "asc" }, take: BATCH, select: { id: true, notesHtml: true } });
    if (sections.length === 0) break;
    for (const { id, notesHtml } of sections) {
      const clean = cleanSectionHtml({ notesHtml });
      if (clean.notesHtml === notesHtml) continue;
      await prisma.section.update({ where: { id }, data: clean });
      changed++;
    }
    after = sections.at(-1)!.id;
  }
  return changed;
}

const STEPS: { name: string; run: (prisma: PrismaClient) => Promise<unknown> }[] = [{ name: "clean-stored-html", run: cleanStoredHtml }];

/** Runs the steps this database has not had yet, in order, recording each. */
export async function runDataSteps(prisma: PrismaClient): Promise<string[]> {
  const done = new Set((await prisma.dataStep.findMany({ select: { name: true } })).map((step) => step.name));
  const ran: string[] = [];
  for (const step of STEPS) {
    if (done.has(step.name)) continue;
    await step.run(prisma);
    await prisma.dataStep.createMany({ data: [{ name: step.name }], skipDuplicates: true });
    ran.push(step.name);
  }
  return ran;
}
