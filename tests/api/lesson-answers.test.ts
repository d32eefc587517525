// The attempt rules are the server's, whatever a client sends by hand over /api or GraphQL: two
// attempts per question and place, locked once solved or used up; nothing more is stored after
// that, not even by ten answers at once; and the answer and solution are never readable, on any
// path, before the question is locked for that user (then they are, for that user only).
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { anonymous, browser, graphql, rest, type Caller } from "../support/clients.ts";

// One query reads the answer on every path at once (nested courses, lessons and sections), far
// over a partner's per-operation cost limit, which limits.test.ts and cost-limits.test.ts cover.
const app = useTestApp({ env: { GRAPHQL_MAX_QUERY_COST: "1000000" } });
const db = () => app().database.prisma;

type Placement = { lessonId: number; sectionId: number; courseId: number; question: { id: number; answer: string; isMultipleChoice: boolean } };

let placements: Placement[] = [];
let next = 0;
/** A lesson practice question nobody in this file has used yet, with where it is placed. */
function freshPlacement(): Placement {
  const placement = placements[next++];
  if (!placement) throw new Error("out of demo lesson questions");
  return placement;
}

let users = 0;
/** A new student account (so counts and reveals are this test's alone), with its user id. */
async function newStudent(): Promise<{ caller: Caller; userId: number; email: string }> {
  const email = `learner${++users}@lesson-answers.test`;
  const caller = browser((await signIn(app().baseUrl, email)).jar);
  const { id } = await db().user.findUniqueOrThrow({ where: { email } });
  return { caller, userId: id, email };
}

beforeAll(async () => {
  const rows = await db().sectionQuestion.findMany({
    where: { isExample: false },
    orderBy: [{ sectionId: "asc" }, { position: "asc" }],
    include: { question: true, section: { include: { lesson: true } } },
  });
  // One question per section, so "another section" of the same lesson is always at hand.
  const seen = new Set<number>();
  placements = rows
    .filter((row) => !seen.has(row.sectionId) && seen.add(row.sectionId))
    .map((row) => ({ lessonId: row.section.lessonId, sectionId: row.sectionId, courseId: row.section.lesson.courseId, question: row.question }));
});

const wrongAnswer = (question: { answer: string; isMultipleChoice: boolean }) =>
  question.isMultipleChoice ? (question.answer.trim().toUpperCase().startsWith("A") ? "B" : "A") : String(Number(question.answer) + 1);

const attemptRows = (userId: number, questionId: number, source?: "LESSON" | "QUESTION" | "PRACTICE") =>
  db().attempt.count({ where: { userId, questionId, ...(source ? { source } : {}) } });

// ---------------------------------------------------------------------------------------------
// Answering by hand.

const restLessonAnswer = (caller: Caller, placement: Placement, answer: string, sectionId = placement.sectionId) =>
  rest(app().baseUrl, caller, "POST", "/api/section-notes/submit-answer", {
    question_id: placement.question.id, user_answer: answer, lession_id: placement.lessonId, sid: sectionId,
  });

const SUBMIT_LESSON_ANSWER = /* GraphQL */ `
  mutation ($questionId: Int!, $lessonId: Int!, $sectionId: Int!, $answer: String!) {
    submitLessonAnswer(questionId: $questionId, lessonId: $lessonId, sectionId: $sectionId, answer: $answer) {
      __typename
      ... on InputError { message field }
      ... on LessonAnswerResult {
        correct attemptsUsed attemptsLeft locked correctAnswer message
        question { reveal { answer solutionText solutionHtml } viewerState { attemptsUsed locked } }
        section { practiceQuestions { questionId reveal { answer } } }
        lesson { sections { practiceQuestions { questionId reveal { answer } } } }
      }
    }
  }
`;

async function graphqlLessonAnswer(caller: Caller, placement: Placement, answer: string, sectionId = placement.sectionId) {
  const result = await graphql(app().baseUrl, caller, SUBMIT_LESSON_ANSWER, {
    questionId: placement.question.id, lessonId: placement.lessonId, sectionId, answer,
  });
  expect(result.errors).toBeUndefined();
  return result.data.submitLessonAnswer;
}

