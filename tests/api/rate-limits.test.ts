// Rate limits: per caller (session or API token) and per address on /graphql and /api, per
// address on sign-in; 429 with Retry-After and RateLimit headers. On PostgreSQL the counters are
// in the database, so a second app instance on the same database counts the same hits.
// Anonymous contest submissions: a few per address and contest a day, whichever door they use.
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { loadConfig } from "../../server/config.ts";
import { buildApp } from "../../server/app.ts";
import { startSession, SESSION_COOKIE } from "../../server/auth/sessions.ts";
import { createApiToken } from "../../server/auth/apiTokens.ts";
import { testDatabaseEngine } from "../support/testDatabase.ts";

const PER_CALLER = 5;
const ANONYMOUS_PER_DAY = 3;
const env = {
  TRUST_PROXY: "true",
  RATE_LIMIT_REQUESTS_PER_MINUTE: String(PER_CALLER),
  RATE_LIMIT_SIGN_INS_PER_MINUTE: "3",
  RATE_LIMIT_ANONYMOUS_CONTEST_SUBMISSIONS_PER_DAY: String(ANONYMOUS_PER_DAY),
};
const app = useTestApp({ env });

/** Each test speaks from its own address (the app trusts X-Forwarded-For here). */
let lastAddress = 0;
const newAddress = () => `198.51.100.${++lastAddress}`;

async function get(path: string, address: string, headers: Record<string, string> = {}) {
  return fetch(`${app().baseUrl}${path}`, { headers: { "x-forwarded-for": address, ...headers }, redirect: "manual" });
}

async function userId(email: string) {
  return (await app().database.prisma.user.findUniqueOrThrow({ where: { email } })).id;
}

