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
