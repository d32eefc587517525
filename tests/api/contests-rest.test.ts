// The mock tests and the timed contest on /api (spec sections 3, 7 and 9): GET /api/mock-test/,
// GET /api/contest/{name}/{year} and POST /api/contest/submit answer the documented keys,
// anonymously and signed in; the contest never carries its answers; the submission limit; and
// the /result page the contest page posts its form to afterwards.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { anonymous, browser, graphql, rest, type Caller } from "../support/clients.ts";
import { readdirSync, readFileSync } from "node:fs";

const app = useTestApp();
const db = () => app().database.prisma;

const MOCK_TEST_KEYS = ["competitions", "rating_leaderboard"];
const COMPETITION_KEYS = ["name", "num_test_takers", "top_test_takers", "years"];
const BOARD_KEYS = ["AIME", "AMC_10", "AMC_12", "AMC_8"];
const BOARD_ENTRY_KEYS = ["rank", "rating", "userid", "username"];
const CONTEST_KEYS = ["competition_name", "competition_year", "duration", "is_admin", "is_allow_to_submit", "is_signed_in", "questions", "ts"];
const CONTEST_QUESTION_KEYS = ["id", "img", "multiple_choice", "problem_html", "problem_number", "question"];
const SUBMIT_KEYS = ["blank", "correct", "full_score", "incorrect", "late", "message", "rated", "rating_change", "score", "success"];
const RATING_CHANGE_KEYS = ["after", "before", "provisional"];
const DEMO_COMPETITIONS = ["AMC_8", "AMC_10A", "AMC_10B", "AMC_12A", "AMC_12B", "AIME_I", "AIME_II"];

const keys = (object: object) => Object.keys(object).sort();
const call = (caller: Caller, method: "GET" | "POST", path: string, body?: Record<string, unknown>) => rest(app().baseUrl, caller, method, path, body);

let student: Caller;
let admin: Caller;

let users = 0;
/** A new student account (so limits and ratings are this test's alone). */
async function newStudent(name = "taker"): Promise<{ caller: Caller; userId: number; email: string }> {
  const email = `${name}${++users}@contests-rest.test`;
  const caller = browser((await signIn(app().baseUrl, email)).jar);
  const { id } = await db().user.findUniqueOrThrow({ where: { email } });
  return { caller, userId: id, email };
}

beforeAll(async () => {
  student = browser((await signIn(app().baseUrl, "student@boxed.test")).jar);
  admin = browser((await signIn(app().baseUrl, "admin@boxed.test")).jar);
});

type StoredQuestion = { id: number; answer: string; isMultipleChoice: boolean; problemNumber: number; rating: number; ratingGames: number };
/** A contest's questions as stored, answers included, in problem order. */
async function storedQuestions(name: string, year: number): Promise<StoredQuestion[]> {
  const competition = await db().competition.findUniqueOrThrow({ where: { name_year: { name, year } } });
  return db().question.findMany({ where: { competitionId: competition.id, status: "PUBLISHED" }, orderBy: { problemNumber: "asc" } });
}

const wrongAnswer = (question: { answer: string; isMultipleChoice: boolean }) =>
  question.isMultipleChoice ? (question.answer.trim().toUpperCase().startsWith("A") ? "B" : "A") : String(Number(question.answer) + 1);

/** Answers: the first `right` correct, the next `blank` left empty, the rest wrong. */
function answersFor(questions: StoredQuestion[], right: number, blank: number) {
  return questions.map((question, index) => ({
    question_id: question.id,
    answer: index < right ? question.answer : index < right + blank ? "" : wrongAnswer(question),
  }));
}

async function startContest(caller: Caller, name: string, year: number) {
  const response = await call(caller, "GET", `/api/contest/${name}/${year}`);
  expect(response.status).toBe(200);
  return response.body;
}

function submit(caller: Caller, name: string, year: number, ts: string | undefined, answers: { question_id: number; answer: string }[]) {
  return call(caller, "POST", "/api/contest/submit", { competition_name: name, competition_year: year, answers, time_spent: 1234, ...(ts === undefined ? {} : { ts }) });
}

/** Every key anywhere inside a JSON value. */
function allKeys(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) allKeys(item, found);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      found.push(key);
      allKeys(item, found);
    }
  }
  return found;
}

