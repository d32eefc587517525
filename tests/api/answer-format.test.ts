// What counts as an answer (domain/answers.ts answerProblem): a letter A-E for multiple choice, a
// whole number 0-999 for an AIME-style question, and never more than MAX_ANSWER_LENGTH characters.
// Anything else is refused with the rule's message on every path (GraphQL, /api, the /result
// form) and changes nothing: no attempt counted, no attempt used. In a contest sheet an answer
// that is not one counts as a blank (the sheet is taken as it is, as at the bell).
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { anonymous, browser, graphql, rest, type Caller } from "../support/clients.ts";
import { ANSWER_MESSAGES } from "../../server/domain/answers.ts";

const app = useTestApp();
const db = () => app().database.prisma;

type Question = { id: number; answer: string; isMultipleChoice: boolean };
let choice: Question;
let aime: Question;

let users = 0;
async function newStudent(): Promise<{ caller: Caller; userId: number; cookie: string }> {
  const email = `format${++users}@answer-format.test`;
  const { jar } = await signIn(app().baseUrl, email);
  const { id } = await db().user.findUniqueOrThrow({ where: { email } });
  return { caller: browser(jar), userId: id, cookie: jar.header() };
}

async function contestQuestions(name: string, year: number): Promise<Question[]> {
  const competition = await db().competition.findUniqueOrThrow({ where: { name_year: { name, year } } });
  return db().question.findMany({ where: { competitionId: competition.id, status: "PUBLISHED" }, orderBy: { problemNumber: "asc" } });
}

beforeAll(async () => {
  choice = (await contestQuestions("AMC_8", 2024))[0]!;
  aime = (await contestQuestions("AIME_I", 2024))[0]!;
  expect(choice.isMultipleChoice).toBe(true);
  expect(aime.isMultipleChoice).toBe(false);
});

const SUBMIT = /* GraphQL */ `
  mutation ($q: Int!, $a: String!, $s: AttemptSource) {
    submitAnswer(questionId: $q, answer: $a, source: $s) {
      __typename
      ... on InputError { message }
      ... on AnswerResult { correct attemptsUsed attemptsLeft }
    }
  }
`;

const LONG = "B".repeat(20_000);
const wrongLetter = (question: Question) => (question.answer.trim().toUpperCase().startsWith("A") ? "B" : "A");

describe("a single answer that is not one", () => {
  it.each([
    ["ZZZ on a five-choice question", () => choice, "ZZZ", ANSWER_MESSAGES.choice],
    ["20,000 characters", () => choice, LONG, ANSWER_MESSAGES.tooLong],
    ["1e308 on an AIME question", () => aime, "1e308", ANSWER_MESSAGES.integer],
    ["1000 on an AIME question", () => aime, "1000", ANSWER_MESSAGES.integer],
  ])("(%s) is refused over GraphQL with the rule's message, and uses no attempt", async (_name, question, answer, message) => {
    const student = await newStudent();
    for (const source of ["QUESTION", "PRACTICE"]) {
      const reply = await graphql(app().baseUrl, student.caller, SUBMIT, { q: question().id, a: answer, s: source });
      expect(reply.data.submitAnswer).toEqual({ __typename: "InputError", message });
    }
    expect(await db().attempt.count({ where: { userId: student.userId } })).toBe(0);
    // Both practice attempts are still there.
    const wrong = question().isMultipleChoice ? wrongLetter(question()) : String((Number(question().answer) + 1) % 1000);
    const first = await graphql(app().baseUrl, student.caller, SUBMIT, { q: question().id, a: wrong });
    expect(first.data.submitAnswer).toEqual({ __typename: "AnswerResult", correct: false, attemptsUsed: 1, attemptsLeft: 1 });
  });

  it("is a 400 with the message on /api (question page, random practice, lesson), and nothing is written", async () => {
    const student = await newStudent();
    const placement = await db().sectionQuestion.findFirstOrThrow({
      where: { isExample: false, question: { isMultipleChoice: true } },
      include: { section: true },
      orderBy: { questionId: "asc" },
    });
    const cases: [string, Record<string, unknown>, string][] = [
      ["/api/random/submit_answer", { question_id: aime.id, user_answer: "1e308" }, ANSWER_MESSAGES.integer],
      ["/api/random/submit_answer", { question_id: aime.id, user_answer: 1e308 }, ANSWER_MESSAGES.integer],
      ["/api/random/submit_answer", { question_id: choice.id, user_answer: "ZZZ", tag: "practice" }, ANSWER_MESSAGES.choice],
      ["/api/random/submit_answer", { question_id: choice.id, user_answer: LONG }, ANSWER_MESSAGES.tooLong],
      ["/api/section-notes/submit-answer", { question_id: placement.questionId, user_answer: "ZZZ", lession_id: placement.section.lessonId, sid: placement.sectionId }, ANSWER_MESSAGES.choice],
    ];
    for (const [path, body, detail] of cases) {
      const reply = await rest(app().baseUrl, student.caller, "POST", path, body);
      expect({ path, status: reply.status, detail: reply.body.detail }).toEqual({ path, status: 400, detail });
    }
    expect(await db().attempt.count({ where: { userId: student.userId } })).toBe(0);
  });

  it("keeps what the rule allows: a letter in either case, with its choice's text, and 007 for 7", async () => {
    const student = await newStudent();
    const letter = choice.answer.trim().toLowerCase()[0]!;
    const reply = await graphql(app().baseUrl, student.caller, SUBMIT, { q: choice.id, a: `${letter}) the answer` });
    expect(reply.data.submitAnswer).toMatchObject({ __typename: "AnswerResult", correct: true });
    const padded = aime.answer.trim().padStart(3, "0");
    const number = await rest(app().baseUrl, student.caller, "POST", "/api/random/submit_answer", { question_id: aime.id, user_answer: padded });
    expect(number).toMatchObject({ status: 200, body: { is_correct: true } });
  });
});