// ---------------------------------------------------------------------------------------------
// Reading the answer, every way there is.

const REVEAL = "reveal { answer solutionText solutionHtml solutionAi solutionUrl solutionVideos }";
const READ_PATHS = /* GraphQL */ `
  query ($questionId: Int!, $nodeId: ID!, $lessonId: Int!, $courseId: Int!) {
    question(questionId: $questionId) {
      questionId ${REVEAL}
      relatedSections { section { practiceQuestions { questionId ${REVEAL} } lesson { sections { practiceQuestions { questionId ${REVEAL} } } } } }
    }
    node(id: $nodeId) { ... on Question { questionId ${REVEAL} } }
    nodes(ids: [$nodeId]) { ... on Question { questionId ${REVEAL} } }
    lesson(lessonId: $lessonId) { sections { practiceQuestions { questionId ${REVEAL} } } }
    course(courseId: $courseId) { lessons { sections { practiceQuestions { questionId ${REVEAL} } } } }
    courses { lessons { sections { practiceQuestions { questionId ${REVEAL} } } } }
    viewer { printout { edges { node { questionId ${REVEAL} } } } }
  }
`;

/** Every object with this questionId found anywhere in a GraphQL answer. */
function findQuestion(value: unknown, questionId: number, found: any[] = []): any[] {
  if (Array.isArray(value)) for (const item of value) findQuestion(item, questionId, found);
  else if (value && typeof value === "object") {
    if ((value as { questionId?: number }).questionId === questionId) found.push(value);
    for (const child of Object.values(value)) findQuestion(child, questionId, found);
  }
  return found;
}

/**
 * What a caller can read of the answer on every path: GraphQL (Question.reveal through the
 * question, node, nodes, lessons, courses, related sections and the printout) and /api (the
 * question page and the lesson page). Answers the distinct values seen: [null] when hidden.
 */
async function answerAsSeenBy(caller: Caller, placement: Placement): Promise<unknown[]> {
  const questionId = placement.question.id;
  const result = await graphql(app().baseUrl, caller, READ_PATHS, {
    questionId, nodeId: Buffer.from(`Question:${questionId}`).toString("base64"), lessonId: placement.lessonId, courseId: placement.courseId,
  });
  expect(result.errors).toBeUndefined();
  const seen = findQuestion(result.data, questionId);
  // question, its related sections and their lessons, node, nodes, lesson, course, courses (+ printout when added).
  expect(seen.length).toBeGreaterThanOrEqual(8);
  const values: unknown[] = seen.map((question) => question.reveal && JSON.stringify(question.reveal));

  const page = await rest(app().baseUrl, caller, "GET", `/api/questions/${questionId}`);
  expect(page.status).toBe(200);
  const notes = await rest(app().baseUrl, caller, "GET", `/api/section-notes/?id=${placement.lessonId}&sid=${placement.sectionId}`);
  expect(notes.status).toBe(200);
  const inNotes = notes.body.questions.find((question: any) => question.id === questionId);
  for (const json of [page.body, inNotes]) {
    values.push(json.answer, json.solution, json.solution_text, json.solution_html, json.solution_youtubes && JSON.stringify(json.solution_youtubes));
  }
  return [...new Set(values)];
}

/** Hidden: every path answers null. */
const expectHidden = async (caller: Caller, placement: Placement) => expect(await answerAsSeenBy(caller, placement)).toEqual([null]);

/** Shown: every path answers the stored answer (and no path hides it). */
async function expectShown(caller: Caller, placement: Placement) {
  const seen = await answerAsSeenBy(caller, placement);
  expect(seen).not.toContain(null);
  expect(seen).toContain(placement.question.answer);
}

// ---------------------------------------------------------------------------------------------

