// The whole server on a fresh test database, seeded with the demo content, for API tests.
import { afterAll, beforeAll } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { useDatabase } from "../../server/db/index.ts";
import { seedDemoContent } from "../../server/services/seedDemo.ts";
import { buildApp, type App } from "../../server/app.ts";
import { openTestDatabase, type TestDatabase } from "./testDatabase.ts";

export type TestApp = App & {
  database: TestDatabase;
  /** Runs a GraphQL operation in-process through Yoga, as /graphql would. */
  graphql<T = any>(query: string, variables?: Record<string, unknown>): Promise<{ data?: T; errors?: any[] }>;
};

export async function startTestApp(options: { seed?: boolean } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  useDatabase(database.prisma);
  if (options.seed !== false) await seedDemoContent(database.prisma, { accounts: true });
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PORT: "0" });
  const app = await buildApp(config, database);
  await app.fastify.ready();
  return {
    ...app,
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
export function useTestApp(options: { seed?: boolean } = {}): () => TestApp {
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