describe("/api and /graphql", () => {
  it("an address gets twice a caller's allowance a minute, then 429 with Retry-After and RateLimit headers", async () => {
    const address = newAddress();
    for (let hit = 1; hit <= PER_CALLER * 2; hit++) expect((await get("/api/home/", address)).status, `hit ${hit}`).toBe(200);
    const refused = await get("/api/home/", address);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get("ratelimit-limit")).toBe(String(PER_CALLER * 2));
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    expect(refused.headers.get("ratelimit-reset")).toBe(String(retryAfter));
    expect(await refused.json()).toEqual({ detail: `Too many requests. Try again in ${retryAfter === 1 ? "1 second" : `${retryAfter} seconds`}.` });
    // Another address is not affected.
    expect((await get("/api/home/", newAddress())).status).toBe(200);
  });

  it("each session and each API token has its own allowance, whatever address it comes from", async () => {
    const student = await startSession(await userId("student@boxed.test"));
    const parent = await startSession(await userId("parent@boxed.test"));
    const token = (await createApiToken(await userId("editor@boxed.test"), "rate limits", "READ")).secret;
    const asStudent = { cookie: `${SESSION_COOKIE}=${student.token}` };
    for (let hit = 1; hit <= PER_CALLER; hit++) expect((await get("/api/user/status", newAddress(), asStudent)).status).toBe(200);
    expect((await get("/api/user/status", newAddress(), asStudent)).status).toBe(429);
    expect((await get("/api/user/status", newAddress(), { cookie: `${SESSION_COOKIE}=${parent.token}` })).status).toBe(200);

    const tool = (address: string) =>
      fetch(`${app().baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "x-forwarded-for": address },
        body: JSON.stringify({ query: "{ viewer { username } }" }),
      });
    for (let hit = 1; hit <= PER_CALLER; hit++) expect((await tool(newAddress())).status).toBe(200);
    const refused = await tool(newAddress());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("sign-in", () => {
  it("an address may start a few sign-ins a minute", async () => {
    const address = newAddress();
    for (let hit = 1; hit <= 3; hit++) expect((await get("/auth/login", address)).status).toBe(302);
    expect((await get("/auth/login", address)).status).toBe(429);
    expect((await get("/dev-idp/.well-known/openid-configuration", address)).status).toBe(429);
  });
});

describe("where the counters live", () => {
  it(`on ${testDatabaseEngine()}: ${testDatabaseEngine() === "postgres" ? "shared by every app instance" : "in the one process's memory"}`, async () => {
    const address = newAddress();
    for (let hit = 1; hit <= PER_CALLER * 2; hit++) expect((await get("/api/home/", address)).status).toBe(200);
    const second = await buildApp(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: app().baseUrl, ...env }), app().database);
    try {
      const response = await second.fastify.inject({ method: "GET", url: "/api/home/", headers: { "x-forwarded-for": address } });
      expect(response.statusCode).toBe(testDatabaseEngine() === "postgres" ? 429 : 200);
      // The other way round: this instance saw a fresh address with room, so its next read starts
      // before its count is answered; the second instance spends the rest meanwhile. Shared
      // counters still refuse it; in memory each process has its own allowance.
      const fresh = newAddress();
      expect((await get("/api/home/", fresh)).status).toBe(200);
      for (let hit = 2; hit <= PER_CALLER * 2; hit++) {
        expect((await second.fastify.inject({ method: "GET", url: "/api/home/", headers: { "x-forwarded-for": fresh } })).statusCode).toBe(200);
      }
      const late = await get("/api/home/", fresh);
      expect(late.status).toBe(testDatabaseEngine() === "postgres" ? 429 : 200);
      if (testDatabaseEngine() === "postgres") expect((await late.json()).detail).toMatch(/^Too many requests\. Try again in /);
      const stored = await app().database.prisma.rateLimitCounter.count();
      if (testDatabaseEngine() === "postgres") expect(stored).toBeGreaterThan(0);
      else expect(stored).toBe(0);
    } finally {
      await second.fastify.close();
    }
  });
});

describe("however the path is written", () => {
  it("/graphql and /api count the same at /graphql/, /gr%61phql and /%61pi/home/, which reach the same routes", async () => {
    const address = newAddress();
    const paths = ["/graphql/", "/gr%61phql", "/graphql"];
    for (let hit = 1; hit <= PER_CALLER * 2; hit++) {
      const path = paths[hit % paths.length]!;
      const response = await fetch(`${app().baseUrl}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify({ query: "{ __typename }" }),
      });
      expect(response.status, `hit ${hit} on ${path}`).toBe(200);
    }
    expect((await get("/%61pi/home/", address)).status).toBe(429);
    expect((await get("/api/home", address)).status).toBe(429);
  });
});

