// The success rates and similar questions of a lesson's sections' practice questions, read by the
// lesson's id alone: GET /api/section-notes/ shows them for the shown section's questions, and this
// lets them be read beside the lesson rather than after it (graphql/course.ts). Each is a
// statement of its own, so that PostgreSQL runs the two side by side.
import { Prisma } from "../db/generated/client.ts";
import { successRatesOf, successRatesSql, type SuccessRow } from "./answerHistory.ts";
import { similarQuestionsOf, similarQuestionsSql, type SimilarQuestion, type SimilarRow } from "./similarQuestions.ts";
import { readRows } from "../db/directReads.ts";

/** Sections of a lesson as Lesson.sections picks them (sectionId's, or the first `first`, or all). */
export type SectionsOf = { lessonId: number; sectionId: number | null; first: number | null };

/** Every practice question of the sections, and `rows` (a JSON array) read for them by `read`, an SQL of their ids (an int[]). */
async function ofPracticeQuestions<Row>(sections: SectionsOf, read: (ids: Prisma.Sql) => Prisma.Sql): Promise<{ ids: number[]; rows: Row[] }> {
  // The ids go to `read` as an int[] expression (a bare subquery in ANY() compares with each of its rows).
  const [row] = await readRows<{ ids: number[]; rows: Row[] | null }>`
    WITH wanted AS (
      SELECT ARRAY(
        SELECT sq.question_id FROM section_questions sq
        WHERE NOT sq.is_example AND sq.section_id IN (
          SELECT s.id FROM sections s WHERE s.lesson_id = ${sections.lessonId} AND (${sections.sectionId}::int IS NULL OR s.id = ${sections.sectionId}::int)
          ORDER BY s.position, s.id LIMIT ${sections.first}::int)
      ) AS ids
    )
    SELECT (SELECT ids FROM wanted) AS ids, ${read(Prisma.sql`(SELECT ids FROM wanted)::int[]`)} AS rows`;
  return { ids: row?.ids ?? [], rows: row?.rows ?? [] };
}

/** The success rate of every practice question of the sections (null without answers). */
export async function sectionSuccessRates(sections: SectionsOf): Promise<Map<number, number | null>> {
  const { ids, rows } = await ofPracticeQuestions<[number, number, number]>(
    sections,
    (wanted) => Prisma.sql`(SELECT json_agg(json_build_array(r.question_id, r.students, r.right)) FROM (${successRatesSql(wanted)}) r)`,
  );
  return successRatesOf(ids, rows.map(([question_id, students, right]): SuccessRow => ({ question_id, students, right })));
}

/** The similar questions of every practice question of the sections, closest first. */
export async function sectionSimilarQuestions(sections: SectionsOf): Promise<Map<number, SimilarQuestion[]>> {
  const { ids, rows } = await ofPracticeQuestions<[number, number, number, string, number]>(
    sections,
    (wanted) =>
      Prisma.sql`(SELECT json_agg(json_build_array(m.source_id, m.id, m.problem_number, m.name, m.year) ORDER BY m.source_id, m.distance, m.id) FROM (${similarQuestionsSql(wanted)}) m)`,
  );
  return similarQuestionsOf(ids, rows.map(([source_id, id, problem_number, name, year]): SimilarRow => ({ source_id, id, problem_number, name, year })));
}
