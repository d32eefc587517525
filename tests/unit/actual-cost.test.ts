// The actual cost of an answer: its objects counted as requestedCost counts them, up to a ceiling.
import { describe, expect, it } from "vitest";
import { actualCost, MUTATION_COST } from "../../server/graphql/cost.ts";

const answer = {
  dashboard: {
    __typename: "Dashboard",
    mastery: [{ cells: [1, -1, 0], topics: ["ALGEBRA", null] }, { cells: [0], topics: [] }],
    ratings: [{ history: [{ at: "2026-01-01T00:00:00.000Z" }, { at: "2026-02-01T00:00:00.000Z" }] }],
    student: { answers: { edges: [{ node: { id: "a" } }, null], pageInfo: { hasNextPage: false } } },
    nothing: null,
  },
};

describe("actualCost", () => {
  it("counts every object below the root, none for lists of leaves", () => {
    // dashboard, 2 mastery rows, a rating and its 2 points, student, answers, an edge and its node, pageInfo: 11
    expect(actualCost(answer, 0)).toBe(11);
    expect(actualCost({ a: 1 }, 0)).toBe(0);
    expect(actualCost(null, 0)).toBe(0);
    expect(actualCost({ m: { a: 1 } }, 2)).toBe(1 + 2 * MUTATION_COST);
  });

  it("stops at the ceiling, giving what min(ceiling, the whole count) gives", () => {
    for (let ceiling = 0; ceiling <= 14; ceiling++) expect(actualCost(answer, 0, ceiling)).toBe(Math.min(ceiling, 11));
    expect(actualCost({ m: { a: 1 } }, 2, 0)).toBe(2 * MUTATION_COST);
  });
});
