import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";
import relay from "vite-plugin-relay";

// unit: pure rules. api: GraphQL and REST against an embedded PGlite database, and the same
// suite against PostgreSQL when TEST_DATABASE_URL is set. component: React components in jsdom. e2e: the built app in Chromium.
const postgres = process.env.TEST_DATABASE_URL;
// Tests build and serve their own copy of the client, never dist/web (a running `npm start`'s).
process.env.WEB_DIST ||= "dist-test/web";

export default defineConfig({
  // graphql 16 has no "exports" map: Node loads its CommonJS build while Vite would pick the
  // ES build for our sources, giving two GraphQLError classes. Use Node's choice everywhere.
  resolve: { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve("graphql") }] },
  test: {
    projects: [
      { test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", testTimeout: 20_000 } },
      // component: React components' states in jsdom, Relay data from relay-test-utils.
      { plugins: [relay], test: { name: "component", include: ["tests/component/**/*.test.tsx"], environment: "jsdom", testTimeout: 20_000 } },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { TEST_DATABASE_ENGINE: "pglite" },
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: "api-postgres",
                include: ["tests/api/**/*.test.ts"],
                environment: "node",
                testTimeout: 30_000,
                hookTimeout: 60_000,
                env: { TEST_DATABASE_ENGINE: "postgres" },
              },
            },
          ]
        : []),
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          // Builds the client into WEB_DIST when it is missing or older than web/.
          globalSetup: ["tests/support/webBuildSetup.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