describe("a contest answer that is not one", () => {
  /** Starts the contest over /api and submits answers over /api. */
  async function sitAndSubmit(caller: Caller, name: string, year: number, answers: (question: Question, index: number) => unknown) {
    const questions = await contestQuestions(name, year);
    const { ts } = (await rest(app().baseUrl, caller, "GET", `/api/contest/${name}/${year}`)).body;
    const body = { competition_name: name, competition_year: year, ts, answers: questions.map((question, index) => ({ question_id: question.id, answer: answers(question, index) })) };
    return { questions, ts, reply: await rest(app().baseUrl, caller, "POST", "/api/contest/submit", body) };
  }

  it("counts as a blank on a five-choice sheet: scored as one, no attempt stored for it, the rest of the sheet taken", async () => {
    const student = await newStudent();
    // Q1 ZZZ, Q2 20,000 characters, Q3 "b) ..." style, the rest right.
    const { questions, reply } = await sitAndSubmit(student.caller, "AMC_10A", 2024, (question, index) =>
      index === 0 ? "ZZZ" : index === 1 ? LONG : index === 2 ? `${question.answer.toLowerCase()}) text` : question.answer,
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ correct: 23, blank: 2, incorrect: 0, score: 23 * 6 + 2 * 1.5 });
    const attempts = await db().attempt.findMany({ where: { userId: student.userId }, select: { questionId: true } });
    expect(attempts.map((attempt) => attempt.questionId).sort((a, b) => a - b)).toEqual(questions.slice(2).map((question) => question.id).sort((a, b) => a - b));
    const stored = await db().contestSubmission.findFirstOrThrow({ where: { userId: student.userId } });
    expect((stored.answers as { given: string; blank: boolean }[]).slice(0, 2)).toEqual([
      expect.objectContaining({ given: "", blank: true }),
      expect.objectContaining({ given: "", blank: true }),
    ]);
  });

  it("counts as a blank on an AIME sheet over GraphQL (1e308, 1000, -5)", async () => {
    const student = await newStudent();
    const questions = await contestQuestions("AIME_I", 2024);
    const contest = await graphql(app().baseUrl, student.caller, `{ contest(name: "AIME_I", year: 2024) { startToken } }`);
    const junk = ["1e308", "1000", "-5"];
    const answers = questions.map((question, index) => ({ questionId: question.id, answer: junk[index] ?? question.answer }));
    const submitted = await graphql(
      app().baseUrl,
      student.caller,
      `mutation ($t: String!, $a: [ContestAnswerInput!]!) { submitContest(startToken: $t, answers: $a) { __typename ... on ContestResult { score correct blank incorrect } } }`,
      { t: contest.data.contest.startToken, a: answers },
    );
    expect(submitted.data.submitContest).toEqual({ __typename: "ContestResult", score: questions.length - 3, correct: questions.length - 3, blank: 3, incorrect: 0 });
    expect(await db().attempt.count({ where: { userId: student.userId } })).toBe(questions.length - 3);
  });

  it("counts as a blank through the /result form too", async () => {
    const questions = await contestQuestions("AMC_8", 2024);
    const { ts } = (await rest(app().baseUrl, anonymous, "GET", "/api/contest/AMC_8/2024")).body;
    const fields = { ts, is_signed_in: "false", name: "AMC_8", year: "2024", ...Object.fromEntries(questions.map((question, index) => [`answer_${question.id}`, index === 0 ? "ZZZ" : question.answer])) };
    const page = await fetch(`${app().baseUrl}/result`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });
    expect(page.status).toBe(303);
    const id = Number((page.headers.get("location") ?? "").replace("/app/result/", ""));
    const stored = await db().contestSubmission.findUniqueOrThrow({ where: { id } });
    expect({ correct: stored.correctCount, blank: stored.blankCount, incorrect: stored.incorrectCount }).toEqual({ correct: questions.length - 1, blank: 1, incorrect: 0 });
  });
});
