// GET /api/space/dashboard?userid=: the dashboard data of spec section 3.
import type { FastifyRequest } from "fastify";
import { RestError, type RestRoute } from "./door.ts";
import { FAMILY_KEY, type Family } from "../domain/families.ts";
import { QUESTION_FRAGMENT, TOPIC_WORDS, questionJson, type QuestionData } from "./questions.ts";

type Topic = keyof typeof TOPIC_WORDS;
type DashboardData = {
  viewer: { isAdmin: boolean } | null;
  dashboard: {
    student: { email: string };
    testResults: {
      competitionName: string;
      competitionYear: number;
      submissions: { score: number; fullScore: number; correct: number; blank: number; incorrect: number; percent: number; answers: (number | null)[] }[];
    }[];
    performance: { lessonName: string; months: { month: string; correct: number; total: number }[] }[];
    reviewProblems: QuestionData[];
    reviewAnswers: { questionId: number; answer: string }[];
    ratings: { family: Family; rating: number }[];
    mastery: { competitionName: string; competitionYear: number; cells: number[]; topics: (Topic | null)[] }[];
  };
};

const key = (entry: { competitionName: string; competitionYear: number }) => `${entry.competitionName}_${entry.competitionYear}`;

function userIdOf(request: FastifyRequest): Record<string, unknown> {
  const raw = (request.query as { userid?: string }).userid;
  if (raw === undefined || raw === "") return { userId: null };
  if (!/^\d+$/.test(raw)) throw new RestError(400, "userid must be a whole number.");
  return { userId: Number(raw) };
}

export const dashboardRoute: RestRoute<DashboardData> = {
  method: "GET",
  url: "/api/space/dashboard",
  document: /* GraphQL */ `
    query RestDashboard($userId: Int) {
      viewer { isAdmin }
      dashboard(userId: $userId) {
        student { email }
        testResults { competitionName competitionYear submissions { score fullScore correct blank incorrect percent answers } }
        performance { lessonName months { month correct total } }
        reviewProblems { ...RestQuestion }
        reviewAnswers { questionId answer }
        ratings { family rating }
        mastery { competitionName competitionYear cells topics }
      }
    }
    ${QUESTION_FRAGMENT}
  `,
  variables: userIdOf,
  toJson: ({ viewer, dashboard }) => {
    const isAdmin = viewer?.isAdmin ?? false;
    const latest = (results: DashboardData["dashboard"]["testResults"][number]) => results.submissions[results.submissions.length - 1];
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
};
