// A student's progress through lessons and courses: a practice question is completed when the
// attempt ledger says so (answered anywhere counts everywhere: docs/ATTEMPTS.md).
import { Prisma } from "../db/generated/client.ts";
import { openQuestionSql } from "../domain/access.ts";
import { completedBy, type QuestionLedger } from "../domain/attemptLedger.ts";
import { ledgerOfJson, metAnswersOf, metLedgerRowsSql, outcomesOf, untouchedLedger, type MetRow } from "./attemptLedger.ts";
import { readRows } from "../db/directReads.ts";
import { epochMs } from "../db/epochMs.ts";

export type Completion = { total: number; completed: number; rate: number };

/** `completed` of `total` questions, the rate rounded to three decimals (0 when there are none). */
export function completionOf(total: number, completed: number): Completion {
  return { total, completed, rate: total === 0 ? 0 : Math.round((completed / total) * 1000) / 1000 };
}

/**
 * A section's questions every student sees (progress and the lesson lists count these), in its
 * order, and how many of its practice questions the viewer has completed (0 when anonymous).
 */
export type SectionQuestionIds = { sectionId: number; practice: number[]; examples: number[]; practiceCompleted: number };
/** A lesson's sections in its order (none when it has none yet). */
export type LessonQuestionIds = { courseId: number; lessonId: number; sections: SectionQuestionIds[] };

/** The viewer's ledgers of a read's questions: those met were read, the others are untouched. */
export type ProgressLedgers = { get(questionId: number): QuestionLedger };
/**
 * Lessons with their question ids, and the ledgers of their practice questions for a signed-in
 * viewer when they were read (null for an anonymous visitor, and for a read of progress alone).
 */
export type LessonsRead = { lessons: LessonQuestionIds[]; ledgers: ProgressLedgers | null };

/** A lesson as the statement sends it: course and lesson ids, and its sections as kept (`LessonPlacement.sections`). */
type LessonTuple = [number, number, [number, number[], number[]][]];
/** A met question's `MetRow` as the statement sends it, its dates in milliseconds since 1970. */
type MetTuple = [number, number | null, number | null, number | null, MetRow["outcomes"], MetRow["answered_at"], boolean];

/**
 * Which lessons a read wants. One course (the course page) is compared with `=`, so that
 * PostgreSQL keeps one generic plan for the statement: arrays of unknown length (`= ANY`) make it
 * plan this long statement again at every execution (1.5-2.3 ms at full scale). (For one lesson
 * it finds custom plans cheaper all the same, so a lesson keeps the array.)
 */
function wantedLessons(courseIds: readonly number[], lessonIds: readonly number[]): Prisma.Sql {
  if (courseIds.length === 1 && lessonIds.length === 0) return Prisma.sql`l.course_id = ${courseIds[0]}::int`;
  return Prisma.sql`l.course_id = ANY(${[...courseIds]}::int[]) OR l.id = ANY(${[...lessonIds]}::int[])`;
}

/**
 * The lessons of these courses and these lessons, in course order, with each section's open
 * practice and example question ids, and (with `viewer`) the attempt ledgers of the practice
 * questions the viewer has met: one statement answering one row of two JSON values (a course's
 * progress covers thousands of questions: no row or object per question, and JSON.parse reads
 * them at once). The ledgers are read set-wise over the questions found, not by sending their ids
 * back; with `read: "completion"` only what progress counts is read (metLedgerRowsSql), and the
 * answer has no ledgers.
 *
 * Each lesson's sections and question ids are kept in lesson_placements between reads, with the
 * snapshot they were read in, and read again only when a change to what lessons place has
 * committed since (content_changes, kept by triggers: migration 20261127082523). The read keeps
 * what it had to read, in the same statement.
 */
