// What every signed-in request pays before its screen's own work: reading who it is. The session's
// statement reads the viewer's whole user row and active subscriptions with the session, and the
// `viewer` field answers from that row when its plan asks nothing more (the top bar, and every
// screen's `viewer { id isAdmin isEditor }`), instead of reading the user and subscriptions again.
// Counted at the driver adapter (tests/support/countingDatabase.ts), the app's own statements
// included: on PostgreSQL the session is read in the statement that makes the request's rate-limit
// count (services/allowanceWrites.ts `alongside`), still one statement.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConcreteRequest } from "relay-runtime";
import { useTestApp } from "../support/testApp.ts";
import { signIn } from "../support/signIn.ts";
import { useCountingDatabase, type StatementCounter } from "../support/countingDatabase.ts";
import TOP_BAR from "../../web/__generated__/TopBarQuery.graphql.ts";
import COURSES_SCREEN from "../../web/__generated__/CoursesScreenQuery.graphql.ts";

let counter: StatementCounter;
const app = useTestApp({
  database: (seeded) => {
    counter = useCountingDatabase(seeded);
    return counter.database;
  },
});
const db = () => app().database.prisma;
const DAY = 86_400_000;

const cookies = new Map<string, string>();

beforeAll(async () => {
  for (const email of ["student@boxed.test", "subscriber@boxed.test", "expired@boxed.test"]) {
    cookies.set(email, (await signIn(app().baseUrl, email)).jar.header());
  }
  const expired = await db().user.findUniqueOrThrow({ where: { email: "expired@boxed.test" } });
  await db().subscription.create({ data: { userId: expired.id, plan: "MONTHLY", status: "ACTIVE", currentPeriodEnd: new Date(Date.now() - DAY) } });
});

afterAll(async () => {
  await counter?.close();
});

async function post(email: string, body: Record<string, unknown>) {
  const response = await app().yoga.fetch("http://test/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", cookie: cookies.get(email)! },
    body: JSON.stringify(body),
  });
  const result = (await response.json()) as { data?: any; errors?: unknown[] };
  expect(result.errors).toBeUndefined();
  return result.data;
}

const screen = (email: string, query: ConcreteRequest) => post(email, { doc_id: query.params.id, variables: {} });

const status = (email: string) =>
  app().fastify.inject({ method: "GET", url: "/api/user/status", headers: { cookie: cookies.get(email)! } }).then((response) => {
    expect(response.statusCode).toBe(200);
    return response.json();
  });

/** The statements one request sends once warm, and its answer. */
async function measured<T>(run: () => Promise<T>): Promise<{ statements: string[]; answer: T }> {
  await run();
  let answer: T | undefined;
  const { statements } = await counter.count(async () => {
    answer = await run();
  });
  return { statements, answer: answer as T };
}

describe("a signed-in request reads who it is once", () => {
  it("the top bar, on /graphql and on /api/user/status, sends one statement: the session's, with the user and their subscriptions", async () => {
    const graphql = await measured(() => screen("subscriber@boxed.test", TOP_BAR));
    expect(graphql.statements).toHaveLength(1);
    expect(graphql.statements[0]).toMatch(/FROM sessions s JOIN users u/);
    const rest = await measured(() => status("subscriber@boxed.test"));
    expect(rest.statements).toHaveLength(1);
    expect(rest.statements[0]).toMatch(/FROM sessions s JOIN users u/);
  });

  it("answers what reading the user would: names, roles, and a subscription only while its period runs", async () => {
    for (const [email, subscriber] of [["student@boxed.test", false], ["subscriber@boxed.test", true], ["expired@boxed.test", false]] as const) {
      const user = await db().user.findUniqueOrThrow({ where: { email } });
      const { viewer } = await screen(email, TOP_BAR);
      expect(viewer).toMatchObject({ username: user.username, email, isAdmin: user.isAdmin, isSubscriber: subscriber });
      expect(await status(email)).toEqual({
        is_signed_in: true, username: user.username, current_user: email, is_admin: user.isAdmin, is_editor: user.isEditor, is_subscriber: subscriber,
      });
    }
  });

  it("a screen's viewer { id isAdmin isEditor } reads no user row", async () => {
    const { statements } = await measured(() => screen("student@boxed.test", COURSES_SCREEN));
    expect(statements.filter((sql) => /FROM "public"\."users"/.test(sql))).toEqual([]);
  });

  it("a viewer asked for more than the session read (its students, its newest subscription) reads it, and sees the same row", async () => {
    const user = await db().user.findUniqueOrThrow({ where: { email: "subscriber@boxed.test" } });
    const data = await post("subscriber@boxed.test", {
      query: "{ viewer { userId referralCode studentGrade difficultyLevel isSubscriber students { userId } subscription { planName } } }",
    });
    expect(data.viewer).toMatchObject({ userId: user.id, referralCode: user.referralCode, studentGrade: user.studentGrade, difficultyLevel: user.difficultyLevel, isSubscriber: true });
  });
});
