// Contest fairness, as a hostile taker would try it (issue 10, measured case 1), and bursts of
// submissions (case 2). A rating counts only answers a student met for the first time under the
// clock: no answer key for anonymous takers, one rated sitting bound to the first start token, no
// answering or revealing a question of an open sitting elsewhere, questions met before do not
// count, editors and admins are not rated, top takers from rated first submissions; and many
// students submitting at once all succeed, with ratings and calibration consistent afterwards.
import { request as httpRequest } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { CookieJar } from "../support/signIn.ts";
import { anonymous, browser, graphql, rest, type Caller } from "../support/clients.ts";
import { loadConfig } from "../../server/config.ts";
import { SESSION_COOKIE, startSession } from "../../server/auth/sessions.ts";
import { startContest, submitContest } from "../../server/services/contests.ts";
import { drainCalibrationQueue } from "../../server/services/calibration.ts";
import { queuedGames } from "../support/calibrationQueue.ts";
import { calibrateQuestion } from "../../server/domain/calibration.ts";
import { rateSubmission } from "../../server/domain/rating.ts";
import type { Viewer } from "../../server/domain/viewer.ts";

/** Direct service calls have no address to count. */
const noAllowance = async () => {};

const app = useTestApp();
const db = () => app().database.prisma;
const secret = loadConfig({}).appSecret;

type StoredQuestion = { id: number; answer: string; isMultipleChoice: boolean; rating: number; ratingGames: number };
type Contest = { id: number; name: string; year: number; durationMinutes: number; questions: StoredQuestion[] };

async function contestOf(name: string, year: number): Promise<Contest> {
  const competition = await db().competition.findUniqueOrThrow({ where: { name_year: { name, year } } });
  const questions = await db().question.findMany({ where: { competitionId: competition.id, status: "PUBLISHED" }, orderBy: { problemNumber: "asc" } });
  return { ...competition, questions };
}

let users = 0;
type Student = { caller: Caller; userId: number; viewer: Viewer };
/** A new account with a browser session (so its sittings and ratings are this test's alone). */
async function newStudent(roles: { isEditor?: boolean; isAdmin?: boolean } = {}): Promise<Student> {
  const n = ++users;
  const user = await db().user.create({ data: { email: `taker${n}@fairness.test`, username: `Taker ${n}`, referralCode: `FAIR-${n}`, ...roles } });
  const jar = new CookieJar();
  jar.set(SESSION_COOKIE, (await startSession(user.id)).token);
  const viewer: Viewer = {
    id: user.id,
    email: user.email,
    username: user.username,
    isAdmin: user.isAdmin,
    isEditor: user.isEditor,
    isSubscriber: false,
    studentIds: [],
    via: "session",
    tokenAccess: null,
  };
  return { caller: browser(jar), userId: user.id, viewer };
}

const call = (caller: Caller, method: "GET" | "POST", path: string, body?: Record<string, unknown>) => rest(app().baseUrl, caller, method, path, body);

async function startToken(caller: Caller, contest: Contest): Promise<string> {
  const response = await call(caller, "GET", `/api/contest/${contest.name}/${contest.year}`);
  expect(response.status).toBe(200);
  return response.body.ts;
}

const allRight = (contest: Contest) => contest.questions.map((question) => ({ question_id: question.id, answer: question.answer }));
const wrong = (question: StoredQuestion) => (question.isMultipleChoice ? (question.answer.trim().toUpperCase().startsWith("A") ? "B" : "A") : String(Number(question.answer) + 1));

const submit = (caller: Caller, contest: Contest, ts: string, answers: { question_id: number; answer: string }[]) =>
  call(caller, "POST", "/api/contest/submit", { competition_name: contest.name, competition_year: contest.year, answers, ts });

const SUBMIT = /* GraphQL */ `
  mutation ($startToken: String!, $answers: [ContestAnswerInput!]!) {
    submitContest(startToken: $startToken, answers: $answers) {
      __typename
      ... on InputError { message }
      ... on ContestResult { rated message seenQuestions timeSpentSeconds answers { questionId correct blank correctAnswer question { reveal { answer } } } }
    }
  }
`;

const CONTEST = /* GraphQL */ `
  query ($name: String!, $year: Int!, $startToken: String) {
    contest(name: $name, year: $year, startToken: $startToken) { startToken startedAt resumed secondsLeft ratingRules seenQuestions }
  }
`;