describe("GET /api/mock-test/", () => {
  it("lists every enabled competition with its years, and empty boards before anyone has taken one", async () => {
    for (const caller of [anonymous, student]) {
      const { status, body } = await call(caller, "GET", "/api/mock-test/");
      expect(status).toBe(200);
      expect(keys(body)).toEqual(MOCK_TEST_KEYS);
      expect(body.competitions.map((competition: any) => competition.name)).toEqual(DEMO_COMPETITIONS);
      for (const competition of body.competitions) {
        expect(keys(competition)).toEqual(COMPETITION_KEYS);
        expect(competition).toMatchObject({ num_test_takers: 0, top_test_takers: [] });
      }
      expect(body.competitions[0].years).toEqual([2024, 2023]);
      expect(body.competitions[1].years).toEqual([2024]);
      expect(keys(body.rating_leaderboard)).toEqual(BOARD_KEYS);
      expect(body.rating_leaderboard).toEqual({ AMC_8: [], AMC_10: [], AMC_12: [], AIME: [] });
    }
  });

  it("counts takers, shows the top three with the part of their address before the @, and ranks ratings", async () => {
    const questions = await storedQuestions("AMC_8", 2023);
    const takers: { caller: Caller; userId: number; email: string; right: number }[] = [];
    for (const [index, right] of [5, 20, 12, 18].entries()) {
      const taker = await newStudent(`mock.taker${index}`);
      const { ts } = await startContest(taker.caller, "AMC_8", 2023);
      expect((await submit(taker.caller, "AMC_8", 2023, ts, answersFor(questions, right, 0))).status).toBe(200);
      takers.push({ ...taker, right });
    }
    // An anonymous taker is scored, but neither counted nor listed.
    const { ts } = await startContest(anonymous, "AMC_8", 2023);
    expect((await submit(anonymous, "AMC_8", 2023, ts, answersFor(questions, 25, 0))).status).toBe(200);

    for (const caller of [anonymous, student]) {
      const { body } = await call(caller, "GET", "/api/mock-test/");
      expect(JSON.stringify(body)).not.toContain("@");
      const amc8 = body.competitions.find((competition: any) => competition.name === "AMC_8");
      expect(amc8.num_test_takers).toBe(4);
      expect(amc8.top_test_takers).toEqual([20, 18, 12].map((score) => {
        const taker = takers.find((candidate) => candidate.right === score)!;
        return { name: taker.email.split("@")[0], score, year: 2023 };
      }));
      for (const entry of amc8.top_test_takers) expect(keys(entry)).toEqual(["name", "score", "year"]);
      const board = body.rating_leaderboard.AMC_8;
      expect(board).toHaveLength(4);
      for (const entry of board) expect(keys(entry)).toEqual(BOARD_ENTRY_KEYS);
      expect(board.map((entry: any) => entry.rank)).toEqual([1, 2, 3, 4]);
      // More right answers on the same contest, a higher rating.
      expect(board.map((entry: any) => entry.userid)).toEqual(
        [...takers].sort((a, b) => b.right - a.right).map((taker) => taker.userId),
      );
      expect(body.rating_leaderboard.AMC_10).toEqual([]);
    }
  });
});

