// What a user has done with questions. Lesson practice, random practice and the question page
// share one allowance of attempts per question (so a question answered anywhere is answered
// everywhere); contest answers are separate. Loaded in one query per request (graphql/loaders.ts).
import { db } from "../db/index.ts";
import { isLocked, type AttemptHistory } from "../domain/answers.ts";

export const PRACTICE_SOURCES = ["LESSON", "PRACTICE", "QUESTION"] as const;

export type QuestionHistory = {
  /** Attempts outside contests, which count against the 2 allowed. */
  practice: AttemptHistory;
  /** Answered correctly anywhere, contests included. */
  solved: boolean;
};

/**
 * The answer and solution may be shown once the user solved the question, or used up the
 * attempts. Until then they are never sent.
 */
export function isRevealed(history: QuestionHistory): boolean {
  return history.solved || isLocked(history.practice);
}

export async function questionHistories(userId: number, questionIds: readonly number[]): Promise<Map<number, QuestionHistory>> {
  const rows = await db.$queryRaw<{ question_id: number; used: bigint; practice_solved: boolean; solved: boolean }[]>`
    SELECT question_id,
      COUNT(*) FILTER (WHERE source <> 'CONTEST') AS used,
      COALESCE(BOOL_OR(correct) FILTER (WHERE source <> 'CONTEST'), false) AS practice_solved,
      BOOL_OR(correct) AS solved
    FROM attempts WHERE user_id = ${userId} AND question_id = ANY(${[...questionIds]}::int[])
    GROUP BY question_id`;
  const histories = new Map<number, QuestionHistory>(
    questionIds.map((id) => [id, { practice: { attemptsUsed: 0, solved: false }, solved: false }]),
  );
  for (const row of rows) {
    histories.set(row.question_id, { practice: { attemptsUsed: Number(row.used), solved: row.practice_solved }, solved: row.solved });
  }
  return histories;
}

/** Success rate: percent of students whose first answer to the question was right; null without answers. */
export async function successRates(questionIds: readonly number[]): Promise<Map<number, number | null>> {
  const rows = await db.$queryRaw<{ question_id: number; students: bigint; right: bigint }[]>`
    SELECT question_id, COUNT(*) AS students, COUNT(*) FILTER (WHERE correct) AS right
    FROM (
      SELECT DISTINCT ON (question_id, user_id) question_id, correct
      FROM attempts WHERE question_id = ANY(${[...questionIds]}::int[])
      ORDER BY question_id, user_id, created_at, id
    ) AS first_answers
    GROUP BY question_id`;
  const rates = new Map<number, number | null>(questionIds.map((id) => [id, null]));
  for (const row of rows) rates.set(row.question_id, Math.round((Number(row.right) / Number(row.students)) * 1000) / 10);
  return rates;
}
