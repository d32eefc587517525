// Query.apiLimits: the limits the developers page shows are the server's own, as configured
// (cost, budget, requests per minute) and as /graphql enforces them (depth, aliases: passing one
// by a single step is refused with the limit's code), not copied text.
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { anonymous, errorCodes, graphql } from "../support/clients.ts";

const app = useTestApp({
  env: { GRAPHQL_MAX_QUERY_COST: "1500", GRAPHQL_COST_BUDGET: "1800", GRAPHQL_COST_RESTORE_RATE: "40", RATE_LIMIT_REQUESTS_PER_MINUTE: "250" },
});

const LIMITS = `{ apiLimits { maxQueryCost budget restoreRate maxDepth maxAliases maxDirectives maxTokens maxListItems maxOperationListItems
  defaultPageSize maxPageSize requestsPerMinute maxBodyBytes anonymousIntrospection } }`;

describe("Query.apiLimits", () => {
  it("reports the configured cost limits, budget and request limit", async () => {
    const { apiLimits } = (await graphql(app().baseUrl, anonymous, LIMITS)).data;
    expect(apiLimits).toMatchObject({ maxQueryCost: 1500, budget: 1800, restoreRate: 40, requestsPerMinute: 250, maxBodyBytes: 64 * 1024 });
    // The development and test default: anyone may introspect, as the field says.
    expect(apiLimits.anonymousIntrospection).toBe(true);
    expect((await graphql(app().baseUrl, anonymous, "{ __schema { queryType { name } } }")).data).toEqual({ __schema: { queryType: { name: "Query" } } });
  });

  it("the budget is the one rateLimit reports", async () => {
    const result = await graphql(app().baseUrl, anonymous, "{ apiLimits { budget restoreRate } rateLimit { limit restoreRate } }");
    expect(result.data.rateLimit).toEqual({ limit: result.data.apiLimits.budget, restoreRate: result.data.apiLimits.restoreRate });
  });

  it("the depth and alias limits it reports are the ones enforced", async () => {
    const { maxDepth, maxAliases } = (await graphql(app().baseUrl, anonymous, LIMITS)).data.apiLimits;
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, index) => `a${index}: choices { __typename }`).join(" ")} }`;
    expect((await graphql(app().baseUrl, anonymous, aliases(maxAliases))).errors).toBeUndefined();
    expect(errorCodes(await graphql(app().baseUrl, anonymous, aliases(maxAliases + 1)))).toEqual(["ALIAS_LIMIT_EXCEEDED"]);
    // viewer { students { … { id } } } nests `levels` levels deep.
    const nested = (levels: number) => `{ viewer ${"{ students ".repeat(levels - 2)}{ id }${" }".repeat(levels - 2)} }`;
    // (Lists of lists of students would cost too much: the depth is what this checks.)
    expect(errorCodes(await graphql(app().baseUrl, anonymous, nested(maxDepth)))).not.toContain("DEPTH_LIMIT_EXCEEDED");
    const tooDeep = await graphql(app().baseUrl, anonymous, nested(maxDepth + 1));
    expect(errorCodes(tooDeep)).toEqual(["DEPTH_LIMIT_EXCEEDED"]);
    expect(tooDeep.errors![0].message).toContain(`at most ${maxDepth} are allowed`);
  });
});
