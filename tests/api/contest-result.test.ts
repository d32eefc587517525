// The contest before the start and its result after (issue 15, part B): the page says whether the
// sitting will be rated and why; the /result form post redirects (303) to the result's own address
// in the app; the result query is the submitter's (with the answer key) or, for an anonymous
// sitting, anyone's (without); a submitted contest's questions show their solution and take no
// more practice answers.
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { CookieJar } from "../support/signIn.ts";
import { anonymous, browser, graphql, type Caller } from "../support/clients.ts";
import { SESSION_COOKIE, startSession } from "../../server/auth/sessions.ts";

const app = useTestApp();
const db = () => app().database.prisma;

let users = 0;
async function newUser(roles: { isEditor?: boolean; isAdmin?: boolean } = {}): Promise<Caller> {
  const n = ++users;
  const user = await db().user.create({ data: { email: `result${n}@result.test`, username: `Result ${n}`, referralCode: `RESULT-${n}`, ...roles } });
  const jar = new CookieJar();
  jar.set(SESSION_COOKIE, (await startSession(user.id)).token);
  return browser(jar);
}

const CONTEST = /* GraphQL */ `
  query ($name: String!, $year: Int!) { contest(name: $name, year: $year) { startToken willBeRated ratingOutlook } }
`;
const RESULT = /* GraphQL */ `
  query ($id: Int!) {
    contestResult(submissionId: $id) {
      submissionId title score fullScore answerKeyShown rated
      topics { label correct total }
      answers { questionId given correct blank correctAnswer }
    }
  }
`;
const QUESTION = /* GraphQL */ `
  query ($id: Int!) { question(questionId: $id) { viewerState { attemptsLeft locked } reveal { answer } } }
`;

async function start(caller: Caller, name = "AMC_8", year = 2024) {
  const result = await graphql(app().baseUrl, caller, CONTEST, { name, year });
  return result.data.contest as { startToken: string; willBeRated: boolean; ratingOutlook: string };
}

/** Posts the result form as the contest page does; answers the response without following the redirect. */
async function postResult(caller: Caller, fields: Record<string, string>) {
  return fetch(`${app().baseUrl}/result`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: app().baseUrl, ...caller.headers(app().baseUrl, false) },
    body: new URLSearchParams(fields),
  });
}

const submissionIdOf = (response: Response) => Number(/^\/app\/result\/(\d+)$/.exec(response.headers.get("location") ?? "")?.[1]);

describe("before the start", () => {
  it("says whether the sitting will be rated, and why, for each kind of taker", async () => {
    expect(await start(anonymous)).toMatchObject({
      willBeRated: false,
      ratingOutlook: "This sitting will not be rated: you are not signed in. Sign in to get a rating for your contests.",
    });
    const student = await newUser();
    const first = await start(student, "AMC_10A", 2024);
    expect(first).toMatchObject({ willBeRated: true, ratingOutlook: expect.stringMatching(/^This is your first sitting of this contest, so it will be rated/) });
    // Reloading resumes the same, still rated, sitting; once submitted, the next one is not rated.
    expect(await start(student, "AMC_10A", 2024)).toMatchObject({ startToken: first.startToken, willBeRated: true });
    expect((await postResult(student, { ts: first.startToken })).status).toBe(303);
    expect(await start(student, "AMC_10A", 2024)).toMatchObject({
      willBeRated: false,
      ratingOutlook: "This sitting will not be rated: only your first sitting of a contest is rated, and you have sat this one before.",
    });
    expect((await start(await newUser({ isEditor: true }))).ratingOutlook).toBe("This sitting will not be rated: editors and admins see every answer.");
    expect((await start(await newUser({ isAdmin: true }))).willBeRated).toBe(false);
  });
});

describe("the result", () => {
  it("is at its own address: the form post redirects there with 303, and posting again gives the same one", async () => {
    const student = await newUser();
    const { startToken } = await start(student);
    const response = await postResult(student, { ts: startToken });
    expect(response.status).toBe(303);
    const id = submissionIdOf(response);
    expect(id).toBeGreaterThan(0);
    expect(submissionIdOf(await postResult(student, { ts: startToken }))).toBe(id);
  });

  it("shows the submitter the score, topics and answer key, and nobody else", async () => {
    const student = await newUser();
    const { startToken } = await start(student);
    const competition = await db().competition.findUniqueOrThrow({ where: { name_year: { name: "AMC_8", year: 2024 } } });
    const questions = await db().question.findMany({ where: { competitionId: competition.id, status: "PUBLISHED" }, orderBy: { problemNumber: "asc" } });
    const fields: Record<string, string> = { ts: startToken, [`answer_${questions[0].id}`]: questions[0].answer };
    const id = submissionIdOf(await postResult(student, fields));

    const own = (await graphql(app().baseUrl, student, RESULT, { id })).data.contestResult;
    expect(own).toMatchObject({ submissionId: id, title: "AMC 8 2024", score: 1, answerKeyShown: true });
    expect(own.answers.map((entry: { correctAnswer: string }) => entry.correctAnswer)).toEqual(questions.map((question) => question.answer));
    expect(own.answers[0]).toMatchObject({ given: questions[0].answer, correct: true, blank: false });
    const topics = own.topics as { correct: number; total: number }[];
    expect(topics.reduce((sum, topic) => sum + topic.total, 0)).toBe(questions.length);
    expect(topics.reduce((sum, topic) => sum + topic.correct, 0)).toBe(1);

    for (const other of [anonymous, await newUser(), await newUser({ isEditor: true })]) {
      const seen = await graphql(app().baseUrl, other, RESULT, { id });
      expect(seen.errors).toBeUndefined();
      expect(seen.data.contestResult).toBeNull();
    }
    expect((await graphql(app().baseUrl, student, RESULT, { id: 999_999 })).data.contestResult).toBeNull();
  });

  it("of an anonymous sitting is seen by whoever has its address, without the answer key", async () => {
    const { startToken } = await start(anonymous);
    const id = submissionIdOf(await postResult(anonymous, { ts: startToken }));
    for (const viewer of [anonymous, await newUser()]) {
      const result = (await graphql(app().baseUrl, viewer, RESULT, { id })).data.contestResult;
      expect(result).toMatchObject({ submissionId: id, answerKeyShown: false, rated: false });
      expect(result.answers.every((entry: { correctAnswer: string | null }) => entry.correctAnswer === null)).toBe(true);
    }
  });
});

describe("after the contest", () => {
  it("its questions show their solution on the question page, answered or left blank, and no attempts left", async () => {
    const student = await newUser();
    const { startToken } = await start(student, "AMC_10B", 2024);
    const competition = await db().competition.findUniqueOrThrow({ where: { name_year: { name: "AMC_10B", year: 2024 } } });
    const [answered, blank] = await db().question.findMany({ where: { competitionId: competition.id, status: "PUBLISHED" }, orderBy: { problemNumber: "asc" }, take: 2 });
    const wrong = answered.answer.trim().toUpperCase().startsWith("A") ? "B" : "A";

    const before = (await graphql(app().baseUrl, student, QUESTION, { id: blank.id })).data.question;
    expect(before).toMatchObject({ reveal: null });
    await postResult(student, { ts: startToken, [`answer_${answered.id}`]: wrong });
    for (const question of [answered, blank]) {
      const after = (await graphql(app().baseUrl, student, QUESTION, { id: question.id })).data.question;
      expect(after).toEqual({ viewerState: { attemptsLeft: 0, locked: true }, reveal: { answer: question.answer } });
    }
  });
});
