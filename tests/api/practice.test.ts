// Random practice as a client notices it, over /api and GraphQL: Practice New serves only contest
// questions the student never answered, within the filters and never the one on screen; the
// server enforces 2 attempts per question; Review serves past mistakes (practice, lesson or
// contest) of the chosen window, most due first, with 2 attempts per review round that move the
// question on its review schedule.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { anonymous, browser, errorCodes, graphql, rest, type Caller } from "../support/clients.ts";

const app = useTestApp();
const db = () => app().database.prisma;
const DAY = 86_400_000;

type Topic = "ALGEBRA" | "GEOMETRY" | "NUMBER_THEORY" | "COUNTING_PROBABILITY";
type StoredQuestion = { id: number; answer: string; isMultipleChoice: boolean; topic: Topic | null; competition: string };

const TOPIC_WORDS: Record<Topic, string> = {
  ALGEBRA: "algebra",
  GEOMETRY: "geometry",
  NUMBER_THEORY: "number theory",
  COUNTING_PROBABILITY: "counting & probability",
};

let pool: StoredQuestion[] = [];

beforeAll(async () => {
  const rows = await db().question.findMany({
    where: { status: "PUBLISHED", competition: { enabled: true } },
    select: { id: true, answer: true, isMultipleChoice: true, topic: true, competition: { select: { name: true } } },
    orderBy: { id: "asc" },
  });
  pool = rows.map((row) => ({ ...row, topic: row.topic as Topic | null, competition: row.competition!.name }));
});

let users = 0;
async function newStudent(): Promise<{ caller: Caller; userId: number }> {
  const email = `practiser${++users}@practice.test`;
  const caller = browser((await signIn(app().baseUrl, email)).jar);
  const { id } = await db().user.findUniqueOrThrow({ where: { email } });
  return { caller, userId: id };
}

const wrongAnswer = (question: { answer: string; isMultipleChoice: boolean }) =>
  question.isMultipleChoice ? (question.answer.trim().toUpperCase().startsWith("A") ? "B" : "A") : String(Number(question.answer) + 1);

const byId = (id: number) => pool.find((question) => question.id === id)!;

const serve = (caller: Caller, fields: Record<string, unknown>) =>
  rest(app().baseUrl, caller, "POST", "/api/random/random", { limit: 1, competition_filter: null, category_filter: null, ...fields });

/** The id served by /api/random/random, or null when the list is empty. */
async function servedId(caller: Caller, fields: Record<string, unknown>): Promise<number | null> {
  const response = await serve(caller, fields);
  expect(response.status).toBe(200);
  expect(response.body.questions.length).toBeLessThanOrEqual(1);
  return response.body.questions[0]?.id ?? null;
}

const answer = (caller: Caller, questionId: number, userAnswer: string, tag?: string) =>
  rest(app().baseUrl, caller, "POST", "/api/random/submit_answer", {
    question_id: questionId, user_answer: userAnswer, attempts: 0, ...(tag === undefined ? {} : { tag }),
  });

const PRACTICE_QUESTION = /* GraphQL */ `
  query ($mode: PracticeMode!, $competition: String, $topic: Topic, $reviewDays: Int, $excludeQuestionId: Int) {
    practiceQuestion(mode: $mode, competition: $competition, topic: $topic, reviewDays: $reviewDays, excludeQuestionId: $excludeQuestionId) {
      questionId competition { name } topic
    }
  }
`;

/**
 * A day later: the student's mistakes come due. (A miss waits a day or more for its first review:
 * its answer has usually just been shown. Rule changed in issue 16: it used to be reviewable at once.)
 */
async function aDayLater(userId: number) {
  await db().reviewCard.updateMany({ where: { userId }, data: { due: new Date(Date.now() - 1000) } });
}

/** Creates a review card directly, as a miss `missedDaysAgo` days ago due at `due`. */
async function cardInThePast(userId: number, questionId: number, missedDaysAgo: number, due = new Date(Date.now() - missedDaysAgo * DAY + 60_000)) {
  const missed = new Date(Date.now() - missedDaysAgo * DAY);
  await db().reviewCard.create({
    data: { userId, questionId, due, lastMissedAt: missed, lastReview: missed, state: 1, difficulty: 6, stability: 0.2, reps: 1, lapses: 0, learningSteps: 0 },
  });
}

