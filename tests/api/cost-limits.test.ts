// Costs and limits of /graphql (docs/API.md): the requested cost is worked out before the
// operation runs, from its fields and the sizes of its lists (first/last, list variables); every
// answer reports extensions.cost like Shopify's; a leaky-bucket budget per API token, user or
// anonymous address answers 429 with Retry-After once spent; Query.rateLimit shows it like
// GitHub's; every limit (depth, aliases, cost, budget) says which limit it is.
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { createApiToken } from "../../server/auth/apiTokens.ts";
import { loadConfig } from "../../server/config.ts";
import { buildApp } from "../../server/app.ts";
import { deferringRefunds, postgresCostBudget } from "../../server/services/costBudget.ts";
import { postgresAllowanceWrites } from "../../server/services/allowanceWrites.ts";
import { readRows } from "../../server/db/directReads.ts";
import { Prisma } from "../../server/db/generated/client.ts";
import { DriverAdapterError } from "@prisma/driver-adapter-utils";
import { testDatabaseEngine } from "../support/testDatabase.ts";
import { signIn } from "../support/signIn.ts";
import { useCountingDatabase } from "../support/countingDatabase.ts";
import TOP_BAR from "../../web/__generated__/TopBarQuery.graphql.ts";
import COURSES_SCREEN from "../../web/__generated__/CoursesScreenQuery.graphql.ts";

const BUDGET = 120;
const RESTORE_RATE = 5;
const MAX_QUERY_COST = 100;
const env = {
  TRUST_PROXY: "true",
  GRAPHQL_COST_BUDGET: String(BUDGET),
  GRAPHQL_COST_RESTORE_RATE: String(RESTORE_RATE),
  GRAPHQL_MAX_QUERY_COST: String(MAX_QUERY_COST),
};
const app = useTestApp({ env });

/** What the driver adapter throws when PostgreSQL cancels a statement (its lock wait cut short by statement_timeout). */
const lockWaitCutShort = (message: string) =>
  new DriverAdapterError({ kind: "postgres", code: "57014", severity: "ERROR", message, detail: undefined, column: undefined, hint: undefined });

let lastAddress = 0;
const newAddress = () => `203.0.113.${++lastAddress}`;

type Answer = { status: number; retryAfter: string | null; body: any };

