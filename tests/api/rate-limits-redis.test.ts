// With REDIS_URL set, rate-limit counters and GraphQL cost budgets live in Redis (the real server
// of TEST_REDIS_URL, default 127.0.0.1:6379): two app instances on it count the same hits and drain
// the same bucket, and nothing of them is written to the database. Each run uses its own key prefix
// (REDIS_KEY_PREFIX) and deletes its keys afterwards.
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { loadConfig } from "../../server/config.ts";
import { buildApp, type App } from "../../server/app.ts";
import { createApiToken } from "../../server/auth/apiTokens.ts";
import { redisCostBudget } from "../../server/services/costBudget.ts";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const PREFIX = `boxed-test:${randomBytes(6).toString("hex")}:`;
const PER_CALLER = 4;
const env = {
  TRUST_PROXY: "true",
  REDIS_URL,
  REDIS_KEY_PREFIX: PREFIX,
  RATE_LIMIT_REQUESTS_PER_MINUTE: String(PER_CALLER),
  GRAPHQL_COST_BUDGET: "60",
  GRAPHQL_COST_RESTORE_RATE: "0.01",
};
const app = useTestApp({ env });

let second: App;
const redis = new Redis(REDIS_URL);
beforeAll(async () => {
  second = await buildApp(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: app().baseUrl, CALIBRATION_INTERVAL_MS: "0", ...env }), app().database);
});
afterAll(async () => {
  await second?.fastify.close();
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

let lastAddress = 0;
const newAddress = () => `203.0.113.${++lastAddress}`;

/** One request to the first instance (over HTTP) or the second (in-process), from `address`. */
async function hit(instance: 1 | 2, path: string, address: string, headers: Record<string, string> = {}, body?: unknown) {
  const method = body === undefined ? "GET" : "POST";
  const allHeaders = { "x-forwarded-for": address, ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers };
  if (instance === 1) {
    const response = await fetch(`${app().baseUrl}${path}`, { method, headers: allHeaders, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.json() };
  }
  const response = await second.fastify.inject({ method, url: path, headers: allHeaders, payload: body as object | undefined });
  return { status: response.statusCode, retryAfter: response.headers["retry-after"] as string | undefined, body: response.json() };
}

describe("rate limits in Redis", () => {
  it("two instances count one address's hits together: the allowance is spent across both, then both answer 429", async () => {
    const address = newAddress();
    // An address gets twice a caller's allowance; the hits alternate between the instances.
    for (let count = 1; count <= PER_CALLER * 2; count++) {
      expect((await hit(count % 2 === 0 ? 2 : 1, "/api/home/", address)).status, `hit ${count}`).toBe(200);
    }
    for (const instance of [1, 2] as const) {
      const refused = await hit(instance, "/api/home/", address);
      expect(refused.status, `instance ${instance}`).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    }
    // Another address still has its allowance, on either instance.
    expect((await hit(2, "/api/home/", newAddress())).status).toBe(200);
    // The counters are in Redis, none in PostgreSQL.
    expect(await redis.keys(`${PREFIX}rate-limit:*`)).not.toHaveLength(0);
    expect(await app().database.prisma.rateLimitCounter.count()).toBe(0);
  });

  it("a read this instance starts before its count is answered is still refused when the other instance spent the allowance, with none of its data", async () => {
    const address = newAddress();
    const query = { query: "{ courses { name } }" };
    // The first instance sees the address with room (its next read starts before its count)...
    expect((await hit(1, "/graphql", address, {}, query)).status).toBe(200);
    // ...while the second spends the rest of the allowance.
    for (let count = 2; count <= PER_CALLER * 2; count++) expect((await hit(2, "/api/home/", address)).status, `hit ${count}`).toBe(200);
    const refused = await hit(1, "/graphql", address, {}, query);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.body).toEqual({ detail: expect.stringMatching(/^Too many requests\. Try again in \d+ seconds?\.$/) });
    // Every door, and the next request too (the first instance now knows).
    expect((await hit(1, "/api/courses/", address)).status).toBe(429);
    expect((await hit(1, "/graphql", address, {}, query)).status).toBe(429);
  });

  it("a mutation started before its count is answered does not run when the count refuses it", async () => {
    const user = await app().database.prisma.user.findUniqueOrThrow({ where: { email: "student@boxed.test" } });
    const headers = { authorization: `Bearer ${(await createApiToken(user.id, "redis writes", "READ_WRITE")).secret}` };
    const rename = (username: string) => ({
      query: "mutation ($username: String!) { updateUsername(username: $username) { __typename ... on User { username } } }",
      variables: { username },
    });
    // The first instance sees the token and its address with room...
    const address = newAddress();
    const before = (await hit(1, "/graphql", address, headers, { query: "{ viewer { username } }" })).body.data.viewer.username;
    // ...while the token's allowance is spent on the second instance, from other addresses.
    for (let count = 2; count <= PER_CALLER; count++) expect((await hit(2, "/graphql", newAddress(), headers, { query: "{ viewer { username } }" })).status).toBe(200);
    const refused = await hit(1, "/graphql", address, headers, rename("renamed-while-limited"));
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^Too many requests\./);
    expect((await app().database.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).username).toBe(before);
  });

  it("the GraphQL cost budget is one bucket across instances", async () => {
    const user = await app().database.prisma.user.findUniqueOrThrow({ where: { email: "student@boxed.test" } });
    const { secret: token, apiToken } = await createApiToken(user.id, "redis", "READ");
    const query = { query: "{ rateLimit { limit cost remaining } }" };
    const headers = { authorization: `Bearer ${token}` };
    const first = await hit(1, "/graphql", newAddress(), headers, query);
    const then = await hit(2, "/graphql", newAddress(), headers, query);
    expect(first.status).toBe(200);
    expect(then.status).toBe(200);
    const { limit, cost, remaining } = first.body.data.rateLimit;
    expect(limit).toBe(60);
    // The second instance took its points from what the first left.
    expect(then.body.data.rateLimit.remaining).toBeLessThanOrEqual(remaining - cost + 1);
    expect(await redis.keys(`${PREFIX}cost-budget:token:${apiToken.id}`)).toHaveLength(1);
    expect(await app().database.prisma.graphqlCostBucket.count()).toBe(0);
  });

  it("the Redis bucket takes points atomically: of ten takes at once, only those that fit are granted", async () => {
    const client = new Redis(REDIS_URL, { keyPrefix: PREFIX });
    try {
      const budget = redisCostBudget(client, { maximum: 100, restoreRate: 0.001 });
      const taken = await Promise.all(Array.from({ length: 10 }, () => budget.take("test:atomic", 30)));
      expect(taken.filter((result) => result.granted)).toHaveLength(3);
      expect(await budget.refund("test:atomic", 1000)).toBe(100);
      // Points given back with a take (server/services/costBudget.ts deferringRefunds) come first.
      expect((await budget.take("test:atomic", 30)).available).toBeCloseTo(70, 0);
      expect((await budget.take("test:atomic", 5, 20)).available).toBeCloseTo(85, 0);
    } finally {
      await client.quit();
    }
  });
});