const ANSWER = /* GraphQL */ `
  mutation ($questionId: Int!, $answer: String!) {
    submitAnswer(questionId: $questionId, answer: $answer) {
      __typename
      ... on InputError { message }
      ... on AnswerResult { correct correctAnswer }
    }
  }
`;

const REVEAL = /* GraphQL */ `
  query ($questionId: Int!) { question(questionId: $questionId) { reveal { answer } } }
`;

let amc10a: Contest;
let amc10b: Contest;
let amc8: Contest;
let amc12a: Contest;

beforeAll(async () => {
  [amc10a, amc10b, amc8, amc12a] = await Promise.all([contestOf("AMC_10A", 2024), contestOf("AMC_10B", 2024), contestOf("AMC_8", 2024), contestOf("AMC_12A", 2024)]);
});

describe("the answer key", () => {
  it("is not given to an anonymous taker, who sees the score, which answers were right, and an invitation to sign in", async () => {
    const blank = await graphql(app().baseUrl, anonymous, SUBMIT, { startToken: await startToken(anonymous, amc10a), answers: [] });
    const result = blank.data.submitContest;
    expect(result.__typename).toBe("ContestResult");
    expect(result.message).toBe("Sign in to get a rating for your contests.");
    for (const entry of result.answers) expect(entry).toMatchObject({ correct: false, blank: true, correctAnswer: null, question: { reveal: null } });

    const some = amc10a.questions.map((question, index) => ({ questionId: question.id, answer: index < 3 ? question.answer : "" }));
    const scored = await graphql(app().baseUrl, anonymous, SUBMIT, { startToken: await startToken(anonymous, amc10a), answers: some });
    expect(scored.data.submitContest.answers.map((entry: { correct: boolean }) => entry.correct)).toEqual(amc10a.questions.map((_, index) => index < 3));
    expect(scored.data.submitContest.answers.every((entry: { correctAnswer: string | null }) => entry.correctAnswer === null)).toBe(true);
  });

  it("goes to a signed-in student after their own submission", async () => {
    const student = await newStudent();
    const result = await graphql(app().baseUrl, student.caller, SUBMIT, { startToken: await startToken(student.caller, amc10b), answers: [] });
    expect(result.data.submitContest.answers.map((entry: { correctAnswer: string }) => entry.correctAnswer)).toEqual(amc10b.questions.map((question) => question.answer));
  });
});

