// Every wrong answer puts the question on the student's review schedule (or brings it forward).
import { Prisma } from "../db/generated/client.ts";
import { afterMiss, afterReview, type ReviewCardState } from "../domain/reviewSchedule.ts";

type Tx = Prisma.TransactionClient;

function stateOf(card: ReviewCardState & Record<string, unknown>): ReviewCardState {
  const { due, stability, difficulty, reps, lapses, state, scheduledDays, learningSteps, lastReview } = card;
  return { due, stability, difficulty, reps, lapses, state, scheduledDays, learningSteps, lastReview };
}

/** Every missed question's card, read and written in one statement each (a contest may miss 25 at once). */
export async function recordMisses(tx: Tx, userId: number, questionIds: number[], now = new Date()): Promise<void> {
  await recordMissesOfMany(tx, [{ userId, questionIds, now }]);
}

/** One student's misses at one moment. */
export type Misses = { userId: number; questionIds: number[]; now: Date };
/** A card as stored, keyed by its student and question. */
export type StoredCard = ReviewCardState & { userId: number; questionId: number };
type CardRow = ReturnType<typeof cardsAfterMisses>[number];

/** The cards the misses leave, each moved on from its stored state (if any) by the schedule. */
export function cardsAfterMisses(misses: readonly Misses[], stored: readonly StoredCard[]) {
  const byCard = new Map(stored.map((card) => [`${card.userId}:${card.questionId}`, card]));
  return misses.flatMap(({ userId, questionIds, now }) =>
    [...new Set(questionIds)].map((questionId) => {
      const card = byCard.get(`${userId}:${questionId}`);
      return { userId, questionId, lastMissedAt: now, ...afterMiss(card ? stateOf(card) : null, now) };
    }),
  );
}

/**
 * The statement writing these cards, all at once (an INSERT … SELECT FROM json_to_recordset … ON CONFLICT),
 * to run alone or as part of a larger statement (contestSubmissions.ts).
 */
export function writeCards(cards: readonly CardRow[]): Prisma.Sql {
  // One JSON parameter, its keys the columns of `c`; the dates are ISO text in UTC, which the
  // timestamp(3) columns take as Prisma writes them (the offset is ignored).
  return Prisma.sql`
    INSERT INTO review_cards (user_id, question_id, due, stability, difficulty, reps, lapses, state, scheduled_days, learning_steps, last_review, last_missed_at)
    SELECT c."userId", c."questionId", c.due, c.stability, c.difficulty, c.reps, c.lapses, c.state, c."scheduledDays", c."learningSteps", c."lastReview", c."lastMissedAt"
    FROM json_to_recordset(${JSON.stringify(cards)}::json)
      AS c("userId" int, "questionId" int, due timestamp(3), stability float8, difficulty float8, reps int, lapses int, state int,
           "scheduledDays" int, "learningSteps" int, "lastReview" timestamp(3), "lastMissedAt" timestamp(3))
    ON CONFLICT (user_id, question_id) DO UPDATE SET
      due = EXCLUDED.due, stability = EXCLUDED.stability, difficulty = EXCLUDED.difficulty, reps = EXCLUDED.reps,
      lapses = EXCLUDED.lapses, state = EXCLUDED.state, scheduled_days = EXCLUDED.scheduled_days,
      learning_steps = EXCLUDED.learning_steps, last_review = EXCLUDED.last_review, last_missed_at = EXCLUDED.last_missed_at`;
}

/** Several students' misses in two statements: their cards read at once, then written at once. */
export async function recordMissesOfMany(tx: Tx, misses: readonly Misses[]): Promise<void> {
  const wanted = misses.flatMap(({ userId, questionIds }) => questionIds.map((questionId) => ({ userId, questionId })));
  if (wanted.length === 0) return;
  const stored = await tx.$queryRaw<StoredCard[]>`
    SELECT r.user_id AS "userId", r.question_id AS "questionId", r.due, r.stability, r.difficulty, r.reps, r.lapses, r.state,
      r.scheduled_days AS "scheduledDays", r.learning_steps AS "learningSteps", r.last_review AS "lastReview"
    FROM review_cards r JOIN unnest(${wanted.map((miss) => miss.userId)}::int[], ${wanted.map((miss) => miss.questionId)}::int[]) AS w(user_id, question_id)
      ON r.user_id = w.user_id AND r.question_id = w.question_id`;
  await tx.$executeRaw(writeCards(cardsAfterMisses(misses, stored)));
}

/** Closes a review round: solved (on which try) or failed twice. */
export async function recordReview(tx: Tx, userId: number, questionId: number, solved: boolean, attemptsUsed: number, multipleChoice: boolean, now = new Date()) {
  const card = await tx.reviewCard.findUniqueOrThrow({ where: { userId_questionId: { userId, questionId } } });
  const next = afterReview(stateOf(card), now, solved, attemptsUsed, multipleChoice);
  await tx.reviewCard.update({
    where: { userId_questionId: { userId, questionId } },
    data: { ...next, ...(solved ? {} : { lastMissedAt: now }) },
  });
}
