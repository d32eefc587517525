// The screens every visitor opens stay flat as the data grows: the home page (question of the day,
// leaderboards, trending lessons), the mock tests (takers, top takers, leaderboards), the courses
// (course completion) and the dashboard. Each is measured with N other students' answers and
// submissions, then again at 10N, and must send the same number of SQL statements, scan the
// answers and submissions only through an index (EXPLAIN with sequential scans turned off still
// finds one where no index serves the query), and read the same number of rows of the large
// tables (EXPLAIN ANALYZE, within a row or two): the screens answer from indexes and roll-ups, never by scanning.
// One read may grow, by design: a signed-in student's place on a leaderboard counts the students
// rated above them (along the rating index), so it reads as many rows as there are above them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConcreteRequest } from "relay-runtime";
import type { SqlQuery } from "@prisma/driver-adapter-utils";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { useCountingDatabase, type StatementCounter } from "../support/countingDatabase.ts";
import { refreshLessonTrends } from "../../server/services/trendingLessons.ts";
import persistedQueries from "../../web/__generated__/persisted-queries.json" with { type: "json" };
import HOME_SCREEN from "../../web/__generated__/HomeScreenQuery.graphql.ts";
import MOCK_TESTS_SCREEN from "../../web/__generated__/MockTestScreenQuery.graphql.ts";
import COURSES_SCREEN from "../../web/__generated__/CoursesScreenQuery.graphql.ts";
import DASHBOARD_SCREEN from "../../web/__generated__/DashboardScreenQuery.graphql.ts";

const app = useTestApp();
const db = () => app().database.prisma;

/** The tables that grow with use; every screen must read them by index, a bounded number of rows. */
const LARGE_TABLES = ["attempts", "contest_submissions", "ratings", "users", "lesson_learners", "contest_takers", "contest_bests", "rating_changes", "review_cards"];
/** Those never to be scanned whole. */
const NEVER_SCANNED = ["attempts", "contest_submissions", "rating_changes"];

let counter: StatementCounter;
let cookie = "";

beforeAll(async () => {
  cookie = (await signIn(app().baseUrl, "student@boxed.test")).jar.header();
  counter = useCountingDatabase(app().database);
});

afterAll(async () => {
  await counter?.close();
});

type Who = "anonymous" | "student";

async function ask(who: Who, screen: ConcreteRequest) {
  const id = screen.params.id!;
  expect(id in persistedQueries, `${screen.params.name} is persisted`).toBe(true);
  const response = await app().yoga.fetch("http://test/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...(who === "student" ? { cookie } : {}) },
    body: JSON.stringify({ doc_id: id, variables: {} }),
  });
  const result = (await response.json()) as { data?: unknown; errors?: unknown[] };
  expect(result.errors).toBeUndefined();
  return result.data;
}

const get = (who: Who, url: string) =>
  app().fastify.inject({ method: "GET", url, headers: who === "student" ? { cookie } : {} }).then((response) => {
    expect(response.statusCode).toBe(200);
    return response.json();
  });

// ---------------------------------------------------------------------------------------------
// Growing the data: other students, each with lesson and practice answers over the last 40 days,
// rated submissions of the contests and ratings, written set-based (INSERT ... SELECT
// generate_series) through the test database's own client (not counted).

let grownStudents = 0;

async function growStudents(count: number) {
  const from = grownStudents + 1;
  const to = grownStudents + count;
  grownStudents = to;
  await db().$executeRaw`
    INSERT INTO users (email, username, referral_code, student_grade, updated_at)
    SELECT 'grown' || g || '@scale.test', 'Grown ' || g, 'SCALE-' || g, 6 + g % 7, now() FROM generate_series(${from}::int, ${to}::int) g`;
  await giveHistory(`SELECT id FROM users WHERE referral_code LIKE 'SCALE-%' AND substring(referral_code FROM 7)::int BETWEEN ${from} AND ${to}`);
  await db().$executeRawUnsafe("ANALYZE");
  await refreshLessonTrends(db());
}

