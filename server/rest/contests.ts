// The mock tests and the timed contest of spec sections 3 and 7: GET /api/mock-test/,
// GET /api/contest/{name}/{year} (questions without answers, and the server's start token `ts`)
// and POST /api/contest/submit (scored, recorded and rated by the server).
import { body, RestError, restRoute, unwrapResult, wholeNumber } from "./door.ts";
import { answerText, bodyId, pathId } from "./questions.ts";
import { RestContestDocument, RestMockTestsDocument, RestSubmitContestDocument, type RestRankedEntryFragment } from "./__generated__/graphql.ts";

// ---------------------------------------------------------------------------------------------
// GET /api/mock-test/

/** The overall boards of the mock test page, keyed as the spec names them (the document's aliases). */
const BOARDS = [
  ["AMC_8", "amc8"],
  ["AMC_10", "amc10"],
  ["AMC_12", "amc12"],
  ["AIME", "aime"],
] as const;

const entryJson = (entry: RestRankedEntryFragment) => ({ rank: entry.rank, userid: entry.userId, username: entry.username, rating: entry.rating });

export const mockTestsRoute = restRoute({
  method: "GET",
  url: "/api/mock-test/",
  document: RestMockTestsDocument,
  toJson: (data) => ({
    competitions: data.mockTests.map((test) => ({
      name: test.name,
      years: test.years,
      num_test_takers: test.testTakers,
      // Names are only the part of the address before the @ (the server never sends more).
      top_test_takers: test.topTakers.map((taker) => ({ name: taker.name, score: taker.score, year: taker.year })),
    })),
    rating_leaderboard: Object.fromEntries(BOARDS.map(([key, alias]) => [key, data[alias].map(entryJson)])),
  }),
});

// ---------------------------------------------------------------------------------------------
// GET /api/contest/{name}/{year}

const params = (request: { params: unknown }) => (request.params ?? {}) as Record<string, string | undefined>;

export const contestRoute = restRoute({
  method: "GET",
  url: "/api/contest/:name/:year",
  document: RestContestDocument,
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
});

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

const TS_REQUIRED = "ts is required: start the contest first.";

export const contestSubmitRoute = restRoute({
  method: "POST",
  url: "/api/contest/submit",
  document: RestSubmitContestDocument,
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
});
