import { describe, expect, it } from "vitest";
import { PRINTOUT_FULL, PRINTOUT_MAX_PROBLEMS, printoutHasRoom } from "../../server/domain/printout.ts";

describe("a printout", () => {
  it("holds at most 100 problems", () => {
    expect(PRINTOUT_MAX_PROBLEMS).toBe(100);
    expect(printoutHasRoom(0)).toBe(true);
    expect(printoutHasRoom(99)).toBe(true);
    expect(printoutHasRoom(100)).toBe(false);
  });

  it("says so in words when it is full", () => {
    expect(PRINTOUT_FULL).toBe("Your printout holds at most 100 problems. Remove one to add another.");
  });
});
