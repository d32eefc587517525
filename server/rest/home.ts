// GET /api/home/: the home page data of spec section 3.
import type { RestRoute } from "./door.ts";

const LEADERBOARD_FIELDS = "userId username rating";
const TRENDING_FIELDS = "lessonId name userCount questionCount";
const RECOMMENDED_FIELDS = "lessonId name competitionName wrong correct attempts correctRate";

const document = /* GraphQL */ `
  query RestHome {
    viewer { isAdmin }
    questionOfTheDay {
      questionId problemHtml problemNumber choices
      competition { name year }
    }
    amc8: leaderboard(family: AMC8, first: 5) { ${LEADERBOARD_FIELDS} }
    amc10: leaderboard(family: AMC10, first: 5) { ${LEADERBOARD_FIELDS} }
    amc12: leaderboard(family: AMC12, first: 5) { ${LEADERBOARD_FIELDS} }
    forYou {
      requiresLogin
      contests { contestId label enabled requiredAnswers lessons { ${RECOMMENDED_FIELDS} } }
    }
    trendingAmc8: trendingLessons(family: AMC8, first: 5) { ${TRENDING_FIELDS} }
    trendingAmc10: trendingLessons(family: AMC10, first: 5) { ${TRENDING_FIELDS} }
  }
`;

type Entry = { userId: number; username: string; rating: number };
type Trending = { lessonId: number; name: string; userCount: number; questionCount: number };
type Recommended = { lessonId: number; name: string; competitionName: string; wrong: number; correct: number; attempts: number; correctRate: number };
type HomeData = {
  viewer: { isAdmin: boolean } | null;
  questionOfTheDay: {
    questionId: number;
    problemHtml: string;
    problemNumber: number;
    choices: string[];
    competition: { name: string; year: number } | null;
  } | null;
  amc8: Entry[];
  amc10: Entry[];
  amc12: Entry[];
  forYou: {
    requiresLogin: boolean;
    contests: { contestId: string; label: string; enabled: boolean; requiredAnswers: number; lessons: Recommended[] }[];
  };
  trendingAmc8: Trending[];
  trendingAmc10: Trending[];
};

const leaderboardJson = (entries: Entry[]) =>
  entries.map((entry) => ({ userid: entry.userId, username: entry.username, rating: entry.rating }));

const recommendedJson = (lesson: Recommended) => ({
  lession_id: lesson.lessonId,
  lession_name: lesson.name,
  competition_name: lesson.competitionName,
  wrong_count: lesson.wrong,
  correct_count: lesson.correct,
  total_attempts: lesson.attempts,
  correct_rate: lesson.correctRate,
});

const trendingJson = (lessons: Trending[]) =>
  lessons.map((lesson) => ({
    id: lesson.lessonId,
    lession_name: lesson.name,
    user_count: lesson.userCount,
    question_count: lesson.questionCount,
  }));

export const homeRoute: RestRoute<HomeData> = {
  method: "GET",
  url: "/api/home/",
  document,
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
};
