// The round trips a signed-in request waits for before its data, on PostgreSQL (where rate-limit
// counters and cost budgets are tables every instance shares; on the embedded PGlite they live in
// the one process's memory and one connection serves every statement, so there is nothing to
// overlap): the session is read in the statement that makes the rate-limit count
// (server/auth/requestIdentity.ts, services/allowanceWrites.ts `alongside`), and a read from a caller whose budget was seen lately starts while its cost is being taken
// (server/graphql/costLimits.ts), the take still deciding the answer; a read from a caller and
// address seen lately with requests left starts while its rate-limit count is made
// (server/rateLimits.ts), the count still deciding the answer. Each test holds one of the
// shared tables locked from another connection, as a slow or busy store would, and watches what
// the app sends meanwhile (every statement, the counters' and budgets' included: the app is built
// on the counting client, tests/support/countingDatabase.ts). Run whenever TEST_DATABASE_URL is
// set, as in CI.
import http from "node:http";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { useCountingDatabase, type StatementCounter } from "../support/countingDatabase.ts";
import COURSES_SCREEN from "../../web/__generated__/CoursesScreenQuery.graphql.ts";
import COURSE_SCREEN from "../../web/__generated__/CourseScreenQuery.graphql.ts";
import LESSON_SCREEN from "../../web/__generated__/LessonScreenQuery.graphql.ts";
import QUESTION_SCREEN from "../../web/__generated__/QuestionScreenByIdQuery.graphql.ts";
import RANDOM_PRACTICE from "../../web/__generated__/RandomPracticeQuery.graphql.ts";

