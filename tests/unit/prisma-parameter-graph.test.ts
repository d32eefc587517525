// scripts/prismaParameterGraph.ts: the generated client's parameterization graph with its strings
// reordered means the same graph (what the client looks up by name), and the edges' names come first.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { graphByName, withEdgeNamesFirst } from "../../scripts/prismaParameterGraph.ts";

/** A graph written in Prisma's layout: counts, then each edge, all small enough to be one-byte varints. */
function graphOf(bytes: number[]): string {
  return Buffer.from(bytes).toString("base64url");
}

describe("the parameterization graph with its edge names first", () => {
  // strings: 0 "where" (root name), 1 "Status" (enum name), 2 "status" and 3 "id" (edge names).
  const schema = {
    strings: ["where", "Status", "status", "id"],
    graph: graphOf([
      ...[2, 1, 1], // 2 input nodes, 1 output node, 1 root
      ...[2, 3, 4, 0, 0, 0, 7, 2, 0, 0, 0, 2, 1], // node 0: "id" (mask 4, flags 7) and "status" (enum "Status", flags 1)
      ...[1, 3, 1, 0, 2, 0, 3], // node 1: "id" (mask 1, child node 1, flags 3)
      ...[1, 2, 1, 0], // output node 0: "status" (arguments node 0)
      ...[0, 1, 1], // root "where": arguments node 0, output node 0
    ]),
  };

  it("puts the strings the edges name first, most named first (ties in their old order)", () => {
    expect(withEdgeNamesFirst(schema).strings).toEqual(["status", "id", "where", "Status"]);
  });

  it("means the same graph, and is its own fixed point", () => {
    const reordered = withEdgeNamesFirst(schema);
    expect(graphByName(reordered)).toEqual(graphByName(schema));
    expect(withEdgeNamesFirst(reordered)).toEqual(reordered);
  });

  it("means the same for the generated client's own graph", () => {
    const generated = readFileSync(new URL("../../server/db/generated/internal/class.ts", import.meta.url), "utf8");
    const strings = JSON.parse(JSON.parse(/strings: JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(generated)?.[1] ?? '"[]"'));
    const graph = /graph: "([A-Za-z0-9_-]*)"/.exec(generated)?.[1] ?? "";
    const rewritten = withEdgeNamesFirst({ strings, graph });
    expect(withEdgeNamesFirst(rewritten)).toEqual(rewritten);
    expect(graphByName(rewritten)).toEqual(graphByName({ strings, graph }));
  });

  it("refuses a graph that ends early", () => {
    expect(() => withEdgeNamesFirst({ strings: ["a"], graph: graphOf([1, 0, 0, 1, 0]) })).toThrow(/ends early/);
  });
});
