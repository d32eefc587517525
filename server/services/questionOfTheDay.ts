// Which question is the question of the day: one statement counts the eligible questions and
// finds the day's among them, on ids alone (sorting whole rows, statements and solutions, to skip
// past them cost ~20 ms on PGlite); the caller then reads only that question whole.
import { Prisma } from "../db/generated/client.ts";
import { readRows } from "../db/directReads.ts";
import { openQuestionSql } from "../domain/access.ts";
import { questionOfTheDayKey } from "../domain/questionOfTheDay.ts";

/** The id of the date's question of the day: a multiple-choice contest question every student sees (an open one); null when there is none. */
export async function questionOfTheDayId(date: Date): Promise<number | null> {
  // OFFSET is domain/questionOfTheDay.ts's index: the date's key modulo the eligible questions' number.
  const [chosen] = await readRows<{ id: number }>`
    WITH eligible AS (
      SELECT q.id FROM questions q JOIN competitions c ON c.id = q.competition_id
      WHERE ${Prisma.raw(openQuestionSql("q", "c"))} AND q.is_multiple_choice
    )
    SELECT id FROM eligible ORDER BY id
    OFFSET (SELECT ${questionOfTheDayKey(date)}::bigint % NULLIF(COUNT(*), 0) FROM eligible)
    LIMIT 1`;
  return chosen?.id ?? null;
}