/** The students `grown` selects answer in lessons and practice, sit every contest and get ratings. */
async function giveHistory(grown: string) {
  // Ten lesson answers each (placements picked by the student's id), some right, over 40 days.
  await db().$executeRawUnsafe(`
    WITH placements AS (
      SELECT sq.question_id, s.id AS section_id, s.lesson_id, ROW_NUMBER() OVER (ORDER BY sq.section_id, sq.question_id) AS n
      FROM section_questions sq JOIN sections s ON s.id = sq.section_id WHERE NOT sq.is_example),
    total AS (SELECT COUNT(*) AS n FROM placements)
    INSERT INTO attempts (user_id, question_id, answer, correct, source, attempt_number, lesson_id, section_id, created_at)
    SELECT u.id, p.question_id, 'A', (u.id + p.n) % 3 = 0, 'LESSON', 1, p.lesson_id, p.section_id,
      now() - ((u.id * 7 + p.n) % 40) * interval '1 day'
    FROM (${grown}) u CROSS JOIN generate_series(0, 9) k JOIN total ON true
    JOIN placements p ON p.n = 1 + (u.id * 13 + k * 7) % total.n
    ON CONFLICT DO NOTHING`);
  // Ten random-practice answers each.
  await db().$executeRawUnsafe(`
    WITH pool AS (SELECT id, ROW_NUMBER() OVER (ORDER BY id) AS n FROM questions WHERE status = 'PUBLISHED'),
    total AS (SELECT COUNT(*) AS n FROM pool)
    INSERT INTO attempts (user_id, question_id, answer, correct, source, attempt_number, created_at)
    SELECT u.id, q.id, 'B', (u.id + k) % 2 = 0, 'PRACTICE', 1, now() - ((u.id + k) % 60) * interval '1 day'
    FROM (${grown}) u CROSS JOIN generate_series(0, 9) k JOIN total ON true
    JOIN pool q ON q.n = 1 + (u.id * 31 + k * 11) % total.n
    ON CONFLICT DO NOTHING`);
  // A rated submission of every enabled contest for each, and a rating in each of its families.
  await db().$executeRawUnsafe(`
    INSERT INTO contest_submissions (user_id, competition_id, start_key, started_at, submitted_at, time_spent_seconds, answers,
      score, full_score, correct_count, blank_count, incorrect_count, rated)
    SELECT u.id, c.id, 'scale-' || u.id || '-' || c.id, now() - interval '1 hour', now() - (u.id % 500) * interval '1 minute', 1800, '[]',
      (u.id % 20) * 6, 150, u.id % 20, 0, 25 - u.id % 20, true
    FROM (${grown}) u JOIN competitions c ON c.enabled`);
  await db().$executeRawUnsafe(`
    INSERT INTO ratings (user_id, family, rating, games, updated_at)
    SELECT u.id, f.family, 500 + u.id, 1 + u.id % 9, now()
    FROM (${grown}) u CROSS JOIN (SELECT DISTINCT family FROM competitions WHERE enabled) f
    ON CONFLICT DO NOTHING`);
}

// ---------------------------------------------------------------------------------------------
// Measuring a request: its statements, and for each read its plan.

type Reading = { statements: number; scans: string[]; rowsRead: number; sequentialScans: string[] };

type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  Plans?: PlanNode[];
};

function* nodes(plan: PlanNode): Generator<PlanNode> {
  yield plan;
  for (const child of plan.Plans ?? []) yield* nodes(child);
}

const isRead = (sql: string) => /^\s*(SELECT|WITH)\b/i.test(sql) && !/\b(INSERT|UPDATE|DELETE)\b/i.test(sql);

/** The statement's plan with sequential scans off (so one left means no index serves it), run for real. */
async function planOf(query: SqlQuery): Promise<PlanNode> {
  const rows = await db().$transaction(async (tx) => {
    await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
    return tx.$queryRawUnsafe<{ "QUERY PLAN": [{ Plan: PlanNode }] }[]>(`EXPLAIN (ANALYZE, FORMAT JSON) ${query.sql}`, ...(query.args as unknown[]));
  });
  return rows[0]["QUERY PLAN"][0].Plan;
}

