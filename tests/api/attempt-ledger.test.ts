// One attempt ledger behind every reader: what an answer's mutation says equals what the
// question's viewer state and reveal say in the same response, and the server refuses exactly
// what they call locked; a question answered on its page counts for its lesson and course
// progress; contest mistakes are review work on the dashboard as in Practice → Review.
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { browser, graphql, rest, type Caller } from "../support/clients.ts";
import { attemptLedgers } from "../../server/services/attemptLedger.ts";
import { lessonQuestionIds, practiceIdsOf } from "../../server/services/lessonProgress.ts";

const app = useTestApp();
const db = () => app().database.prisma;

let users = 0;
async function newStudent(): Promise<{ caller: Caller; userId: number }> {
  const email = `ledger${++users}@attempt-ledger.test`;
  const caller = browser((await signIn(app().baseUrl, email)).jar);
  const { id } = await db().user.findUniqueOrThrow({ where: { email } });
  return { caller, userId: id };
}

const wrongAnswer = (question: { answer: string; isMultipleChoice: boolean }) =>
  question.isMultipleChoice ? (question.answer.trim().toUpperCase().startsWith("A") ? "B" : "A") : String(Number(question.answer) + 1);

/** Sits AMC 8 2024 and answers its first question wrong; returns that question. */
async function missInContest(caller: Caller) {
  const contest = await graphql(app().baseUrl, caller, `{ contest(name: "AMC_8", year: 2024) { startToken questions { questionId } } }`);
  const question = await db().question.findUniqueOrThrow({ where: { id: contest.data.contest.questions[0].questionId } });
  const submitted = await graphql(app().baseUrl, caller, /* GraphQL */ `
    mutation ($token: String!, $answers: [ContestAnswerInput!]!) {
      submitContest(startToken: $token, answers: $answers) { __typename ... on ContestResult { score } }
    }
  `, { token: contest.data.contest.startToken, answers: [{ questionId: question.id, answer: wrongAnswer(question) }] });
  expect(submitted.data.submitContest).toEqual({ __typename: "ContestResult", score: 0 });
  return question;
}

/**
 * A day later: the student's mistakes come due. A fresh miss (its answer just shown, as a submitted
 * contest's result shows its key) is not reviewable at once: with no same-day review steps it comes
 * back a day or more later and is reviewable only once due (the 'adaptive' rule, docs/RATINGS.md
 * "Review that spaces"; it used to be reviewable at once). So the review round is opened a day later.
 */
async function aDayLater(userId: number) {
  await db().reviewCard.updateMany({ where: { userId }, data: { due: new Date(Date.now() - 1000) } });
}

const SUBMIT_ANSWER = /* GraphQL */ `
  mutation ($questionId: Int!, $answer: String!, $source: AttemptSource!) {
    submitAnswer(questionId: $questionId, answer: $answer, source: $source) {
      __typename
      ... on InputError { message }
      ... on AnswerResult {
        correct attemptsUsed attemptsLeft locked correctAnswer
        question { viewerState { attemptsUsed attemptsLeft locked } reveal { answer } }
      }
    }
  }
`;

/** The viewer's allowances of a question, as the web reads them. */
async function allowances(caller: Caller, questionId: number) {
  const result = await graphql(app().baseUrl, caller, /* GraphQL */ `
    query ($id: Int!) {
      question(questionId: $id) {
        viewerState { attemptsAllowed attemptsUsed attemptsLeft locked reviewRound { attemptsAllowed attemptsUsed attemptsLeft locked } }
      }
    }
  `, { id: questionId });
  expect(result.errors).toBeUndefined();
  return result.data.question.viewerState;
}

async function submit(caller: Caller, questionId: number, answer: string, source: "QUESTION" | "REVIEW" | "PRACTICE") {
  const result = await graphql(app().baseUrl, caller, SUBMIT_ANSWER, { questionId, answer, source });
  expect(result.errors).toBeUndefined();
  return result.data.submitAnswer;
}

