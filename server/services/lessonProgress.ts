// A student's progress through lessons and courses: a practice question is completed when the
// attempt ledger says so (answered anywhere counts everywhere: docs/ATTEMPTS.md).
import { Prisma } from "../db/generated/client.ts";
import { db } from "../db/index.ts";
import { openQuestionSql } from "../domain/access.ts";
import type { QuestionLedger } from "../domain/attemptLedger.ts";

export type Completion = { total: number; completed: number; rate: number };

export function completionOf(ledgers: readonly (QuestionLedger | null)[]): Completion {
  const done = ledgers.filter((ledger) => ledger?.completed).length;
  return { total: ledgers.length, completed: done, rate: ledgers.length === 0 ? 0 : Math.round((done / ledgers.length) * 1000) / 1000 };
}

/** A section's questions every student sees (progress and the lesson lists count these), in its order. */
export type SectionQuestionIds = { sectionId: number; practice: number[]; examples: number[] };
/** A lesson's sections in its order (none when it has none yet). */
export type LessonQuestionIds = { courseId: number; lessonId: number; sections: SectionQuestionIds[] };

type Row = { course_id: number; lesson_id: number; section_id: number | null; practice: number[]; examples: number[] };

/**
 * The lessons of these courses and these lessons, in course order, with each section's open
 * practice and example question ids: one statement, one row per section, the ids as arrays (a
 * course's progress covers thousands of questions; no object per question).
 */
export async function lessonQuestionIds(courseIds: readonly number[], lessonIds: readonly number[]): Promise<LessonQuestionIds[]> {
  const rows = await db.$queryRaw<Row[]>`
    SELECT l.course_id, l.id AS lesson_id, s.id AS section_id,
      COALESCE(array_agg(sq.question_id ORDER BY sq.position, sq.question_id) FILTER (WHERE NOT sq.is_example), '{}') AS practice,
      COALESCE(array_agg(sq.question_id ORDER BY sq.position, sq.question_id) FILTER (WHERE sq.is_example), '{}') AS examples
    FROM lessons l
    LEFT JOIN sections s ON s.lesson_id = l.id
    LEFT JOIN (section_questions sq JOIN questions q ON q.id = sq.question_id LEFT JOIN competitions qc ON qc.id = q.competition_id)
      ON sq.section_id = s.id AND ${Prisma.raw(openQuestionSql("q", "qc"))}
    WHERE l.course_id = ANY(${[...courseIds]}::int[]) OR l.id = ANY(${[...lessonIds]}::int[])
    GROUP BY l.id, s.id
    ORDER BY l.course_id, l.position, l.id, s.position, s.id`;
  const lessons: LessonQuestionIds[] = [];
  for (const row of rows) {
    let lesson = lessons.at(-1);
    if (lesson?.lessonId !== row.lesson_id) {
      lesson = { courseId: row.course_id, lessonId: row.lesson_id, sections: [] };
      lessons.push(lesson);
    }
    if (row.section_id !== null) lesson.sections.push({ sectionId: row.section_id, practice: row.practice, examples: row.examples });
  }
  return lessons;
}

export const practiceIdsOf = (lessons: readonly LessonQuestionIds[]) => lessons.flatMap((lesson) => lesson.sections.flatMap((section) => section.practice));
