// The admin statistics, computed in SQL over the answers (attempts). What each figure means is
// written once in server/domain/activity.ts.
import { db } from "../db/index.ts";
import type { AttemptSource } from "../db/generated/enums.ts";
import {
  addMonths,
  churnRate,
  fillPeriods,
  lastDays,
  lastMonths,
  lastWeeks,
  startOfMonth,
} from "../domain/activity.ts";

export type PeriodCount = { period: Date; count: number };
export type ChurnRate = { period: Date; rate: number; inactive: number; activeMonthBefore: number };
export type SourceCount = { period: Date; source: AttemptSource; count: number };
export type StatsSummary = {
  uniqueUsersThisMonth: number;
  totalUsers: number;
  uniqueQuestionsThisMonth: number;
  totalAnswers: number;
};
export type SurveyAnswerVotes = { surveyId: number; question: string; answer: string; votes: number };

const ATTEMPT_SOURCES: AttemptSource[] = ["LESSON", "PRACTICE", "QUESTION", "CONTEST", "REVIEW"];

type Unit = "day" | "week" | "month";
type CountRow = { period: Date; count: number };

export async function statsSummary(now: Date): Promise<StatsSummary> {
  const month = startOfMonth(now);
  const [row] = await db.$queryRaw<
    { users_this_month: number; total_users: number; questions_this_month: number; total_answers: number }[]
  >`
    SELECT
      (SELECT COUNT(DISTINCT user_id)::int FROM attempts WHERE created_at >= ${month} AND created_at <= ${now}) AS users_this_month,
      (SELECT COUNT(*)::int FROM users WHERE created_at <= ${now}) AS total_users,
      (SELECT COUNT(DISTINCT question_id)::int FROM attempts WHERE created_at >= ${month} AND created_at <= ${now}) AS questions_this_month,
      (SELECT COUNT(*)::int FROM attempts WHERE created_at <= ${now}) AS total_answers`;
  return {
    uniqueUsersThisMonth: row.users_this_month,
    totalUsers: row.total_users,
    uniqueQuestionsThisMonth: row.questions_this_month,
    totalAnswers: row.total_answers,
  };
}

async function activeUsersBy(unit: Unit, periods: Date[], now: Date): Promise<PeriodCount[]> {
  const rows = await db.$queryRaw<CountRow[]>`
    SELECT date_trunc(${unit}::text, created_at) AS period, COUNT(DISTINCT user_id)::int AS count
    FROM attempts WHERE created_at >= ${periods[0]} AND created_at <= ${now}
    GROUP BY 1`;
  return fillPeriods(periods, rows);
}

export const dailyActiveUsers = (now: Date) => activeUsersBy("day", lastDays(now), now);
export const weeklyActiveUsers = (now: Date) => activeUsersBy("week", lastWeeks(now), now);
export const monthlyActiveUsers = (now: Date) => activeUsersBy("month", lastMonths(now), now);

export async function monthlyAnswerCounts(now: Date): Promise<PeriodCount[]> {
  const months = lastMonths(now);
  const rows = await db.$queryRaw<CountRow[]>`
    SELECT date_trunc('month', created_at) AS period, COUNT(*)::int AS count
    FROM attempts WHERE created_at >= ${months[0]} AND created_at <= ${now}
    GROUP BY 1`;
  return fillPeriods(months, rows);
}

/** Students active the month before and not in the month, for each month shown. */
export async function monthlyInactiveUsers(now: Date): Promise<PeriodCount[]> {
  const months = lastMonths(now);
  const rows = await db.$queryRaw<CountRow[]>`
    WITH monthly AS (
      SELECT DISTINCT user_id, date_trunc('month', created_at) AS month
      FROM attempts WHERE created_at >= ${addMonths(months[0], -1)} AND created_at <= ${now}
    )
    SELECT before.month + interval '1 month' AS period, COUNT(*)::int AS count
    FROM monthly before
    WHERE before.month < ${months[months.length - 1]}
      AND NOT EXISTS (
        SELECT 1 FROM monthly after WHERE after.user_id = before.user_id AND after.month = before.month + interval '1 month'
      )
    GROUP BY 1`;
  return fillPeriods(months, rows);
}

export async function churnRates(now: Date): Promise<ChurnRate[]> {
  const months = lastMonths(now);
  const [inactive, activeWithMonthBefore] = await Promise.all([
    monthlyInactiveUsers(now),
    activeUsersBy("month", [addMonths(months[0], -1), ...months], now),
  ]);
  return inactive.map(({ period, count }, index) => {
    const activeMonthBefore = activeWithMonthBefore[index].count;
    return { period, inactive: count, activeMonthBefore, rate: churnRate(count, activeMonthBefore) };
  });
}

/** Answers per week and source, every source listed for every week (0 when none). */
export async function answersBySource(now: Date): Promise<SourceCount[]> {
  const weeks = lastWeeks(now);
  const rows = await db.$queryRaw<{ period: Date; source: AttemptSource; count: number }[]>`
    SELECT date_trunc('week', created_at) AS period, source::text AS source, COUNT(*)::int AS count
    FROM attempts WHERE created_at >= ${weeks[0]} AND created_at <= ${now}
    GROUP BY 1, 2`;
  const counts = new Map(rows.map((row) => [`${row.period.getTime()} ${row.source}`, row.count]));
  return weeks.flatMap((period) =>
    ATTEMPT_SOURCES.map((source) => ({ period, source, count: counts.get(`${period.getTime()} ${source}`) ?? 0 })),
  );
}

/** Votes for every answer of every survey, in the survey's answer order (0 when none). */
export async function surveySummary(): Promise<SurveyAnswerVotes[]> {
  const surveys = await db.survey.findMany({
    orderBy: { id: "asc" },
    select: { id: true, question: true, answers: true },
  });
  const votes = await db.surveyVote.groupBy({ by: ["surveyId", "answer"], _count: { _all: true } });
  const byAnswer = new Map(votes.map((vote) => [`${vote.surveyId} ${vote.answer}`, vote._count._all]));
  return surveys.flatMap((survey) =>
    survey.answers.map((answer) => ({
      surveyId: survey.id,
      question: survey.question,
      answer,
      votes: byAnswer.get(`${survey.id} ${answer}`) ?? 0,
    })),
  );
}