export async function lessonQuestionIds(
  courseIds: readonly number[],
  lessonIds: readonly number[],
  viewer: { userId: number; now: Date } | null = null,
  read: "ledgers" | "completion" = "ledgers",
): Promise<LessonsRead> {
  const metSql = viewer
    ? Prisma.sql`(SELECT json_agg(json_build_array(met.question_id, ${epochMs("met.due")}, ${epochMs("met.last_review")}, ${epochMs("met.last_missed_at")}, met.outcomes, met.answered_at, met.in_submitted_contest))
        FROM (${metLedgerRowsSql(viewer.userId, "practice_questions", read)}) met)`
    : Prisma.sql`NULL::json`;
  const [row] = await readRows<{ lessons: LessonTuple[] | null; met: MetTuple[] | null }>`
    WITH wanted AS MATERIALIZED (
      SELECT l.id, l.course_id, l.position FROM lessons l WHERE ${wantedLessons(courseIds, lessonIds)}
    ), kept AS MATERIALIZED (
      SELECT p.lesson_id, p.sections, p.practice_ids, p.practice_competition_ids
      FROM wanted w JOIN lesson_placements p ON p.lesson_id = w.id
      -- Good while no content change has committed since the snapshot it was read in.
      WHERE NOT EXISTS (
        SELECT 1 FROM content_changes c WHERE c.xid >= p.snapshot_xmin AND NOT pg_visible_in_snapshot(c.xid::text::xid8, p.snapshot::pg_snapshot)
      )
    ), placed AS MATERIALIZED (
      SELECT l.id AS lesson_id, s.position AS section_position, s.id AS section_id, sq.question_id, sq.competition_id, sq.position, sq.is_example
      FROM wanted l
      -- Each lesson's own sections along their lesson_id index (not a scan of every section), and
      -- each section's own questions along the section_questions key (OFFSET 0 keeps the planner
      -- from joining every placed question with every question first: 12 ms at full scale, not 2).
      LEFT JOIN LATERAL (SELECT s.id, s.position FROM sections s WHERE s.lesson_id = l.id OFFSET 0) s ON true
      LEFT JOIN LATERAL (
        SELECT sq.question_id, q.competition_id, sq.position, sq.is_example
        FROM section_questions sq JOIN questions q ON q.id = sq.question_id LEFT JOIN competitions qc ON qc.id = q.competition_id
        WHERE sq.section_id = s.id AND ${Prisma.raw(openQuestionSql("q", "qc"))}
        OFFSET 0
      ) sq ON true
      WHERE NOT EXISTS (SELECT 1 FROM kept k WHERE k.lesson_id = l.id)
    ), practice_of AS (
      SELECT d.lesson_id, array_agg(d.question_id ORDER BY d.question_id) AS ids, array_agg(d.competition_id ORDER BY d.question_id) AS competition_ids
      FROM (SELECT DISTINCT lesson_id, question_id, competition_id FROM placed WHERE NOT is_example) d
      GROUP BY d.lesson_id
    ), made AS (
      SELECT g.lesson_id,
        COALESCE(jsonb_agg(jsonb_build_array(g.section_id, g.practice, g.examples) ORDER BY g.section_position, g.section_id) FILTER (WHERE g.section_id IS NOT NULL), '[]') AS sections,
        COALESCE(MIN(p.ids), '{}') AS practice_ids, COALESCE(MIN(p.competition_ids), '{}') AS practice_competition_ids
      FROM (
        SELECT lesson_id, section_position, section_id,
          COALESCE(array_agg(question_id ORDER BY position, question_id) FILTER (WHERE NOT is_example), '{}') AS practice,
          COALESCE(array_agg(question_id ORDER BY position, question_id) FILTER (WHERE is_example), '{}') AS examples
        FROM placed GROUP BY lesson_id, section_position, section_id
      ) g
      LEFT JOIN practice_of p ON p.lesson_id = g.lesson_id
      GROUP BY g.lesson_id
    ), keep AS (
      -- In lesson order, so that two reads keeping the same lessons lock their rows in one order.
      INSERT INTO lesson_placements (lesson_id, snapshot_xmin, snapshot, sections, practice_ids, practice_competition_ids)
      SELECT m.lesson_id, pg_snapshot_xmin(pg_current_snapshot())::text::bigint, pg_current_snapshot()::text, m.sections, m.practice_ids, m.practice_competition_ids
      FROM made m ORDER BY m.lesson_id
      ON CONFLICT (lesson_id) DO UPDATE SET snapshot_xmin = EXCLUDED.snapshot_xmin, snapshot = EXCLUDED.snapshot, sections = EXCLUDED.sections,
        practice_ids = EXCLUDED.practice_ids, practice_competition_ids = EXCLUDED.practice_competition_ids
    ), placements AS (
      SELECT lesson_id, sections, practice_ids, practice_competition_ids FROM kept
      UNION ALL SELECT lesson_id, sections, practice_ids, practice_competition_ids FROM made
    ), practice_questions AS MATERIALIZED (
      SELECT DISTINCT q.id, q.competition_id FROM placements p, unnest(p.practice_ids, p.practice_competition_ids) AS q(id, competition_id)
    )
    SELECT
      (SELECT json_agg(json_build_array(w.course_id, w.id, p.sections) ORDER BY w.course_id, w.position, w.id) FROM wanted w JOIN placements p ON p.lesson_id = w.id) AS lessons,
      ${metSql} AS met`;
  // (Indexed loops, no destructuring: these run over thousands of rows and ids per request.)
  const lessons: LessonQuestionIds[] = [];
  const tuples = row?.lessons ?? [];
  for (let index = 0; index < tuples.length; index++) {
    const tuple = tuples[index]!;
    const kept = tuple[2];
    const sections: SectionQuestionIds[] = [];
    for (let at = 0; at < kept.length; at++) {
      const section = kept[at]!;
      sections.push({ sectionId: section[0], practice: section[1], examples: section[2], practiceCompleted: 0 });
    }
    lessons.push({ courseId: tuple[0], lessonId: tuple[1], sections });
  }
  if (!viewer) return { lessons, ledgers: null };
  // Whether each met question is completed, from its answers alone (domain/attemptLedger.ts
  // completedBy): its whole ledger is made only when a field asks for it (a lesson page's
  // practice questions), not for the thousands a course's progress counts.
  // Answer histories repeat ("p", "P", "pP", ...): each is judged once per read.
  const completed = new Set<number>();
  const judged = [new Map<string | null, boolean>(), new Map<string | null, boolean>()];
  const met = row?.met ?? [];
  for (let index = 0; index < met.length; index++) {
    const tuple = met[index]!;
    const outcomes = tuple[4];
    const inSubmittedContest = tuple[6];
    const known = judged[inSubmittedContest ? 1 : 0]!;
    let done = known.get(outcomes);
    if (done === undefined) {
      done = completedBy(outcomesOf(outcomes), inSubmittedContest);
      known.set(outcomes, done);
    }
    if (done) completed.add(tuple[0]);
  }
  // Counted once per section here (an untouched question is not completed), so a lesson's and a
  // course's progress are sums of these, not a walk over their thousands of ids per field.
  if (completed.size > 0) {
    for (const lesson of lessons) {
      for (const section of lesson.sections) {
        const practice = section.practice;
        let count = 0;
        for (let index = 0; index < practice.length; index++) if (completed.has(practice[index]!)) count++;
        section.practiceCompleted = count;
      }
    }
  }
  return { lessons, ledgers: read === "ledgers" ? metLedgers(met, viewer.now) : null };
}

