// What a user has done with questions: attempts per place (source) and whether they solved it.
// Loaded in one query per request for any number of questions (see graphql/loaders.ts).
import { db } from "../db/index.ts";
import type { AttemptSource } from "../db/generated/enums.ts";
import { isLocked, type AttemptHistory } from "../domain/answers.ts";

export type QuestionHistory = {
  /** Attempts and success per place the question was answered. */
  bySource: Partial<Record<AttemptSource, AttemptHistory>>;
  /** Answered correctly anywhere. */
  solved: boolean;
};

const EMPTY: AttemptHistory = { attemptsUsed: 0, solved: false };

export function historyIn(history: QuestionHistory, source: AttemptSource): AttemptHistory {
  return history.bySource[source] ?? EMPTY;
}

/**
 * The answer and solution may be shown once the user solved the question, or is locked out of it
 * in some place (attempts used up). Until then they are never sent.
 */
export function isRevealed(history: QuestionHistory): boolean {
  return history.solved || Object.values(history.bySource).some((entry) => entry && isLocked(entry));
}

export async function questionHistories(userId: number, questionIds: readonly number[]): Promise<Map<number, QuestionHistory>> {
  const rows = await db.$queryRaw<{ question_id: number; source: AttemptSource; used: bigint; solved: boolean }[]>`
    SELECT question_id, source::text AS source, COUNT(*) AS used, BOOL_OR(correct) AS solved
    FROM attempts WHERE user_id = ${userId} AND question_id = ANY(${[...questionIds]}::int[])
    GROUP BY question_id, source`;
  const histories = new Map<number, QuestionHistory>(questionIds.map((id) => [id, { bySource: {}, solved: false }]));
  for (const row of rows) {
    const history = histories.get(row.question_id)!;
    history.bySource[row.source] = { attemptsUsed: Number(row.used), solved: row.solved };
    history.solved ||= row.solved;
  }
  return histories;
}

/** Success rate (percent of users whose first answer was right) per question; null without answers. */
export async function successRates(questionIds: readonly number[]): Promise<Map<number, number | null>> {
  const rows = await db.$queryRaw<{ question_id: number; firsts: bigint; right: bigint }[]>`
    SELECT question_id, COUNT(*) AS firsts, COUNT(*) FILTER (WHERE correct) AS right
    FROM attempts WHERE attempt_number = 1 AND question_id = ANY(${[...questionIds]}::int[])
    GROUP BY question_id`;
  const rates = new Map<number, number | null>(questionIds.map((id) => [id, null]));
  for (const row of rows) rates.set(row.question_id, Math.round((Number(row.right) / Number(row.firsts)) * 1000) / 10);
  return rates;
}
