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
    const months = [...new Set(dashboard.performance.flatMap((lesson) => lesson.months.map((entry) => entry.month)))].sort();
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
      amc_mastery_results: Object.fromEntries(dashboard.mastery.map((row) => [key(row), row.cells])),
      amc_mastery_categories: Object.fromEntries(dashboard.mastery.map((row) => [key(row), row.topics.map((topic) => (topic ? TOPIC_WORDS[topic] : null))])),
      amc_mastery_mapping: Object.fromEntries(dashboard.mastery.map((row) => [key(row), { competition_name: row.competitionName, competition_year: row.competitionYear }])),
      lession_name_performance_timeseries: Object.fromEntries(
        dashboard.performance.map((lesson) => [lesson.lessonName, Object.fromEntries(lesson.months.map((entry) => [entry.month, { correct: entry.correct, total: entry.total }]))]),
      ),
      year_month_list: months,
      all_user_answers: dashboard.reviewAnswers.map((given) => ({ question_id: given.questionId, answer: given.answer })),
      alluser_answer_questions: Object.fromEntries(dashboard.reviewProblems.map((question) => [question.questionId, questionJson(question, isAdmin)])),
      students_reports: { rating: Object.fromEntries(dashboard.ratings.map((rating) => [FAMILY_KEY[rating.family], rating.rating])) },
    };
  },
});