describe("a request counted when its operation starts", () => {
  it(`counts all the same when its client leaves before that${testDatabaseEngine() === "postgres" ? " (the counter in PostgreSQL)" : ""}`, async () => {
    const address = newAddress();
    const hits = async () => {
      if (testDatabaseEngine() !== "postgres") return null;
      const counter = await app().database.prisma.rateLimitCounter.findUnique({ where: { key: `address:${address}` } });
      return counter?.hits ?? 0;
    };
    // Seen with requests left, so its next POST to /graphql starts before it is counted.
    expect((await get("/api/home/", address)).status).toBe(200);
    const before = await hits();
    // Headers and part of a body, then the client goes: the operation never starts, and the count
    // goes out with the answer that is never read (the onSend hook).
    const { port } = new URL(app().baseUrl);
    const socket = connect(Number(port), "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(`POST /graphql HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 100\r\nx-forwarded-for: ${address}\r\n\r\n{"query":`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    if (testDatabaseEngine() === "postgres") await expect.poll(hits, { timeout: 5000 }).toBe(before! + 1);
    // In memory as in PostgreSQL: the allowance it spent is gone.
    for (let hit = 3; hit <= PER_CALLER * 2; hit++) expect((await get("/api/home/", address)).status, `hit ${hit}`).toBe(200);
    expect((await get("/api/home/", address)).status).toBe(429);
  });
});

describe("anonymous contest submissions", () => {
  const submitJson = (address: string, ts: string, contest = "AMC_10A", headers: Record<string, string> = {}) =>
    fetch(`${app().baseUrl}/api/contest/submit`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app().baseUrl, "x-forwarded-for": address, ...headers },
      body: JSON.stringify({ competition_name: contest, competition_year: 2024, ts, answers: [] }),
    });
  // Anonymous start tokens are bound to no address: each is fetched from a fresh one, so only the
  // submissions count against the submitting address's per-minute allowance.
  const startToken = async (_address: string, contest = "AMC_10A", headers: Record<string, string> = {}) => {
    const response = await get(`/api/contest/${contest}/2024`, newAddress(), headers);
    expect(response.status).toBe(200);
    return ((await response.json()) as { ts: string }).ts;
  };

  it("an address may submit a contest a few times a day without signing in, then 429 with Retry-After, on every door", async () => {
    const address = newAddress();
    const anonymousSubmissions = () => app().database.prisma.contestSubmission.count({ where: { userId: null } });
    const before = await anonymousSubmissions();
    const tokens: string[] = [];
    for (let sitting = 1; sitting <= ANONYMOUS_PER_DAY; sitting++) {
      tokens.push(await startToken(address));
      expect((await submitJson(address, tokens.at(-1)!)).status, `sitting ${sitting}`).toBe(200);
    }
    // A retry of a sitting already submitted is the same submission, not another try.
    expect((await submitJson(address, tokens[0]!)).status).toBe(200);

    const refused = await submitJson(address, await startToken(address));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await refused.json()).toEqual({
      detail: "Too many contest submissions from your address without signing in. Sign in to submit again, or try again in 24 hours.",
    });

    // The same allowance on /graphql (429 too) and on the /result form.
    const viaGraphql = await fetch(`${app().baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app().baseUrl, "x-forwarded-for": address },
      body: JSON.stringify({
        query: "mutation($t: String!) { submitContest(startToken: $t, answers: []) { __typename } }",
        variables: { t: await startToken(address) },
      }),
    });
    expect(viaGraphql.status).toBe(429);
    expect(Number(viaGraphql.headers.get("retry-after"))).toBeGreaterThan(0);
    const graphqlBody = (await viaGraphql.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(graphqlBody.errors[0]).toMatchObject({ extensions: { code: "RATE_LIMITED" } });
    expect(graphqlBody.errors[0]!.message).toContain("Sign in to submit again");
    const viaForm = await fetch(`${app().baseUrl}/result`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: app().baseUrl, "x-forwarded-for": address },
      body: new URLSearchParams({ ts: await startToken(address) }).toString(),
    });
    expect(viaForm.status).toBe(429);
    expect(await viaForm.text()).toContain("Too many contest submissions from your address without signing in.");

    // Nothing was stored for the refused tries.
    expect((await anonymousSubmissions()) - before).toBe(ANONYMOUS_PER_DAY);
  });

  it("counts per contest and per address; a signed-in student from that address is not limited by it", async () => {
    const address = newAddress();
    for (let sitting = 1; sitting <= ANONYMOUS_PER_DAY; sitting++) expect((await submitJson(address, await startToken(address))).status).toBe(200);
    expect((await submitJson(address, await startToken(address))).status).toBe(429);
    expect((await submitJson(address, await startToken(address, "AMC_8"), "AMC_8")).status).toBe(200);
    expect((await submitJson(newAddress(), await startToken(address))).status).toBe(200);

    const session = await startSession(await userId("student@boxed.test"));
    const asStudent = { cookie: `${SESSION_COOKIE}=${session.token}` };
    expect((await submitJson(address, await startToken(address, "AMC_10A", asStudent), "AMC_10A", asStudent)).status).toBe(200);
  });
});
