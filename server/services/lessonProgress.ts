// A student's progress through lessons and courses: a practice question is completed when the
// attempt ledger says so (answered anywhere counts everywhere: docs/ATTEMPTS.md).
import { Prisma } from "../db/generated/client.ts";
import { db } from "../db/index.ts";
import { openQuestionSql } from "../domain/access.ts";
import type { QuestionLedger } from "../domain/attemptLedger.ts";
import { ledgersOfRows, metLedgerRowsSql, untouchedLedger, type LedgerRow } from "./attemptLedger.ts";

export type Completion = { total: number; completed: number; rate: number };

export function completionOf(ledgers: readonly (QuestionLedger | null)[]): Completion {
  const done = ledgers.filter((ledger) => ledger?.completed).length;
  return { total: ledgers.length, completed: done, rate: ledgers.length === 0 ? 0 : Math.round((done / ledgers.length) * 1000) / 1000 };
}

/** A section's questions every student sees (progress and the lesson lists count these), in its order. */
export type SectionQuestionIds = { sectionId: number; practice: number[]; examples: number[] };
/** A lesson's sections in its order (none when it has none yet). */
export type LessonQuestionIds = { courseId: number; lessonId: number; sections: SectionQuestionIds[] };

/** The viewer's ledgers of a read's questions: those met were read, the others are untouched. */
export type ProgressLedgers = { get(questionId: number): QuestionLedger };
/** Lessons with their question ids, and the ledgers of their practice questions for a signed-in viewer. */
export type LessonsRead = { lessons: LessonQuestionIds[]; ledgers: ProgressLedgers | null };

type Row = {
  course_id: number | null;
  lesson_id: number | null;
  section_id: number | null;
  practice: number[] | null;
  examples: number[] | null;
} & Partial<LedgerRow>;

/**
 * The lessons of these courses and these lessons, in course order, with each section's open
 * practice and example question ids, and (with `viewer`) the attempt ledgers of the practice
 * questions the viewer has met: one statement, one row per section with the ids as arrays (a
 * course's progress covers thousands of questions; no object per question), then one row per met
 * question. The ledgers are read set-wise over the questions found, not by sending their ids back.
 */
export async function lessonQuestionIds(
  courseIds: readonly number[],
  lessonIds: readonly number[],
  viewer: { userId: number; now: Date } | null = null,
): Promise<LessonsRead> {
  const met = viewer
    ? Prisma.sql`UNION ALL SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, met.* FROM (${metLedgerRowsSql(viewer.userId, "practice_questions")}) met`
    : Prisma.empty;
  const rows = await db.$queryRaw<Row[]>`
    WITH placed AS MATERIALIZED (
      SELECT l.course_id, l.position AS lesson_position, l.id AS lesson_id, s.position AS section_position, s.id AS section_id,
        sq.question_id, sq.position, sq.is_example
      FROM lessons l
      LEFT JOIN sections s ON s.lesson_id = l.id
      LEFT JOIN (section_questions sq JOIN questions q ON q.id = sq.question_id LEFT JOIN competitions qc ON qc.id = q.competition_id)
        ON sq.section_id = s.id AND ${Prisma.raw(openQuestionSql("q", "qc"))}
      WHERE l.course_id = ANY(${[...courseIds]}::int[]) OR l.id = ANY(${[...lessonIds]}::int[])
    ), practice_questions AS MATERIALIZED (
      SELECT DISTINCT question_id AS id FROM placed WHERE NOT is_example
    )
    SELECT course_id, lesson_position, lesson_id, section_position, section_id,
      COALESCE(array_agg(question_id ORDER BY position, question_id) FILTER (WHERE NOT is_example), '{}') AS practice,
      COALESCE(array_agg(question_id ORDER BY position, question_id) FILTER (WHERE is_example), '{}') AS examples,
      NULL::int AS question_id, NULL::timestamp(3) AS due, NULL::timestamp(3) AS last_review, NULL::timestamp(3) AS last_missed_at, NULL::json AS answers, NULL::boolean AS in_submitted_contest
    FROM placed
    GROUP BY course_id, lesson_position, lesson_id, section_position, section_id
    ${met}
    ORDER BY course_id, lesson_position, lesson_id, section_position, section_id`;
  const lessons: LessonQuestionIds[] = [];
  const metRows: LedgerRow[] = [];
  for (const row of rows) {
    if (row.lesson_id === null) {
      metRows.push(row as LedgerRow);
      continue;
    }
    let lesson = lessons.at(-1);
    if (lesson?.lessonId !== row.lesson_id) {
      lesson = { courseId: row.course_id!, lessonId: row.lesson_id, sections: [] };
      lessons.push(lesson);
    }
    if (row.section_id !== null) lesson.sections.push({ sectionId: row.section_id, practice: row.practice!, examples: row.examples! });
  }
  if (!viewer) return { lessons, ledgers: null };
  const ledgers = ledgersOfRows(metRows, viewer.now);
  const untouched = untouchedLedger(viewer.now);
  return { lessons, ledgers: { get: (questionId) => ledgers.get(questionId) ?? untouched } };
}

export const practiceIdsOf = (lessons: readonly LessonQuestionIds[]) => lessons.flatMap((lesson) => lesson.sections.flatMap((section) => section.practice));