/** The ledgers of the met questions, each made when first asked for (and found by id from then on); the others are untouched. */
function metLedgers(met: readonly MetTuple[], now: Date): ProgressLedgers {
  let byQuestion: Map<number, MetTuple> | null = null;
  const made = new Map<number, QuestionLedger>();
  let untouched: QuestionLedger | null = null;
  return {
    get(questionId) {
      const known = made.get(questionId);
      if (known) return known;
      byQuestion ??= new Map(met.map((tuple) => [tuple[0], tuple]));
      const tuple = byQuestion.get(questionId);
      if (!tuple) {
        untouched ??= untouchedLedger(now);
        return untouched;
      }
      const [, due, lastReview, lastMissedAt, outcomes, answeredAt, inSubmittedContest] = tuple;
      const answers = metAnswersOf({ outcomes, answered_at: answeredAt });
      const ledger = ledgerOfJson(
        { question_id: questionId, due, last_review: lastReview, last_missed_at: lastMissedAt, answers, in_submitted_contest: inSubmittedContest },
        now,
      );
      made.set(questionId, ledger);
      return ledger;
    },
  };
}

/** The viewer's progress over the practice questions of these sections. */
export function progressOf(sections: readonly SectionQuestionIds[]): Completion {
  let total = 0;
  let completed = 0;
  for (const section of sections) {
    total += section.practice.length;
    completed += section.practiceCompleted;
  }
  return completionOf(total, completed);
}

/** The viewer's progress over the practice questions of these lessons' sections (walked in place: a course has hundreds). */
export function lessonsProgressOf(lessons: readonly LessonQuestionIds[]): Completion {
  let total = 0;
  let completed = 0;
  for (const lesson of lessons) {
    for (const section of lesson.sections) {
      total += section.practice.length;
      completed += section.practiceCompleted;
    }
  }
  return completionOf(total, completed);
}

/** The practice question ids of these lessons, in their order (one lesson of one section: its list as it is). */
export function practiceIdsOf(lessons: readonly LessonQuestionIds[]): number[] {
  return idsOf(lessons, "practice");
}

/** The example question ids of these lessons, in their order (one lesson of one section: its list as it is). */
export function exampleIdsOf(lessons: readonly LessonQuestionIds[]): number[] {
  return idsOf(lessons, "examples");
}

function idsOf(lessons: readonly LessonQuestionIds[], list: "practice" | "examples"): number[] {
  if (lessons.length === 1 && lessons[0]!.sections.length === 1) return lessons[0]!.sections[0]![list];
  const lists: number[][] = [];
  for (const lesson of lessons) for (const section of lesson.sections) lists.push(section[list]);
  // One copy into a list of the right length (Array.prototype.concat), not one push per id.
  return ([] as number[]).concat(...lists);
}
