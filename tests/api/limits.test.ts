// What one request may ask for: list arguments are capped, lists count toward the operation's
// cost (aliases multiply them), bodies are small, and PostgreSQL stops any statement that runs long.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { anonymous, errorCodes, graphql } from "../support/clients.ts";
import { LIST_TOO_LONG, TOO_MANY_ITEMS } from "../../server/graphql/limits.ts";
import { testDatabaseEngine } from "../support/testDatabase.ts";

const app = useTestApp();
const nodeId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

describe("list arguments", () => {
  it("nodes(ids:) with more than 100 ids is refused before any work, with a clear message", async () => {
    const ids = Array.from({ length: 2_000 }, (_, index) => nodeId("Question", index + 1));
    const result = await graphql(app().baseUrl, anonymous, "query($ids: [ID!]!) { nodes(ids: $ids) { id } }", { ids });
    expect(result.errors?.map((error) => error.message)).toEqual([LIST_TOO_LONG]);
    expect(errorCodes(result)).toEqual(["BAD_USER_INPUT"]);
    expect(result.data ?? null).toBeNull();
  });

  it("40,000 ids do not even fit in a request body", async () => {
    const ids = Array.from({ length: 40_000 }, (_, index) => nodeId("Question", index + 1));
    const result = await graphql(app().baseUrl, anonymous, "query($ids: [ID!]!) { nodes(ids: $ids) { id } }", { ids });
    expect(result.status).toBe(413);
  });

  it("a literal list longer than the cap is refused too", async () => {
    const ids = Array.from({ length: 101 }, (_, index) => `"${nodeId("Question", index + 1)}"`).join(",");
    const result = await graphql(app().baseUrl, anonymous, `{ nodes(ids: [${ids}]) { id } }`);
    expect(result.errors?.map((error) => error.message)).toEqual([LIST_TOO_LONG]);
  });

  it("aliases reading the same list variable multiply it in the operation's budget", async () => {
    const ids = Array.from({ length: 20 }, (_, index) => nodeId("Question", index + 1));
    const aliases = Array.from({ length: 20 }, (_, index) => `a${index}: nodes(ids: $ids) { id }`).join(" ");
    const result = await graphql(app().baseUrl, anonymous, `query($ids: [ID!]!) { ${aliases} }`, { ids });
    expect(result.errors?.map((error) => error.message)).toEqual([TOO_MANY_ITEMS]);
  });

  it("lists within the limits are served", async () => {
    const questions = await app().database.prisma.question.findMany({ where: { status: "PUBLISHED" }, take: 3, orderBy: { id: "asc" } });
    const ids = questions.map((question) => nodeId("Question", question.id));
    const result = await graphql(app().baseUrl, anonymous, "query($ids: [ID!]!) { nodes(ids: $ids) { id } }", { ids });
    expect(result.errors).toBeUndefined();
    expect(result.data.nodes).toHaveLength(3);
  });
});

describe("request bodies", () => {
  it("a body over 64 KB is refused with 413 and a JSON message, on /graphql and /api", async () => {
    const padding = "x".repeat(100 * 1024);
    for (const path of ["/graphql", "/api/random/submit_answer"]) {
      const response = await fetch(`${app().baseUrl}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ __typename }", padding }),
      });
      expect(response.status, path).toBe(413);
      expect((await response.json()).detail, path).toMatch(/too large/i);
    }
  });
});

describe("the database", () => {
  it("stops a statement after 30 s on PostgreSQL (PGlite, one process's embedded database, has no timer)", async () => {
    const [{ statement_timeout }] = await app().database.prisma.$queryRaw<{ statement_timeout: string }[]>`SHOW statement_timeout`;
    expect(statement_timeout).toBe(testDatabaseEngine() === "postgres" ? "30s" : "0");
  });

  it("keeps rate-limit counters and cost budgets unlogged: a request's count never waits for a flush to disk", async () => {
    // Both are written by nearly every /graphql and /api request; logged, each write waited for the
    // WAL to reach the disk (5 to 10 ms on the bench machine) before the request went on.
    const tables = await app().database.prisma.$queryRaw<{ relname: string; relpersistence: string }[]>`
      SELECT relname::text, relpersistence::text FROM pg_class WHERE relname IN ('rate_limit_counters', 'graphql_cost_buckets') AND relkind = 'r' ORDER BY relname`;
    expect(tables).toEqual([
      { relname: "graphql_cost_buckets", relpersistence: "u" },
      { relname: "rate_limit_counters", relpersistence: "u" },
    ]);
  });
});

describe("the web client's own queries", () => {
  it("all pass the depth, token and cost limits that protect the server", async () => {
    const persisted = JSON.parse(readFileSync("web/__generated__/persisted-queries.json", "utf8")) as Record<string, string>;
    const refusedByLimits: string[] = [];
    for (const [id, text] of Object.entries(persisted)) {
      const response = await fetch(`${app().baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ doc_id: id, variables: {} }),
      });
      const body = (await response.json()) as { errors?: { message: string }[] };
      for (const error of body.errors ?? []) {
        if (/limit|exceeded/i.test(error.message)) refusedByLimits.push(`${text.split("(")[0].split("{")[0].trim()}: ${error.message}`);
      }
    }
    expect(refusedByLimits).toEqual([]);
  });
});