// ---------------------------------------------------------------------------------------------

describe("who may practise and what the filters accept", () => {
  it("refuses anonymous callers: 401 on /api, UNAUTHENTICATED on GraphQL", async () => {
    expect((await serve(anonymous, { mode: "new" })).status).toBe(401);
    expect((await serve(anonymous, { mode: "review", review_days: 21 })).status).toBe(401);
    expect((await answer(anonymous, pool[0].id, "A", "practice")).status).toBe(401);
    const result = await graphql(app().baseUrl, anonymous, PRACTICE_QUESTION, { mode: "NEW" });
    expect(errorCodes(result)).toContain("UNAUTHENTICATED");
    expect(result.data?.practiceQuestion ?? null).toBeNull();
  });

  it("answers 400 to a bad mode, an unknown category or review days other than 14, 21 or 30", async () => {
    const { caller } = await newStudent();
    expect((await serve(caller, { mode: "old" })).status).toBe(400);
    expect((await serve(caller, { mode: undefined })).status).toBe(400);
    expect((await serve(caller, { mode: "new", category_filter: "calculus" })).status).toBe(400);
    for (const days of [0, 7, 15, 20, 31, -14, 21.5, "abc", "twenty"]) {
      const response = await serve(caller, { mode: "review", review_days: days });
      expect(response.status, `review_days ${days}`).toBe(400);
      expect(response.body.detail).toBe("Review days must be 14, 21 or 30.");
    }
    for (const days of [14, 21, 30, "30", null]) expect((await serve(caller, { mode: "review", review_days: days })).status).toBe(200);
    const result = await graphql(app().baseUrl, caller, PRACTICE_QUESTION, { mode: "REVIEW", reviewDays: 15 });
    expect(errorCodes(result)).toContain("BAD_USER_INPUT");
    expect(result.errors![0].message).toContain("Review days must be 14, 21 or 30.");
  });

  it("accepts every topic word of the spec, in any case", async () => {
    const { caller } = await newStudent();
    for (const [topic, words] of Object.entries(TOPIC_WORDS)) {
      const id = await servedId(caller, { mode: "new", category_filter: words.toUpperCase() });
      if (id !== null) expect(byId(id).topic).toBe(topic);
    }
  });
});

