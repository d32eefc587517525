// What all students have done with questions: the success rate. (What one user has done is the
// attempt ledger, services/attemptLedger.ts.) Loaded in one query per request (graphql/loaders.ts).
import { db } from "../db/index.ts";

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