describe("an open sitting", () => {
  it("keeps its questions from being answered or revealed elsewhere until it is submitted", async () => {
    const student = await newStudent();
    const ts = await startToken(student.caller, amc12a);
    const question = amc12a.questions[4];
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await graphql(app().baseUrl, student.caller, ANSWER, { questionId: question.id, answer: wrong(question) });
      expect(refused.data.submitAnswer).toEqual({
        __typename: "InputError",
        message: "This question is part of your contest in progress: answer it there, and see its solution after you submit.",
      });
    }
    expect((await call(student.caller, "POST", "/api/random/submit_answer", { question_id: question.id, user_answer: wrong(question) })).status).toBe(400);
    expect((await graphql(app().baseUrl, student.caller, REVEAL, { questionId: question.id })).data.question.reveal).toBeNull();
    expect(await db().attempt.count({ where: { userId: student.userId, questionId: question.id } })).toBe(0);
    // Other questions are answered as usual.
    const other = amc10a.questions[0];
    expect((await graphql(app().baseUrl, student.caller, ANSWER, { questionId: other.id, answer: other.answer })).data.submitAnswer).toMatchObject({ correct: true });

    // Once submitted, the result showed its answer key: the question page shows the solution too.
    expect((await submit(student.caller, amc12a, ts, [])).status).toBe(200);
    expect((await graphql(app().baseUrl, student.caller, REVEAL, { questionId: question.id })).data.question.reveal).toEqual({ answer: question.answer });
  });

  it("holds back its questions' solutions in the very request that starts it, and in every request after it", async () => {
    const student = await newStudent();
    const met = amc10b.questions[0];
    // Answered in practice: the question page shows its solution.
    await graphql(app().baseUrl, student.caller, ANSWER, { questionId: met.id, answer: met.answer });
    expect((await graphql(app().baseUrl, student.caller, REVEAL, { questionId: met.id })).data.question.reveal).toEqual({ answer: met.answer });
    // One query starts the sitting and asks for the solutions of its questions: none is shown.
    const started = await graphql(app().baseUrl, student.caller, /* GraphQL */ `
      query ($name: String!, $year: Int!, $questionId: Int!) {
        contest(name: $name, year: $year) { questions { questionId reveal { answer } } }
        question(questionId: $questionId) { reveal { answer } }
      }`, { name: amc10b.name, year: amc10b.year, questionId: met.id });
    expect(started.data.contest.questions.find((question: { questionId: number }) => question.questionId === met.id)).toEqual({ questionId: met.id, reveal: null });
    expect(started.data.contest.questions.every((question: { reveal: unknown }) => question.reveal === null)).toBe(true);
    // The sibling field waited for the start.
    expect(started.data.question.reveal).toBeNull();
    // The request after it knows the sitting from the start (read with the session).
    expect((await graphql(app().baseUrl, student.caller, REVEAL, { questionId: met.id })).data.question.reveal).toBeNull();
    // Questions of other contests are not held.
    const elsewhere = amc8.questions[1];
    await graphql(app().baseUrl, student.caller, ANSWER, { questionId: elsewhere.id, answer: elsewhere.answer });
    expect((await graphql(app().baseUrl, student.caller, REVEAL, { questionId: elsewhere.id })).data.question.reveal).toEqual({ answer: elsewhere.answer });
  });

  it("is seen by a request whose body came after it started, though the request's session was read before", async () => {
    const student = await newStudent();
    const met = amc12a.questions[2];
    await graphql(app().baseUrl, student.caller, ANSWER, { questionId: met.id, answer: met.answer });
    // The request's headers arrive (its session is read then); its body is held back.
    const body = JSON.stringify({ query: "query ($id: Int!) { question(questionId: $id) { reveal { answer } } }", variables: { id: met.id } });
    const url = new URL(`${app().baseUrl}/graphql`);
    const headers = { "content-type": "application/json", accept: "application/json", "content-length": String(Buffer.byteLength(body)), ...student.caller.headers(app().baseUrl, true) };
    const answer = new Promise<string>((resolve, reject) => {
      const request = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers }, (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve(text));
      });
      request.on("error", reject);
      request.flushHeaders();
      setTimeout(async () => {
        // Meanwhile the student starts the contest in another tab.
        await graphql(app().baseUrl, student.caller, CONTEST, { name: amc12a.name, year: amc12a.year });
        setTimeout(() => request.end(body), 1200);
      }, 300);
    });
    expect(JSON.parse(await answer).data.question.reveal).toBeNull();
  });

  it("shows its solutions in the answer of its submission, and a review answer is refused while it is open", async () => {
    const student = await newStudent();
    const met = amc8.questions[3];
    await graphql(app().baseUrl, student.caller, ANSWER, { questionId: met.id, answer: wrong(met) });
    await graphql(app().baseUrl, student.caller, ANSWER, { questionId: met.id, answer: wrong(met) });
    const check = /* GraphQL */ `mutation ($q: Int!, $a: String!) { checkReviewAnswer(questionId: $q, answer: $a) { __typename ... on InputError { message } ... on ReviewCheck { answer } } }`;
    expect((await graphql(app().baseUrl, student.caller, check, { q: met.id, a: met.answer })).data.checkReviewAnswer).toEqual({ __typename: "ReviewCheck", answer: met.answer });
    const ts = await startToken(student.caller, amc8);
    expect((await graphql(app().baseUrl, student.caller, check, { q: met.id, a: met.answer })).data.checkReviewAnswer).toEqual({
      __typename: "InputError",
      message: "This question is part of your contest in progress: answer it there, and see its solution after you submit.",
    });
    const submitted = await graphql(app().baseUrl, student.caller, SUBMIT, { startToken: ts, answers: [] });
    const shown = submitted.data.submitContest.answers.find((entry: { questionId: number }) => entry.questionId === met.id);
    expect(shown.question.reveal).toEqual({ answer: met.answer });
  });

  it("is not served in practice meanwhile, and its questions' pages and lessons say why in place of the answer form", async () => {
    const student = await newStudent();
    // Every AMC 8 question but 2024's answered already: new AMC 8 practice has only 2024's to serve.
    const others = await db().question.findMany({ where: { competition: { name: "AMC_8", year: { not: 2024 } } }, select: { id: true } });
    await db().attempt.createMany({ data: others.map((other) => ({ userId: student.userId, questionId: other.id, source: "PRACTICE" as const, answer: "A", correct: false })) });
    // And one AMC 8 2024 mistake to review, due.
    const mistake = amc8.questions[5];
    for (let attempt = 0; attempt < 2; attempt++) await graphql(app().baseUrl, student.caller, ANSWER, { questionId: mistake.id, answer: wrong(mistake) });
    await db().reviewCard.updateMany({ where: { userId: student.userId, questionId: mistake.id }, data: { due: new Date(Date.now() - 60_000) } });
    const pick = async (mode: "NEW" | "REVIEW") =>
      (await graphql(app().baseUrl, student.caller, `query ($mode: PracticeMode!) { practiceQuestion(mode: $mode, competition: "AMC_8") { questionId } }`, { mode })).data.practiceQuestion;
    const pickedOverRest = async (mode: "new" | "review") =>
      (await call(student.caller, "POST", "/api/random/random", { mode, competition_filter: "AMC_8" })).body.questions.map((question: { id: number }) => question.id);
    const note = async () =>
      (await graphql(app().baseUrl, student.caller, "query ($id: Int!) { question(questionId: $id) { contestInProgressNote } }", { id: mistake.id })).data.question.contestInProgressNote;
    const amc8Ids = new Set(amc8.questions.map((question) => question.id));
    // A lesson that practises another of the contest's questions.
    const section = await db().section.findFirstOrThrow({ orderBy: { id: "asc" } });
    const inLesson = amc8.questions[7];
    await db().sectionQuestion.create({ data: { sectionId: section.id, questionId: inLesson.id, position: 99 } });
    const lessonNote = async () => {
      const lesson = (await graphql(app().baseUrl, student.caller, "query ($id: Int!) { lesson(lessonId: $id) { sections { practiceQuestions { questionId contestInProgressNote } } } }", { id: section.lessonId })).data.lesson;
      const questions = lesson.sections.flatMap((each: { practiceQuestions: { questionId: number; contestInProgressNote: string | null }[] }) => each.practiceQuestions);
      return questions.find((question: { questionId: number }) => question.questionId === inLesson.id).contestInProgressNote;
    };

    expect(amc8Ids.has((await pick("NEW")).questionId)).toBe(true);
    expect(await pick("REVIEW")).toEqual({ questionId: mistake.id });
    expect(await note()).toBeNull();
    expect(await lessonNote()).toBeNull();

    const ts = await startToken(student.caller, amc8);
    expect(await pick("NEW")).toBeNull();
    expect(await pick("REVIEW")).toBeNull();
    expect(await pickedOverRest("new")).toEqual([]);
    expect(await pickedOverRest("review")).toEqual([]);
    expect(await note()).toBe("This question is part of your contest in progress: answer it there, and see its solution after you submit.");
    expect(await lessonNote()).toBe("This question is part of your contest in progress: answer it there, and see its solution after you submit.");

    expect((await submit(student.caller, amc8, ts, [])).status).toBe(200);
    expect(await pick("REVIEW")).toEqual({ questionId: mistake.id });
    expect(await pickedOverRest("new")).toHaveLength(1);
    expect(await note()).toBeNull();
    expect(await lessonNote()).toBeNull();
  });

  it("ends with its time and grace: then the questions can be answered again", async () => {
    const student = await newStudent();
    const start = new Date(Date.now() - (amc8.durationMinutes + 2) * 60_000);
    await startContest(student.viewer, { name: amc8.name, year: amc8.year }, start, secret);
    const question = amc8.questions[0];
    expect((await graphql(app().baseUrl, student.caller, ANSWER, { questionId: question.id, answer: question.answer })).data.submitAnswer).toMatchObject({ correct: true });
  });
});

