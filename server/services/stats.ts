// The admin statistics, read from the roll-ups the database keeps of the answers (see the
// activity_* tables in prisma/schema.prisma). What each figure means: server/domain/activity.ts.
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

type CountRow = { period: Date; count: number };

export async function statsSummary(now: Date): Promise<StatsSummary> {
  const month = startOfMonth(now);
  const [row] = await db.$queryRaw<
    { users_this_month: number; total_users: number; questions_this_month: number; total_answers: number }[]
  >`
    SELECT
      (SELECT COUNT(*)::int FROM activity_months WHERE month = ${month}::date) AS users_this_month,
      (SELECT COUNT(*)::int FROM users) AS total_users,
      (SELECT COUNT(*)::int FROM question_months WHERE month = ${month}::date) AS questions_this_month,
      (SELECT COALESCE(SUM(answers), 0)::int FROM activity_months) AS total_answers`;
  return {
    uniqueUsersThisMonth: row.users_this_month,
    totalUsers: row.total_users,
    uniqueQuestionsThisMonth: row.questions_this_month,
    totalAnswers: row.total_answers,
  };
}

export async function dailyActiveUsers(now: Date): Promise<PeriodCount[]> {
  const days = lastDays(now);
  const rows = await db.$queryRaw<CountRow[]>`
    SELECT day AS period, COUNT(*)::int AS count FROM activity_days WHERE day >= ${days[0]}::date GROUP BY 1`;
  return fillPeriods(days, rows);
}

export async function weeklyActiveUsers(now: Date): Promise<PeriodCount[]> {
  const weeks = lastWeeks(now);
  const rows = await db.$queryRaw<CountRow[]>`
    SELECT week AS period, COUNT(DISTINCT user_id)::int AS count FROM activity_weeks WHERE week >= ${weeks[0]}::date GROUP BY 1`;
  return fillPeriods(weeks, rows);
}

export async function monthlyActiveUsers(now: Date): Promise<PeriodCount[]> {
  const months = lastMonths(now);
  const rows = await db.$queryRaw<CountRow[]>`
    SELECT month AS period, COUNT(*)::int AS count FROM activity_months WHERE month >= ${months[0]}::date GROUP BY 1`;
  return fillPeriods(months, rows);
}

export async function monthlyAnswerCounts(now: Date): Promise<PeriodCount[]> {
  const months = lastMonths(now);
  const rows = await db.$queryRaw<CountRow[]>`
    SELECT month AS period, SUM(answers)::int AS count FROM activity_months WHERE month >= ${months[0]}::date GROUP BY 1`;
  return fillPeriods(months, rows);
}

/** Students active the month before and not in the month, for each month shown. */
export async function monthlyInactiveUsers(now: Date): Promise<PeriodCount[]> {
  const months = lastMonths(now);
  const rows = await db.$queryRaw<CountRow[]>`
    SELECT (before.month + interval '1 month')::date AS period, COUNT(*)::int AS count
    FROM activity_months before
    WHERE before.month >= ${addMonths(months[0], -1)}::date AND before.month < ${months[months.length - 1]}::date
      AND NOT EXISTS (
        SELECT 1 FROM activity_months after WHERE after.month = (before.month + interval '1 month')::date AND after.user_id = before.user_id
      )
    GROUP BY 1`;
  return fillPeriods(months, rows);
}

export async function churnRates(now: Date): Promise<ChurnRate[]> {
  const months = lastMonths(now);
  const [inactive, activeMonthBefore] = await Promise.all([
    monthlyInactiveUsers(now),
    db.$queryRaw<CountRow[]>`
      SELECT month AS period, COUNT(*)::int AS count FROM activity_months
      WHERE month >= ${addMonths(months[0], -1)}::date AND month < ${months[months.length - 1]}::date GROUP BY 1`,
  ]);
  const before = fillPeriods(months.map((month) => addMonths(month, -1)), activeMonthBefore);
  return inactive.map(({ period, count }, index) => ({
    period,
    inactive: count,
    activeMonthBefore: before[index].count,
    rate: churnRate(count, before[index].count),
  }));
}

/** Answers per week and source, every source listed for every week (0 when none). */
export async function answersBySource(now: Date): Promise<SourceCount[]> {
  const weeks = lastWeeks(now);
  const rows = await db.$queryRaw<{ period: Date; source: AttemptSource; count: number }[]>`
    SELECT week AS period, source::text AS source, SUM(answers)::int AS count
    FROM activity_weeks WHERE week >= ${weeks[0]}::date GROUP BY 1, 2`;
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