describe("two attempts per lesson question", () => {
  it("refuses a third answer over /api (400) and stores nothing more", async () => {
    const { caller, userId } = await newStudent();
    const placement = freshPlacement();
    const wrong = wrongAnswer(placement.question);
    expect((await restLessonAnswer(caller, placement, wrong)).body).toEqual({ correct: false, message: "Try again! You have 1 more attempt(s).", correct_answer: null });
    expect((await restLessonAnswer(caller, placement, wrong)).body).toMatchObject({ correct: false, correct_answer: placement.question.answer });
    expect(await restLessonAnswer(caller, placement, placement.question.answer)).toEqual({
      status: 400, body: { detail: "You have no attempts left for this question." },
    });
    expect(await attemptRows(userId, placement.question.id)).toBe(2);
  });

  it("refuses a third answer over GraphQL (InputError) and stores nothing more", async () => {
    const { caller, userId } = await newStudent();
    const placement = freshPlacement();
    const wrong = wrongAnswer(placement.question);
    expect(await graphqlLessonAnswer(caller, placement, wrong)).toMatchObject({ __typename: "LessonAnswerResult", attemptsUsed: 1, attemptsLeft: 1, locked: false });
    expect(await graphqlLessonAnswer(caller, placement, wrong)).toMatchObject({ attemptsUsed: 2, attemptsLeft: 0, locked: true });
    expect(await graphqlLessonAnswer(caller, placement, placement.question.answer)).toEqual({
      __typename: "InputError", message: "You have no attempts left for this question.", field: "questionId",
    });
    expect(await attemptRows(userId, placement.question.id)).toBe(2);
  });

  it("locks a question once it is answered correctly", async () => {
    const { caller, userId } = await newStudent();
    const placement = freshPlacement();
    const solved = await graphqlLessonAnswer(caller, placement, ` ${placement.question.answer.toLowerCase()} `);
    expect(solved).toMatchObject({ correct: true, message: "Correct!", attemptsUsed: 1, attemptsLeft: 0, locked: true, correctAnswer: placement.question.answer });
    expect(solved.question.viewerState).toEqual({ attemptsUsed: 1, locked: true });
    expect(await restLessonAnswer(caller, placement, placement.question.answer)).toEqual({
      status: 400, body: { detail: "You have already answered this question." },
    });
    expect(await graphqlLessonAnswer(caller, placement, wrongAnswer(placement.question))).toMatchObject({ __typename: "InputError" });
    expect(await attemptRows(userId, placement.question.id)).toBe(1);
  });

  it("refuses blank answers, stores nothing, and uses no attempt", async () => {
    const { caller, userId } = await newStudent();
    const placement = freshPlacement();
    for (const blank of ["", "   ", "\n\t"]) {
      expect(await restLessonAnswer(caller, placement, blank)).toEqual({ status: 400, body: { detail: "Enter an answer." } });
      expect(await graphqlLessonAnswer(caller, placement, blank)).toEqual({ __typename: "InputError", message: "Enter an answer.", field: "answer" });
    }
    // Not even a string: the door reads it as blank.
    expect((await rest(app().baseUrl, caller, "POST", "/api/section-notes/submit-answer", {
      question_id: placement.question.id, user_answer: null, lession_id: placement.lessonId, sid: placement.sectionId,
    })).status).toBe(400);
    expect(await attemptRows(userId, placement.question.id)).toBe(0);
    expect((await restLessonAnswer(caller, placement, wrongAnswer(placement.question))).body.message).toBe("Try again! You have 1 more attempt(s).");
  });

  it("refuses a question sent with another section or another lesson", async () => {
    const { caller, userId } = await newStudent();
    const placement = freshPlacement();
    const sameLesson = placements.find((other) => other.lessonId === placement.lessonId && other.sectionId !== placement.sectionId)!;
    const otherLesson = placements.find((other) => other.lessonId !== placement.lessonId)!;
    const refusal = { status: 400, body: { detail: "This question is not part of that lesson section." } };
    expect(await restLessonAnswer(caller, placement, placement.question.answer, sameLesson.sectionId)).toEqual(refusal);
    expect(await graphqlLessonAnswer(caller, placement, placement.question.answer, otherLesson.sectionId)).toMatchObject({
      __typename: "InputError", message: refusal.body.detail,
    });
    // The right section with the wrong lesson is refused too.
    expect(await rest(app().baseUrl, caller, "POST", "/api/section-notes/submit-answer", {
      question_id: placement.question.id, user_answer: placement.question.answer, lession_id: otherLesson.lessonId, sid: placement.sectionId,
    })).toEqual(refusal);
    expect(await attemptRows(userId, placement.question.id)).toBe(0);
  });

  it("is for signed-in students only", async () => {
    const placement = freshPlacement();
    expect(await restLessonAnswer(anonymous, placement, placement.question.answer)).toEqual({ status: 401, body: { detail: "Sign in required." } });
    const result = await graphql(app().baseUrl, anonymous, SUBMIT_LESSON_ANSWER, {
      questionId: placement.question.id, lessonId: placement.lessonId, sectionId: placement.sectionId, answer: placement.question.answer,
    });
    expect(result.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect(await db().attempt.count({ where: { questionId: placement.question.id } })).toBe(0);
  });
});

describe("ten answers at once", () => {
  it("store at most two attempts over /api", async () => {
    const { caller, userId } = await newStudent();
    const placement = freshPlacement();
    const responses = await Promise.all(Array.from({ length: 10 }, () => restLessonAnswer(caller, placement, wrongAnswer(placement.question))));
    const accepted = responses.filter((response) => response.status === 200);
    const stored = await attemptRows(userId, placement.question.id);
    expect(stored).toBeGreaterThanOrEqual(1);
    expect(stored).toBeLessThanOrEqual(2);
    expect(accepted).toHaveLength(stored);
    for (const response of responses.filter((candidate) => candidate.status !== 200)) {
      expect(response.status).toBe(400);
      expect(response.body.detail).toEqual(expect.any(String));
    }
    // The stored attempts are numbered 1 and 2 (never two of the same number).
    const numbers = (await db().attempt.findMany({ where: { userId, questionId: placement.question.id }, select: { attemptNumber: true } })).map((row) => row.attemptNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it("store at most two attempts over GraphQL, even when all are right", async () => {
    const { caller, userId } = await newStudent();
    const placement = freshPlacement();
    const results = await Promise.all(Array.from({ length: 10 }, (_, index) =>
      graphqlLessonAnswer(caller, placement, index % 2 === 0 ? placement.question.answer : wrongAnswer(placement.question)),
    ));
    const accepted = results.filter((result) => result.__typename === "LessonAnswerResult");
    const stored = await db().attempt.findMany({ where: { userId, questionId: placement.question.id }, orderBy: { attemptNumber: "asc" } });
    expect(stored.length).toBeGreaterThanOrEqual(1);
    expect(stored.length).toBeLessThanOrEqual(2);
    expect(accepted).toHaveLength(stored.length);
    // Nothing is stored after a right answer.
    expect(stored.slice(0, -1).every((attempt) => !attempt.correct)).toBe(true);
    expect(results.filter((result) => result.__typename === "InputError")).toHaveLength(10 - stored.length);
  });
});

describe("the answer and solution stay on the server until the question is locked", () => {
  it("are hidden on every path before, shown after two wrong answers, and hidden from everyone else", async () => {
    const { caller } = await newStudent();
    const other = await newStudent();
    const placement = freshPlacement();
    // On the printout too, so viewer.printout is one of the paths.
    for (const who of [caller, other.caller]) {
      const added = await graphql(app().baseUrl, who, `mutation ($id: Int!) { addToPrintout(questionId: $id) { ... on User { userId } } }`, { id: placement.question.id });
      expect(added.errors).toBeUndefined();
    }
    await expectHidden(caller, placement);
    await expectHidden(anonymous, placement);

    const first = await graphqlLessonAnswer(caller, placement, wrongAnswer(placement.question));
    expect(first).toMatchObject({ locked: false, correctAnswer: null, question: { reveal: null } });
    expect(findQuestion(first, placement.question.id).every((question) => question.reveal === null)).toBe(true);
    await expectHidden(caller, placement);

    const second = await graphqlLessonAnswer(caller, placement, wrongAnswer(placement.question));
    expect(second).toMatchObject({ locked: true, correctAnswer: placement.question.answer, question: { reveal: { answer: placement.question.answer } } });
    await expectShown(caller, placement);

    await expectHidden(other.caller, placement);
    await expectHidden(anonymous, placement);
  });

  it("are shown once solved, to that student only", async () => {
    const { caller } = await newStudent();
    const other = await newStudent();
    const placement = freshPlacement();
    await expectHidden(caller, placement);
    expect((await restLessonAnswer(caller, placement, placement.question.answer)).body).toEqual({
      correct: true, message: "Correct!", correct_answer: placement.question.answer,
    });
    await expectShown(caller, placement);
    await expectHidden(other.caller, placement);
  });

  it("are not in the question page's answer result until it is locked there", async () => {
    const { caller } = await newStudent();
    const question = await db().question.findFirstOrThrow({ where: { competitionId: { not: null } }, orderBy: { id: "asc" } });
    const submit = (answer: string) => rest(app().baseUrl, caller, "POST", "/api/random/submit_answer", { question_id: question.id, user_answer: answer });
    expect((await submit(wrongAnswer(question))).body).toMatchObject({ correct_answer: null, explanation: null });
    const page = await rest(app().baseUrl, caller, "GET", `/api/questions/${question.id}`);
    expect(page.body).toMatchObject({ answer: null, solution: null, solution_html: null, solution_text: null });
    const result = await graphql(app().baseUrl, caller, `query ($id: Int!) { question(questionId: $id) { reveal { answer } } }`, { id: question.id });
    expect(result.data.question.reveal).toBeNull();
    expect((await submit(wrongAnswer(question))).body).toMatchObject({ correct_answer: question.answer, explanation: expect.any(String) });
    expect((await rest(app().baseUrl, caller, "GET", `/api/questions/${question.id}`)).body).toMatchObject({ answer: question.answer, solution: question.answer });
  });
});

describe("the question page has its own two attempts", () => {
  it("shares the two attempts between the lesson, random practice and the question page", async () => {
    const { caller, userId } = await newStudent();
    const placement = freshPlacement();
    const wrong = wrongAnswer(placement.question);
    expect((await restLessonAnswer(caller, placement, wrong)).status).toBe(200);

    const onPage = (answer: string, extra = {}) =>
      rest(app().baseUrl, caller, "POST", "/api/random/submit_answer", { question_id: placement.question.id, user_answer: answer, ...extra });
    // The second attempt, on the question page, uses up the allowance and reveals the answer...
    expect((await onPage(wrong)).body).toMatchObject({ is_correct: false, attempts_left: 0, correct_answer: placement.question.answer });
    // ...so answering again anywhere is refused and stores nothing.
    expect(await onPage(placement.question.answer)).toEqual({ status: 400, body: { detail: "You have no attempts left for this question." } });
    expect(await onPage(placement.question.answer, { tag: "new" })).toEqual({ status: 400, body: { detail: "You have no attempts left for this question." } });
    expect((await restLessonAnswer(caller, placement, placement.question.answer)).status).toBe(400);
    expect(await attemptRows(userId, placement.question.id, "LESSON")).toBe(1);
    expect(await attemptRows(userId, placement.question.id, "QUESTION")).toBe(1);
    expect(await attemptRows(userId, placement.question.id, "PRACTICE")).toBe(0);

    const state = await graphql(app().baseUrl, caller, `query ($id: Int!) { question(questionId: $id) { viewerState { attemptsUsed attemptsLeft locked solved } } }`, {
      id: placement.question.id,
    });
    expect(state.data.question.viewerState).toEqual({ attemptsUsed: 2, attemptsLeft: 0, locked: true, solved: false });
  });

  it("refuses lesson and contest answers through submitAnswer", async () => {
    const { caller, userId } = await newStudent();
    const placement = freshPlacement();
    for (const source of ["LESSON", "CONTEST"]) {
      const result = await graphql(app().baseUrl, caller, `mutation ($id: Int!, $source: AttemptSource!) {
        submitAnswer(questionId: $id, answer: "A", source: $source) { __typename ... on InputError { message } }
      }`, { id: placement.question.id, source });
      expect(result.data.submitAnswer).toEqual({ __typename: "InputError", message: "Answer lessons and contests through their own pages." });
    }
    expect(await attemptRows(userId, placement.question.id)).toBe(0);
  });
});