describe("the rated sitting", () => {
  it("is bound to the first start token: reloads resume it and a new token does not reset the clock", async () => {
    const student = await newStudent();
    const first = await graphql(app().baseUrl, student.caller, CONTEST, { name: amc10a.name, year: amc10a.year });
    // A reload with no token, or with another one, gives the same sitting back.
    const reload = await graphql(app().baseUrl, student.caller, CONTEST, { name: amc10a.name, year: amc10a.year });
    const forged = await graphql(app().baseUrl, student.caller, CONTEST, { name: amc10a.name, year: amc10a.year, startToken: "garbage" });
    for (const again of [reload, forged]) expect(again.data.contest).toMatchObject({ startToken: first.data.contest.startToken, startedAt: first.data.contest.startedAt, resumed: true });
    expect(await db().contestSitting.count({ where: { userId: student.userId } })).toBe(1);
  });

  it("is the first one even when a later sitting is submitted first: a fresh token gives an unrated sitting, timed from its own start", async () => {
    const student = await newStudent();
    const t0 = new Date(Date.now() - 3 * 3600_000);
    const firstSitting = await startContest(student.viewer, { name: amc10b.name, year: amc10b.year }, t0, secret);
    // Its time ran out unsubmitted; the student opens the contest again and submits at once.
    const later = new Date(t0.getTime() + (amc10b.durationMinutes + 5) * 60_000);
    const fresh = await startContest(student.viewer, { name: amc10b.name, year: amc10b.year }, later, secret);
    expect(fresh!.startToken).not.toBe(firstSitting!.startToken);
    const answers = amc10b.questions.map((question) => ({ questionId: question.id, answer: question.answer }));
    const result = await submitContest(student.viewer, { startToken: fresh!.startToken, answers }, later, secret, noAllowance);
    expect(result).toMatchObject({ score: 150, rated: false, timeSpentSeconds: 0, message: "Only your first sitting of a contest is rated; this one is scored." });
    expect(await db().rating.findUnique({ where: { userId_family: { userId: student.userId, family: "AMC10" } } })).toBeNull();
    expect(await queuedGames(db(), { submissionId: result.submissionId })).toHaveLength(0);
  });

  it("does not count questions the student had met before, and the contest page says so before the start", async () => {
    const student = await newStudent();
    const [met, alsoMet] = amc8.questions;
    await graphql(app().baseUrl, student.caller, ANSWER, { questionId: met.id, answer: wrong(met) });
    await graphql(app().baseUrl, student.caller, ANSWER, { questionId: met.id, answer: wrong(met) });
    await graphql(app().baseUrl, student.caller, ANSWER, { questionId: alsoMet.id, answer: alsoMet.answer });
    const sitting = (await graphql(app().baseUrl, student.caller, CONTEST, { name: amc8.name, year: amc8.year })).data.contest;
    expect(sitting.seenQuestions).toBe(2);
    expect(sitting.ratingRules).toContain("Questions whose answer you have already seen or answered elsewhere do not move your rating.");
    const result = await graphql(app().baseUrl, student.caller, SUBMIT, {
      startToken: sitting.startToken,
      answers: amc8.questions.map((question) => ({ questionId: question.id, answer: question.answer })),
    });
    expect(result.data.submitContest).toMatchObject({ rated: true, seenQuestions: 2 });
    expect(result.data.submitContest.message).toContain("2 questions you had met before did not count.");
    expect(await db().rating.findUnique({ where: { userId_family: { userId: student.userId, family: "AMC8" } } })).toMatchObject({ games: 23 });
    const queued = (await queuedGames(db())).filter((game) => game.questionId === met.id || game.questionId === alsoMet.id);
    expect(queued.filter((game) => game.studentRating === 1500 && game.correct)).toHaveLength(0);
  });

  it("is never an editor's or an admin's", async () => {
    for (const roles of [{ isEditor: true }, { isAdmin: true }]) {
      const staff = await newStudent(roles);
      const { body } = await submit(staff.caller, amc10a, await startToken(staff.caller, amc10a), allRight(amc10a));
      expect(body).toMatchObject({ score: 150, rated: false, rating_change: null, message: "Editors and admins see every answer, so their contests are not rated." });
      expect(await db().rating.count({ where: { userId: staff.userId } })).toBe(0);
    }
  });

  it("alone makes the top takers: a perfect second submission does not", async () => {
    const student = await newStudent();
    const firstAnswers = amc12a.questions.map((question) => ({ question_id: question.id, answer: wrong(question) }));
    expect((await submit(student.caller, amc12a, await startToken(student.caller, amc12a), firstAnswers)).body.rated).toBe(true);
    expect((await submit(student.caller, amc12a, await startToken(student.caller, amc12a), allRight(amc12a))).body).toMatchObject({ score: 150, rated: false });
    const mock = (await call(anonymous, "GET", "/api/mock-test/")).body;
    const card = mock.competitions.find((competition: { name: string }) => competition.name === "AMC_12A");
    expect(card.top_test_takers).toContainEqual({ name: `taker${users}`, score: 0, year: 2024 });
    expect(card.top_test_takers).not.toContainEqual(expect.objectContaining({ score: 150 }));
  });
});

