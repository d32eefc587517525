// Every wrong answer puts the question on the student's review schedule (or brings it forward).
import type { Prisma } from "../db/generated/client.ts";
import { afterMiss, afterReview, type ReviewCardState } from "../domain/reviewSchedule.ts";

type Tx = Prisma.TransactionClient;

function stateOf(card: ReviewCardState & Record<string, unknown>): ReviewCardState {
  const { due, stability, difficulty, reps, lapses, state, scheduledDays, learningSteps, lastReview } = card;
  return { due, stability, difficulty, reps, lapses, state, scheduledDays, learningSteps, lastReview };
}

/** Every missed question's card, read and written in one statement each (a contest may miss 25 at once). */
export async function recordMisses(tx: Tx, userId: number, questionIds: number[], now = new Date()): Promise<void> {
  if (questionIds.length === 0) return;
  const existing = await tx.reviewCard.findMany({ where: { userId, questionId: { in: questionIds } } });
  const byQuestion = new Map(existing.map((card) => [card.questionId, card]));
  const cards = [...new Set(questionIds)].map((questionId) => {
    const card = byQuestion.get(questionId);
    return { questionId, ...afterMiss(card ? stateOf(card) : null, now) };
  });
  const column = <K extends keyof (typeof cards)[number]>(key: K) => cards.map((card) => card[key]);
  // The columns are timestamp(3) in UTC, as Prisma writes them: ISO text whose offset the cast ignores.
  const times = (key: "due" | "lastReview") => cards.map((card) => card[key]?.toISOString() ?? null);
  await tx.$executeRaw`
    INSERT INTO review_cards (user_id, question_id, due, stability, difficulty, reps, lapses, state, scheduled_days, learning_steps, last_review, last_missed_at)
    SELECT ${userId}::int, c.question_id, c.due, c.stability, c.difficulty, c.reps, c.lapses, c.state, c.scheduled_days, c.learning_steps, c.last_review, ${now.toISOString()}::timestamp(3)
    FROM unnest(${column("questionId")}::int[], ${times("due")}::timestamp(3)[], ${column("stability")}::float8[], ${column("difficulty")}::float8[],
                ${column("reps")}::int[], ${column("lapses")}::int[], ${column("state")}::int[], ${column("scheduledDays")}::int[],
                ${column("learningSteps")}::int[], ${times("lastReview")}::timestamp(3)[])
      AS c(question_id, due, stability, difficulty, reps, lapses, state, scheduled_days, learning_steps, last_review)
    ON CONFLICT (user_id, question_id) DO UPDATE SET
      due = EXCLUDED.due, stability = EXCLUDED.stability, difficulty = EXCLUDED.difficulty, reps = EXCLUDED.reps,
      lapses = EXCLUDED.lapses, state = EXCLUDED.state, scheduled_days = EXCLUDED.scheduled_days,
      learning_steps = EXCLUDED.learning_steps, last_review = EXCLUDED.last_review, last_missed_at = EXCLUDED.last_missed_at`;
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
