// A student's progress through lessons: a practice question is completed once it is locked in
// lesson practice (answered correctly, or both attempts used).
import { db } from "../db/index.ts";
import { isLocked } from "../domain/answers.ts";

/** Ids of the questions this user has completed in lesson practice (one query). */
export async function completedLessonQuestionIds(userId: number): Promise<Set<number>> {
  const rows = await db.$queryRaw<{ question_id: number; used: bigint; solved: boolean }[]>`
    SELECT question_id, COUNT(*) AS used, BOOL_OR(correct) AS solved
    FROM attempts WHERE user_id = ${userId} AND source = 'LESSON'
    GROUP BY question_id`;
  return new Set(rows.filter((row) => isLocked({ attemptsUsed: Number(row.used), solved: row.solved })).map((row) => row.question_id));
}

export type Completion = { total: number; completed: number; rate: number };

export function completionOf(questionIds: number[], completed: Set<number>): Completion {
  const done = questionIds.filter((id) => completed.has(id)).length;
  return { total: questionIds.length, completed: done, rate: questionIds.length === 0 ? 0 : Math.round((done / questionIds.length) * 1000) / 1000 };
}
