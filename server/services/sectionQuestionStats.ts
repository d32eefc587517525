// The success rates and similar questions of a lesson's sections' practice questions, read by the
// lesson's id alone: GET /api/section-notes/ shows them for the shown section's questions, and this
// lets them be read beside the lesson rather than after it (graphql/course.ts).
import { Prisma } from "../db/generated/client.ts";
import { db } from "../db/index.ts";
import { successRatesOf, successRatesSql, type SuccessRow } from "./answerHistory.ts";
import { similarQuestionsOf, similarQuestionsSql, type SimilarQuestion, type SimilarRow } from "./similarQuestions.ts";

/** Which sections of the lesson (as Lesson.sections picks them) and what to read of their practice questions. */
export type SectionsWanted = { lessonId: number; sectionId: number | null; first: number | null; rates: boolean; similar: boolean };

/** Every practice question of the sections, with its success rate and/or similar questions as asked. */
export type SectionQuestionStats = { rates: Map<number, number | null> | null; similar: Map<number, SimilarQuestion[]> | null };

export async function sectionQuestionStats(wanted: SectionsWanted): Promise<SectionQuestionStats> {
  // An int[] expression (a bare subquery in ANY() would compare with each of its rows).
  const ids = Prisma.sql`(SELECT ids FROM wanted)::int[]`;
  const [row] = await db.$queryRaw<{ ids: number[]; rates: [number, number, number][] | null; similar: [number, number, number, string, number][] | null }[]>`
    WITH wanted AS (
      SELECT ARRAY(
        SELECT sq.question_id FROM section_questions sq
        WHERE NOT sq.is_example AND sq.section_id IN (
          SELECT s.id FROM sections s WHERE s.lesson_id = ${wanted.lessonId} AND (${wanted.sectionId}::int IS NULL OR s.id = ${wanted.sectionId}::int)
          ORDER BY s.position, s.id LIMIT ${wanted.first}::int)
      ) AS ids
    )
    SELECT (SELECT ids FROM wanted) AS ids,
      ${wanted.rates ? Prisma.sql`(SELECT json_agg(json_build_array(r.question_id, r.students, r.right)) FROM (${successRatesSql(ids)}) r)` : Prisma.sql`NULL`} AS rates,
      ${wanted.similar ? Prisma.sql`(SELECT json_agg(json_build_array(m.source_id, m.id, m.problem_number, m.name, m.year) ORDER BY m.source_id, m.distance, m.id) FROM (${similarQuestionsSql(ids)}) m)` : Prisma.sql`NULL`} AS similar`;
  const questionIds = row?.ids ?? [];
  const rates: SuccessRow[] = (row?.rates ?? []).map(([question_id, students, right]) => ({ question_id, students, right }));
  const similar: SimilarRow[] = (row?.similar ?? []).map(([source_id, id, problem_number, name, year]) => ({ source_id, id, problem_number, name, year }));
  return {
    rates: wanted.rates ? successRatesOf(questionIds, rates) : null,
    similar: wanted.similar ? similarQuestionsOf(questionIds, similar) : null,
  };
}
