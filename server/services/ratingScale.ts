// Keeping each family's rating scale where docs/RATINGS.md anchors it (domain/ratingScale.ts):
// questions no student has met yet get their seeded rating from the paper's ramp, and a periodic
// re-anchoring shifts a family's questions, contest ratings and practice ratings by the same
// amount so its questions sit on their seeds again on average. The shift changes no prediction
// (only differences count); each student's history gets a row for it, so the history still
// chains to the rating.
import type { PrismaClient } from "../db/generated/client.ts";
import type { Family } from "../domain/families.ts";
import { FAMILIES } from "../domain/families.ts";
import { reanchorShift, seededQuestionRating } from "../domain/ratingScale.ts";

/** Students shifted per transaction (each one's contest lock is held for it). */
const STUDENTS_PER_TRANSACTION = 500;

type Questions = { id: number; family: Family; problemNumber: number; paperSize: number; rating: number; ratingGames: number }[];

async function contestQuestions(prisma: PrismaClient): Promise<Questions> {
  const competitions = await prisma.competition.findMany({
    select: { family: true, questions: { select: { id: true, problemNumber: true, rating: true, ratingGames: true } } },
  });
  return competitions.flatMap((competition) => {
    const paperSize = Math.max(competition.questions.length, ...competition.questions.map((question) => question.problemNumber));
    return competition.questions.map((question) => ({ ...question, family: competition.family, paperSize }));
  });
}

const seedOf = (question: Questions[number]) => seededQuestionRating(question.family, question.problemNumber, question.paperSize);

/** Sets the seeded rating of every contest question no student has met yet; returns how many changed. */
export async function seedQuestionRatings(prisma: PrismaClient): Promise<number> {
  const unmet = (await contestQuestions(prisma)).filter((question) => question.ratingGames === 0 && Math.abs(question.rating - seedOf(question)) > 1e-9);
  if (unmet.length === 0) return 0;
  await prisma.$executeRaw`
    UPDATE questions q SET rating = v.rating
    FROM unnest(${unmet.map((q) => q.id)}::int[], ${unmet.map(seedOf)}::float8[]) AS v(id, rating)
    WHERE q.id = v.id AND q.rating_games = 0`;
  return unmet.length;
}

/** Re-anchors every family whose questions drifted a point or more from their seeds; returns the shifts applied. */
export async function reanchorRatings(prisma: PrismaClient): Promise<Partial<Record<Family, number>>> {
  const questions = await contestQuestions(prisma);
  const applied: Partial<Record<Family, number>> = {};
  for (const family of FAMILIES) {
    const shift = reanchorShift(questions.filter((question) => question.family === family).map((question) => ({ rating: question.rating, seed: seedOf(question) })));
    if (shift === 0) continue;
    await prisma.$executeRaw`UPDATE questions q SET rating = q.rating + ${shift} FROM competitions c WHERE c.id = q.competition_id AND c.family = ${family}::"CompetitionFamily"`;
    const students = await prisma.$queryRaw<{ user_id: number }[]>`
      SELECT user_id FROM ratings WHERE family = ${family}::"CompetitionFamily" UNION SELECT user_id FROM practice_ratings WHERE family = ${family}::"CompetitionFamily" ORDER BY 1`;
    const ids = students.map((row) => row.user_id);
    for (let start = 0; start < ids.length; start += STUDENTS_PER_TRANSACTION) {
      const chunk = ids.slice(start, start + STUDENTS_PER_TRANSACTION);
      // Under the contest service's per-student lock, so no submission reads a rating mid-shift.
      await prisma.$transaction(async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(u, 0) FROM unnest(${chunk}::int[]) AS u ORDER BY u`;
        await tx.$executeRaw`
          INSERT INTO rating_changes (user_id, family, submission_id, before, after, created_at)
          SELECT user_id, family, NULL, rating, rating + ${shift}, now() FROM ratings WHERE family = ${family}::"CompetitionFamily" AND user_id = ANY(${chunk}::int[])`;
        await tx.$executeRaw`UPDATE ratings SET rating = rating + ${shift}, updated_at = now() WHERE family = ${family}::"CompetitionFamily" AND user_id = ANY(${chunk}::int[])`;
        await tx.$executeRaw`UPDATE practice_ratings SET rating = rating + ${shift}, contest_rating = contest_rating + ${shift}, updated_at = now() WHERE family = ${family}::"CompetitionFamily" AND user_id = ANY(${chunk}::int[])`;
      });
    }
    applied[family] = shift;
  }
  return applied;
}

export type ScaleKeeper = { stop(): void };

/** Seeds new questions and re-anchors every `intervalMs` (0: never). */
export function startScaleKeeper(prisma: PrismaClient, options: { intervalMs: number; onError: (error: unknown) => void }): ScaleKeeper {
  if (options.intervalMs <= 0) return { stop() {} };
  const timer = setInterval(() => {
    seedQuestionRatings(prisma)
      .then(() => reanchorRatings(prisma))
      .catch(options.onError);
  }, options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
