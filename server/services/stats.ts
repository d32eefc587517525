// The admin statistics, from the figures of each period (server/services/periodFigures.ts), which
// come from the roll-ups the database keeps of the answers. What each figure means:
// server/domain/activity.ts.
import { db } from "../db/index.ts";
import type { AttemptSource } from "../db/generated/enums.ts";
import { churnRate, lastDays, lastMonths, lastWeeks, MONTHS_SHOWN, monthsSince, startOfMonth, type Unit } from "../domain/activity.ts";
import { periodFigures, type Figures } from "./periodFigures.ts";
import { readRows } from "../db/directReads.ts";

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

/**
 * The figures one request reads, each unit computed once however many statistics ask for it:
 * the last 30 days, the last 12 weeks, and every month since the first answer (at least 12).
 */
export type StatsPeriods = { now: Date; figures(unit: Unit): Promise<Figures[]> };

export function statsPeriods(now: Date): StatsPeriods {
  const computed = new Map<Unit, Promise<Figures[]>>();
  const load = async (unit: Unit) => {
    if (unit === "day") return periodFigures("day", lastDays(now), now);
    if (unit === "week") return periodFigures("week", lastWeeks(now), now);
    const [first] = await readRows<{ month: Date | null }>`SELECT MIN(month) AS month FROM activity_months`;
    const shown = lastMonths(now);
    const from = first.month && first.month < shown[0] ? first.month : shown[0];
    return periodFigures("month", monthsSince(from, now), now);
  };
  return {
    now,
    figures(unit) {
      if (!computed.has(unit)) computed.set(unit, load(unit));
      return computed.get(unit) as Promise<Figures[]>;
    },
  };
}

const lastTwelveMonths = async (periods: StatsPeriods) => (await periods.figures("month")).slice(-MONTHS_SHOWN);

export async function statsSummary(periods: StatsPeriods): Promise<StatsSummary> {
  const [[row], months] = await Promise.all([
    readRows<{ total_users: number; questions_this_month: number }>`
      SELECT
        (SELECT COUNT(*)::int FROM users) AS total_users,
        (SELECT COUNT(*)::int FROM question_months WHERE month = ${startOfMonth(periods.now)}::date) AS questions_this_month`,
    periods.figures("month"),
  ]);
  return {
    uniqueUsersThisMonth: months[months.length - 1].active,
    totalUsers: row.total_users,
    uniqueQuestionsThisMonth: row.questions_this_month,
    totalAnswers: months.reduce((sum, month) => sum + month.answers, 0),
  };
}

const counts = (figures: Figures[], count: (figures: Figures) => number): PeriodCount[] =>
  figures.map((period) => ({ period: period.period, count: count(period) }));

export const dailyActiveUsers = async (periods: StatsPeriods) => counts(await periods.figures("day"), (day) => day.active);
export const weeklyActiveUsers = async (periods: StatsPeriods) => counts(await periods.figures("week"), (week) => week.active);
export const monthlyActiveUsers = async (periods: StatsPeriods) => counts(await lastTwelveMonths(periods), (month) => month.active);
export const monthlyAnswerCounts = async (periods: StatsPeriods) => counts(await lastTwelveMonths(periods), (month) => month.answers);
/** Students active the month before and not in the month, for each month shown. */
export const monthlyInactiveUsers = async (periods: StatsPeriods) => counts(await lastTwelveMonths(periods), (month) => month.inactive);

export async function churnRates(periods: StatsPeriods): Promise<ChurnRate[]> {
  return (await lastTwelveMonths(periods)).map((month) => ({
    period: month.period,
    inactive: month.inactive,
    activeMonthBefore: month.activeBefore,
    rate: churnRate(month.inactive, month.activeBefore),
  }));
}

/** Answers per week and source, every source listed for every week (0 when none). */
export async function answersBySource(periods: StatsPeriods): Promise<SourceCount[]> {
  const weeks = await periods.figures("week");
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