describe("one ledger for submitting, viewer state and reveal", () => {
  it("a contest miss: the submitted contest shows the answer, practice is locked and refused, and the review round still has its own 2 attempts", async () => {
    const { caller, userId } = await newStudent();
    const question = await missInContest(caller);
    // Not reviewable at once (no same-day review steps); refused, and nothing is stored.
    expect(await submit(caller, question.id, wrongAnswer(question), "REVIEW")).toEqual({ __typename: "InputError", message: "This question is not due for review yet." });
    expect(await db().attempt.count({ where: { userId, questionId: question.id, source: "REVIEW" } })).toBe(0);
    await aDayLater(userId);

    // The review round has its own 2 attempts; the mutation says what the review round says.
    const review = await submit(caller, question.id, wrongAnswer(question), "REVIEW");
    expect(review).toMatchObject({ correct: false, attemptsUsed: 1, attemptsLeft: 1, locked: false, correctAnswer: null });
    expect(review.question.viewerState).toEqual({ attemptsUsed: 0, attemptsLeft: 0, locked: true });
    expect(review.question.reveal).toEqual({ answer: question.answer });

    // Locked means refused, from every practice place; nothing more is stored.
    const before = await db().attempt.count({ where: { userId, questionId: question.id } });
    for (const source of ["QUESTION", "PRACTICE"] as const) {
      expect(await submit(caller, question.id, question.answer, source)).toEqual({
        __typename: "InputError", message: "You have no attempts left for this question.",
      });
    }
    expect(await db().attempt.count({ where: { userId, questionId: question.id } })).toBe(before);
  });

  it("two wrong question-page answers use the practice attempts: the mutation agrees with the viewer state", async () => {
    const { caller } = await newStudent();
    const question = await db().question.findFirstOrThrow({ where: { status: "PUBLISHED", competition: { name: "AMC_10B", year: 2024 } }, orderBy: { problemNumber: "asc" } });
    const first = await submit(caller, question.id, wrongAnswer(question), "QUESTION");
    expect(first).toMatchObject({ correct: false, attemptsUsed: 1, attemptsLeft: 1, locked: false, correctAnswer: null });
    expect(first.question.viewerState).toEqual({ attemptsUsed: 1, attemptsLeft: 1, locked: false });
    expect(first.question.reveal).toBeNull();

    const second = await submit(caller, question.id, wrongAnswer(question), "QUESTION");
    expect(second).toMatchObject({ correct: false, attemptsUsed: 2, attemptsLeft: 0, locked: true, correctAnswer: question.answer });
    expect(second.question.viewerState).toEqual({ attemptsUsed: 2, attemptsLeft: 0, locked: true });
    expect(second.question.reveal).toEqual({ answer: question.answer });
  });

  it("the schema says how many attempts each allowance has, and what the review round has used", async () => {
    const { caller, userId } = await newStudent();
    const question = await missInContest(caller);
    // Just missed: the review round is locked until the question comes due (no same-day review steps).
    expect(await allowances(caller, question.id)).toEqual({
      attemptsAllowed: 2, attemptsUsed: 0, attemptsLeft: 0, locked: true,
      reviewRound: { attemptsAllowed: 2, attemptsUsed: 0, attemptsLeft: 0, locked: true },
    });
    await aDayLater(userId);
    expect(await allowances(caller, question.id)).toEqual({
      attemptsAllowed: 2, attemptsUsed: 0, attemptsLeft: 0, locked: true,
      reviewRound: { attemptsAllowed: 2, attemptsUsed: 0, attemptsLeft: 2, locked: false },
    });
    const review = await submit(caller, question.id, wrongAnswer(question), "REVIEW");
    // The mutation's fields are the review round's; the practice attempts are untouched.
    expect(await allowances(caller, question.id)).toEqual({
      attemptsAllowed: 2, attemptsUsed: 0, attemptsLeft: 0, locked: true,
      reviewRound: { attemptsAllowed: 2, attemptsUsed: review.attemptsUsed, attemptsLeft: review.attemptsLeft, locked: review.locked },
    });
  });

  it("a failed review round: the mutation's round equals viewerState.reviewRound, its answer is revealed, practice is locked and a third review answer is refused", async () => {
    const { caller, userId } = await newStudent();
    const question = await missInContest(caller);
    await aDayLater(userId);
    await submit(caller, question.id, wrongAnswer(question), "REVIEW");
    const second = await submit(caller, question.id, wrongAnswer(question), "REVIEW");
    expect(second).toMatchObject({ correct: false, attemptsUsed: 2, attemptsLeft: 0, locked: true, correctAnswer: question.answer });
    expect(second.question.reveal).toEqual({ answer: question.answer });
    // The answer was shown: the practice attempts are closed too.
    expect(await allowances(caller, question.id)).toEqual({
      attemptsAllowed: 2, attemptsUsed: 0, attemptsLeft: 0, locked: true,
      reviewRound: { attemptsAllowed: 2, attemptsUsed: 2, attemptsLeft: 0, locked: true },
    });
    expect(await submit(caller, question.id, question.answer, "REVIEW")).toEqual({ __typename: "InputError", message: "This question is not due for review yet." });
    expect(await submit(caller, question.id, question.answer, "QUESTION")).toEqual({ __typename: "InputError", message: "You have no attempts left for this question." });
    expect(await db().attempt.count({ where: { userId, questionId: question.id, source: { not: "CONTEST" } } })).toBe(2);
  });

  it("a question solved in a contest is answered everywhere: locked with its answer revealed, and refused on its page", async () => {
    const { caller } = await newStudent();
    const contest = await graphql(app().baseUrl, caller, `{ contest(name: "AMC_8", year: 2024) { startToken questions { questionId } } }`);
    const question = await db().question.findUniqueOrThrow({ where: { id: contest.data.contest.questions[1].questionId } });
    await graphql(app().baseUrl, caller, `mutation ($t: String!, $a: [ContestAnswerInput!]!) { submitContest(startToken: $t, answers: $a) { __typename } }`,
      { t: contest.data.contest.startToken, a: [{ questionId: question.id, answer: question.answer }] });
    const state = await graphql(app().baseUrl, caller, `query ($id: Int!) { question(questionId: $id) { solved viewerState { attemptsLeft locked } reveal { answer } } }`, { id: question.id });
    expect(state.data.question).toEqual({ solved: true, viewerState: { attemptsLeft: 0, locked: true }, reveal: { answer: question.answer } });
    expect(await submit(caller, question.id, question.answer, "QUESTION")).toEqual({ __typename: "InputError", message: "You have already answered this question." });
  });
});

