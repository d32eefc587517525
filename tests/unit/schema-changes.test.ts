// The schema's change policy (server/graphql/schemaChanges.ts, run by `npm run check`).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { breakingChanges } from "../../server/graphql/schemaChanges.ts";

const released = `type Query { "Questions." questions: [String!]! "Old." old: Int @deprecated(reason: "Use questions.") kept: Int }`;

describe("schema changes", () => {
  it("removing a field partners may use is breaking", async () => {
    const changes = await breakingChanges(released, `type Query { questions: [String!]! old: Int @deprecated(reason: "Use questions.") }`);
    expect(changes.map((change) => change.message)).toEqual(["Field 'kept' was removed from object type 'Query'"]);
  });

  it("removing a field deprecated in the release, adding fields and changing descriptions are not", async () => {
    expect(await breakingChanges(released, `type Query { "All questions." questions: [String!]! kept: Int added: Int }`)).toEqual([]);
  });

  it("schema.graphql keeps the released schema (docs/schema/released.graphql)", async () => {
    expect(await breakingChanges(readFileSync("docs/schema/released.graphql", "utf8"), readFileSync("schema.graphql", "utf8"))).toEqual([]);
  });
});