describe("bursts", () => {
  // The app's own worker would apply the queue while the test reads it: the test drains it itself.
  beforeAll(() => app().calibration.stop());

  it("takes 50 students submitting one contest at once without an error, and ratings and calibration agree afterwards", async () => {
    await drainCalibrationQueue();
    const before = await db().question.findMany({ where: { competitionId: amc10a.id }, orderBy: { id: "asc" } });
    const students = await Promise.all(Array.from({ length: 50 }, () => newStudent()));
    const tokens = await Promise.all(students.map((student) => startToken(student.caller, amc10a)));
    const responses = await Promise.all(
      students.map((student, index) =>
        submit(
          student.caller,
          amc10a,
          tokens[index],
          amc10a.questions.map((question, number) => ({ question_id: question.id, answer: (number + index) % 3 === 0 ? wrong(question) : question.answer })),
        ),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(students.map(() => 200));
    expect(responses.every((response) => response.body.rated)).toBe(true);
    for (const [index, student] of students.entries()) {
      const rating = await db().rating.findUniqueOrThrow({ where: { userId_family: { userId: student.userId, family: "AMC10" } } });
      const changes = await db().ratingChange.findMany({ where: { userId: student.userId } });
      expect(changes).toHaveLength(1);
      expect(changes[0]).toMatchObject({ before: 1500, after: rating.rating });
      // Written in batches or not, each student is rated as alone against the questions as they
      // stood (they move only when the queue is applied): the same rating as one at a time.
      const alone = rateSubmission({
        student: { rating: 1500, games: 0 },
        answers: amc10a.questions.map((question, number) => {
          const stored = before.find((candidate) => candidate.id === question.id)!;
          return { questionRating: stored.rating, questionGames: stored.ratingGames, multipleChoice: stored.isMultipleChoice, correct: (number + index) % 3 !== 0, blank: false };
        }),
        year: 2024,
      });
      expect(rating.rating).toBeCloseTo(alone.studentAfter.rating, 9);
      expect(rating.games).toBe(25);
    }
    // Every game is queued once; drained, each is applied once, in queue order.
    const games = (await queuedGames(db())).filter((game) => before.some((question) => question.id === game.questionId));
    expect(games).toHaveLength(50 * 25);
    expect(await drainCalibrationQueue()).toBe(games.length);
    expect(await db().calibrationEntry.count()).toBe(0);
    const after = await db().question.findMany({ where: { competitionId: amc10a.id }, orderBy: { id: "asc" } });
    after.forEach((question, index) => {
      const expected = calibrateQuestion(
        { rating: before[index].rating, games: before[index].ratingGames },
        games.filter((game) => game.questionId === question.id),
      );
      expect(question.ratingGames).toBe(before[index].ratingGames + 50);
      expect(question.rating).toBeCloseTo(expected.rating, 9);
    });
  });

  it("keeps one student's rating history and rating consistent when two contests are submitted at once", async () => {
    const student = await newStudent();
    const [a, b] = await Promise.all([startToken(student.caller, amc10a), startToken(student.caller, amc10b)]);
    const [first, second] = await Promise.all([
      submit(student.caller, amc10a, a, allRight(amc10a)),
      submit(student.caller, amc10b, b, amc10b.questions.map((question) => ({ question_id: question.id, answer: wrong(question) }))),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const changes = await db().ratingChange.findMany({ where: { userId: student.userId }, orderBy: { id: "asc" } });
    expect(changes).toHaveLength(2);
    expect(changes[0].before).toBe(1500);
    expect(changes[1].before).toBe(changes[0].after);
    const rating = await db().rating.findUniqueOrThrow({ where: { userId_family: { userId: student.userId, family: "AMC10" } } });
    expect(rating).toMatchObject({ rating: changes[1].after, games: 50 });
  });
});
