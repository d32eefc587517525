// GET /api/stats/: the admin statistics of spec section 3 (403 for everyone else).
import { restRoute } from "./door.ts";
import { RestStatsDocument } from "./__generated__/graphql.ts";

export const statsRoute = restRoute({
  method: "GET",
  url: "/api/stats/",
  document: RestStatsDocument,
  toJson: ({ stats }) => ({
    summary: {
      unique_users_this_month: stats.summary.uniqueUsersThisMonth,
      total_users: stats.summary.totalUsers,
      unique_questions_this_month: stats.summary.uniqueQuestionsThisMonth,
      total_answers: stats.summary.totalAnswers,
    },
    daily_active_users: stats.dailyActiveUsers.map(({ day, count }) => ({ date: day, count })),
    weekly_active_users: stats.weeklyActiveUsers.map(({ day, count }) => ({ week: day, count })),
    monthly_answer_counts: stats.monthlyAnswerCounts,
    monthly_active_users: stats.monthlyActiveUsers,
    monthly_inactive_users: stats.monthlyInactiveUsers,
    churn_rates: stats.churnRates,
    survey_summary: stats.surveySummary.map((row) => ({
      survey_id: row.surveyId,
      question: row.question,
      answer: row.answer,
      votes: row.votes,
    })),
    answer_breakdown_source: stats.answersBySource.map((row) => ({
      week: row.week,
      source: row.source.toLowerCase(),
      count: row.count,
    })),
  }),
});
