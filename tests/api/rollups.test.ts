// The roll-ups behind the statistics stay equal to the answers through every way answers are
// written and removed: batched inserts, answers through the API, a contest submission, a deleted
// question and a deleted student. Also: the answers given before the roll-ups existed.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../../server/db/migrate.ts";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { browser, graphql } from "../support/clients.ts";
import { rollupDrift, screenRollupDrift } from "../../server/services/rollups.ts";
import { activityMonths, createActivityFixture } from "../support/activityFixture.ts";
import { monthlyActiveUsers, statsPeriods } from "../../server/services/stats.ts";

const app = useTestApp();
const db = () => app().database.prisma;
const NO_DRIFT = { activityDays: 0, activityWeeks: 0, activityMonths: 0, questionMonths: 0, periodFigures: 0 };
const NO_SCREEN_DRIFT = { lessonLearners: 0, contestTakers: 0, contestTakerCounts: 0, contestBests: 0, questionFirstAnswerCounts: 0 };

describe("the statistics roll-ups", () => {
  it("equal the answers after batched inserts, API answers, a contest, and deletions", async () => {
    await createActivityFixture(db());
    expect(await db().activityMonth.count()).toBeGreaterThan(0);
    // The statistics store the figures of closed periods (last month's among them).
    const activeLastMonth = async () => (await monthlyActiveUsers(statsPeriods(new Date()))).at(-2)?.count;
    expect(await activeLastMonth()).toBe(2);
    expect(await db().periodFigures.count({ where: { unit: "month" } })).toBe(11);
    expect(await rollupDrift()).toEqual(NO_DRIFT);

    // An answer written into last month (an import) clears its stored figures.
    const { lastMonth } = activityMonths();
    const eve = await db().user.create({ data: { email: "eve@boxed.test", username: "eve", referralCode: "eve" } });
    const anyQuestion = await db().question.findFirstOrThrow();
    await db().attempt.create({ data: { userId: eve.id, questionId: anyQuestion.id, answer: "A", correct: true, source: "PRACTICE", createdAt: lastMonth } });
    expect(await rollupDrift()).toEqual(NO_DRIFT);
    expect(await activeLastMonth()).toBe(3);

    const student = browser((await signIn(app().baseUrl, "rollup-student@boxed.test")).jar);
    const question = await db().question.findFirstOrThrow({ where: { competition: { name: "AMC_8", year: 2023 } }, orderBy: { problemNumber: "asc" } });
    for (const answer of ["Z", question.answer]) {
      const reply = await graphql(app().baseUrl, student, `mutation ($id: Int!, $answer: String!) { submitAnswer(questionId: $id, answer: $answer, source: QUESTION) { __typename } }`, { id: question.id, answer });
      expect(reply.errors).toBeUndefined();
    }
    const contest = await graphql(app().baseUrl, student, `{ contest(name: "AMC_8", year: 2024) { startToken questions { questionId } } }`);
    const submitted = await graphql(app().baseUrl, student, `mutation ($t: String!, $a: [ContestAnswerInput!]!) { submitContest(startToken: $t, answers: $a) { __typename } }`, {
      t: contest.data.contest.startToken,
      a: contest.data.contest.questions.map((q: { questionId: number }) => ({ questionId: q.questionId, answer: "A" })),
    });
    expect(submitted.errors).toBeUndefined();
    expect(await rollupDrift()).toEqual(NO_DRIFT);
    expect(await screenRollupDrift()).toEqual(NO_SCREEN_DRIFT);
    expect(await db().contestTaker.count({ where: { name: "AMC_8" } })).toBeGreaterThan(0);

    await db().question.delete({ where: { id: question.id } });
    await db().user.delete({ where: { email: "bob@boxed.test" } });
    await db().attempt.deleteMany({ where: { user: { email: "dan@boxed.test" }, source: "QUESTION", correct: false } });
    expect(await rollupDrift()).toEqual(NO_DRIFT);
    expect(await screenRollupDrift()).toEqual(NO_SCREEN_DRIFT);

    // Lesson answers (the trending lessons' learners), then the contest taker's account removed.
    const lesson = await db().lesson.findFirstOrThrow();
    const cat = await db().user.findUniqueOrThrow({ where: { email: "cat@boxed.test" } });
    const lessonQuestion = await db().question.findFirstOrThrow({ orderBy: { id: "desc" } });
    const lessonAnswer = { userId: cat.id, questionId: lessonQuestion.id, answer: "A", correct: true, source: "LESSON" as const, lessonId: lesson.id };
    await db().attempt.createMany({ data: [{ ...lessonAnswer, createdAt: lastMonth }, { ...lessonAnswer, attemptNumber: 2 }] });
    expect(await db().lessonLearner.count({ where: { lessonId: lesson.id, userId: cat.id } })).toBe(1);
    await db().attempt.deleteMany({ where: { userId: cat.id, lessonId: lesson.id, attemptNumber: 2 } });
    expect(await screenRollupDrift()).toEqual(NO_SCREEN_DRIFT);
    await db().user.delete({ where: { email: "rollup-student@boxed.test" } });
    expect(await db().contestTaker.count({ where: { name: "AMC_8" } })).toBe(0);
    expect(await rollupDrift()).toEqual(NO_DRIFT);
    expect(await screenRollupDrift()).toEqual(NO_SCREEN_DRIFT);
  });

  it("keep the top takers exact when new submissions better, tie or trail the stored best", async () => {
    // New submissions update the best from the new rows alone (migration submission_rollups_on_insert):
    // a higher score replaces it, an equal score replaces it only when submitted earlier, and the
    // first rated time is the earliest; unrated and anonymous submissions are no best.
    const [older, newer] = await db().competition.findMany({ where: { name: "AMC_8" }, orderBy: { year: "asc" }, take: 2 });
    const ann = await db().user.create({ data: { email: "ann-best@boxed.test", username: "annbest", referralCode: "annbest" } });
    const ben = await db().user.create({ data: { email: "ben-best@boxed.test", username: "benbest", referralCode: "benbest" } });
    let key = 0;
    const submission = (userId: number | null, competitionId: number, score: number, submittedAt: string, rated = true) => ({
      userId, competitionId, startKey: `best-${key++}`, startedAt: new Date(submittedAt), submittedAt: new Date(submittedAt), timeSpentSeconds: 60,
      answers: [], score, fullScore: 25, correctCount: 0, blankCount: 0, incorrectCount: 0, rated, late: false, seenQuestions: 0, verdict: "rated",
    });
    const best = (userId: number) => db().contestBest.findUnique({ where: { name_userId: { name: "AMC_8", userId } } });
    await db().contestSubmission.createMany({ data: [submission(ann.id, older.id, 10, "2026-01-10T10:00:00Z"), submission(ben.id, older.id, 24, "2026-01-10T10:00:00Z", false)] });
    expect(await best(ann.id)).toMatchObject({ score: 10, year: older.year, firstAt: new Date("2026-01-10T10:00:00Z") });
    expect(await best(ben.id)).toBeNull();
    await db().contestSubmission.create({ data: submission(ann.id, newer.id, 10, "2026-01-11T10:00:00Z") });
    expect(await best(ann.id)).toMatchObject({ score: 10, year: older.year });
    await db().contestSubmission.create({ data: submission(ann.id, newer.id, 10, "2026-01-09T10:00:00Z") });
    expect(await best(ann.id)).toMatchObject({ score: 10, year: newer.year, firstAt: new Date("2026-01-09T10:00:00Z") });
    await db().contestSubmission.createMany({
      data: [submission(ann.id, older.id, 20, "2026-01-12T10:00:00Z"), submission(ben.id, newer.id, 5, "2026-01-12T10:00:00Z"), submission(ben.id, older.id, 7, "2026-01-13T10:00:00Z"), submission(null, older.id, 25, "2026-01-13T10:00:00Z", false)],
    });
    expect(await best(ann.id)).toMatchObject({ score: 20, year: older.year, firstAt: new Date("2026-01-09T10:00:00Z") });
    expect(await best(ben.id)).toMatchObject({ score: 7, year: older.year, firstAt: new Date("2026-01-12T10:00:00Z") });
    expect(await screenRollupDrift()).toEqual(NO_SCREEN_DRIFT);
    await db().contestSubmission.deleteMany({ where: { userId: ann.id, score: 20 } });
    expect(await best(ann.id)).toMatchObject({ score: 10, year: newer.year });
    expect(await screenRollupDrift()).toEqual(NO_SCREEN_DRIFT);
  });

  it("keep each question's first answers, and so its success rate, exact whatever order answers arrive and leave in", async () => {
    // The success rate counts each student's first answer to a question (the earliest, then the lowest id).
    const question = await db().question.create({ data: { text: "First answers", answer: "7", isMultipleChoice: false } });
    const rate = async () => (await graphql(app().baseUrl, browser((await signIn(app().baseUrl, "rate-reader@boxed.test")).jar), `query ($id: Int!) { question(questionId: $id) { successRate } }`, { id: question.id })).data.question.successRate;
    const [amy, bo, cy] = await Promise.all(["amy", "bo", "cy"].map((name) => db().user.create({ data: { email: `${name}-first@boxed.test`, username: `${name}first`, referralCode: `${name}first` } })));
    const answer = (userId: number, correct: boolean, at: string, source: "PRACTICE" | "QUESTION" | "LESSON" = "PRACTICE", attemptNumber = 1) => ({
      userId, questionId: question.id, answer: correct ? "7" : "8", correct, source, attemptNumber, createdAt: new Date(at),
    });
    expect(await rate()).toBeNull();
    // Several answers of one student in one statement: the earliest counts (wrong).
    await db().attempt.createMany({ data: [answer(amy.id, true, "2026-03-02T10:00:00Z", "PRACTICE", 2), answer(amy.id, false, "2026-03-01T10:00:00Z")] });
    expect(await rate()).toBe(0);
    // A later right answer changes nothing; an earlier one written afterwards (an import) becomes the first.
    await db().attempt.create({ data: answer(amy.id, true, "2026-03-05T10:00:00Z", "QUESTION") });
    expect(await rate()).toBe(0);
    await db().attempt.create({ data: answer(amy.id, true, "2026-02-01T10:00:00Z", "LESSON") });
    expect(await rate()).toBe(100);
    // Two students answer for the first time at once, one of them twice in two transactions that
    // overlap, their count's row already there (as another student of the same shard leaves it).
    await db().$executeRaw`INSERT INTO question_first_answer_counts (question_id, shard, students, students_right) VALUES (${question.id}, ${bo.id % 16}, 0, 0) ON CONFLICT DO NOTHING`;
    const slowly = (data: ReturnType<typeof answer>) => db().$transaction(async (tx) => {
      await tx.attempt.create({ data });
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    await Promise.all([slowly(answer(bo.id, false, "2026-03-03T10:00:00Z")), slowly(answer(bo.id, true, "2026-03-02T10:00:00Z", "QUESTION")), slowly(answer(cy.id, false, "2026-03-03T10:00:00Z"))]);
    expect(await rate()).toBe(66.7);
    expect(await screenRollupDrift()).toEqual(NO_SCREEN_DRIFT);
    // Deleting a first answer moves the count to the student's next one; deleting the last leaves the count.
    await db().attempt.deleteMany({ where: { userId: amy.id, source: "LESSON" } });
    expect(await rate()).toBe(33.3);
    await db().user.delete({ where: { id: bo.id } });
    expect(await rate()).toBe(0);
    await db().attempt.deleteMany({ where: { questionId: question.id } });
    expect(await rate()).toBeNull();
    expect(await screenRollupDrift()).toEqual(NO_SCREEN_DRIFT);
    // An answer is never rewritten: the counts follow inserts and deletions only.
    const kept = await db().attempt.create({ data: answer(cy.id, true, "2026-03-04T10:00:00Z") });
    expect(await rate()).toBe(100);
    await expect(db().attempt.update({ where: { id: kept.id }, data: { correct: false } })).rejects.toThrow(/never rewritten/);
    await expect(db().$executeRaw`UPDATE attempts SET created_at = created_at - interval '1 day' WHERE id = ${kept.id}`).rejects.toThrow(/never rewritten/);
    expect(await rate()).toBe(100);
  });

  it("count an import of thousands of answers in one statement, beside the answers already there", async () => {
    // The new rows are joined with each pair's first answer once (migration first_answers_in_bulk):
    // pairs new in the statement, pairs with earlier answers, answers earlier than those, and several
    // answers of a pair in the statement.
    const questions = await Promise.all(Array.from({ length: 12 }, (_, i) => db().question.create({ data: { text: `Bulk ${i}`, answer: "7", isMultipleChoice: false } })));
    const students = await Promise.all(Array.from({ length: 40 }, (_, i) => db().user.create({ data: { email: `bulk-${i}@boxed.test`, username: `bulk${i}`, referralCode: `bulk${i}` } })));
    const answer = (userId: number, questionId: number, n: number, day: number) => ({
      userId, questionId, answer: n % 3 ? "7" : "8", correct: n % 3 !== 0, source: "PRACTICE" as const, attemptNumber: n, createdAt: new Date(Date.UTC(2026, 2, day)),
    });
    const pairs = students.flatMap((student, s) => questions.map((question, q) => ({ userId: student.id, questionId: question.id, k: s * 12 + q })));
    await db().attempt.createMany({ data: pairs.filter(({ k }) => k % 2 === 0).map(({ userId, questionId, k }) => answer(userId, questionId, 1 + (k % 5), 10)) });
    expect((await screenRollupDrift()).questionFirstAnswerCounts).toBe(0);
    const imported = pairs.flatMap(({ userId, questionId, k }) => [answer(userId, questionId, 10 + (k % 7), 5 + (k % 9)), answer(userId, questionId, 20 + (k % 4), 12), answer(userId, questionId, 30 + (k % 3), 8)]);
    expect(imported.length).toBe(1440);
    await db().attempt.createMany({ data: imported });
    expect((await screenRollupDrift()).questionFirstAnswerCounts).toBe(0);
    const counted = await db().questionFirstAnswerCount.aggregate({ where: { questionId: { in: questions.map((question) => question.id) } }, _sum: { students: true } });
    expect(counted._sum.students).toBe(480);
  });

  it("are built by the migration from the answers a database already had", async () => {
    // Answers written while no trigger runs stand for those given before the roll-ups existed.
    await db().$executeRaw`ALTER TABLE attempts DISABLE TRIGGER USER`;
    const user = await db().user.findFirstOrThrow({ where: { email: "ann@boxed.test" } });
    const question = await db().question.findFirstOrThrow();
    await db().attempt.create({ data: { userId: user.id, questionId: question.id, answer: "A", correct: true, source: "REVIEW", createdAt: new Date("2020-02-29T12:00:00Z") } });
    await db().$executeRaw`ALTER TABLE attempts ENABLE TRIGGER USER`;
    expect(await rollupDrift()).not.toEqual(NO_DRIFT);

    await db().$executeRaw`TRUNCATE activity_days, activity_weeks, activity_months, question_months`;
    const migration = readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith("_activity_rollups"))!;
    const backfill = readFileSync(join(MIGRATIONS_DIR, migration, "migration.sql"), "utf8").split("-- Roll up the answers already given.")[1];
    for (const statement of backfill.split(";").filter((text) => text.trim())) await db().$executeRawUnsafe(statement);
    expect(await rollupDrift()).toEqual(NO_DRIFT);
  });

  it("count the first answers a database already had when the migration runs", async () => {
    const driftBefore = (await screenRollupDrift()).questionFirstAnswerCounts;
    await db().$executeRaw`ALTER TABLE attempts DISABLE TRIGGER USER`;
    const user = await db().user.findFirstOrThrow({ where: { email: "ann@boxed.test" } });
    const question = await db().question.findFirstOrThrow({ orderBy: { id: "desc" } });
    await db().attempt.create({ data: { userId: user.id, questionId: question.id, answer: "A", correct: true, source: "PRACTICE", attemptNumber: 77, createdAt: new Date("2019-02-28T12:00:00Z") } });
    await db().$executeRaw`ALTER TABLE attempts ENABLE TRIGGER USER`;
    expect((await screenRollupDrift()).questionFirstAnswerCounts).toBeGreaterThan(driftBefore);
    await db().$executeRaw`TRUNCATE question_first_answer_counts`;
    const migration = readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith("_question_first_answers"))!;
    const backfill = readFileSync(join(MIGRATIONS_DIR, migration, "migration.sql"), "utf8").split("-- Roll up the answers already given.")[1];
    for (const statement of backfill.split(";").filter((text) => text.trim())) await db().$executeRawUnsafe(statement);
    expect(await screenRollupDrift()).toEqual(NO_SCREEN_DRIFT);
  });

  it("leave no first answers counted when the answers are emptied", async () => {
    expect(await db().questionFirstAnswerCount.count({ where: { students: { gt: 0 } } })).toBeGreaterThan(0);
    await db().$executeRaw`TRUNCATE attempts`;
    expect(await db().questionFirstAnswerCount.count()).toBe(0);
    expect((await screenRollupDrift()).questionFirstAnswerCounts).toBe(0);
  });
});
