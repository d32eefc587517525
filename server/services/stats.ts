// The admin statistics, from the figures of each period (server/services/periodFigures.ts), which
// come from the roll-ups the database keeps of the answers. What each figure means:
// server/domain/activity.ts.
import { db } from "../db/index.ts";
import type { AttemptSource } from "../db/generated/enums.ts";
import { churnRate, lastDays, lastMonths, lastWeeks, monthsSince, startOfMonth } from "../domain/activity.ts";
import { periodFigures, type Figures } from "./periodFigures.ts";

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


export async function statsSummary(now: Date): Promise<StatsSummary> {
  const [row] = await db.$queryRaw<{ total_users: number; questions_this_month: number; first_month: Date | null }[]>`
    SELECT
      (SELECT COUNT(*)::int FROM users) AS total_users,
      (SELECT COUNT(*)::int FROM question_months WHERE month = ${startOfMonth(now)}::date) AS questions_this_month,
      (SELECT MIN(month) FROM activity_months) AS first_month`;
  const months = row.first_month ? monthsSince(row.first_month, now) : [startOfMonth(now)];
  const figures = await periodFigures("month", months, now);
  return {
    uniqueUsersThisMonth: figures[figures.length - 1].active,
    totalUsers: row.total_users,
    uniqueQuestionsThisMonth: row.questions_this_month,
    totalAnswers: figures.reduce((sum, month) => sum + month.answers, 0),
  };
}

const counts = (figures: Figures[], count: (figures: Figures) => number): PeriodCount[] =>
  figures.map((period) => ({ period: period.period, count: count(period) }));

export const dailyActiveUsers = async (now: Date) => counts(await periodFigures("day", lastDays(now), now), (day) => day.active);
export const weeklyActiveUsers = async (now: Date) => counts(await periodFigures("week", lastWeeks(now), now), (week) => week.active);
export const monthlyActiveUsers = async (now: Date) => counts(await periodFigures("month", lastMonths(now), now), (month) => month.active);
export const monthlyAnswerCounts = async (now: Date) => counts(await periodFigures("month", lastMonths(now), now), (month) => month.answers);
/** Students active the month before and not in the month, for each month shown. */
export const monthlyInactiveUsers = async (now: Date) => counts(await periodFigures("month", lastMonths(now), now), (month) => month.inactive);

export async function churnRates(now: Date): Promise<ChurnRate[]> {
  return (await periodFigures("month", lastMonths(now), now)).map((month) => ({
    period: month.period,
    inactive: month.inactive,
    activeMonthBefore: month.activeBefore,
    rate: churnRate(month.inactive, month.activeBefore),
  }));
}

/** Answers per week and source, every source listed for every week (0 when none). */
export async function answersBySource(now: Date): Promise<SourceCount[]> {
  const weeks = await periodFigures("week", lastWeeks(now), now);
  return weeks.flatMap((week) => ATTEMPT_SOURCES.map((source) => ({ period: week.period, source, count: week.answersBySource[source] ?? 0 })));
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
