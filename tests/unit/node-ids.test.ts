// A node's id is answered at once, not as a promise: the relay plugin's id field was an async
// function, so every object with an id (a contest's 25 questions, a lesson's sections and
// questions) made the executor wait on a promise for the whole object (patches/: the plugin's
// globalID resolves synchronously when its value does; docs/PERFORMANCE.md).
import { describe, expect, it } from "vitest";
import { type GraphQLResolveInfo, isObjectType } from "graphql";
import { schema } from "../../server/graphql/schema.ts";

const nodeTypes = Object.values(schema.getTypeMap()).filter(
  (type) => isObjectType(type) && type.getInterfaces().some((face) => face.name === "Node"),
);

describe("a node's id", () => {
  it("is on every node type", () => {
    expect(nodeTypes.map((type) => type.name)).toEqual(expect.arrayContaining(["Question", "Lesson", "Section", "Course", "User", "Leaderboard"]));
  });

  for (const type of nodeTypes) {
    it(`of a ${type.name} is its global id, answered at once`, () => {
      if (!isObjectType(type)) throw new Error("not an object type");
      const parent = { id: 7, family: "AMC8" };
      const id = type.getFields().id!.resolve!(parent, {}, {}, { parentType: type, fieldName: "id", path: { key: "id" } } as unknown as GraphQLResolveInfo);
      expect(id).not.toBeInstanceOf(Promise);
      expect(Buffer.from(String(id), "base64").toString()).toBe(`${type.name}:${type.name === "Leaderboard" ? "AMC8" : 7}`);
    });
  }
});
