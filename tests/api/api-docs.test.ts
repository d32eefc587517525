// docs/API.md: every example runs as written against a test server. `sh` blocks run in bash with
// BOXED_URL and BOXED_TOKEN set and must exit 0; `graphql` blocks run with the token and must
// answer without errors.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { createApiToken } from "../../server/auth/apiTokens.ts";
import { bearer, graphql } from "../support/clients.ts";

const app = useTestApp();
const docs = readFileSync("docs/API.md", "utf8");
const blocks = (language: string) => [...docs.matchAll(new RegExp("```" + language + "\\n([\\s\\S]*?)```", "g"))].map((match) => match[1]);
let token: string;

beforeAll(async () => {
  const parent = await app().database.prisma.user.findUniqueOrThrow({ where: { email: "parent@boxed.test" } });
  token = (await createApiToken(parent.id, "Docs", "READ")).secret;
});

describe("docs/API.md", () => {
  it("has shell and GraphQL examples", () => {
    expect(blocks("sh").length).toBeGreaterThanOrEqual(2);
    expect(blocks("graphql").length).toBeGreaterThanOrEqual(3);
  });

  it.each(blocks("sh").map((script, index) => [index + 1, script]))("shell example %i runs", async (_index, script) => {
    const run = promisify(execFile);
    await expect(run("bash", ["-euo", "pipefail", "-c", String(script)], { env: { ...process.env, BOXED_URL: app().baseUrl, BOXED_TOKEN: token } })).resolves.toBeDefined();
  });

  it.each(blocks("graphql").map((query, index) => [index + 1, query]))("GraphQL example %i answers without errors", async (_index, query) => {
    const result = await graphql(app().baseUrl, bearer(token), String(query));
    expect(result.errors).toBeUndefined();
    expect(result.status).toBe(200);
  });

  it("the cost example's figure is the server's", async () => {
    const result = await graphql(app().baseUrl, bearer(token), "{ viewer { parentRequests(first: 10) { edges { node { id } } } } }");
    expect((result as any).extensions.cost.requestedQueryCost).toBe(22);
  });
});
