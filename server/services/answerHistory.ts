// What all students have done with questions: the success rate. (What one user has done is the
// attempt ledger, services/attemptLedger.ts.) Loaded in one query per request (graphql/loaders.ts).
import { Prisma } from "../db/generated/client.ts";
import { readRows } from "../db/directReads.ts";

/** Success rate: percent of students whose first answer to the question was right; null without answers. */
export async function successRates(questionIds: readonly number[]): Promise<Map<number, number | null>> {
  const rows = await readRows<SuccessRow>`${successRatesSql(Prisma.sql`${[...questionIds]}::int[]`)}`;
  return successRatesOf(questionIds, rows);
}

/** A question's students (their first answers) and how many of them were right. */
export type SuccessRow = { question_id: number; students: bigint | number; right: bigint | number };

/**
 * The SuccessRows of the questions `ids` (an SQL int[]) that have answers: from the counts the
 * answers' triggers keep (question_first_answer_counts, at most 16 rows a question), not from the
 * answers themselves.
 */
export function successRatesSql(ids: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT question_id, SUM(students) AS students, SUM(students_right) AS right
    FROM question_first_answer_counts WHERE question_id = ANY(${ids})
    GROUP BY question_id HAVING SUM(students) > 0`;
}

/** Each question's success rate from its rows (null without answers). */
export function successRatesOf(questionIds: readonly number[], rows: readonly SuccessRow[]): Map<number, number | null> {
  const rates = new Map<number, number | null>(questionIds.map((id) => [id, null]));
  for (const row of rows) rates.set(row.question_id, Math.round((Number(row.right) / Number(row.students)) * 1000) / 10);
  return rates;
}
