// The practice, review, question, contest, home, lesson, dashboard and course screens send a bounded number of
// SQL statements per request, each path as the client sends it (the web client's persisted
// documents, the /api routes, and a partner tool's query text for the course read). The student has
// mistakes of every kind on their review list: due (a contest and a lesson question), not due, and
// not due with a review round under way (which only its attempt ledger can tell). Every statement is
// counted at the driver adapter (tests/support/countingDatabase.ts), the fewest over three runs
// (Prisma batches same-tick lookups; on a busy machine one may miss by a tick).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConcreteRequest } from "relay-runtime";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { useCountingDatabase, type StatementCounter } from "../support/countingDatabase.ts";
import DASHBOARD_SCREEN from "../../web/__generated__/DashboardScreenQuery.graphql.ts";
import RANDOM_PRACTICE from "../../web/__generated__/RandomPracticeQuery.graphql.ts";
import QUESTION_SCREEN from "../../web/__generated__/QuestionScreenByIdQuery.graphql.ts";
import CONTEST_SCREEN from "../../web/__generated__/ContestScreenQuery.graphql.ts";
import COURSE_SCREEN from "../../web/__generated__/CourseScreenQuery.graphql.ts";
import LESSON_SCREEN from "../../web/__generated__/LessonScreenQuery.graphql.ts";
import HOME_SCREEN from "../../web/__generated__/HomeScreenQuery.graphql.ts";

const app = useTestApp();
const db = () => app().database.prisma;
const DAY = 86_400_000;

let counter: StatementCounter;
let cookie = "";
let questionId = 0;
let courseId = 0;
let lessonId = 0;

/** Statements per request for each screen and path; main sent the number in the comment (2026-11-26). */
const CEILINGS: Record<string, number> = {
  "dashboard (GraphQL)": 15, // 28 (16 before the viewer's open contest sittings came with the session; 12 while its five parts were one statement, which PostgreSQL ran one part after the other: now each is its own, run side by side; 11 while the answers' and contests' totals were Prisma's _count inside the student's statement, which counts every student's answers when Prisma batches two reads of users; 13 before Review Work's ledgers were read with the listed questions' last answers and the listed questions with their competitions in one statement; 18 before its results, performance, ratings, mastery grid and review cards were one statement, and the review list's last answers and titles another)
  "GET /api/space/dashboard": 11, // 28 (12 before the same; 8 while its five parts were one statement; 13 before the same, its listed questions read with their section links too; 16-17 likewise before)
  "review (GraphQL)": 2, // 9 (3 before the viewer's open contest sittings came with the session; 4 before the first page of cards was read with its first card's question and ledger; 6 before the practice question was read with its competition in one statement; 5 before the viewer's ledger of it was read in that statement too)
  "POST /api/random/random review": 4, // 14 (5 before the same; 6 before the same; 10 before the practice question was read with its competition and sections in one statement; 7 before its ledger likewise)
  "new practice (GraphQL)": 4, // 12 (6 before the student's contest ratings, practice ratings and grade were one statement, not three; 7 before the open contest sittings came with the session; 9 before the same; 8 before its ledger likewise)
  "POST /api/random/random new": 6, // 17 (8 before the same; 9 before the same; 13 before the same; 10 before its ledger likewise)
  "question (GraphQL)": 4, // 12 (5 before the open contest sittings came with the session; 10 before the question, its competition and sections were read in one statement; 6 before the student's ledger of it came in the same statement)
  "GET /api/questions/:id": 4, // 12 (5 before the same; 9 before the same; 10 before Section.lessonId: related_sections read the lessons; 6 before the student's ledger came with the question)
  "contest (GraphQL)": 2, // 12 (a reload of the student's open sitting; 3 before its questions were read with the sitting)
  "GET /api/contest/:name/:year": 2, // 12 (the same)
  "course (GraphQL)": 3, // 5
  "GET /api/courses/:id": 3, // 4
  "course read (query text)": 2, // 4
  "home, anonymous (GraphQL)": 5, // 10 (7 before the two trending lists were one statement, and the question of the day was found in one statement, not two; 9 before the families' boards were one statement; the question of the day with its competition in one statement since)
  "GET /api/home/, anonymous": 5, // 10 (the same)
  "home, signed in (GraphQL)": 22, // 36 (24 before a student's parents and parent requests were one statement, and the practice ratings as above; 26 before the trending lists and the question of the day as above; 34 before the boards and the student's places on them were one statement each; a student's parents and parent requests in one statement each since, and the question of the day as above; 30 before the lesson in progress was one statement, not four, and the last rated contest came from the ratings' last changes; PostgreSQL sends one more than PGlite: 22 and 21)
  "lesson (GraphQL)": 3, // 10 (9 before the practice questions' ledgers came from the lesson's progress read, 8 before the lesson, its course, sections and questions were one statement)
  "GET /api/section-notes/": 5, // 18 (the shown section's success rates and similar questions are read beside the lesson, each in a statement of its own so that they run side by side; its first section was read again: the lesson, sections, questions; related_sections read the lessons; 12 before the practice questions' ledgers came from the lesson's progress read, 11 before the lesson, its sections and questions were one statement)
};