describe("answered anywhere counts everywhere: lesson and course progress", () => {
  it("4 questions solved on the question page are completed in their lesson section, their lesson and their course", async () => {
    const sections = await db().section.findMany({
      include: { lesson: true, questions: { where: { isExample: false }, orderBy: [{ position: "asc" }, { questionId: "asc" }], include: { question: true } } },
      orderBy: { id: "asc" },
    });
    const section = sections.find((candidate) => candidate.questions.length >= 4)!;
    expect(section).toBeDefined();
    const solvedHere = section.questions.slice(0, 4).map((entry) => entry.question);
    const { caller } = await newStudent();
    for (const question of solvedHere) {
      const reply = await rest(app().baseUrl, caller, "POST", "/api/random/submit_answer", { question_id: question.id, user_answer: question.answer });
      expect(reply.body.is_correct).toBe(true);
    }
    const progress = await graphql(app().baseUrl, caller, /* GraphQL */ `
      query ($lessonId: Int!) {
        lesson(lessonId: $lessonId) {
          progress { completed }
          sections { sectionId progress { total completed } practiceQuestions { questionId viewerState { locked } } }
          course { progress { completed } }
        }
      }
    `, { lessonId: section.lessonId });
    const lesson = progress.data.lesson;
    const shown = lesson.sections.find((entry: { sectionId: number }) => entry.sectionId === section.id);
    expect(shown.progress).toEqual({ total: section.questions.length, completed: 4 });
    const ids = solvedHere.map((question) => question.id);
    expect(shown.practiceQuestions.filter((entry: { questionId: number; viewerState: { locked: boolean } }) => entry.viewerState.locked).map((entry: { questionId: number }) => entry.questionId).sort())
      .toEqual([...ids].sort());
    expect(lesson.progress.completed).toBe(4);
    expect(lesson.course.progress.completed).toBe(4);
    // The /api course document says the same.
    const course = await rest(app().baseUrl, caller, "GET", `/api/courses/${section.lesson.courseId}`);
    expect(course.status).toBe(200);
    expect(course.body.completed_questions).toBe(4);
    expect(course.body.lessions.find((entry: { id: number }) => entry.id === section.lessonId).completed_questions).toBe(4);
  });
});

