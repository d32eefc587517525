// Admin statistics (spec section 3, "Stats") and surveys. Each figure resolves on its own, so a
// query pays only for what it asks. What the figures mean: server/domain/activity.ts.
import { resolveArrayConnection } from "@pothos/plugin-relay";
import { builder } from "./builder.ts";
import { totalCountOf } from "./totalCount.ts";
import { dayKey, monthKey } from "../domain/activity.ts";
import { InputError } from "../domain/errors.ts";
import { AttemptSourceEnum } from "./question.ts";
import {
  answersBySource,
  churnRates,
  dailyActiveUsers,
  monthlyActiveUsers,
  monthlyAnswerCounts,
  monthlyInactiveUsers,
  statsSummary,
  surveySummary,
  weeklyActiveUsers,
  type ChurnRate,
  type PeriodCount,
  type SourceCount,
  type StatsSummary,
  statsPeriods,
  type StatsPeriods,
  type SurveyAnswerVotes,
} from "../services/stats.ts";
import { allSurveys, createSurvey, openSurveyFor, setSurveyOpen, voteInSurvey } from "../services/surveys.ts";

const StatsSummaryRef = builder.objectRef<StatsSummary>("StatsSummary").implement({
  fields: (t) => ({
    uniqueUsersThisMonth: t.exposeInt("uniqueUsersThisMonth", { description: "Students who answered this calendar month (UTC)." }),
    totalUsers: t.exposeInt("totalUsers"),
    uniqueQuestionsThisMonth: t.exposeInt("uniqueQuestionsThisMonth", { description: "Different questions answered this month." }),
    totalAnswers: t.exposeInt("totalAnswers"),
  }),
});

const DayCountRef = builder.objectRef<PeriodCount>("DayCount").implement({
  description: "A count for one UTC day, or for the week starting on that Monday.",
  fields: (t) => ({
    day: t.string({ description: "YYYY-MM-DD", resolve: (row) => dayKey(row.period) }),
    count: t.exposeInt("count"),
  }),
});

const MonthCountRef = builder.objectRef<PeriodCount>("MonthCount").implement({
  fields: (t) => ({
    month: t.string({ description: "YYYY-MM", resolve: (row) => monthKey(row.period) }),
    count: t.exposeInt("count"),
  }),
});

const ChurnRateRef = builder.objectRef<ChurnRate>("ChurnRate").implement({
  fields: (t) => ({
    month: t.string({ description: "YYYY-MM", resolve: (row) => monthKey(row.period) }),
    rate: t.exposeFloat("rate", { description: "Inactive students / students active the month before (0 to 1)." }),
    inactive: t.exposeInt("inactive"),
    activeMonthBefore: t.exposeInt("activeMonthBefore"),
  }),
});

const SourceCountRef = builder.objectRef<SourceCount>("SourceCount").implement({
  fields: (t) => ({
    week: t.string({ description: "The week's Monday, YYYY-MM-DD", resolve: (row) => dayKey(row.period) }),
    source: t.expose("source", { type: AttemptSourceEnum }),
    count: t.exposeInt("count"),
  }),
});

const SurveyAnswerVotesRef = builder.objectRef<SurveyAnswerVotes>("SurveyAnswerVotes").implement({
  fields: (t) => ({
    surveyId: t.exposeInt("surveyId"),
    question: t.exposeString("question"),
    answer: t.exposeString("answer"),
    votes: t.exposeInt("votes"),
  }),
});

const StatsRef = builder.objectRef<StatsPeriods>("Stats").implement({
  description: "Usage statistics for admins. Active: answered at least once in the period.",
  fields: (t) => ({
    summary: t.field({ type: StatsSummaryRef, resolve: (periods) => statsSummary(periods) }),
    dailyActiveUsers: t.field({ type: [DayCountRef], description: "The last 30 days.", resolve: (periods) => dailyActiveUsers(periods) }),
    weeklyActiveUsers: t.field({ type: [DayCountRef], description: "The last 12 weeks.", resolve: (periods) => weeklyActiveUsers(periods) }),
    monthlyAnswerCounts: t.field({ type: [MonthCountRef], description: "The last 12 months.", resolve: (periods) => monthlyAnswerCounts(periods) }),
    monthlyActiveUsers: t.field({ type: [MonthCountRef], resolve: (periods) => monthlyActiveUsers(periods) }),
    monthlyInactiveUsers: t.field({
      type: [MonthCountRef],
      description: "Students active the month before who have not answered in the month.",
      resolve: (periods) => monthlyInactiveUsers(periods),
    }),
    churnRates: t.field({ type: [ChurnRateRef], resolve: (periods) => churnRates(periods) }),
    surveySummary: t.field({ type: [SurveyAnswerVotesRef], resolve: () => surveySummary() }),
    answersBySource: t.field({ type: [SourceCountRef], description: "The last 12 weeks.", resolve: (periods) => answersBySource(periods) }),
  }),
});

type SurveyShape = { id: number; question: string; answers: string[]; active: boolean; createdAt: Date };

const SurveyRef = builder.objectRef<SurveyShape>("Survey").implement({
  fields: (t) => ({
    surveyId: t.exposeInt("id"),
    question: t.exposeString("question"),
    answers: t.exposeStringList("answers"),
    open: t.exposeBoolean("active"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.queryFields((t) => ({
  stats: t.field({
    type: StatsRef,
    authScopes: { admin: true },
    resolve: (_root, _args, context) => statsPeriods(context.now),
  }),
  surveys: t.field({
    type: [SurveyRef],
    description: "Every survey, newest first (admins).",
    deprecationReason: "Use surveysConnection, which pages (first/after) and counts (totalCount).",
    authScopes: { admin: true },
    resolve: () => allSurveys(),
  }),
  surveysConnection: t.connection(
    {
      type: SurveyRef,
      description: "Every survey, newest first, in pages (admins).",
      authScopes: { admin: true },
      resolve: async (_root, args) => resolveArrayConnection({ args }, await allSurveys()),
    },
    { fields: (t) => ({ totalCount: t.int({ resolve: totalCountOf }) }) },
  ),
  openSurvey: t.field({
    type: SurveyRef,
    nullable: true,
    description: "An open survey the signed-in student has not answered; null for anonymous visitors.",
    resolve: (_root, _args, context) => (context.viewer?.via === "session" ? openSurveyFor(context.viewer) : null),
  }),
}));

builder.mutationFields((t) => ({
  createSurvey: t.field({
    type: SurveyRef,
    authScopes: { $all: { admin: true, session: true } },
    errors: { types: [InputError] },
    args: { question: t.arg.string({ required: true }), answers: t.arg.stringList({ required: true }) },
    resolve: (_root, args) => createSurvey(args.question, args.answers),
  }),
  setSurveyOpen: t.field({
    type: SurveyRef,
    authScopes: { $all: { admin: true, session: true } },
    args: { surveyId: t.arg.int({ required: true }), open: t.arg.boolean({ required: true }) },
    resolve: (_root, args) => setSurveyOpen(args.surveyId, args.open),
  }),
  voteInSurvey: t.withAuth({ session: true }).field({
    type: SurveyRef,
    errors: { types: [InputError] },
    args: { surveyId: t.arg.int({ required: true }), answer: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => voteInSurvey(context.viewer, args.surveyId, args.answer),
  }),
}));