describe("Practice New", () => {
  it("serves only never-answered questions of the chosen competition and topic, never the excluded one, then nothing", async () => {
    // The smallest competition-and-topic combination with at least 3 questions.
    const groups = new Map<string, StoredQuestion[]>();
    for (const question of pool) {
      if (!question.topic) continue;
      const key = `${question.competition}|${question.topic}`;
      groups.set(key, [...(groups.get(key) ?? []), question]);
    }
    const group = [...groups.values()].filter((questions) => questions.length >= 3).sort((a, b) => a.length - b.length)[0];
    expect(group).toBeDefined();
    const { competition, topic } = group[0];
    const filters = { mode: "new", competition_filter: competition, category_filter: TOPIC_WORDS[topic!] };
    const { caller, userId } = await newStudent();

    // Answered elsewhere first: on the question page (no tag), wrong, so it stays unsolved.
    const answeredElsewhere = group[0];
    expect((await answer(caller, answeredElsewhere.id, wrongAnswer(answeredElsewhere))).status).toBe(200);

    const served: number[] = [];
    let onScreen: number | null = null;
    for (let step = 0; step < group.length + 2; step++) {
      const response = await serve(caller, { ...filters, exclude_question_id: onScreen });
      expect(response.status).toBe(200);
      const [question] = response.body.questions;
      if (!question) break;
      expect(question.competition_name).toBe(competition);
      expect(question.category?.toLowerCase()).toBe(TOPIC_WORDS[topic!]);
      expect(question.answer, "the answer stays hidden until answered").toBeNull();
      expect(question.id).not.toBe(onScreen);
      expect(question.id).not.toBe(answeredElsewhere.id);
      expect(served).not.toContain(question.id);
      served.push(question.id);
      // Answer it right, except the last one left: keep it on screen to check the exclusion.
      const remaining = group.filter((candidate) => candidate.id !== answeredElsewhere.id && !served.includes(candidate.id));
      if (remaining.length === 0) {
        // Only this one is left: excluded, nothing; not excluded, this one again.
        expect((await serve(caller, { ...filters, exclude_question_id: question.id })).body).toEqual({ questions: [], is_admin: false });
        expect(await servedId(caller, { ...filters, exclude_question_id: null })).toBe(question.id);
        expect((await answer(caller, question.id, byId(question.id).answer, "practice")).body.is_correct).toBe(true);
      } else {
        expect((await answer(caller, question.id, byId(question.id).answer, "practice")).body.is_correct).toBe(true);
      }
      onScreen = question.id;
    }
    expect(served.sort((a, b) => a - b)).toEqual(group.filter((q) => q.id !== answeredElsewhere.id).map((q) => q.id).sort((a, b) => a - b));
    expect(await serve(caller, filters)).toEqual({ status: 200, body: { questions: [], is_admin: false } });
    const graphqlResult = await graphql(app().baseUrl, caller, PRACTICE_QUESTION, { mode: "NEW", competition, topic });
    expect(graphqlResult.errors).toBeUndefined();
    expect(graphqlResult.data.practiceQuestion).toBeNull();
    // Another competition or topic still has questions for this student.
    expect(await servedId(caller, { mode: "new" })).not.toBeNull();
    expect(await db().attempt.count({ where: { userId, source: "PRACTICE" } })).toBe(served.length);
  });

  it("never serves a question answered in a lesson or a contest", async () => {
    const { caller, userId } = await newStudent();
    const competition = pool[0].competition;
    const inCompetition = pool.filter((question) => question.competition === competition);
    // Every question of the competition but two was answered elsewhere (contest and lesson).
    const kept = inCompetition.slice(-2).map((question) => question.id);
    await db().attempt.createMany({
      data: inCompetition.slice(0, -2).map((question, index) => ({
        userId, questionId: question.id, answer: question.answer, correct: true, source: index % 2 === 0 ? "CONTEST" : "LESSON", attemptNumber: 1,
      })),
    });
    for (let round = 0; round < 6; round++) expect(kept).toContain(await servedId(caller, { mode: "new", competition_filter: competition }));
    const graphqlResult = await graphql(app().baseUrl, caller, PRACTICE_QUESTION, { mode: "NEW", competition: competition.toLowerCase(), excludeQuestionId: kept[0] });
    expect(graphqlResult.data.practiceQuestion.questionId).toBe(kept[1]);
  });
});

describe("attempts in practice", () => {
  it("allows 2 answers per question: attempts_left 1 without the answer, then the answer, then 400 and nothing stored", async () => {
    const { caller, userId } = await newStudent();
    const id = (await servedId(caller, { mode: "new" }))!;
    const question = byId(id);
    const first = await answer(caller, id, wrongAnswer(question), "practice");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ is_correct: false, attempts_left: 1, correct_answer: null, explanation: null });
    const second = await answer(caller, id, wrongAnswer(question), "practice");
    expect(second.body).toMatchObject({ is_correct: false, attempts_left: 0, correct_answer: question.answer });
    const third = await answer(caller, id, question.answer, "practice");
    expect(third.status).toBe(400);
    expect(third.body.detail).toBe("You have no attempts left for this question.");
    expect(await db().attempt.count({ where: { userId, questionId: id } })).toBe(2);
    // Nor on the question page, which shares the attempts.
    expect((await answer(caller, id, question.answer)).status).toBe(400);
    expect(await db().attempt.count({ where: { userId, questionId: id } })).toBe(2);
  });

  it("locks a question once solved on the first try", async () => {
    const { caller, userId } = await newStudent();
    const id = (await servedId(caller, { mode: "new" }))!;
    expect((await answer(caller, id, byId(id).answer, "practice")).body).toMatchObject({ is_correct: true, attempts_left: 0 });
    expect((await answer(caller, id, byId(id).answer, "practice")).status).toBe(400);
    expect(await db().attempt.count({ where: { userId, questionId: id } })).toBe(1);
    expect(await db().reviewCard.count({ where: { userId } })).toBe(0);
  });
});