async function measure(run: () => Promise<unknown>): Promise<Reading> {
  await run();
  // The fewest statements over three runs: Prisma batches same-tick lookups, and on a busy
  // machine one now and then misses the batch by a tick.
  const runs = [await counter.count(run), await counter.count(run), await counter.count(run)];
  const fewest = runs.reduce((best, next) => (next.count < best.count ? next : best));
  await counter.count(run);
  const queries = [...counter.queries];
  const reading: Reading = { statements: fewest.count, scans: [], rowsRead: 0, sequentialScans: [] };
  for (const query of queries.filter((candidate) => isRead(candidate.sql))) {
    for (const node of nodes(await planOf(query))) {
      const table = node["Relation Name"];
      if (!table || !LARGE_TABLES.includes(table)) continue;
      // The planner picks among index scans by the table's size; what must not change is index or not.
      reading.scans.push(`${node["Node Type"] === "Seq Scan" ? "whole table" : "index"}: ${table}`);
      if (node["Node Type"] === "Seq Scan" && NEVER_SCANNED.includes(table)) reading.sequentialScans.push(`${table}: ${query.sql}`);
      const read = (node["Actual Rows"] ?? 0) + (node["Rows Removed by Filter"] ?? 0) + (node["Rows Removed by Index Recheck"] ?? 0);
      // A standing's rank: the students above the viewer, read along the index (checked above).
      if (!/ AS rank\b/.test(query.sql)) reading.rowsRead += read * (node["Actual Loops"] ?? 1);
    }
  }
  reading.scans = [...new Set(reading.scans)].sort();
  return reading;
}

const SCREENS: { label: string; who: Who; run: () => Promise<unknown> }[] = [
  { label: "home (anonymous)", who: "anonymous", run: () => ask("anonymous", HOME_SCREEN) },
  { label: "home (student)", who: "student", run: () => ask("student", HOME_SCREEN) },
  { label: "GET /api/home/", who: "anonymous", run: () => get("anonymous", "/api/home/") },
  { label: "mock tests (anonymous)", who: "anonymous", run: () => ask("anonymous", MOCK_TESTS_SCREEN) },
  { label: "mock tests (student)", who: "student", run: () => ask("student", MOCK_TESTS_SCREEN) },
  { label: "GET /api/mock-test/", who: "anonymous", run: () => get("anonymous", "/api/mock-test/") },
  { label: "courses (student)", who: "student", run: () => ask("student", COURSES_SCREEN) },
  { label: "dashboard (student)", who: "student", run: () => ask("student", DASHBOARD_SCREEN) },
];

const N = 60;
const readings: Record<string, { n: Reading; tenN: Reading }> = {};

afterAll(() => {
  console.info(
    `Per request, with ${N} and ${10 * N} other students (statements; rows read from the large tables):\n` +
      Object.entries(readings)
        .map(([label, { n, tenN }]) => `  ${label}: ${n.statements} -> ${tenN.statements} statements; ${Math.round(n.rowsRead)} -> ${Math.round(tenN.rowsRead)} rows; ${tenN.scans.join(", ")}`)
        .join("\n"),
  );
});