beforeAll(async () => {
  const email = "statements@review.test";
  cookie = (await signIn(app().baseUrl, email)).jar.header();
  const { id: userId } = await db().user.findUniqueOrThrow({ where: { email } });
  const contest = await db().question.findMany({ where: { status: "PUBLISHED", competition: { enabled: true } }, orderBy: { id: "asc" }, take: 6, select: { id: true } });
  const lesson = await db().question.findFirstOrThrow({ where: { status: "PUBLISHED", competitionId: null }, orderBy: { id: "asc" }, select: { id: true } });
  questionId = contest[0].id;
  courseId = (await db().course.findFirstOrThrow({ orderBy: { position: "asc" }, select: { id: true } })).id;
  lessonId = (await db().lesson.findFirstOrThrow({ orderBy: { id: "asc" }, select: { id: true } })).id;
  const now = Date.now();
  // Missed 3 days ago; due 1 day ago (3 of them, one a lesson question) or in 2 days (the others).
  const missed = [...contest.slice(1, 6).map((question) => question.id), lesson.id];
  await db().attempt.createMany({
    data: missed.map((id) => ({ userId, questionId: id, answer: "Z", correct: false, source: "PRACTICE" as const, attemptNumber: 1, createdAt: new Date(now - 3 * DAY) })),
  });
  await db().reviewCard.createMany({
    data: missed.map((id, index) => ({
      userId, questionId: id, due: new Date(now + (index % 2 === 0 ? 2 * DAY : -DAY)), lastMissedAt: new Date(now - 3 * DAY), lastReview: null,
      state: 1, difficulty: 6, stability: 0.2, reps: 1, lapses: 0, learningSteps: 0,
    })),
  });
  // One not due yet has a review round under way: a wrong review answer, one attempt left.
  await db().attempt.create({ data: { userId, questionId: missed[0], answer: "Y", correct: false, source: "REVIEW", attemptNumber: 1, createdAt: new Date(now - DAY) } });
  counter = useCountingDatabase(app().database);
});

afterAll(async () => {
  await counter?.close();
});

async function ask(screen: ConcreteRequest | string, variables: Record<string, unknown> = {}, signedIn = true) {
  const response = await app().yoga.fetch("http://test/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...(signedIn ? { cookie } : {}) },
    body: JSON.stringify({ ...(typeof screen === "string" ? { query: screen } : { doc_id: screen.params.id }), variables }),
  });
  const result = (await response.json()) as { data?: any; errors?: unknown[] };
  expect(result.errors).toBeUndefined();
  return result.data;
}