describe("progress reads the ledger set-wise", () => {
  it("gives every practice question of a course the ledger attemptLedgers gives it: answers of every source, review rounds, a submitted contest", async () => {
    const { userId } = await newStudent();
    const course = await db().course.findFirstOrThrow({ where: { lessons: { some: { sections: { some: {} } } } }, orderBy: { position: "asc" } });
    // A contest's question placed in the course, which the student submits below (left blank there).
    const fromCompetition = await db().question.findFirstOrThrow({ where: { competition: { name: "AMC_8", year: 2024 } }, orderBy: { problemNumber: "asc" }, select: { id: true, competitionId: true } });
    const section = await db().section.findFirstOrThrow({ where: { lesson: { courseId: course.id } }, orderBy: { id: "asc" } });
    await db().sectionQuestion.create({ data: { sectionId: section.id, questionId: fromCompetition.id, position: 1000 } });
    const read = await lessonQuestionIds([course.id], [], { userId, now: new Date() });
    const ids = [...new Set(practiceIdsOf(read.lessons))];
    expect(ids.length).toBeGreaterThanOrEqual(8);
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const answer = (questionId: number, source: "LESSON" | "PRACTICE" | "QUESTION" | "REVIEW" | "CONTEST", correct: boolean, attemptNumber: number, minutesAgo: number) => ({
      userId, questionId, source, correct, attemptNumber, answer: correct ? "right" : "wrong", createdAt: at(minutesAgo),
    });
    const [solved, usedUp, once, failedRound, openRound, contestAnswer, carded] = ids.filter((id) => id !== fromCompetition.id);
    const inContest = fromCompetition.id;
    await db().attempt.createMany({
      data: [
        answer(solved!, "LESSON", false, 1, 50), answer(solved!, "QUESTION", true, 1, 40),
        answer(usedUp!, "PRACTICE", false, 1, 50), answer(usedUp!, "LESSON", false, 1, 45),
        answer(once!, "QUESTION", false, 1, 30),
        answer(failedRound!, "LESSON", false, 1, 60), answer(failedRound!, "REVIEW", false, 1, 20), answer(failedRound!, "REVIEW", false, 2, 10),
        answer(openRound!, "LESSON", false, 1, 60), answer(openRound!, "REVIEW", false, 1, 5),
        answer(contestAnswer!, "CONTEST", false, 1, 90),
      ],
    });
    await db().reviewCard.createMany({
      data: [failedRound!, openRound!, carded!].map((questionId) => ({ userId, questionId, due: at(-60 * 24), lastMissedAt: at(60) })),
    });
    await db().contestSubmission.create({
      data: { userId, competitionId: fromCompetition.competitionId!, startKey: `ledger-scope-${userId}`, startedAt: at(120), timeSpentSeconds: 60, answers: {}, score: 0, fullScore: 0, correctCount: 0, blankCount: 0, incorrectCount: 0 },
    });
    const now = new Date();
    const progress = await lessonQuestionIds([course.id], [], { userId, now });
    const ledgers = await attemptLedgers(userId, ids, now);
    for (const id of ids) expect(progress.ledgers!.get(id), `question ${id}`).toEqual(ledgers.get(id));
    // The histories above do make a difference: some questions completed, some not.
    const completed = ids.filter((id) => progress.ledgers!.get(id).completed);
    expect(completed).toEqual(expect.arrayContaining([solved, usedUp, failedRound, contestAnswer]));
    expect(completed).not.toContain(once);
    expect(completed).not.toContain(openRound);
    expect(completed).toContain(inContest);
    // A read of progress alone (the course screens', with no review card nor answer time) counts
    // the same questions completed in every section, and has no ledgers to give.
    const completionOnly = await lessonQuestionIds([course.id], [], { userId, now }, "completion");
    expect(completionOnly.ledgers).toBeNull();
    expect(completionOnly.lessons).toEqual(progress.lessons);
    expect(completionOnly.lessons.flatMap((lesson) => lesson.sections).reduce((sum, s) => sum + s.practiceCompleted, 0)).toBe(completed.length);
  });
});

describe("the dashboard's Review Work", () => {
  it("includes a contest mistake, exactly as Practice → Review serves it", async () => {
    const { caller, userId } = await newStudent();
    const question = await missInContest(caller);
    // Review work is what may be reviewed now: a fresh miss only once due, a day later.
    await aDayLater(userId);
    const served = await rest(app().baseUrl, caller, "POST", "/api/random/random", { mode: "review", limit: 1, review_days: 30, competition_filter: null, category_filter: null });
    expect(served.body.questions.map((entry: { id: number }) => entry.id)).toEqual([question.id]);
    const dashboard = await graphql(app().baseUrl, caller, `{ dashboard { reviewCount reviewProblems { questionId } reviewAnswers { questionId answer } } }`);
    expect(dashboard.data.dashboard).toEqual({
      reviewCount: 1,
      reviewProblems: [{ questionId: question.id }],
      reviewAnswers: [{ questionId: question.id, answer: wrongAnswer(question) }],
    });
    const space = await rest(app().baseUrl, caller, "GET", "/api/space/dashboard");
    expect(space.body.all_user_answers).toEqual([{ question_id: question.id, answer: wrongAnswer(question) }]);
  });
});
