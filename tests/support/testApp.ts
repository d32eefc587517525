// The whole server on a fresh test database, seeded with the demo content, for API tests.
import { afterAll, beforeAll } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { webDistOf } from "../../server/webDist.ts";
import { useDatabase } from "../../server/db/index.ts";
import { seedDemoContent } from "../../server/services/seedDemo.ts";
import { buildApp, type App } from "../../server/app.ts";
import { openTestDatabase, type TestDatabase } from "./testDatabase.ts";
import type { Database } from "../../server/db/client.ts";
import { freePort } from "./serverProcess.ts";

export type TestApp = App & {
  baseUrl: string;
  database: TestDatabase;
  /** Runs a GraphQL operation in-process through Yoga, as /graphql would. */
  graphql<T = any>(query: string, variables?: Record<string, unknown>): Promise<{ data?: T; errors?: any[] }>;
};

/**
 * `community`: also the demo community (invented students), as a fresh development start has;
 * `database`: the database the app is built with, made from the seeded test database (a counting
 * client that sees the app's own statements too: tests/support/countingDatabase.ts).
 */
export type TestAppOptions = { seed?: boolean; community?: boolean; env?: Record<string, string>; database?: (seeded: TestDatabase) => Database };

/** The app on a free port of 127.0.0.1 (sign-in redirects need the real address), listening. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  useDatabase(database.prisma, database.clientAdapter);
  if (options.seed !== false) await seedDemoContent(database.prisma, { accounts: true, community: options.community });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Suites sign in and call far more often than a person: rate limits and the GraphQL cost budget
  // are tested on their own (rate-limits, cost-limits).
  // No background calibration: a test applies the queue when it means to (drainCalibrationQueue),
  // so nothing changes questions or counts statements behind its back.
  const unlimited = {
    RATE_LIMIT_REQUESTS_PER_MINUTE: "1000000", RATE_LIMIT_SIGN_INS_PER_MINUTE: "1000000", RATE_LIMIT_ANONYMOUS_CONTEST_SUBMISSIONS_PER_DAY: "1000000",
    GRAPHQL_COST_BUDGET: "100000000",
    CALIBRATION_INTERVAL_MS: "0",
  };
  // The client the e2e project built (dist-test/web under vitest), not the dist/web of `npm start`.
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PORT: String(port), PUBLIC_URL: baseUrl, WEB_DIST: webDistOf(), ...unlimited, ...options.env });
  const app = await buildApp(config, options.database?.(database) ?? database);
  await app.fastify.listen({ port, host: "127.0.0.1" });
  return {
    ...app,
    baseUrl,
    database,
    async graphql(query, variables = {}) {
      const response = await app.yoga.fetch("http://test/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
  };
}

/** One app for the test file: started before its tests, closed and dropped after them. */
export function useTestApp(options: TestAppOptions = {}): () => TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp(options);
  });
  afterAll(async () => {
    await app?.fastify.close();
    await app?.database.drop();
  });
  return () => {
    if (!app) throw new Error("The test app has not started");
    return app;
  };
}
