// The mock tests and the timed contest of spec sections 3 and 7: GET /api/mock-test/,
// GET /api/contest/{name}/{year} (questions without answers, and the server's start token `ts`)
// and POST /api/contest/submit (scored, recorded and rated by the server).
import { body, RestError, unwrapResult, wholeNumber, type RestRoute, type InputErrorResult } from "./door.ts";
import { answerText, bodyId, pathId } from "./questions.ts";

type Family = "AMC8" | "AMC10" | "AMC12" | "AIME";

// ---------------------------------------------------------------------------------------------
// GET /api/mock-test/

const LEADERBOARD_FIELDS = "rank userId username rating";
/** The overall boards of the mock test page (spec section 9: 10 each), keyed as the spec names them. */
const BOARDS: [key: string, alias: string, family: Family][] = [
  ["AMC_8", "amc8", "AMC8"],
  ["AMC_10", "amc10", "AMC10"],
  ["AMC_12", "amc12", "AMC12"],
  ["AIME", "aime", "AIME"],
];
const OVERALL_BOARD_SIZE = 10;

type Entry = { rank: number; userId: number; username: string; rating: number };
type MockTestData = {
  mockTests: { name: string; years: number[]; testTakers: number; topTakers: { name: string; score: number; year: number }[] }[];
} & Record<string, Entry[]>;

export const mockTestsRoute: RestRoute<MockTestData> = {
  method: "GET",
  url: "/api/mock-test/",
  document: /* GraphQL */ `
    query RestMockTests {
      mockTests { name years testTakers topTakers { name score year } }
      ${BOARDS.map(([, alias, family]) => `${alias}: leaderboard(family: ${family}, first: ${OVERALL_BOARD_SIZE}) { ${LEADERBOARD_FIELDS} }`).join("\n      ")}
    }
  `,
  toJson: (data) => ({
    competitions: data.mockTests.map((test) => ({
      name: test.name,
      years: test.years,
      num_test_takers: test.testTakers,
      // Names are only the part of the address before the @ (the server never sends more).
      top_test_takers: test.topTakers.map((taker) => ({ name: taker.name, score: taker.score, year: taker.year })),
    })),
    rating_leaderboard: Object.fromEntries(
      BOARDS.map(([key, alias]) => [
        key,
        data[alias].map((entry) => ({ rank: entry.rank, userid: entry.userId, username: entry.username, rating: entry.rating })),
      ]),
    ),
  }),
};

// ---------------------------------------------------------------------------------------------
// GET /api/contest/{name}/{year}

type ContestData = {
  viewer: { isAdmin: boolean } | null;
  contest: {
    competition: { name: string; year: number; durationMinutes: number };
    questions: {
      questionId: number;
      problemNumber: number;
      problemHtml: string;
      text: string;
      imageUrl: string | null;
      isMultipleChoice: boolean;
      choices: string[];
    }[];
    startToken: string;
    isAllowedToSubmit: boolean;
  } | null;
};

const params = (request: { params: unknown }) => (request.params ?? {}) as Record<string, string | undefined>;

export const contestRoute: RestRoute<ContestData> = {
  method: "GET",
  url: "/api/contest/:name/:year",
  // Never the answers: Question.reveal is not asked for, and the contest has no other path to them.
  document: /* GraphQL */ `
    query RestContest($name: String!, $year: Int!) {
      viewer { isAdmin }
      contest(name: $name, year: $year) {
        competition { name year durationMinutes }
        questions { questionId problemNumber problemHtml text imageUrl isMultipleChoice choices }
        startToken isAllowedToSubmit
      }
    }
  `,
  variables: (request) => ({ name: params(request).name ?? "", year: pathId(params(request).year, "Invalid contest year") }),
  toJson: ({ viewer, contest }) => {
    if (!contest) throw new RestError(404, "Contest not found");
    return {
      competition_name: contest.competition.name,
      competition_year: contest.competition.year,
      duration: contest.competition.durationMinutes,
      questions: contest.questions.map((question) => ({
        id: question.questionId,
        problem_number: question.problemNumber,
        problem_html: question.problemHtml,
        question: question.text,
        img: question.imageUrl,
        // The choices A-E (the server reads them from the text when the question has none), or false for a free answer.
        multiple_choice: question.isMultipleChoice ? question.choices : false,
      })),
      ts: contest.startToken,
      is_signed_in: viewer !== null,
      is_admin: viewer?.isAdmin ?? false,
      is_allow_to_submit: contest.isAllowedToSubmit,
    };
  },
};

// ---------------------------------------------------------------------------------------------
// POST /api/contest/submit

function contestAnswers(value: unknown): { questionId: number; answer: string }[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new RestError(400, "answers must be a list of {question_id, answer}.");
  return value.map((entry) => {
    if (!entry || typeof entry !== "object") throw new RestError(400, "answers must be a list of {question_id, answer}.");
    const { question_id, answer } = entry as Record<string, unknown>;
    return { questionId: bodyId(question_id, "question_id"), answer: answerText(answer) };
  });
}

type SubmitData = {
  submitContest:
    | InputErrorResult
    | {
        __typename: "ContestResult";
        message: string;
        score: number;
        fullScore: number;
        correct: number;
        blank: number;
        incorrect: number;
        rated: boolean;
        late: boolean;
        ratingChange: { before: number; after: number; provisional: boolean } | null;
      };
};

const TS_REQUIRED = "ts is required: start the contest first.";

export const contestSubmitRoute: RestRoute<SubmitData> = {
  method: "POST",
  url: "/api/contest/submit",
  document: /* GraphQL */ `
    mutation RestSubmitContest($startToken: String!, $answers: [ContestAnswerInput!]!, $competition: ContestNameInput!) {
      submitContest(startToken: $startToken, answers: $answers, competition: $competition) {
        __typename
        ... on InputError { message }
        ... on ContestResult {
          message score fullScore correct blank incorrect rated late
          ratingChange { before after provisional }
        }
      }
    }
  `,
  // The server owns the clock: the sitting is the start token (ts) from GET /api/contest, and
  // the client's time_spent is ignored (the server measures it from the token). The contest the
  // client names goes along, and the server refuses a token for another one.
  variables: (request) => {
    const { competition_name, competition_year, answers, ts } = body(request);
    if (typeof ts !== "string" || ts.trim() === "") throw new RestError(400, TS_REQUIRED);
    const name = typeof competition_name === "string" ? competition_name.trim() : "";
    if (name === "") throw new RestError(400, "competition_name is required.");
    const competition = { name, year: wholeNumber(competition_year, "competition_year") };
    return { startToken: ts.trim(), answers: contestAnswers(answers), competition };
  },
  toJson: (data) => {
    const result = unwrapResult(data.submitContest);
    return {
      success: true,
      message: result.message,
      score: result.score,
      full_score: result.fullScore,
      correct: result.correct,
      blank: result.blank,
      incorrect: result.incorrect,
      rated: result.rated,
      late: result.late,
      rating_change: result.ratingChange && {
        before: result.ratingChange.before,
        after: result.ratingChange.after,
        provisional: result.ratingChange.provisional,
      },
    };
  },
};
