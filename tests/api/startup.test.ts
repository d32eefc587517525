import { afterAll, describe, expect, it } from "vitest";
import { runServer, startServer } from "../support/serverProcess.ts";
import { makeFakeWebBuild } from "../support/fakeWebBuild.ts";
import { emptyServerDatabase } from "../support/testDatabase.ts";

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** An empty database of the engine under test, as `npm start` would be given it. */
async function emptyDatabaseEnv(): Promise<Record<string, string>> {
  const database = await emptyServerDatabase();
  cleanups.push(database.remove);
  return database.env;
}

describe("npm start's server process", () => {
  it("migrates and seeds an empty database, serves, stops gracefully, and keeps the data across a restart", async () => {
    const env = await emptyDatabaseEnv();
    const first = await startServer(env);
    const home = await (await fetch(`${first.url}/api/home/`)).json();
    expect(home.question_of_the_day.multiple_choice).toHaveLength(5);
    const lessonsBefore = await fetch(`${first.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ trendingLessons(family: AMC8, first: 20) { lessonId } }" }),
    }).then((response) => response.json());
    expect(await first.stop()).toBe(0);

    const second = await startServer(env);
    const again = await (await fetch(`${second.url}/api/home/`)).json();
    expect(again.question_of_the_day.id).toBe(home.question_of_the_day.id);
    const lessons = await fetch(`${second.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ trendingLessons(family: AMC8, first: 20) { lessonId } }" }),
    }).then((response) => response.json());
    // Seeding happens once: the restart neither loses nor duplicates content.
    // (The data only: extensions carry the caller's cost budget, which refills with time.)
    expect(lessons.data).toEqual(lessonsBefore.data);
    expect(await second.stop()).toBe(0);
  }, 120_000);

  it("logs refused requests at info without stacks, keeping error level for the server's own faults", async () => {
    const server = await startServer({ ...(await emptyDatabaseEnv()), LOG_LEVEL: "info" });
    try {
      const post = (body: unknown) =>
        fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      await post({ query: "{ dashboard { reviewWork { count } } }" });
      await post({ query: "{ nope }" });
      await post({ query: "mutation { submitAnswer(questionId: 1, answer: \"A\") { __typename } }" });
      await fetch(`${server.url}/api/space/dashboard`);
      await fetch(`${server.url}/api/courses/abc`);
      await fetch(`${server.url}/api/random/submit_answer`, { method: "POST", headers: { "content-type": "application/json" }, body: "{\"user_answer\":\"\\u0000\"}" });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const lines = server.output().split("\n").filter((line) => line.startsWith("{")).map((line) => JSON.parse(line));
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
      expect(lines.filter((line) => JSON.stringify(line).includes("stack"))).toEqual([]);
      expect(lines.some((line) => line.level === 30 && line.msg.startsWith("GET /api/space/dashboard 401"))).toBe(true);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 120_000);

  it("logs one line per API request and none for the client's files, and one line about the development sign-in instead of the identity provider's warnings", async () => {
    // A build with its home page renderer, as a real one has (without one, the server warns once).
    const web = makeFakeWebBuild({ renderer: 'export async function renderPage() { return { html: "<main>Home</main>", records: {}, title: "Boxed", math: false }; }\n' });
    cleanups.push(web.remove);
    const server = await startServer({ ...(await emptyDatabaseEnv()), LOG_LEVEL: "info", WEB_DIST: web.dist });
    try {
      await fetch(`${server.url}/app/`);
      await fetch(`${server.url}/app/courses`);
      await fetch(`${server.url}/app/assets/index-AbC123.js`);
      await fetch(`${server.url}/api/home/`);
      await fetch(`${server.url}/api/space/dashboard`);
      await fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"query":"{ nope }"}' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const output = server.output();
      expect(output).not.toMatch(/MUST change|oidc-provider WARNING|you are expected to/);
      const lines = output.split("\n").filter((line) => line.startsWith("{")).map((line) => JSON.parse(line));
      expect(lines.filter((line) => /development identity provider/.test(line.msg))).toHaveLength(1);
      const requests = lines.filter((line) => line.path).map((line) => line.msg.replace(/ \d+ms$/, ""));
      expect(requests.filter((line) => line !== "GET /readyz 200")).toEqual([
        "GET /api/home/ 200",
        "GET /api/space/dashboard 401",
        "POST /graphql 200",
      ]);
      expect(lines.filter((line) => line.level !== 30)).toEqual([]);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 120_000);

  it("stops on a malformed DATABASE_URL with one clear line and no stack trace", async () => {
    const { exited } = runServer({ DATABASE_URL: "mysql://nope", PORT: "0" });
    const { code, stderr } = await exited;
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toEqual([
      "boxed: Invalid configuration: DATABASE_URL must be a postgresql:// URL such as postgresql://user@127.0.0.1:5432/boxed",
    ]);
  });

  it("stops with one line when the database cannot be reached", async () => {
    const { exited } = runServer({ DATABASE_URL: "postgresql://postgres@127.0.0.1:1/boxed", PORT: "0" });
    const { code, stderr } = await exited;
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/^boxed: cannot prepare PostgreSQL \(DATABASE_URL\)/);
  });
});
