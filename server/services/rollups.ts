// Checks the roll-ups of the answers (activity_days, activity_weeks, activity_months,
// question_months, and the stored figures of closed periods) against the answers themselves: the
// number of rows that differ per table.
// 0 everywhere means the triggers kept them exact. Used by tests and bench/stats-scale.ts.
import { db } from "../db/index.ts";
import { type Reader, storedFiguresDrift } from "./periodFigures.ts";

export type RollupDrift = { activityDays: number; activityWeeks: number; activityMonths: number; questionMonths: number; periodFigures: number };

/** `reader` lets a caller run the check on a connection of its own (the bench: no statement timeout). */
export async function rollupDrift(reader: Reader = db): Promise<RollupDrift> {
  const [row] = await reader.$queryRaw<{ days: number; weeks: number; months: number; questions: number }[]>`
    WITH
      days AS (SELECT DISTINCT date_trunc('day', created_at)::date AS day, user_id FROM attempts),
      weeks AS (SELECT date_trunc('week', created_at)::date AS week, user_id, source, COUNT(*)::int AS answers FROM attempts GROUP BY 1, 2, 3),
      months AS (SELECT date_trunc('month', created_at)::date AS month, user_id, COUNT(*)::int AS answers FROM attempts GROUP BY 1, 2),
      questions AS (SELECT DISTINCT date_trunc('month', created_at)::date AS month, question_id FROM attempts)
    SELECT
      (SELECT COUNT(*)::int FROM ((SELECT * FROM days EXCEPT SELECT day, user_id FROM activity_days)
        UNION ALL (SELECT day, user_id FROM activity_days EXCEPT SELECT * FROM days)) d) AS days,
      (SELECT COUNT(*)::int FROM ((SELECT * FROM weeks EXCEPT SELECT week, user_id, source, answers FROM activity_weeks)
        UNION ALL (SELECT week, user_id, source, answers FROM activity_weeks EXCEPT SELECT * FROM weeks)) w) AS weeks,
      (SELECT COUNT(*)::int FROM ((SELECT * FROM months EXCEPT SELECT month, user_id, answers FROM activity_months)
        UNION ALL (SELECT month, user_id, answers FROM activity_months EXCEPT SELECT * FROM months)) m) AS months,
      (SELECT COUNT(*)::int FROM ((SELECT * FROM questions EXCEPT SELECT month, question_id FROM question_months)
        UNION ALL (SELECT month, question_id FROM question_months EXCEPT SELECT * FROM questions)) q) AS questions`;
  return {
    activityDays: row.days,
    activityWeeks: row.weeks,
    activityMonths: row.months,
    questionMonths: row.questions,
    periodFigures: await storedFiguresDrift(reader),
  };
}

export type ScreenRollupDrift = { lessonLearners: number; contestTakers: number; contestTakerCounts: number; contestBests: number; questionFirstAnswerCounts: number };

/**
 * The same check for the roll-ups behind the home and mock test screens (lesson_learners,
 * contest_takers and their counts, contest_bests) and the success rates (question_first_answer_counts)
 * against the answers and submissions.
 */
export async function screenRollupDrift(reader: Reader = db): Promise<ScreenRollupDrift> {
  const [row] = await reader.$queryRaw<{ learners: number; takers: number; counts: number; bests: number; firsts: number }[]>`
    WITH
      learners AS (SELECT lesson_id, user_id, MAX(created_at) AS at FROM attempts WHERE lesson_id IS NOT NULL GROUP BY 1, 2),
      takers AS (
        SELECT DISTINCT c.name, s.user_id FROM contest_submissions s JOIN competitions c ON c.id = s.competition_id
        WHERE s.user_id IS NOT NULL),
      counts AS (SELECT name, user_id % 16 AS shard, COUNT(*)::int AS takers FROM takers GROUP BY 1, 2),
      kept_counts AS (SELECT name, shard, takers FROM contest_taker_counts WHERE takers <> 0),
      bests AS (
        SELECT DISTINCT ON (c.name, s.user_id) c.name, s.user_id, s.score, c.year, s.id,
          MIN(s.submitted_at) OVER (PARTITION BY c.name, s.user_id) AS first_at
        FROM contest_submissions s JOIN competitions c ON c.id = s.competition_id
        WHERE s.rated AND s.user_id IS NOT NULL
        ORDER BY c.name, s.user_id, s.score DESC, s.submitted_at, s.id),
      firsts AS (
        SELECT question_id, user_id % 16 AS shard, COUNT(*)::int AS students, COUNT(*) FILTER (WHERE correct)::int AS students_right
        FROM (SELECT DISTINCT ON (question_id, user_id) question_id, user_id, correct FROM attempts ORDER BY question_id, user_id, created_at, id) f
        GROUP BY 1, 2),
      kept_firsts AS (SELECT question_id, shard, students, students_right FROM question_first_answer_counts WHERE students <> 0 OR students_right <> 0)
    SELECT
      (SELECT COUNT(*)::int FROM ((SELECT * FROM learners EXCEPT SELECT lesson_id, user_id, last_answered_at FROM lesson_learners)
        UNION ALL (SELECT lesson_id, user_id, last_answered_at FROM lesson_learners EXCEPT SELECT * FROM learners)) l) AS learners,
      (SELECT COUNT(*)::int FROM ((SELECT * FROM takers EXCEPT SELECT name, user_id FROM contest_takers)
        UNION ALL (SELECT name, user_id FROM contest_takers EXCEPT SELECT * FROM takers)) t) AS takers,
      (SELECT COUNT(*)::int FROM ((SELECT * FROM counts EXCEPT SELECT * FROM kept_counts)
        UNION ALL (SELECT * FROM kept_counts EXCEPT SELECT * FROM counts)) n) AS counts,
      (SELECT COUNT(*)::int FROM ((SELECT * FROM bests EXCEPT SELECT name, user_id, score, year, submission_id, first_at FROM contest_bests)
        UNION ALL (SELECT name, user_id, score, year, submission_id, first_at FROM contest_bests EXCEPT SELECT * FROM bests)) b) AS bests,
      (SELECT COUNT(*)::int FROM ((SELECT * FROM firsts EXCEPT SELECT * FROM kept_firsts)
        UNION ALL (SELECT * FROM kept_firsts EXCEPT SELECT * FROM firsts)) f) AS firsts`;
  return { lessonLearners: row.learners, contestTakers: row.takers, contestTakerCounts: row.counts, contestBests: row.bests, questionFirstAnswerCounts: row.firsts };
}