describe("Review", () => {
  it("serves questions missed in practice, in a lesson and in a contest", async () => {
    const { caller, userId } = await newStudent();
    expect(await serve(caller, { mode: "review", review_days: 21 })).toEqual({ status: 200, body: { questions: [], is_admin: false } });

    // Practice.
    const practised = (await servedId(caller, { mode: "new" }))!;
    await answer(caller, practised, wrongAnswer(byId(practised)), "practice");
    expect(await servedId(caller, { mode: "review", review_days: 21 })).toBeNull();
    await aDayLater(userId);
    expect(await servedId(caller, { mode: "review", review_days: 21 })).toBe(practised);

    // A lesson: the demo lessons use their own questions, so place a contest question in one.
    const section = await db().section.findFirstOrThrow({ orderBy: { id: "asc" } });
    const lessonQuestion = pool.find((question) => question.competition === "AMC_12A" && question.id !== practised)!;
    await db().sectionQuestion.create({ data: { sectionId: section.id, questionId: lessonQuestion.id, position: 999, isExample: false } });
    const placed = { questionId: lessonQuestion.id, question: lessonQuestion, sectionId: section.id, section };
    const lessonAnswer = await rest(app().baseUrl, caller, "POST", "/api/section-notes/submit-answer", {
      question_id: placed.questionId, user_answer: wrongAnswer(placed.question), lession_id: placed.section.lessonId, sid: placed.sectionId,
    });
    expect(lessonAnswer.status).toBe(200);

    // A contest.
    const contest = await rest(app().baseUrl, caller, "GET", "/api/contest/AMC_8/2024");
    expect(contest.status).toBe(200);
    const contestQuestionId: number = contest.body.questions.map((question: { id: number }) => question.id)
      .find((id: number) => id !== practised && id !== placed.questionId);
    const submitted = await rest(app().baseUrl, caller, "POST", "/api/contest/submit", {
      competition_name: "AMC_8", competition_year: 2024, time_spent: 600, ts: contest.body.ts,
      answers: [{ question_id: contestQuestionId, answer: wrongAnswer(byId(contestQuestionId)) }],
    });
    expect(submitted.status).toBe(200);
    await aDayLater(userId);

    // Read the review list in sequence: each one reviewed right moves later, the next comes up.
    const missed = [practised, placed.questionId, contestQuestionId].sort((a, b) => a - b);
    const reviewed: number[] = [];
    for (let step = 0; step < 3; step++) {
      const id = (await servedId(caller, { mode: "review", review_days: 14 }))!;
      expect(missed).toContain(id);
      expect(reviewed).not.toContain(id);
      reviewed.push(id);
      expect((await answer(caller, id, byId(id).answer, "review")).body.is_correct).toBe(true);
    }
    expect(reviewed.sort((a, b) => a - b)).toEqual(missed);
    const cards = await db().reviewCard.findMany({ where: { userId }, select: { questionId: true } });
    expect(cards.map((card) => card.questionId).sort((a, b) => a - b)).toEqual(missed);
  });

  // Lesson practice questions belong to no competition; their mistakes are reviewed too.
  it("serves a lesson question (one of no competition) missed in its lesson", async () => {
    const { caller, userId } = await newStudent();
    const placed = await db().sectionQuestion.findFirstOrThrow({
      where: { isExample: false, question: { competitionId: null } },
      include: { question: true, section: true },
    });
    const lessonAnswer = await rest(app().baseUrl, caller, "POST", "/api/section-notes/submit-answer", {
      question_id: placed.questionId, user_answer: wrongAnswer(placed.question), lession_id: placed.section.lessonId, sid: placed.sectionId,
    });
    expect(lessonAnswer.status).toBe(200);
    expect(await db().reviewCard.count({ where: { userId, questionId: placed.questionId } })).toBe(1);
    await aDayLater(userId);
    expect(await servedId(caller, { mode: "review", review_days: 14 })).toBe(placed.questionId);
  });

  it("keeps only mistakes whose last miss is within the window: 20 days ago is out with 14, in with 21 (the default) and 30", async () => {
    const { caller, userId } = await newStudent();
    const old = pool[3];
    await cardInThePast(userId, old.id, 20);
    expect(await servedId(caller, { mode: "review", review_days: 14 })).toBeNull();
    expect(await servedId(caller, { mode: "review", review_days: 21 })).toBe(old.id);
    expect(await servedId(caller, { mode: "review" })).toBe(old.id);
    expect(await servedId(caller, { mode: "review", review_days: 30 })).toBe(old.id);
    const viaGraphql = await graphql(app().baseUrl, caller, PRACTICE_QUESTION, { mode: "REVIEW", reviewDays: 14 });
    expect(viaGraphql.data.practiceQuestion).toBeNull();
    // Missed and last reviewed 35 days ago: out of every window (it counts from the last review).
    const longAgo = new Date(Date.now() - 35 * DAY);
    await db().reviewCard.update({ where: { userId_questionId: { userId, questionId: old.id } }, data: { lastMissedAt: longAgo, lastReview: longAgo } });
    expect(await servedId(caller, { mode: "review", review_days: 30 })).toBeNull();
  });

  it("serves the most due mistake first", async () => {
    const { caller, userId } = await newStudent();
    const [a, b, c] = [pool[5], pool[6], pool[7]];
    const now = Date.now();
    await cardInThePast(userId, a.id, 2, new Date(now + 3 * DAY));
    await cardInThePast(userId, b.id, 3, new Date(now - 1 * DAY));
    // Only due mistakes are served (a miss is not reviewable before it is due).
    await cardInThePast(userId, c.id, 1, new Date(now - DAY / 2));
    expect(await servedId(caller, { mode: "review" })).toBe(b.id);
    expect(await servedId(caller, { mode: "review", exclude_question_id: b.id })).toBe(c.id);
    const viaGraphql = await graphql(app().baseUrl, caller, PRACTICE_QUESTION, { mode: "REVIEW", excludeQuestionId: c.id });
    expect(viaGraphql.data.practiceQuestion.questionId).toBe(b.id);
    // The schedule moves: a becomes the most due.
    await db().reviewCard.update({ where: { userId_questionId: { userId, questionId: a.id } }, data: { due: new Date(now - 5 * DAY) } });
    expect(await servedId(caller, { mode: "review" })).toBe(a.id);
    expect(await servedId(caller, { mode: "review", exclude_question_id: a.id })).toBe(b.id);
  });

  it("a correct review pushes the question later on the schedule", async () => {
    const { caller, userId } = await newStudent();
    const question = pool[10];
    await cardInThePast(userId, question.id, 5, new Date(Date.now() - DAY));
    const key = { userId_questionId: { userId, questionId: question.id } };
    const before = await db().reviewCard.findUniqueOrThrow({ where: key });
    expect(await servedId(caller, { mode: "review" })).toBe(question.id);
    const reply = await answer(caller, question.id, question.answer, "review");
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ is_correct: true, attempts_left: 0 });
    const after = await db().reviewCard.findUniqueOrThrow({ where: key });
    expect(after.due.getTime()).toBeGreaterThan(Date.now());
    expect(after.due.getTime()).toBeGreaterThan(before.due.getTime());
    expect(after.reps).toBe(before.reps + 1);
    expect(after.lastMissedAt).toEqual(before.lastMissedAt);
    expect(await db().attempt.count({ where: { userId, questionId: question.id, source: "REVIEW" } })).toBe(1);
  });

  it("a failed review (2 wrong) brings the question back the next day, not sooner, and refreshes its last miss; until then it is not served or answerable", async () => {
    const { caller, userId } = await newStudent();
    const question = pool[11];
    const missed = new Date(Date.now() - 10 * DAY);
    // A card in the Review state, last seen 10 days ago and due yesterday, with a long stability.
    await db().reviewCard.create({
      data: {
        userId, questionId: question.id, due: new Date(Date.now() - DAY), lastMissedAt: missed, lastReview: missed,
        state: 2, stability: 20, difficulty: 5, reps: 3, lapses: 1, scheduledDays: 9, learningSteps: 0,
      },
    });
    const key = { userId_questionId: { userId, questionId: question.id } };
    const first = await answer(caller, question.id, wrongAnswer(question), "review");
    expect(first.body).toMatchObject({ is_correct: false, attempts_left: 1, correct_answer: null });
    const second = await answer(caller, question.id, wrongAnswer(question), "review");
    expect(second.body).toMatchObject({ is_correct: false, attempts_left: 0, correct_answer: question.answer });
    const after = await db().reviewCard.findUniqueOrThrow({ where: key });
    expect(after.due.getTime()).toBeGreaterThanOrEqual(Date.now() + DAY - 60_000);
    expect(after.due.getTime()).toBeLessThan(Date.now() + 3 * DAY);
    expect(after.lapses).toBe(2);
    expect(Date.now() - after.lastMissedAt.getTime()).toBeLessThan(60_000);
    // Its answer was just shown: it waits until it comes due, then it is back, even with the shortest window.
    expect(await servedId(caller, { mode: "review", review_days: 14 })).toBeNull();
    expect((await answer(caller, question.id, question.answer, "review")).body).toEqual({ detail: "This question is not due for review yet." });
    await db().reviewCard.update({ where: key, data: { due: new Date(Date.now() - 1000) } });
    expect(await servedId(caller, { mode: "review", review_days: 14 })).toBe(question.id);
    expect(await db().attempt.count({ where: { userId, questionId: question.id, source: "REVIEW" } })).toBe(2);
  });

  it("gives 2 attempts per review round, apart from the practice attempts", async () => {
    const { caller, userId } = await newStudent();
    const id = (await servedId(caller, { mode: "new" }))!;
    const question = byId(id);
    // Both practice attempts used: the question is locked in practice but comes up for review.
    await answer(caller, id, wrongAnswer(question), "practice");
    await answer(caller, id, wrongAnswer(question), "practice");
    expect((await answer(caller, id, question.answer, "practice")).status).toBe(400);
    await aDayLater(userId);
    expect(await servedId(caller, { mode: "review" })).toBe(id);
    const first = await answer(caller, id, wrongAnswer(question), "review");
    expect(first.body).toMatchObject({ is_correct: false, attempts_left: 1, correct_answer: null });
    const second = await answer(caller, id, question.answer, "review");
    expect(second.body).toMatchObject({ is_correct: true, attempts_left: 0, correct_answer: question.answer });
    expect(await db().attempt.count({ where: { userId, questionId: id, source: "REVIEW" } })).toBe(2);
    expect(await db().attempt.count({ where: { userId, questionId: id, source: "PRACTICE" } })).toBe(2);
  });

  it("takes no third review answer before the question comes due again", async () => {
    const { caller, userId } = await newStudent();
    const question = pool[13];
    await answer(caller, question.id, wrongAnswer(question), "practice");
    await aDayLater(userId);
    await answer(caller, question.id, wrongAnswer(question), "review");
    await answer(caller, question.id, wrongAnswer(question), "review");
    const third = await answer(caller, question.id, question.answer, "review");
    expect(third.status).toBe(400);
    expect(await db().attempt.count({ where: { userId, questionId: question.id, source: "REVIEW" } })).toBe(2);
  });

  it("refuses a review answer to a question not in the review list", async () => {
    const { caller, userId } = await newStudent();
    const question = pool[12];
    const reply = await answer(caller, question.id, question.answer, "review");
    expect(reply).toEqual({ status: 400, body: { detail: "This question is not in your review list." } });
    const viaGraphql = await graphql(app().baseUrl, caller, /* GraphQL */ `
      mutation ($questionId: Int!) { submitAnswer(questionId: $questionId, answer: "A", source: REVIEW) { __typename ... on InputError { message } } }
    `, { questionId: question.id });
    expect(viaGraphql.data.submitAnswer).toEqual({ __typename: "InputError", message: "This question is not in your review list." });
    expect(await db().attempt.count({ where: { userId } })).toBe(0);
  });
});
