// Similar questions: contest questions of the same topic, closest in difficulty rating.
// One query for any number of questions (a lateral join picks each one's closest).
import { Prisma } from "../db/generated/client.ts";
import { readRows } from "../db/directReads.ts";

export const SIMILAR_QUESTIONS = 5;

export type SimilarQuestion = { id: number; problemNumber: number; competitionName: string; competitionYear: number };

export async function similarQuestions(questionIds: readonly number[]): Promise<Map<number, SimilarQuestion[]>> {
  const rows = await readRows<SimilarRow>`${similarQuestionsSql(Prisma.sql`${[...questionIds]}::int[]`)}`;
  return similarQuestionsOf(questionIds, rows);
}

/** One similar question of the question `source_id`. */
export type SimilarRow = { source_id: number; id: number; problem_number: number; name: string; year: number };

/**
 * The SimilarRows of the questions `ids` (an SQL int[]): each question's closest first (by
 * `distance`, then id). The closest of all are among the closest at or above its rating and the
 * closest below it, so each side is read along the index on (topic, status, rating, id,
 * competition_id, problem_number) alone, the first few entries from the question's rating up and
 * down, rather than sorting every question of the topic by distance for each (at full scale, a
 * lesson's 41 questions: 40 -> 7 ms).
 */
export function similarQuestionsSql(ids: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT src.id AS source_id, nearby.id, nearby.problem_number, c.name, c.year, nearby.distance
    FROM questions src
    CROSS JOIN LATERAL (
      SELECT side.id, side.problem_number, side.competition_id, side.distance FROM (
        (SELECT q.id, q.problem_number, q.competition_id, q.rating - src.rating AS distance FROM questions q
         WHERE q.topic = src.topic AND q.status = 'PUBLISHED' AND q.rating >= src.rating AND q.competition_id IS NOT NULL AND q.id <> src.id
         ORDER BY q.rating, q.id LIMIT ${SIMILAR_QUESTIONS})
        UNION ALL
        (SELECT q.id, q.problem_number, q.competition_id, src.rating - q.rating AS distance FROM questions q
         WHERE q.topic = src.topic AND q.status = 'PUBLISHED' AND q.rating < src.rating AND q.competition_id IS NOT NULL AND q.id <> src.id
         ORDER BY q.rating DESC, q.id LIMIT ${SIMILAR_QUESTIONS})
      ) AS side
      ORDER BY side.distance, side.id
      LIMIT ${SIMILAR_QUESTIONS}
    ) AS nearby
    JOIN competitions c ON c.id = nearby.competition_id
    WHERE src.id = ANY(${ids})
    ORDER BY src.id, nearby.distance, nearby.id`;
}

/** Each question's similar questions from its rows, in their order (none without any). */
export function similarQuestionsOf(questionIds: readonly number[], rows: readonly SimilarRow[]): Map<number, SimilarQuestion[]> {
  const result = new Map<number, SimilarQuestion[]>(questionIds.map((id) => [id, []]));
  for (const row of rows) {
    result.get(row.source_id)?.push({ id: row.id, problemNumber: row.problem_number, competitionName: row.name, competitionYear: row.year });
  }
  return result;
}
