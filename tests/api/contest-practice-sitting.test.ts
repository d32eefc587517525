// An unrated practice sitting (issue 15): a signed-in student may sit a contest as practice before
// answering it; the server records it on the sitting, the outlook (shown before the start and in
// the submit dialog) and the result say it is not rated, and neither the rating, the questions'
// calibration nor the top takers take it in. Only the student's own open sitting can be marked.
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { CookieJar } from "../support/signIn.ts";
import { queuedGames } from "../support/calibrationQueue.ts";
import { anonymous, browser, graphql, type Caller } from "../support/clients.ts";
import { SESSION_COOKIE, startSession } from "../../server/auth/sessions.ts";

const app = useTestApp();
const db = () => app().database.prisma;

let users = 0;
async function newStudent(): Promise<{ caller: Caller; userId: number }> {
  const n = ++users;
  const user = await db().user.create({ data: { email: `practice${n}@sitting.test`, username: `Practice ${n}`, referralCode: `PRACTICE-${n}` } });
  const jar = new CookieJar();
  jar.set(SESSION_COOKIE, (await startSession(user.id)).token);
  return { caller: browser(jar), userId: user.id };
}

const CONTEST = /* GraphQL */ `
  query ($name: String!, $year: Int!, $startToken: String) {
    contest(name: $name, year: $year, startToken: $startToken) { startToken practice willBeRated ratingOutlook questions { questionId } }
  }
`;

const PRACTICE = /* GraphQL */ `
  mutation ($name: String!, $year: Int!, $startToken: String!) {
    sitContestAsPractice(name: $name, year: $year, startToken: $startToken) {
      __typename
      ... on InputError { message }
      ... on Contest { startToken practice willBeRated ratingOutlook }
    }
  }
`;

const SUBMIT = /* GraphQL */ `
  mutation ($startToken: String!, $answers: [ContestAnswerInput!]!) {
    submitContest(startToken: $startToken, answers: $answers) { __typename ... on InputError { message } ... on ContestResult { submissionId rated message ratingChange { after } } }
  }
`;

const AMC8 = { name: "AMC_8", year: 2024 };
const NOT_OPEN = "Only your own contest in progress can be sat as practice: reload the contest and try again.";
const ALREADY_UNRATED = "This sitting is already not rated: only a contest's first sitting is rated, and you have sat this one before. Just take it; it will be scored.";

async function allRight(startToken: string) {
  const questions = await db().question.findMany({ where: { competition: { name: AMC8.name, year: AMC8.year }, status: "PUBLISHED" } });
  return { startToken, answers: questions.map((question) => ({ questionId: question.id, answer: question.answer })) };
}

describe("sitting a contest as practice", () => {
  it("is offered to a student whose sitting would be rated, and then the sitting is scored but never rated", async () => {
    const { caller, userId } = await newStudent();
    const { contest } = (await graphql(app().baseUrl, caller, CONTEST, AMC8)).data;
    expect(contest).toMatchObject({ practice: false, willBeRated: true });

    const chosen = (await graphql(app().baseUrl, caller, PRACTICE, { ...AMC8, startToken: contest.startToken })).data.sitContestAsPractice;
    expect(chosen).toEqual({
      __typename: "Contest",
      startToken: contest.startToken,
      practice: true,
      willBeRated: false,
      ratingOutlook:
        "This sitting will not be rated: you chose to sit it as practice. Only a contest's first sitting is rated, so no later sitting of this contest will be either.",
    });
    // A reload gives the same sitting back, still practice.
    expect((await graphql(app().baseUrl, caller, CONTEST, { ...AMC8, startToken: contest.startToken })).data.contest).toMatchObject({ startToken: contest.startToken, practice: true, willBeRated: false });

    const result = (await graphql(app().baseUrl, caller, SUBMIT, await allRight(contest.startToken))).data.submitContest;
    expect(result).toMatchObject({ __typename: "ContestResult", rated: false, ratingChange: null, message: "You sat this contest as practice: it is scored, not rated." });
    const submission = await db().contestSubmission.findUniqueOrThrow({ where: { id: result.submissionId } });
    expect(submission).toMatchObject({ rated: false, verdict: "practice", correctCount: contest.questions.length });
    // Nothing rated, nothing calibrated, no top taker.
    await expect(db().rating.count({ where: { userId } })).resolves.toBe(0);
    await expect(db().ratingChange.count({ where: { userId } })).resolves.toBe(0);
    await expect(queuedGames(db(), { submissionId: submission.id })).resolves.toHaveLength(0);
    const { mockTests } = (await graphql(app().baseUrl, caller, `{ mockTests { name topTakers { name } } }`)).data;
    expect(mockTests.find((test: { name: string }) => test.name === AMC8.name).topTakers.map((taker: { name: string }) => taker.name)).not.toContain(`practice${users}`);

    // The first sitting was practice: a later one is not rated either, and says why.
    const again = (await graphql(app().baseUrl, caller, CONTEST, AMC8)).data.contest;
    expect(again).toMatchObject({ practice: false, willBeRated: false });
    expect(again.ratingOutlook).toMatch(/only your first sitting of a contest is rated/);
  });

  it("is refused for a sitting that is not the student's own and open: anonymous, another account's, submitted", async () => {
    const { caller } = await newStudent();
    const other = await newStudent();
    const { contest } = (await graphql(app().baseUrl, caller, CONTEST, AMC8)).data;

    const anonymousTry = (await graphql(app().baseUrl, anonymous, PRACTICE, { ...AMC8, startToken: contest.startToken })).data.sitContestAsPractice;
    expect(anonymousTry).toEqual({ __typename: "InputError", message: "Sign in to sit a contest as practice." });
    const someoneElse = (await graphql(app().baseUrl, other.caller, PRACTICE, { ...AMC8, startToken: contest.startToken })).data.sitContestAsPractice;
    expect(someoneElse).toEqual({ __typename: "InputError", message: NOT_OPEN });
    const otherContest = (await graphql(app().baseUrl, caller, PRACTICE, { name: "AMC_8", year: 2023, startToken: contest.startToken })).data.sitContestAsPractice;
    expect(otherContest).toEqual({ __typename: "InputError", message: NOT_OPEN });

    // Submitted (rated): too late to make it practice, and the rating stands.
    const result = (await graphql(app().baseUrl, caller, SUBMIT, await allRight(contest.startToken))).data.submitContest;
    expect(result.rated).toBe(true);
    const late = (await graphql(app().baseUrl, caller, PRACTICE, { ...AMC8, startToken: contest.startToken })).data.sitContestAsPractice;
    expect(late).toEqual({ __typename: "InputError", message: NOT_OPEN });
    await expect(db().contestSubmission.findUniqueOrThrow({ where: { id: result.submissionId } })).resolves.toMatchObject({ rated: true, verdict: "rated" });
  });

  it("on a later sitting, already not rated, says so rather than that the sitting is not open", async () => {
    const { caller } = await newStudent();
    const first = (await graphql(app().baseUrl, caller, CONTEST, AMC8)).data.contest;
    expect((await graphql(app().baseUrl, caller, SUBMIT, await allRight(first.startToken))).data.submitContest.rated).toBe(true);
    const second = (await graphql(app().baseUrl, caller, CONTEST, AMC8)).data.contest;
    expect(second).toMatchObject({ practice: false, willBeRated: false });
    const chosen = (await graphql(app().baseUrl, caller, PRACTICE, { ...AMC8, startToken: second.startToken })).data.sitContestAsPractice;
    expect(chosen).toEqual({ __typename: "InputError", message: ALREADY_UNRATED });
  });
});
