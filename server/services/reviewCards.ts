// Every wrong answer puts the question on the student's review schedule (or brings it forward).
import type { Prisma } from "../db/generated/client.ts";
import { afterMiss, afterReview, type ReviewCardState } from "../domain/reviewSchedule.ts";

type Tx = Prisma.TransactionClient;

function stateOf(card: ReviewCardState & Record<string, unknown>): ReviewCardState {
  const { due, stability, difficulty, reps, lapses, state, scheduledDays, learningSteps, lastReview } = card;
  return { due, stability, difficulty, reps, lapses, state, scheduledDays, learningSteps, lastReview };
}

export async function recordMisses(tx: Tx, userId: number, questionIds: number[], now = new Date()): Promise<void> {
  if (questionIds.length === 0) return;
  const existing = await tx.reviewCard.findMany({ where: { userId, questionId: { in: questionIds } } });
  const byQuestion = new Map(existing.map((card) => [card.questionId, card]));
  for (const questionId of questionIds) {
    const card = byQuestion.get(questionId);
    const next = afterMiss(card ? stateOf(card) : null, now);
    await tx.reviewCard.upsert({
      where: { userId_questionId: { userId, questionId } },
      update: { ...next, lastMissedAt: now },
      create: { userId, questionId, ...next, lastMissedAt: now },
    });
  }
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