describe("GET /api/contest/{name}/{year}", () => {
  it("answers the contest with its questions in order and a start token, anonymously", async () => {
    const { status, body } = await call(anonymous, "GET", "/api/contest/AMC_10A/2024");
    expect(status).toBe(200);
    expect(keys(body)).toEqual(CONTEST_KEYS);
    expect(body).toMatchObject({
      competition_name: "AMC_10A",
      competition_year: 2024,
      duration: 75,
      is_signed_in: false,
      is_admin: false,
      is_allow_to_submit: true,
    });
    expect(body.ts).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(body.questions).toHaveLength(25);
    expect(body.questions.map((question: any) => question.problem_number)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
    const stored = await storedQuestions("AMC_10A", 2024);
    expect(body.questions.map((question: any) => question.id)).toEqual(stored.map((question) => question.id));
    for (const question of body.questions) {
      expect(keys(question)).toEqual(CONTEST_QUESTION_KEYS);
      expect(question.multiple_choice).toHaveLength(5);
      expect(question.question).toEqual(expect.any(String));
      expect(question.problem_html).toMatch(/\S/);
    }
  });

  it("tells a student and an admin who they are, and gives a student's open sitting back on reload", async () => {
    const first = await startContest(student, "AMC_10A", 2024);
    const second = await startContest(student, "AMC_10A", 2024);
    expect(first).toMatchObject({ is_signed_in: true, is_admin: false, is_allow_to_submit: true });
    expect(second.ts).toBe(first.ts);
    expect(await startContest(admin, "AMC_10A", 2024)).toMatchObject({ is_signed_in: true, is_admin: true, is_allow_to_submit: true });
  });

  it("gives AIME questions as free answers, and reads the name in any case", async () => {
    const body = await startContest(anonymous, "aime_i", 2024);
    expect(body).toMatchObject({ competition_name: "AIME_I", competition_year: 2024, duration: 180 });
    expect(body.questions).toHaveLength(15);
    for (const question of body.questions) expect(question.multiple_choice).toBe(false);
  });

  it("never carries the answers, not even to an admin", async () => {
    for (const [name, year] of [["AMC_8", 2024], ["AMC_12B", 2024], ["AIME_II", 2024]] as const) {
      const stored = new Map((await storedQuestions(name, year)).map((question) => [question.id, question]));
      for (const caller of [anonymous, student, admin]) {
        const body = await startContest(caller, name, year);
        expect(allKeys(body).filter((key) => /answer|solution|reveal|correct/i.test(key))).toEqual([]);
        for (const question of body.questions) {
          const answer = stored.get(question.id)!.answer;
          // No field of the question (nor any choice) is the answer itself.
          const values = [question.question, question.problem_html, question.img, ...(Array.isArray(question.multiple_choice) ? question.multiple_choice : [])];
          expect({ id: question.id, found: values.filter((value) => typeof value === "string" && value.trim() === answer.trim()) }).toEqual({ id: question.id, found: [] });
        }
      }
    }
  });

  it("answers 404 for a contest that does not exist and 400 for a year that is not a number", async () => {
    expect(await call(anonymous, "GET", "/api/contest/AMC_10A/1990")).toEqual({ status: 404, body: { detail: "Contest not found" } });
    expect(await call(anonymous, "GET", "/api/contest/AMC_11/2024")).toEqual({ status: 404, body: { detail: "Contest not found" } });
    expect(await call(anonymous, "GET", "/api/contest/AMC_10A/99999999999")).toEqual({ status: 404, body: { detail: "Contest not found" } });
    const notANumber = await call(anonymous, "GET", "/api/contest/AMC_10A/twenty");
    expect(notANumber.status).toBe(400);
    expect(notANumber.body).toEqual({ detail: expect.any(String) });
  });
});

describe("POST /api/contest/submit", () => {
  it("scores an anonymous taker without a rating", async () => {
    const questions = await storedQuestions("AMC_12A", 2024);
    const { ts } = await startContest(anonymous, "AMC_12A", 2024);
    const { status, body } = await submit(anonymous, "AMC_12A", 2024, ts, answersFor(questions, 4, 1));
    expect(status).toBe(200);
    expect(keys(body)).toEqual(SUBMIT_KEYS);
    expect(body).toEqual({
      success: true,
      message: "Sign in to get a rating for your contests.",
      score: 4 * 6 + 1.5,
      full_score: 150,
      correct: 4,
      blank: 1,
      incorrect: 20,
      rated: false,
      late: false,
      rating_change: null,
    });
  });

  it("scores and rates a student's first submission, measuring the time itself", async () => {
    const taker = await newStudent();
    const questions = await storedQuestions("AMC_12A", 2024);
    const { ts } = await startContest(taker.caller, "AMC_12A", 2024);
    const { status, body } = await submit(taker.caller, "AMC_12A", 2024, ts, answersFor(questions, 15, 5));
    expect(status).toBe(200);
    expect(keys(body)).toEqual(SUBMIT_KEYS);
    expect(body).toMatchObject({ success: true, score: 15 * 6 + 5 * 1.5, full_score: 150, correct: 15, blank: 5, incorrect: 5, rated: true, late: false });
    expect(keys(body.rating_change)).toEqual(RATING_CHANGE_KEYS);
    const rating = await db().rating.findUniqueOrThrow({ where: { userId_family: { userId: taker.userId, family: "AMC12" } } });
    // Provisional for the first 3 rated contests (issue 16; it used to end with the first 25 games).
    expect(body.rating_change).toEqual({ before: 1500, after: Math.round(rating.rating), provisional: true });
    expect(body.message).toBe(`Your AMC 12 rating went from 1500 to ${Math.round(rating.rating)}.`);
    // time_spent (1234 s) was ignored: the server measured a few seconds.
    const stored = await db().contestSubmission.findFirstOrThrow({ where: { userId: taker.userId } });
    expect(stored.timeSpentSeconds).toBeLessThan(60);
  });

  it("allows three submissions per contest: then is_allow_to_submit is false and the fourth is refused", async () => {
    const taker = await newStudent();
    const questions = await storedQuestions("AMC_10B", 2024);
    for (let sitting = 1; sitting <= 3; sitting++) {
      const contest = await startContest(taker.caller, "AMC_10B", 2024);
      expect(contest.is_allow_to_submit).toBe(true);
      const { status, body } = await submit(taker.caller, "AMC_10B", 2024, contest.ts, answersFor(questions, 10 + sitting, 0));
      expect(status).toBe(200);
      expect(body.rated).toBe(sitting === 1);
    }
    const contest = await startContest(taker.caller, "AMC_10B", 2024);
    expect(contest.is_allow_to_submit).toBe(false);
    const refused = await submit(taker.caller, "AMC_10B", 2024, contest.ts, answersFor(questions, 25, 0));
    expect(refused).toEqual({ status: 400, body: { detail: "You have reached the submission limit for this contest." } });
    expect(await db().contestSubmission.count({ where: { userId: taker.userId } })).toBe(3);
    // Other contests and other students are not limited.
    expect((await startContest(taker.caller, "AMC_10A", 2024)).is_allow_to_submit).toBe(true);
    expect((await startContest(student, "AMC_10B", 2024)).is_allow_to_submit).toBe(true);
  });

  it("needs the start token ts, for the contest it names", async () => {
    const taker = await newStudent();
    const questions = await storedQuestions("AMC_10B", 2024);
    expect(await submit(taker.caller, "AMC_10B", 2024, undefined, answersFor(questions, 5, 0))).toEqual({
      status: 400,
      body: { detail: "ts is required: start the contest first." },
    });
    expect((await submit(taker.caller, "AMC_10B", 2024, "", answersFor(questions, 5, 0))).status).toBe(400);
    const { ts } = await startContest(taker.caller, "AMC_10A", 2024);
    for (const [name, year] of [["AMC_10B", 2024], ["AMC_10A", 2023], ["AMC_8", 2024]] as const) {
      const refused = await submit(taker.caller, name, year, ts, answersFor(questions, 5, 0));
      expect(refused.status).toBe(400);
      expect(refused.body.detail).toMatch(/another contest/);
    }
    expect((await call(taker.caller, "POST", "/api/contest/submit", { competition_name: "AMC_10A", competition_year: "next", answers: [], ts })).status).toBe(400);
    expect((await call(taker.caller, "POST", "/api/contest/submit", { competition_name: "AMC_10A", competition_year: 2024, answers: "A", ts })).status).toBe(400);
    expect(await db().contestSubmission.count({ where: { userId: taker.userId } })).toBe(0);
    // The right contest, in the name's own case or not, is accepted.
    expect((await submit(taker.caller, "amc_10a", 2024, ts, [])).status).toBe(200);
  });

  it("refuses a token that is not the server's with a 400 and its message", async () => {
    const { ts } = await startContest(student, "AMC_10B", 2024);
    const [payload, signature] = ts.split(".");
    const forged = `${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    expect(await submit(student, "AMC_10B", 2024, forged, [])).toEqual({
      status: 400,
      body: { detail: "This contest's start token is not valid. Reload the contest and try again." },
    });
  });
});

describe("the /api adapters", () => {
  // The architecture's promise: /api answers what the schema answers, so the rules (the start
  // token, the contest a token is for) are the server's once. An adapter that reads the database
  // or the token itself can drift from them.
  it("obtain everything through GraphQL: none reads the database or decodes a start token", () => {
    const folder = new URL("../../server/rest/", import.meta.url);
    const offenders = readdirSync(folder)
      .filter((file) => file.endsWith(".ts"))
      .filter((file) => /from "\.\.\/db\/|base64url|contestClock/.test(readFileSync(new URL(file, folder), "utf8")));
    expect(offenders).toEqual([]);
  });
});

describe("POST /result", () => {
  /** Posts the contest page's form: ts, is_signed_in, name, year and answer_{questionId}. */
  async function postResult(fields: Record<string, string>, headers: Record<string, string> = {}) {
    const response = await fetch(`${app().baseUrl}/result`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields),
    });
    return { status: response.status, type: response.headers.get("content-type") ?? "", location: response.headers.get("location") ?? "", html: await response.text() };
  }

  const formFields = (ts: string, signedIn: boolean, name: string, year: number, answers: { question_id: number; answer: string }[]) => ({
    ts,
    is_signed_in: String(signedIn),
    name,
    year: String(year),
    ...Object.fromEntries(answers.map((entry) => [`answer_${entry.question_id}`, entry.answer])),
  });

  const RESULT = /* GraphQL */ `
    query ($id: Int!) {
      contestResult(submissionId: $id) {
        title score fullScore correct blank incorrect message rated
        ratingChange { label before after provisional }
        answers { questionId given correct blank correctAnswer }
      }
    }
  `;
  const resultOf = async (caller: Caller, location: string) =>
    (await graphql(app().baseUrl, caller, RESULT, { id: Number(location.replace("/app/result/", "")) })).data.contestResult;

  it("redirects (303) to the submission the contest page made: score, counts, every answer with the correct one, and the rating change", async () => {
    const email = `result${++users}@contests-rest.test`;
    const { jar } = await signIn(app().baseUrl, email);
    const taker = browser(jar);
    const userId = (await db().user.findUniqueOrThrow({ where: { email } })).id;
    const questions = await storedQuestions("AMC_10A", 2024);
    const answers = answersFor(questions, 12, 6);
    const { ts } = await startContest(taker, "AMC_10A", 2024);
    const submitted = (await submit(taker, "AMC_10A", 2024, ts, answers)).body;
    expect(submitted.rated).toBe(true);

    const page = await postResult(formFields(ts, true, "AMC_10A", 2024, answers), { cookie: jar.header(), origin: app().baseUrl });
    expect(page.status).toBe(303);
    expect(page.location).toMatch(/^\/app\/result\/\d+$/);
    const result = await resultOf(taker, page.location);
    expect(result).toMatchObject({ title: "AMC 10A 2024", score: 12 * 6 + 6 * 1.5, fullScore: 150, correct: 12, blank: 6, incorrect: 7, message: submitted.message });
    const { before, after } = submitted.rating_change;
    expect(before).toBe(1500);
    expect(result.ratingChange).toMatchObject({ label: "AMC 10", before: 1500, after: Math.round(after) });
    expect(result.answers).toHaveLength(25);
    questions.forEach((question, index) => {
      expect(result.answers[index]).toMatchObject({ questionId: question.id, given: answers[index].answer, correctAnswer: question.answer, blank: index >= 12 && index < 18 });
    });
    // The same sitting: still one submission.
    expect(await db().contestSubmission.count({ where: { userId } })).toBe(1);
  });

  it("makes the submission for a plain form post, anonymously", async () => {
    const questions = await storedQuestions("AMC_8", 2024);
    const { ts } = await startContest(anonymous, "AMC_8", 2024);
    const page = await postResult(formFields(ts, false, "AMC_8", 2024, answersFor(questions, 9, 3)));
    expect(page.status).toBe(303);
    const result = await resultOf(anonymous, page.location);
    expect(result).toMatchObject({ score: 9, fullScore: 25, message: "Sign in to get a rating for your contests.", ratingChange: null, rated: false });
  });

  it("answers a 400 page for a forged or missing ts, and refuses a signed-in post from another site", async () => {
    const { ts } = await startContest(anonymous, "AMC_8", 2024);
    const [payload, signature] = ts.split(".");
    const decoded = JSON.parse(Buffer.from(payload, "base64url").toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...decoded, startedAt: decoded.startedAt + 3_600_000 })).toString("base64url");
    for (const forged of [`${forgedPayload}.${signature}`, "", "not-a-token"]) {
      const page = await postResult({ ts: forged, is_signed_in: "false", name: "AMC_8", year: "2024" });
      expect(page.status).toBe(400);
      expect(page.type).toMatch(/text\/html/);
      expect(page.html).toContain("Contest not submitted");
      expect(page.html).toContain("start token is not valid");
    }
    const { jar } = await signIn(app().baseUrl, `crosssite${++users}@contests-rest.test`);
    const { ts: mine } = await startContest(browser(jar), "AMC_8", 2024);
    const refused = await postResult({ ts: mine, is_signed_in: "true", name: "AMC_8", year: "2024" }, { cookie: jar.header(), origin: "https://elsewhere.example" });
    expect(refused.status).toBe(403);
  });
});
