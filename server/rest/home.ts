// GET /api/home/: the home page data of spec section 3.
import { restRoute } from "./door.ts";
import {
  RestHomeDocument,
  type RestHomeLeaderFragment,
  type RestHomeQuery,
  type RestTrendingLessonFragment,
} from "./__generated__/graphql.ts";

type RecommendedLesson = RestHomeQuery["forYou"]["contests"][number]["lessons"][number];

const leaderboardJson = (entries: RestHomeLeaderFragment[]) =>
  entries.map((entry) => ({ userid: entry.userId, username: entry.username, rating: entry.rating }));

const recommendedJson = (lesson: RecommendedLesson) => ({
  lession_id: lesson.lessonId,
  lession_name: lesson.name,
  competition_name: lesson.competitionName,
  wrong_count: lesson.wrong,
  correct_count: lesson.correct,
  total_attempts: lesson.attempts,
  correct_rate: lesson.correctRate,
});

const trendingJson = (lessons: RestTrendingLessonFragment[]) =>
  lessons.map((lesson) => ({
    id: lesson.lessonId,
    lession_name: lesson.name,
    user_count: lesson.userCount,
    question_count: lesson.questionCount,
  }));

export const homeRoute = restRoute({
  method: "GET",
  url: "/api/home/",
  document: RestHomeDocument,
  toJson: (data) => {
    const question = data.questionOfTheDay;
    return {
      is_signed_in: data.viewer !== null,
      is_admin: data.viewer?.isAdmin ?? false,
      question_of_the_day: question && {
        id: question.questionId,
        problem_html: question.problemHtml,
        competition_name: question.competition?.name ?? null,
        competition_year: question.competition?.year ?? null,
        problem_number: question.problemNumber,
        multiple_choice: question.choices,
      },
      leaderboard: { amc_8: leaderboardJson(data.amc8), amc_10: leaderboardJson(data.amc10), amc_12: leaderboardJson(data.amc12) },
      for_you: {
        requires_login: data.forYou.requiresLogin,
        contests: data.forYou.contests.map((contest) => ({
          contest_id: contest.contestId,
          label: contest.label,
          enabled: contest.enabled,
          required_answers: contest.requiredAnswers,
          lessons: contest.lessons.map(recommendedJson),
        })),
      },
      trending_lessions_amc8: trendingJson(data.trendingAmc8),
      trending_lessions_amc10: trendingJson(data.trendingAmc10),
    };
  },
});
