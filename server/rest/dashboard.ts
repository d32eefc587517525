// GET /api/space/dashboard?userid=: the dashboard data of spec section 3.
import type { FastifyRequest } from "fastify";
import { RestError, restRoute } from "./door.ts";
import { FAMILY_KEY } from "../domain/families.ts";
import { TOPIC_WORDS, questionJson } from "./questions.ts";
import { RestDashboardDocument, type RestDashboardQuery } from "./__generated__/graphql.ts";

type ContestResults = RestDashboardQuery["dashboard"]["testResults"][number];

const key = (entry: { competitionName: string; competitionYear: number }) => `${entry.competitionName}_${entry.competitionYear}`;

function userIdOf(request: FastifyRequest): { userId: number | null } {
  const raw = (request.query as { userid?: string }).userid;
  if (raw === undefined || raw === "") return { userId: null };
  if (!/^\d+$/.test(raw)) throw new RestError(400, "userid must be a whole number.");
  return { userId: Number(raw) };
}

export const dashboardRoute = restRoute({
  method: "GET",
  url: "/api/space/dashboard",
  document: RestDashboardDocument,
  variables: userIdOf,
  toJson: ({ viewer, dashboard }) => {
    const isAdmin = viewer?.isAdmin ?? false;
    const latest = (results: ContestResults) => results.submissions[results.submissions.length - 1];
    // Plain loops over the performance and the mastery grid: a heavy student has thousands of months and cells.
    const monthSet = new Set<string>();
    const timeseries = dashboard.performance.map((lesson) => {
      const byMonth: Record<string, { correct: number; total: number }> = {};
      for (const entry of lesson.months) {
        monthSet.add(entry.month);
        byMonth[entry.month] = { correct: entry.correct, total: entry.total };
      }
      return [lesson.lessonName, byMonth] as const;
    });
    const months = [...monthSet].sort();
    const masteryResults: Record<string, number[]> = {};
    const masteryCategories: Record<string, (string | null)[]> = {};
    const masteryMapping: Record<string, { competition_name: string; competition_year: number }> = {};
    for (const row of dashboard.mastery) {
      const rowKey = key(row);
      masteryResults[rowKey] = row.cells;
      masteryCategories[rowKey] = row.topics.map((topic) => (topic ? TOPIC_WORDS[topic] : null));
      masteryMapping[rowKey] = { competition_name: row.competitionName, competition_year: row.competitionYear };
    }
    return {
      student_email: dashboard.student.email,
      is_sample: false,
      is_admin: isAdmin,
      test_results: Object.fromEntries(dashboard.testResults.map((results) => [key(results), latest(results).answers])),
      competition_grades: Object.fromEntries(
        dashboard.testResults.map((results) => {
          const submission = latest(results);
          return [key(results), {
            score: submission.score,
            full_score: submission.fullScore,
            detailed: { correct: submission.correct, blank: submission.blank, incorrect: submission.incorrect },
            grade: submission.percent,
          }];
        }),
      ),
      amc_mastery_results: masteryResults,
      amc_mastery_categories: masteryCategories,
      amc_mastery_mapping: masteryMapping,
      lession_name_performance_timeseries: Object.fromEntries(timeseries),
      year_month_list: months,
      all_user_answers: dashboard.reviewAnswers.map((given) => ({ question_id: given.questionId, answer: given.answer })),
      alluser_answer_questions: Object.fromEntries(dashboard.reviewProblems.map((question) => [question.questionId, questionJson(question, isAdmin)])),
      students_reports: { rating: Object.fromEntries(dashboard.ratings.map((rating) => [FAMILY_KEY[rating.family], rating.rating])) },
    };
  },
});
