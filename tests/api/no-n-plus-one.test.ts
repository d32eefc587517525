// Each Learn screen's query costs a fixed number of SQL statements, however many lessons,
// sections, questions and attempts there are: counted on the demo data, then again after the
// data has grown a lot, the counts must be equal. Every statement is counted, at the driver
// adapter (see tests/support/countingDatabase.ts), for an anonymous visitor and a student.
// The screens' queries are the web client's own: sent as the client sends them, by the persisted
// id their Relay artifact carries, so the server runs the text of web/__generated__/persisted-queries.json.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConcreteRequest } from "relay-runtime";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { useCountingDatabase, type StatementCounter } from "../support/countingDatabase.ts";
import type { Prisma } from "../../server/db/generated/client.ts";
import persistedQueries from "../../web/__generated__/persisted-queries.json" with { type: "json" };
import COURSES_SCREEN from "../../web/__generated__/CoursesScreenQuery.graphql.ts";
import COURSE_SCREEN from "../../web/__generated__/CourseScreenQuery.graphql.ts";
import LESSON_SCREEN from "../../web/__generated__/LessonScreenQuery.graphql.ts";
import QUESTION_SCREEN from "../../web/__generated__/QuestionScreenByIdQuery.graphql.ts";
import CONTEST_SCREEN from "../../web/__generated__/ContestScreenQuery.graphql.ts";
import MOCK_TESTS_SCREEN from "../../web/__generated__/MockTestScreenQuery.graphql.ts";

const app = useTestApp();
const db = () => app().database.prisma;

type Who = "anonymous" | "student";
let counter: StatementCounter;
let cookie = "";
let studentId = 0;

beforeAll(async () => {
  cookie = (await signIn(app().baseUrl, "student@boxed.test")).jar.header();
  studentId = (await db().user.findUniqueOrThrow({ where: { email: "student@boxed.test" } })).id;
  counter = useCountingDatabase(app().database);
});

afterAll(async () => {
  await counter?.close();
});

/** The persisted id the client sends for a screen's query (web/relay/environment.ts). */
function persistedId(screen: ConcreteRequest): string {
  const id = screen.params.id;
  expect(id && id in persistedQueries, `${screen.params.name} is persisted`).toBe(true);
  return id!;
}

async function ask(who: Who, screen: ConcreteRequest, variables: Record<string, unknown> = {}) {
  const response = await app().yoga.fetch("http://test/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...(who === "student" ? { cookie } : {}) },
    body: JSON.stringify({ doc_id: persistedId(screen), variables }),
  });
  const result = (await response.json()) as { data?: any; errors?: unknown[] };
  expect(result.errors).toBeUndefined();
  return result.data;
}

/** Statements one request sends (after a first, uncounted run, so nothing is cold). */
async function statementsFor(run: () => Promise<unknown>): Promise<number> {
  await run();
  return (await counter.count(run)).count;
}

const get = (who: Who, url: string) =>
  app().fastify.inject({ method: "GET", url, headers: who === "student" ? { cookie } : {} }).then((response) => {
    expect(response.statusCode).toBe(200);
    return response.json();
  });

// ---------------------------------------------------------------------------------------------
// Growing the data (through the test database's own client: not counted).

let made = 0;
/** A new published question; contest ones are candidates for similar questions. */
function newQuestion(options: { competitionId?: number; rating?: number } = {}) {
  made++;
  return {
    text: `Grown question ${made}: what is ${made} + 1?`,
    problemHtml: `<p>Grown question ${made}: what is \\(${made} + 1\\)?</p>`,
    choices: ["1", "2", "3", "4", "5"],
    answer: "B",
    topic: "ALGEBRA" as const,
    rating: options.rating ?? 1500,
    problemNumber: 100 + made,
    competitionId: options.competitionId ?? null,
    solutionText: "Add one.",
  };
}

/** Sections with practice questions (and one example each) in a lesson; returns the practice placements. */
async function addSections(lessonId: number, count: number, questionsPerSection: number) {
  const placements: { sectionId: number; questionId: number }[] = [];
  for (let index = 0; index < count; index++) {
    const section = await db().section.create({
      data: {
        lessonId,
        name: `Grown section ${index + 1}`,
        notesHtml: "<p>More notes.</p>",
        position: 100 + index,
        questions: {
          create: [
            { position: 0, isExample: true, question: { create: newQuestion() } },
            ...Array.from({ length: questionsPerSection }, (_, position) => ({ position: position + 1, question: { create: newQuestion() } })),
          ],
        },
      },
      include: { questions: { where: { isExample: false } } },
    });
    placements.push(...section.questions.map((entry) => ({ sectionId: section.id, questionId: entry.questionId })));
  }
  return placements;
}