async function post(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${app().baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", "x-forwarded-for": newAddress(), ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.json() };
}

async function tokenFor(email: string): Promise<string> {
  const user = await app().database.prisma.user.findUniqueOrThrow({ where: { email } });
  return (await createApiToken(user.id, "Cost test", "READ")).secret;
}

const QUESTIONS = `query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on Question { problemNumber } } }`;
/** `count` ids of published questions (repeating the few the demo has, when it has fewer). */
async function questionIds(count: number): Promise<string[]> {
  const questions = await app().database.prisma.question.findMany({ where: { status: "PUBLISHED" }, take: count, orderBy: { id: "asc" } });
  return Array.from({ length: count }, (_, index) => Buffer.from(`Question:${questions[index % questions.length].id}`).toString("base64"));
}

describe("extensions.cost", () => {
  it("reports the requested cost (from the list variable's length), the actual cost and the throttle status", async () => {
    const ids = [...(await questionIds(3)), Buffer.from("Question:999999").toString("base64")];
    const answer = await post(QUESTIONS, { ids });
    expect(answer.status).toBe(200);
    // Four ids asked for, one object each; the unknown one comes back null and costs nothing.
    expect(answer.body.extensions.cost).toEqual({
      requestedQueryCost: 4,
      actualQueryCost: 3,
      throttleStatus: { maximumAvailable: BUDGET, currentlyAvailable: BUDGET - 3, restoreRate: RESTORE_RATE },
    });
  });

  it("sizes a connection by first or last: 2 points plus 2 for each edge and its node", async () => {
    const token = await tokenFor("student@boxed.test");
    const query = `query ($n: Int) { viewer { studentLinkRequests: parentRequests(first: $n) { edges { node { __typename } } } } }`;
    const answer = await post(query, { n: 7 }, { authorization: `Bearer ${token}` });
    expect(answer.body.errors).toBeUndefined();
    // viewer 1 + connection 1 + 7 edges × (edge 1 + node 1)
    expect(answer.body.extensions.cost.requestedQueryCost).toBe(16);
    expect(answer.body.extensions.cost.actualQueryCost).toBe(2 + 2 * answer.body.data.viewer.studentLinkRequests.edges.length);
  });

  it("an operation over the per-operation maximum is refused before it runs, naming the cost limit", async () => {
    const ids = await questionIds(3);
    const aliases = Array.from({ length: 26 }, (_, index) => `a${index}: nodes(ids: $ids) { id }`).join(" ");
    const answer = await post(`query ($ids: [ID!]!) { ${aliases} }`, { ids: [...ids, ...ids.slice(0, 1)] });
    expect(answer.body.data ?? null).toBeNull();
    expect(answer.body.errors).toEqual([
      {
        message: `Query cost limit: this operation would cost 104 points and one operation may cost at most ${MAX_QUERY_COST}. Ask for smaller pages (first/last) or fewer fields.`,
        extensions: { code: "QUERY_COST_LIMIT_EXCEEDED", limit: "cost" },
      },
    ]);
    expect(answer.body.extensions.cost).toMatchObject({ requestedQueryCost: 104, actualQueryCost: null });
  });
});

describe("the budget", () => {
  it("is a leaky bucket per API token: spent, it answers 429 with Retry-After, and refills at the restore rate", async () => {
    const token = await tokenFor("student@boxed.test");
    const ids = await questionIds(50);
    const headers = { authorization: `Bearer ${token}` };
    const first = await post(QUESTIONS, { ids }, headers);
    const second = await post(QUESTIONS, { ids }, headers);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const spent = await post(QUESTIONS, { ids }, headers);
    expect(spent.status).toBe(429);
    expect(Number(spent.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(spent.retryAfter)).toBeLessThanOrEqual(Math.ceil(50 / RESTORE_RATE));
    expect(spent.body.errors).toEqual([
      {
        message: expect.stringMatching(/^Rate limit \(cost budget\): this operation costs 50 points and your budget holds \d+\. Try again in (1 second|\d+ seconds)\.$/),
        extensions: { code: "THROTTLED", limit: "budget" },
      },
    ]);
    expect(spent.body.extensions.cost.throttleStatus.currentlyAvailable).toBeLessThan(50);
    // Another caller (anonymous, from its own address) still has a full budget.
    expect((await post(QUESTIONS, { ids })).status).toBe(200);
    // Waiting as long as Retry-After says is enough.
    await new Promise((resolve) => setTimeout(resolve, Number(spent.retryAfter) * 1000));
    expect((await post(QUESTIONS, { ids }, headers)).status).toBe(200);
  }, 60_000);

  it("is not paid by the web client's own documents, fixed like the /api routes': a spent session still opens its screens, while its query text is refused", async () => {
    const cookie = (await signIn(app().baseUrl, "editor@boxed.test")).jar.header();
    const ids = await questionIds(50);
    const headers = { cookie, origin: app().baseUrl };
    expect((await post(QUESTIONS, { ids }, headers)).status).toBe(200);
    expect((await post(QUESTIONS, { ids }, headers)).status).toBe(200);
    expect((await post(QUESTIONS, { ids }, headers)).status).toBe(429);
    for (const screen of [TOP_BAR, COURSES_SCREEN]) {
      const response = await fetch(`${app().baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", "x-forwarded-for": newAddress(), ...headers },
        body: JSON.stringify({ doc_id: screen.params.id, variables: {} }),
      });
      expect(response.status, screen.params.name).toBe(200);
      const body = (await response.json()) as { data?: { viewer?: { username?: string } }; errors?: unknown; extensions?: unknown };
      expect(body.errors, screen.params.name).toBeUndefined();
      expect(body.data?.viewer, screen.params.name).toBeTruthy();
      expect(body.extensions, screen.params.name).toBeUndefined();
    }
    // The screens left nothing behind them: the same session's query text is still refused.
    expect((await post(QUESTIONS, { ids }, headers)).status).toBe(429);
    // A document id beside query text is not a way around the budget: such a request runs nothing.
    const both = await fetch(`${app().baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", "x-forwarded-for": newAddress(), ...headers },
      body: JSON.stringify({ doc_id: TOP_BAR.params.id, query: QUESTIONS, variables: { ids } }),
    });
    expect(both.status).toBe(400);
    expect(((await both.json()) as { data?: unknown }).data).toBeUndefined();
  });

  it("Query.rateLimit shows it as GitHub's does: limit, cost, remaining, resetAt", async () => {
    const token = await tokenFor("parent@boxed.test");
    const answer = await post(`{ rateLimit { limit cost remaining restoreRate resetAt } }`, {}, { authorization: `Bearer ${token}` });
    const { rateLimit } = answer.body.data;
    expect(rateLimit).toMatchObject({ limit: BUDGET, cost: 1, remaining: BUDGET - 1, restoreRate: RESTORE_RATE });
    expect(Date.parse(rateLimit.resetAt) - Date.now()).toBeLessThanOrEqual(1000 / RESTORE_RATE + 1000);
  });

  it(`on ${testDatabaseEngine()} ${testDatabaseEngine() === "postgres" ? "is shared by every app instance" : "lives in the one process's memory"}`, async () => {
    const token = await tokenFor("admin@boxed.test");
    const ids = await questionIds(50);
    const headers = { authorization: `Bearer ${token}` };
    await post(QUESTIONS, { ids }, headers);
    await post(QUESTIONS, { ids }, headers);
    const second = await buildApp(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: app().baseUrl, ...env }), app().database);
    try {
      const response = await second.fastify.inject({ method: "POST", url: "/graphql", headers: { "content-type": "application/json", ...headers }, payload: { query: QUESTIONS, variables: { ids } } });
      expect(response.statusCode).toBe(testDatabaseEngine() === "postgres" ? 429 : 200);
    } finally {
      await second.fastify.close();
    }
  });

  it(`on ${testDatabaseEngine()}, a query's or a mutation's per-minute count and its cost take ${testDatabaseEngine() === "postgres" ? "go to the database in one statement" : "stay in memory"}`, async () => {
    const counter = useCountingDatabase(app().database);
    const second = await buildApp(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: app().baseUrl, ...env }), counter.database);
    try {
      const base = await second.fastify.listen({ port: 0, host: "127.0.0.1" });
      // One caller, whose first request (not seen before) waits for its count before it starts; the
      // fewest of the next three (on a busy machine a count and a take may miss each other by a turn).
      const address = newAddress();
      const send = (query: string) =>
        counter.count(async () => {
          const response = await fetch(`${base}/graphql`, {
            method: "POST",
            headers: { "content-type": "application/json", accept: "application/json", "x-forwarded-for": address },
            body: JSON.stringify({ query }),
          });
          const answer = await response.json();
          // The query is answered; the mutation, anonymous, is refused by its field's rule, after its count and take.
          if (query.startsWith("mutation")) expect(answer.errors[0].extensions.code).toBe("UNAUTHENTICATED");
          else expect(answer.data.rateLimit.cost).toBeGreaterThan(0);
        });
      for (const query of ["{ rateLimit { cost remaining } }", "mutation { addToPrintout(questionId: 1) { __typename } }"]) {
        const allowanceStatements: string[][] = [];
        for (let run = 0; run < 4; run++) {
          const { statements } = await send(query);
          allowanceStatements.push(statements.filter((sql) => /rate_limit_counters|take_cost_budgets/.test(sql)));
        }
        const fewest = allowanceStatements.slice(1).sort((a, b) => a.length - b.length)[0]!;
        if (testDatabaseEngine() === "postgres") {
          expect(fewest, query).toHaveLength(1);
          expect(fewest[0]).toMatch(/rate_limit_counters[\s\S]*take_cost_budgets/);
        } else {
          expect(fewest).toEqual([]);
        }
      }
    } finally {
      await second.fastify.close();
      await counter.close();
    }
  });

  it("a turn's takes that fail do not fail its counts: each kind is tried again on its own", async () => {
    // The same database, except that PostgreSQL refuses any statement carrying a take (a lock wait cut short, say).
    const failingTakes = <T>(strings: TemplateStringsArray, ...values: unknown[]): Promise<T[]> => {
      if ((values[3] as string[]).length > 0) return Promise.reject(lockWaitCutShort("simulated: the take failed"));
      return readRows<T>(strings, ...values);
    };
    const writes = postgresAllowanceWrites(app().database.prisma, { maximum: 100, restoreRate: 1 }, failingTakes);
    const [first, second, take] = await Promise.allSettled([writes.count("test:isolated", 60_000), writes.count("test:isolated", 60_000), writes.take("test:isolated", 5, 0)]);
    expect(first).toMatchObject({ status: "fulfilled", value: { current: 1 } });
    expect(second).toMatchObject({ status: "fulfilled", value: { current: 2 } });
    expect(take).toMatchObject({ status: "rejected", reason: { message: "simulated: the take failed" } });
  });

  it("a turn's statement that PostgreSQL made but whose answer could not be read is not sent again: nothing is counted twice", async () => {
    let sent = 0;
    const unreadable = async <T>(strings: TemplateStringsArray, ...values: unknown[]): Promise<T[]> => {
      sent++;
      await readRows<T>(strings, ...values);
      throw new Error("simulated: an answer that could not be read");
    };
    const writes = postgresAllowanceWrites(app().database.prisma, { maximum: 100, restoreRate: 0.001 }, unreadable);
    const counted = writes.count("test:answered", 60_000).catch((error: Error) => error);
    const ridden = (writes.alongside(Prisma.sql`SELECT 1 AS one`) ?? Promise.reject(new Error("nothing to ride"))).catch((error: Error) => error);
    const taken = writes.take("test:answered", 30, 0).catch((error: Error) => error);
    for (const answer of [await counted, await ridden, await taken]) expect(answer).toMatchObject({ message: "simulated: an answer that could not be read" });
    // The counts with the read riding along, and the take on its own: each sent once.
    expect(sent).toBe(2);
    const [{ hits }] = await readRows<{ hits: number }>`SELECT hits FROM rate_limit_counters WHERE key = 'test:answered'`;
    expect(hits).toBe(1);
    const [{ available }] = await readRows<{ available: number }>`SELECT available FROM graphql_cost_buckets WHERE key = 'test:answered'`;
    expect(available).toBeCloseTo(70, 0);
  });

  it("a read rides with a turn's counts, never with its takes, and gets its own rows whatever its columns are named", async () => {
    const statements: { ride: boolean; takes: number }[] = [];
    const recording = <T>(strings: TemplateStringsArray, ...values: unknown[]): Promise<T[]> => {
      statements.push({ ride: strings.join("").includes("ridden") || values.some((value) => value instanceof Prisma.Sql && value.text.includes("ridden")), takes: (values[3] as string[]).length });
      return readRows<T>(strings, ...values);
    };
    const writes = postgresAllowanceWrites(app().database.prisma, { maximum: 100, restoreRate: 1 }, recording);
    const counted = writes.count("test:ridden", 60_000);
    const ridden = writes.alongside<{ allowance_key: string; n: number; hits: number; key: string }>(Prisma.sql`SELECT 'mine' AS key, 7::int AS n, 3::int AS hits`);
    // One read a turn rides; a second is sent on its own by its caller.
    expect(writes.alongside(Prisma.sql`SELECT 1 AS one`)).toBeNull();
    // A take that comes after the read got on goes in a statement of its own.
    const taken = writes.take("test:ridden", 1, 0);
    expect(await ridden).toEqual([{ key: "mine", n: 7, hits: 3 }]);
    expect(await counted).toMatchObject({ current: 1 });
    expect(await taken).toMatchObject({ granted: true });
    expect(statements.sort((a, b) => a.takes - b.takes)).toEqual([{ ride: true, takes: 0 }, { ride: false, takes: 1 }]);
    // A turn with a take waiting takes no read; nor one with nothing waiting to be sent.
    const alone = writes.take("test:ridden", 1, 0);
    expect(writes.alongside(Prisma.sql`SELECT 1 AS one`)).toBeNull();
    await alone;
    expect(writes.alongside(Prisma.sql`SELECT 1 AS one`)).toBeNull();
  });

  it("the PostgreSQL store takes points atomically: of ten takes at once from one bucket, only those that fit are granted", async () => {
    const budget = postgresCostBudget(app().database.prisma, { maximum: 100, restoreRate: 0.001 });
    const taken = await Promise.all(Array.from({ length: 10 }, () => budget.take("test:atomic", 30)));
    expect(taken.filter((result) => result.granted)).toHaveLength(3);
    expect(await budget.refund("test:atomic", 1000)).toBe(100);
  });

  it("unused points go back with the caller's next take, in its statement, or all at once when no take comes", async () => {
    const store = postgresCostBudget(app().database.prisma, { maximum: 100, restoreRate: 0.001 });
    const budget = deferringRefunds(store, 60_000);
    expect((await budget.take("test:deferred", 30)).available).toBeCloseTo(70, 0);
    expect(await budget.refund("test:deferred", 20)).toBeNull();
    // Not given back yet: the bucket holds less than it will (stricter, never looser).
    expect((await store.take("test:deferred", 0)).available).toBeCloseTo(70, 0);
    // The next take gives the 20 back first, then takes its 5.
    expect((await budget.take("test:deferred", 5)).available).toBeCloseTo(85, 0);
    await budget.refund("test:deferred", 10);
    await budget.take("test:deferred-other", 40);
    await budget.refund("test:deferred-other", 30);
    await budget.flush();
    expect((await store.take("test:deferred", 0)).available).toBeCloseTo(95, 0);
    expect((await store.take("test:deferred-other", 0)).available).toBeCloseTo(90, 0);
    // Given back, never above the maximum.
    expect((await store.take("test:deferred", 0, 50)).available).toBe(100);
  });
});

describe("document limits name themselves", () => {
  it("too deep", async () => {
    const deep = `{ viewer ${"{ students ".repeat(12)}{ id }${" }".repeat(12)} }`;
    const answer = await post(deep);
    expect(answer.body.errors).toEqual([
      { message: "Query depth limit: this operation nests 14 levels deep and at most 12 are allowed.", extensions: { code: "DEPTH_LIMIT_EXCEEDED", limit: "depth" } },
    ]);
  });

  it("too many aliases", async () => {
    const aliases = Array.from({ length: 31 }, (_, index) => `a${index}: choices { __typename }`).join(" ");
    const answer = await post(`{ ${aliases} }`);
    expect(answer.body.errors).toEqual([
      { message: "Alias limit: this operation has 31 aliases and at most 30 are allowed.", extensions: { code: "ALIAS_LIMIT_EXCEEDED", limit: "aliases" } },
    ]);
  });
});