async function call(method: "GET" | "POST", url: string, payload?: object, signedIn = true) {
  const response = await app().fastify.inject({ method, url, headers: { ...(signedIn ? { cookie } : {}), ...(payload ? { origin: app().baseUrl } : {}) }, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const practice = { competition: null, topic: null, reviewDays: 21, excludeQuestionId: null };
const SCREENS: Record<string, () => Promise<any>> = {
  "dashboard (GraphQL)": () => ask(DASHBOARD_SCREEN, { userId: null }),
  "GET /api/space/dashboard": () => call("GET", "/api/space/dashboard"),
  "review (GraphQL)": () => ask(RANDOM_PRACTICE, { ...practice, mode: "REVIEW" }),
  "POST /api/random/random review": () => call("POST", "/api/random/random", { mode: "review" }),
  "new practice (GraphQL)": () => ask(RANDOM_PRACTICE, { ...practice, mode: "NEW" }),
  "POST /api/random/random new": () => call("POST", "/api/random/random", { mode: "new" }),
  "question (GraphQL)": () => ask(QUESTION_SCREEN, { questionId }),
  "GET /api/questions/:id": () => call("GET", `/api/questions/${questionId}`),
  "contest (GraphQL)": () => ask(CONTEST_SCREEN, { name: "AMC_10A", year: 2024, startToken: null }),
  "GET /api/contest/:name/:year": () => call("GET", "/api/contest/AMC_10A/2024"),
  "course (GraphQL)": () => ask(COURSE_SCREEN, { courseId }),
  "GET /api/courses/:id": () => call("GET", `/api/courses/${courseId}`),
  // A partner tool's read (bench/perf/peers.ts): the course with its lessons and their sections' ids.
  "course read (query text)": () =>
    ask("query ($courseId: Int!) { course(courseId: $courseId) { courseId name category description isSample lessons { lessonId name description active sections { sectionId } } } }", { courseId }),
  "home, anonymous (GraphQL)": () => ask(HOME_SCREEN, {}, false),
  "GET /api/home/, anonymous": () => call("GET", "/api/home/", undefined, false),
  "home, signed in (GraphQL)": () => ask(HOME_SCREEN),
  "lesson (GraphQL)": () => ask(LESSON_SCREEN, { lessonId }),
  "GET /api/section-notes/": () => call("GET", `/api/section-notes/?id=${lessonId}`),
};

describe("statements per request on the practice, review, question, contest, lesson, dashboard and course screens", () => {
  it("the screens show the review list: due mistakes first, then the one with a round under way", async () => {
    const dashboard = (await ask(DASHBOARD_SCREEN, { userId: null })).dashboard;
    expect(dashboard.reviewCount).toBe(4);
    expect(dashboard.reviewProblems).toHaveLength(4);
    expect(dashboard.upcomingReviews).toHaveLength(3);
    expect((await ask(RANDOM_PRACTICE, { ...practice, mode: "REVIEW" })).practiceQuestion.viewerState.reviewRound.attemptsLeft).toBe(2);
  });

  it("send no more statements than their ceiling", async () => {
    const counts: Record<string, number> = {};
    for (const [label, run] of Object.entries(SCREENS)) {
      await run();
      counts[label] = Math.min((await counter.count(run)).count, (await counter.count(run)).count, (await counter.count(run)).count);
    }
    console.info(`Statements per request: ${JSON.stringify(counts)}`);
    for (const [label, count] of Object.entries(counts)) expect({ label, count, within: count <= CEILINGS[label]! }).toMatchObject({ label, within: true });
  });

  it("read the practice question, and the question page's, with the student's attempt ledger of it in one statement, not one after the other", async () => {
    for (const label of ["review (GraphQL)", "POST /api/random/random review", "new practice (GraphQL)", "POST /api/random/random new", "question (GraphQL)", "GET /api/questions/:id"]) {
      const { statements } = await counter.count(SCREENS[label]!);
      const ledgerReads = statements.filter((statement) => /json_build_object\('source', a\.source/.test(statement));
      expect({ label, ledgerReads: ledgerReads.length, withQuestion: ledgerReads.every((statement) => /json_build_object\('question', json_build_object\(/.test(statement)) }).toEqual({ label, ledgerReads: 1, withQuestion: true });
    }
  });
});

describe("the home page's leaderboards", () => {
  it("are one statement for every family's board shown, and one for the student's places on them", async () => {
    const { id: userId } = await db().user.findUniqueOrThrow({ where: { email: "statements@review.test" } });
    await db().rating.createMany({
      data: (["AMC8", "AMC10", "AMC12"] as const).map((family, index) => ({ userId, family, rating: 1500 + 100 * index, games: 1 })),
      skipDuplicates: true,
    });
    await ask(HOME_SCREEN);
    let home: any;
    const { statements } = await counter.count(async () => {
      home = await ask(HOME_SCREEN);
    });
    const boards = statements.filter((statement) => /FROM ratings r\b/.test(statement) && /LIMIT/.test(statement));
    const places = statements.filter((statement) => /FROM ratings me\b/.test(statement));
    expect({ boards: boards.length, places: places.length }).toEqual({ boards: 1, places: 1 });
    // The screen shows each board and the student's place on it.
    const shown = JSON.stringify(home);
    for (const rating of [1500, 1600, 1700]) expect(shown).toContain(`"rating":${rating}`);
  });
});