/** The student answers each placed question in lesson practice: right, wrong, or wrong twice. */
async function answerInLessons(lessonId: number, placements: { sectionId: number; questionId: number }[]) {
  await db().attempt.createMany({
    data: placements.flatMap(({ sectionId, questionId }, index): Prisma.AttemptCreateManyInput[] => {
      const base = { userId: studentId, questionId, source: "LESSON" as const, lessonId, sectionId, answer: "A" };
      if (index % 3 === 0) return [{ ...base, answer: "B", correct: true, attemptNumber: 1 }];
      if (index % 3 === 1) return [{ ...base, correct: false, attemptNumber: 1 }];
      return [{ ...base, correct: false, attemptNumber: 1 }, { ...base, correct: false, attemptNumber: 2 }];
    }),
  });
}

async function addLessons(courseId: number, count: number) {
  for (let index = 0; index < count; index++) {
    const lesson = await db().lesson.create({ data: { courseId, name: `Grown lesson ${index + 1}`, position: 100 + index } });
    await answerInLessons(lesson.id, await addSections(lesson.id, 2, 3));
  }
}

// ---------------------------------------------------------------------------------------------

/** `most`: the statements a request may send at all (a screen that already shares its reads must keep doing so). */
type Measure = { label: string; run: (who: Who) => Promise<unknown>; most?: Record<Who, number> };
const measured: Record<string, { before: number; after: number }> = {};

/** Counts each screen for both callers, grows the data, counts again: the counts must not move. */
/**
 * The fewest statements over three runs: Prisma batches same-tick lookups, and on a busy server a
 * lookup now and then misses the batch by a tick. N+1 growth shows in every run.
 */
async function fewestStatements(run: () => Promise<unknown>): Promise<number> {
  const counts = [await statementsFor(run), await statementsFor(run), await statementsFor(run)];
  return Math.min(...counts);
}

async function expectFlat(measures: Measure[], grow: () => Promise<void>) {
  const cases = measures.flatMap((measure) =>
    (["anonymous", "student"] as const).map((who) => ({ key: `${measure.label} (${who})`, run: () => measure.run(who), most: measure.most?.[who] })),
  );
  const before = new Map<string, number>();
  for (const { key, run } of cases) before.set(key, await fewestStatements(run));
  await grow();
  for (const { key, run } of cases) measured[key] = { before: before.get(key)!, after: await fewestStatements(run) };
  for (const { key } of cases) expect({ key, statements: measured[key].after }).toEqual({ key, statements: measured[key].before });
  for (const { key, most } of cases) if (most !== undefined) expect({ key, statements: measured[key].after }).toEqual({ key, statements: Math.min(most, measured[key].after) });
}

afterAll(() => {
  // The measurements, for the record (vitest prints console output of the file).
  console.info(
    "SQL statements per request (before -> after growth):\n" +
      Object.entries(measured).map(([key, { before, after }]) => `  ${key}: ${before} -> ${after}`).join("\n"),
  );
});