describe.runIf(process.env.TEST_DATABASE_URL)("a signed-in request on PostgreSQL", () => {
  let app: TestApp;
  let counter: StatementCounter;
  let cookie: string;
  let studentId: number;
  let locker: pg.Client;
  let databaseUrl: string;

  beforeAll(async () => {
    process.env.TEST_DATABASE_ENGINE = "postgres";
    app = await startTestApp({
      database: (seeded) => {
        counter = useCountingDatabase(seeded);
        return counter.database;
      },
    });
    cookie = (await signIn(app.baseUrl, "student@boxed.test")).jar.header();
    studentId = (await app.database.prisma.user.findUniqueOrThrow({ where: { email: "student@boxed.test" } })).id;
    const [{ name }] = await app.database.prisma.$queryRaw<{ name: string }[]>`SELECT current_database() AS name`;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
  }, 120_000);

  afterAll(async () => {
    await locker?.end();
    await counter?.close();
    await app?.fastify.close();
    await app?.database.drop();
  });

  /**
   * Runs `work` while `table` is locked from another connection, against writes (or against reads
   * too: "ACCESS EXCLUSIVE"); `during` is checked before the lock goes.
   */
  async function whileLocked<T>(table: string, work: () => Promise<T>, during: (pending: () => boolean) => Promise<void>, mode = "EXCLUSIVE"): Promise<T> {
    await locker.query("BEGIN");
    await locker.query(`LOCK TABLE ${table} IN ${mode} MODE`);
    let settled = false;
    const running = work().finally(() => {
      settled = true;
    });
    try {
      await during(() => !settled);
    } finally {
      await locker.query("COMMIT");
    }
    return running;
  }

  /** Waits up to `ms` for the app to send a statement matching `pattern`. */
  async function sent(pattern: RegExp, ms = 5000): Promise<boolean> {
    for (const deadline = Date.now() + ms; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 25))) {
      if (counter.statements.some((statement) => pattern.test(statement))) return true;
    }
    return false;
  }

  /**
   * Runs `read` while `table` is locked, from a cleared statement log: each of `reads` is sent
   * meanwhile and the answer waits for the lock; then the answer is a 200.
   */
  async function readsSentWhileLocked(table: string, read: () => Promise<Response>, reads: RegExp[], mode?: string): Promise<Response> {
    counter.statements.length = 0;
    const response = await whileLocked(
      table,
      read,
      async (pending) => {
        for (const pattern of reads) expect(await sent(pattern), String(pattern)).toBe(true);
        expect(pending()).toBe(true);
      },
      mode,
    );
    expect(response.status).toBe(200);
    return response;
  }

  const screen = (id: string, variables: Record<string, unknown>) => () =>
    fetch(`${app.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: app.baseUrl },
      body: JSON.stringify({ doc_id: id, variables }),
    });
  const coursesScreen = screen(COURSES_SCREEN.params.id!, {});
  /** The same screen's request with its body 100 ms behind its headers, as a slow link delivers it. */
  const coursesScreenSlowly = () =>
    new Promise<Response>((resolve, reject) => {
      const body = JSON.stringify({ doc_id: COURSES_SCREEN.params.id!, variables: {} });
      const headers = { "content-type": "application/json", "content-length": Buffer.byteLength(body), cookie, origin: app.baseUrl };
      const sending = http.request(`${app.baseUrl}/graphql`, { method: "POST", headers }, (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve(new Response(text, { status: response.statusCode })));
      });
      sending.on("error", reject);
      sending.flushHeaders();
      setTimeout(() => sending.end(body), 100);
    });
  // The web client's persisted documents pay no cost budget (fixed, like /api's): a read that pays
  // is query text sent with the session, as a student's own script would send it. It asks for more
  // points than the budget regains in a few seconds, so an emptied budget refuses it.
  const coursesText = () =>
    fetch(`${app.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: app.baseUrl },
      body: JSON.stringify({ query: "{ viewer { id } courses { name } questions(first: 100) { edges { node { id } } } }" }),
    });

  /** The session statement, and the one the app sends it in on PostgreSQL: with the rate-limit count. */
  const SESSION = /FROM sessions s JOIN users u/;
  const SESSION_WITH_COUNT = /INSERT INTO rate_limit_counters[\s\S]*FROM sessions s JOIN users u/;
  const sessionsOnTheirOwn = () => counter.statements.filter((statement) => SESSION.test(statement) && !SESSION_WITH_COUNT.test(statement));

  it("reads its session in the statement that makes its rate-limit count: one round trip, not two", async () => {
    const response = await readsSentWhileLocked("rate_limit_counters", () => fetch(`${app.baseUrl}/api/user/status`, { headers: { cookie } }), [SESSION_WITH_COUNT]);
    expect(sessionsOnTheirOwn()).toEqual([]);
    expect(await response.json()).toMatchObject({ is_signed_in: true, current_user: "student@boxed.test" });
  });

  it("counts a web client's persisted read in the statement that reads its session (it pays no cost take to wait for)", async () => {
    const sessionHits = async () =>
      Number((await locker.query("SELECT COALESCE(sum(hits), 0) AS hits FROM rate_limit_counters WHERE key LIKE '%caller:session:%'")).rows[0].hits);
    expect((await coursesScreen()).status).toBe(200);
    const before = await sessionHits();
    // Counted as it arrives, not once its body is read: its session is read then.
    const response = await readsSentWhileLocked("rate_limit_counters", coursesScreenSlowly, [SESSION_WITH_COUNT]);
    expect(sessionsOnTheirOwn()).toEqual([]);
    expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
    expect(await sessionHits()).toBe(before + 1);
  });

  it("reads a session again on its own when the statement it rode in fails, and counts the request all the same", async () => {
    expect((await coursesScreen()).status).toBe(200);
    const watcher = new pg.Client({ connectionString: databaseUrl });
    await watcher.connect();
    counter.statements.length = 0;
    await locker.query("BEGIN");
    await locker.query("LOCK TABLE rate_limit_counters IN EXCLUSIVE MODE");
    const reading = fetch(`${app.baseUrl}/api/user/status`, { headers: { cookie } });
    try {
      expect(await sent(SESSION_WITH_COUNT)).toBe(true);
      // The statement waiting for the lock is cancelled, as a lock wait cut short would be.
      for (let cancelled = 0, deadline = Date.now() + 5000; cancelled === 0 && Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 25))) {
        cancelled = (await watcher.query("SELECT pg_cancel_backend(pid) FROM pg_stat_activity WHERE query ~ 'INSERT INTO rate_limit_counters' AND wait_event_type = 'Lock'")).rowCount ?? 0;
      }
      // The session goes on its own at once; the count, tried again, waits for the lock.
      for (const deadline = Date.now() + 5000; sessionsOnTheirOwn().length === 0 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(sessionsOnTheirOwn()).toHaveLength(1);
    } finally {
      await locker.query("COMMIT");
      await watcher.end();
    }
    const response = await reading;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ is_signed_in: true, current_user: "student@boxed.test" });
  });

  it("starts a read while its cost is being taken when its budget was seen lately with room for it, and reports the cost taken", async () => {
    expect((await coursesText()).status).toBe(200);
    const response = await readsSentWhileLocked("graphql_cost_buckets", coursesText, [/FROM "public"\."courses"|FROM courses/]);
    const body = (await response.json()) as {
      data?: { viewer: unknown };
      errors?: unknown;
      extensions: { cost: { requestedQueryCost: number; actualQueryCost: number } };
    };
    expect(body.errors).toBeUndefined();
    expect(body.data?.viewer).toBeTruthy();
    expect(body.extensions.cost.requestedQueryCost).toBeGreaterThan(0);
    expect(body.extensions.cost.actualQueryCost).toBeGreaterThan(0);
  });

  it("refuses a read that started before its take when the take is refused (another instance drained the budget)", async () => {
    expect((await coursesText()).status).toBe(200);
    await locker.query("UPDATE graphql_cost_buckets SET available = 0, updated_at = now() WHERE key = $1", [`user:${studentId}`]);
    // The web client's own screen is not refused: it pays no budget.
    expect((await coursesScreen()).status).toBe(200);
    const refused = await coursesText();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await refused.json()) as { data?: unknown; errors: { message: string; extensions: { code: string } }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors[0]!.extensions.code).toBe("THROTTLED");
    expect(body.errors[0]!.message).toMatch(/^Rate limit \(cost budget\): this operation costs \d+ points and your budget holds \d+\./);
    await locker.query("UPDATE graphql_cost_buckets SET available = 1e9 WHERE key = $1", [`user:${studentId}`]);
  });

  // Its writes could not be taken back: a mutation waits for its take, and for its rate-limit count
  // though the request started before the count was answered.
  for (const [waitsFor, table, mutation] of [
    ["its take", "graphql_cost_buckets", "addToPrintout"],
    ["its rate-limit count", "rate_limit_counters", "removeFromPrintout"],
  ] as const) {
    it(`never starts a mutation before ${waitsFor} is answered`, async () => {
      expect((await coursesText()).status).toBe(200);
      const question = await app.database.prisma.question.findFirstOrThrow({ where: { status: "PUBLISHED" }, select: { id: true } });
      counter.statements.length = 0;
      const response = await whileLocked(
        table,
        () =>
          fetch(`${app.baseUrl}/graphql`, {
            method: "POST",
            headers: { "content-type": "application/json", cookie, origin: app.baseUrl },
            body: JSON.stringify({ query: `mutation { ${mutation}(questionId: ${question.id}) { __typename } }` }),
          }),
        async (pending) => {
          expect(await sent(/printout/i, 1000)).toBe(false);
          expect(pending()).toBe(true);
        },
      );
      expect(response.status).toBe(200);
      expect(await sent(/printout/i)).toBe(true);
    });
  }

  it("starts an anonymous read while its rate-limit count is being made when its address was seen lately with room, and answers once the count allows it", async () => {
    const read = () =>
      fetch(`${app.baseUrl}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ courses { name } }" }) });
    expect((await read()).status).toBe(200);
    // The answer waits for its count.
    const response = await readsSentWhileLocked("rate_limit_counters", read, [/FROM "public"\."courses"|FROM courses/]);
    expect(((await response.json()) as { data: { courses: unknown[] } }).data.courses.length).toBeGreaterThan(0);
  });

  // The viewer's progress (services/lessonProgress.ts) needs only the course's or lesson's id: it
  // is read at the same time as the course or lesson itself, not after it.
  for (const [name, table, document, variables] of [
    ["course", "courses", COURSE_SCREEN.params.id!, async () => ({ courseId: (await app.database.prisma.course.findFirstOrThrow()).id })],
    ["lesson", "lessons", LESSON_SCREEN.params.id!, async () => ({ lessonId: (await app.database.prisma.lesson.findFirstOrThrow({ where: { active: true } })).id })],
  ] as const) {
    it(`reads the viewer's progress on the ${name} page while the ${name} is being read`, async () => {
      const read = screen(document, await variables());
      expect((await read()).status).toBe(200);
      const response = await readsSentWhileLocked(table, read, [/JOIN lesson_placements p ON/], "ACCESS EXCLUSIVE");
      const body = (await response.json()) as { data: Record<string, { progress: { total: number } } | null>; errors?: unknown };
      expect(body.errors).toBeUndefined();
      expect(body.data[name]!.progress.total).toBeGreaterThan(0);
    });
  }

  it("reads the question page's success rate, similar questions and the student's open sittings while the question is being read", async () => {
    const question = await app.database.prisma.question.findFirstOrThrow({ where: { status: "PUBLISHED", competition: { enabled: true } }, select: { id: true } });
    const read = screen(QUESTION_SCREEN.params.id!, { questionId: question.id });
    expect((await read()).status).toBe(200);
    // The question's read joins the sections that use it; the other three do not.
    const response = await readsSentWhileLocked("section_questions", read, [/AS students/, /CROSS JOIN LATERAL/, /FROM contest_sittings/], "ACCESS EXCLUSIVE");
    const body = (await response.json()) as { data: { question: { questionId: number } | null }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data.question?.questionId).toBe(question.id);
  });

  it("reads the student's open sittings while Practice → Review's mistake is being picked, not after it", async () => {
    // A contest question missed 3 days ago, due since yesterday.
    const { id: questionId } = await app.database.prisma.question.findFirstOrThrow({ where: { status: "PUBLISHED", competition: { enabled: true } }, select: { id: true } });
    const day = 86_400_000;
    await app.database.prisma.attempt.create({ data: { userId: studentId, questionId, answer: "Z", correct: false, source: "PRACTICE", attemptNumber: 1, createdAt: new Date(Date.now() - 3 * day) } });
    await app.database.prisma.reviewCard.create({
      data: { userId: studentId, questionId, due: new Date(Date.now() - day), lastMissedAt: new Date(Date.now() - 3 * day), lastReview: null, state: 1, difficulty: 6, stability: 0.2, reps: 1, lapses: 0, learningSteps: 0 },
    });
    const read = screen(RANDOM_PRACTICE.params.id!, { mode: "REVIEW", reviewDays: 30 });
    const first = (await (await read()).json()) as { data: { practiceQuestion: { questionId: number } | null } };
    expect(first.data.practiceQuestion).not.toBeNull();
    const response = await readsSentWhileLocked("review_cards", read, [/FROM contest_sittings/], "ACCESS EXCLUSIVE");
    const body = (await response.json()) as { data: { practiceQuestion: { questionId: number; reveal: unknown } | null }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data.practiceQuestion?.questionId).toBe(first.data.practiceQuestion!.questionId);
  });

  it("reads a course's progress once, though its lessons ask for theirs while it is under way", async () => {
    const read = screen(COURSE_SCREEN.params.id!, { courseId: (await app.database.prisma.course.findFirstOrThrow()).id });
    expect((await read()).status).toBe(200);
    counter.statements.length = 0;
    const progressReads = () => counter.statements.filter((statement) => /JOIN lesson_placements p ON/.test(statement)).length;
    // The progress read waits on the student's answers; the course and its lessons come back meanwhile.
    const response = await whileLocked(
      "attempts",
      read,
      async (pending) => {
        expect(await sent(/FROM lessons l WHERE l.course_id = c.id/)).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(pending()).toBe(true);
        expect(progressReads()).toBe(1);
      },
      "ACCESS EXCLUSIVE",
    );
    expect(response.status).toBe(200);
    expect(progressReads()).toBe(1);
  });
});
