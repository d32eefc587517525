// /graphql against the GraphQL-over-HTTP specification: the graphql-http package's audit suite.
// Every MUST holds; SHOULDs may warn (Yoga answers some of them its own way).
import { expect, it } from "vitest";
import { serverAudits } from "graphql-http";
import { useTestApp } from "../support/testApp.ts";

const app = useTestApp();

it("passes every MUST of graphql-http's audit", async () => {
  const failures: string[] = [];
  for (const audit of serverAudits({ url: `${app().baseUrl}/graphql` })) {
    const result = await audit.fn();
    if (result.status === "error") failures.push(`${audit.name}: ${result.reason}`);
  }
  expect(failures).toEqual([]);
}, 60_000);