describe("no N+1: statements per screen do not grow with the data", () => {
  it("the courses list: 30 more lessons with sections, questions and the student's attempts", async () => {
    const course = await db().course.findFirstOrThrow({ orderBy: { position: "asc" } });
    const before = await ask("student", COURSES_SCREEN);
    await expectFlat(
      [
        // The courses' lessons' question ids and the student's ledgers of them in one statement.
        { label: "courses screen (GraphQL)", run: (who) => ask(who, COURSES_SCREEN), most: { anonymous: 4, student: 5 } },
        // The course with its lessons and their sections in one statement (services/courseTree.ts).
        { label: "course screen (GraphQL)", run: (who) => ask(who, COURSE_SCREEN, { courseId: course.id }), most: { anonymous: 2, student: 3 } },
        // Every course with its lessons in one statement (services/courseTree.ts findCourses; was 3 and 4).
        { label: "GET /api/courses/", run: (who) => get(who, "/api/courses/"), most: { anonymous: 2, student: 3 } },
      ],
      () => addLessons(course.id, 30),
    );
    // The growth is visible on the screen: 30 more lessons, and the student's progress in them.
    const after = await ask("student", COURSES_SCREEN);
    const courseOf = (data: any) => data.coursesConnection.edges.find((edge: any) => edge.node.courseId === course.id).node;
    expect(courseOf(after).lessonCount).toBe(courseOf(before).lessonCount + 30);
    const progressOf = (data: any) => courseOf(data).progress;
    expect(progressOf(after).total).toBe(progressOf(before).total + 30 * 2 * 3);
    expect(progressOf(after).completed).toBe(progressOf(before).completed + 30 * 2 * 2);
  });

  it("a lesson page: 10 more sections of 5 practice questions, with the student's attempts", async () => {
    const lesson = await db().lesson.findFirstOrThrow({ where: { name: { not: { startsWith: "Grown" } } }, orderBy: { id: "asc" } });
    const before = await ask("student", LESSON_SCREEN, { lessonId: lesson.id });
    await expectFlat(
      // A section's practice and example questions are read together, with their sections.
      // The practice questions' viewer states come from the lesson's progress read (graphql/loaders.ts; was 9).
      [{ label: "lesson screen (GraphQL)", run: (who) => ask(who, LESSON_SCREEN, { lessonId: lesson.id }), most: { anonymous: 7, student: 8 } }],
      async () => answerInLessons(lesson.id, await addSections(lesson.id, 10, 5)),
    );
    const after = await ask("student", LESSON_SCREEN, { lessonId: lesson.id });
    expect(after.lesson.sections).toHaveLength(before.lesson.sections.length + 10);
    const grown = after.lesson.sections.filter((section: any) => section.name.startsWith("Grown"));
    expect(grown.flatMap((section: any) => section.practiceQuestions)).toHaveLength(50);
    // The attempts show: 17 solved, 16 used up, 17 answered once with one attempt left; answers only where locked.
    const questions = grown.flatMap((section: any) => section.practiceQuestions);
    expect(questions.filter((question: any) => question.viewerState.solved)).toHaveLength(17);
    expect(questions.filter((question: any) => question.viewerState.locked)).toHaveLength(17 + 16);
    expect(questions.filter((question: any) => !question.viewerState.locked).map((question: any) => question.viewerState.attemptsLeft)).toEqual(Array(17).fill(1));
    for (const question of questions) expect(question.reveal !== null).toBe(question.viewerState.locked);
  });

  // Each question object on /api carries its similar questions (one batched statement for all).
  it("the lesson page on /api: a section grown to 30 more practice questions", async () => {
    const lesson = await db().lesson.findFirstOrThrow({ where: { name: { not: { startsWith: "Grown" } } }, orderBy: { id: "desc" }, include: { sections: { orderBy: { position: "asc" }, take: 1 } } });
    const section = lesson.sections[0];
    const url = `/api/section-notes/?id=${lesson.id}&sid=${section.id}`;
    const before = await get("student", url);
    await expectFlat([{ label: "GET /api/section-notes/", run: (who) => get(who, url), most: { anonymous: 10, student: 11 } }], async () => {
      const questions = await Promise.all(Array.from({ length: 30 }, () => db().question.create({ data: newQuestion(), select: { id: true } })));
      await db().sectionQuestion.createMany({ data: questions.map((question, index) => ({ sectionId: section.id, questionId: question.id, position: 100 + index })) });
      await answerInLessons(lesson.id, questions.map((question) => ({ sectionId: section.id, questionId: question.id })));
    });
    const after = await get("student", url);
    expect(after.questions).toHaveLength(before.questions.length + 30);
  });

  it("the question page: placed in 30 more sections, 30 more similar candidates, 30 more students' answers", async () => {
    const placement = await db().sectionQuestion.findFirstOrThrow({ where: { isExample: false, section: { lesson: { name: { not: { startsWith: "Grown" } } } } }, orderBy: { questionId: "asc" } });
    const questionId = placement.questionId;
    const question = await db().question.findUniqueOrThrow({ where: { id: questionId } });
    // The student has answered it once on the question page.
    await db().attempt.create({ data: { userId: studentId, questionId, source: "QUESTION", answer: "A", correct: false } });
    const before = await ask("student", QUESTION_SCREEN, { questionId });
    await expectFlat(
      [
        { label: "question screen (GraphQL)", run: (who) => ask(who, QUESTION_SCREEN, { questionId }) },
        { label: "GET /api/questions/:id", run: (who) => get(who, `/api/questions/${questionId}`) },
      ],
      async () => {
        const lesson = await db().lesson.findFirstOrThrow({ where: { name: { startsWith: "Grown" } } });
        for (let index = 0; index < 30; index++) {
          await db().section.create({
            data: { lessonId: lesson.id, name: `Also uses it ${index + 1}`, position: 200 + index, questions: { create: [{ questionId, isExample: index % 2 === 0 }] } },
          });
        }
        const competition = await db().competition.findFirstOrThrow();
        await db().question.createMany({
          data: Array.from({ length: 30 }, (_, index) => ({ ...newQuestion({ competitionId: competition.id, rating: question.rating + index - 15 }), topic: question.topic })),
        });
        for (let index = 0; index < 30; index++) {
          const user = await db().user.create({ data: { email: `reader${index}@grown.test`, username: `Reader ${index}`, referralCode: `GROWN-${index}` } });
          await db().attempt.create({ data: { userId: user.id, questionId, source: "QUESTION", answer: "A", correct: index % 2 === 0 } });
        }
      },
    );
    const after = await ask("student", QUESTION_SCREEN, { questionId });
    expect(after.question.relatedSections).toHaveLength(before.question.relatedSections.length + 30);
    expect(after.question.successRate).not.toBe(before.question.successRate);
    expect(after.question.similarQuestions).toHaveLength(5);
  });

  it("the contest page and the mock tests: 30 more questions in the contest, 30 more takers, another year", async () => {
    const competition = await db().competition.findUniqueOrThrow({ where: { name_year: { name: "AMC_10A", year: 2024 } } });
    const variables = { name: "AMC_10A", year: 2024 };
    const before = await ask("student", CONTEST_SCREEN, variables);
    await expectFlat(
      [
        { label: "contest screen (GraphQL)", run: (who) => ask(who, CONTEST_SCREEN, variables) },
        { label: "GET /api/contest/:name/:year", run: (who) => get(who, "/api/contest/AMC_10A/2024") },
        { label: "mock tests screen (GraphQL)", run: (who) => ask(who, MOCK_TESTS_SCREEN) },
        { label: "GET /api/mock-test/", run: (who) => get(who, "/api/mock-test/") },
      ],
      async () => {
        await db().question.createMany({
          data: Array.from({ length: 30 }, (_, index) => ({ ...newQuestion({ competitionId: competition.id }), problemNumber: 26 + index })),
        });
        const nextYear = await db().competition.create({ data: { name: "AMC_10A", family: "AMC10", year: 2025, durationMinutes: 75 } });
        await db().question.createMany({ data: Array.from({ length: 5 }, () => newQuestion({ competitionId: nextYear.id })) });
        for (let index = 0; index < 30; index++) {
          const user = await db().user.create({ data: { email: `taker${index}@grown.test`, username: `Taker ${index}`, referralCode: `TAKER-${index}` } });
          await db().contestSubmission.create({
            data: {
              userId: user.id, competitionId: competition.id, startKey: `grown-${index}`, startedAt: new Date(), timeSpentSeconds: 600,
              answers: [], score: index * 3, fullScore: 150, correctCount: index, blankCount: 0, incorrectCount: 25 - index, rated: true,
            },
          });
          await db().rating.create({ data: { userId: user.id, family: "AMC10", rating: 1500 + index, games: 25 } });
        }
        await db().contestSubmission.create({
          data: {
            userId: studentId, competitionId: competition.id, startKey: "grown-student", startedAt: new Date(), timeSpentSeconds: 600,
            answers: [], score: 30, fullScore: 150, correctCount: 5, blankCount: 0, incorrectCount: 20,
          },
        });
      },
    );
    const after = await ask("student", CONTEST_SCREEN, variables);
    expect(after.contest.questions).toHaveLength(before.contest.questions.length + 30);
    // The 30 other takers' submissions are not the student's: with one of three used, they may still submit.
    expect(after.contest.isAllowedToSubmit).toBe(true);
    const mock = await get("anonymous", "/api/mock-test/");
    const amc10a = mock.competitions.find((entry: any) => entry.name === "AMC_10A");
    expect(amc10a.years).toEqual([2025, 2024]);
    expect(amc10a.num_test_takers).toBe(31);
    expect(amc10a.top_test_takers).toHaveLength(3);
    expect(mock.rating_leaderboard.AMC_10).toHaveLength(10);
  });
});