describe("the busiest screens stay flat at 10x the data", () => {
  it(`send the same statements and plans, and read no more rows, with ${N} and with ${10 * N} other students`, async () => {
    // The student has a history of their own too, which stays as it is while the others grow.
    await giveHistory("SELECT id FROM users WHERE email = 'student@boxed.test'");
    await growStudents(N);
    const atN = new Map<string, Reading>();
    for (const screen of SCREENS) atN.set(screen.label, await measure(screen.run));
    const mockBefore = await get("anonymous", "/api/mock-test/");

    await growStudents(9 * N);
    for (const screen of SCREENS) readings[screen.label] = { n: atN.get(screen.label)!, tenN: await measure(screen.run) };

    for (const [label, { n, tenN }] of Object.entries(readings)) {
      expect({ label, sequentialScans: tenN.sequentialScans }).toEqual({ label, sequentialScans: [] });
      expect({ label, statements: tenN.statements, scans: tenN.scans }).toEqual({ label, statements: n.statements, scans: n.scans });
      // Another index may be picked as the tables grow (a row more or less); reading in proportion
      // to the data would be ten times as many.
      expect({ label, flat: tenN.rowsRead <= n.rowsRead * 1.1 + 10, rows: [n.rowsRead, tenN.rowsRead] }).toMatchObject({ label, flat: true });
    }

    // The growth shows on the screens: ten times the takers.
    const mockAfter = await get("anonymous", "/api/mock-test/");
    const takers = (body: any) => body.competitions.find((entry: any) => entry.name === "AMC_10A").num_test_takers;
    expect(takers(mockAfter) - takers(mockBefore)).toBe(9 * N);
    expect(mockAfter.competitions.find((entry: any) => entry.name === "AMC_10A").top_test_takers).toHaveLength(3);
  }, 180_000);

  it("read the dashboard's page of the student's answers (newest first) alone, not their other answers nor anyone else's", async () => {
    // The student answered before the others grew (the test above gave them a history first), so
    // their newest-first page is not at the end of the table: walking the answers backwards reads
    // every later answer first.
    await counter.count(() => ask("student", DASHBOARD_SCREEN));
    const page = counter.queries.find((query) => /FROM "public"\."attempts".*ORDER BY "public"\."attempts"\."id" DESC/s.test(query.sql));
    expect(page, "the answers page statement").toBeDefined();
    let rowsRead = 0;
    for (const node of nodes(await planOf(page!))) {
      if (node["Relation Name"] !== "attempts") continue;
      rowsRead += ((node["Actual Rows"] ?? 0) + (node["Rows Removed by Filter"] ?? 0) + (node["Rows Removed by Index Recheck"] ?? 0)) * (node["Actual Loops"] ?? 1);
    }
    const mine = await db().$queryRaw<{ n: number }[]>`
      SELECT COUNT(*)::int AS n FROM attempts WHERE user_id = (SELECT id FROM users WHERE email = 'student@boxed.test')`;
    expect(mine[0]!.n).toBeGreaterThan(11);
    // The dashboard shows ten; the eleventh tells whether there is a next page.
    expect(rowsRead).toBeLessThanOrEqual(11);
  }, 60_000);

  it("count a student's answers and contests from their own rows, even when the student is asked for several times at once", async () => {
    const me = await db().user.findUniqueOrThrow({ where: { email: "student@boxed.test" }, select: { id: true } });
    const query = `query ($me: Int!) {
      a: user(userId: $me) { answers(first: 1) { totalCount } contestSubmissions(first: 1) { totalCount } }
      b: user(userId: $me) { answers(first: 1) { totalCount } contestSubmissions(first: 1) { totalCount } }
      c: user(userId: $me) { answers(first: 1, source: LESSON) { totalCount } }
    }`;
    let answer: any;
    await counter.count(async () => {
      const response = await app().yoga.fetch("http://test/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", cookie },
        body: JSON.stringify({ query, variables: { me: me.id } }),
      });
      answer = await response.json();
    });
    const [all, lesson, submitted] = await Promise.all([
      db().attempt.count({ where: { userId: me.id } }),
      db().attempt.count({ where: { userId: me.id, source: "LESSON" } }),
      db().contestSubmission.count({ where: { userId: me.id } }),
    ]);
    expect(answer.data).toEqual({
      a: { answers: { totalCount: all }, contestSubmissions: { totalCount: submitted } },
      b: { answers: { totalCount: all }, contestSubmissions: { totalCount: submitted } },
      c: { answers: { totalCount: lesson } },
    });
    // Every statement of the request reads no more of the answers and submissions than the student's own.
    const read = { attempts: 0, contest_submissions: 0 };
    for (const query of counter.queries.filter((candidate) => isRead(candidate.sql))) {
      for (const node of nodes(await planOf(query))) {
        const table = node["Relation Name"];
        if (table !== "attempts" && table !== "contest_submissions") continue;
        read[table] += ((node["Actual Rows"] ?? 0) + (node["Rows Removed by Filter"] ?? 0)) * (node["Actual Loops"] ?? 1);
      }
    }
    // Their own rows a few times over (two counts and three pages), never the other students' thousands.
    expect(read.attempts).toBeLessThanOrEqual(4 * all + 10);
    expect(read.contest_submissions).toBeLessThanOrEqual(2 * submitted + 4);
  }, 60_000);
});
