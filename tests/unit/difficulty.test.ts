import { describe, expect, it } from "vitest";
import { estimatedSuccessPercent } from "../../server/domain/difficulty.ts";

describe("estimated success rate", () => {
  it("is 50% for a question as hard as an average student is strong, and falls as questions get harder", () => {
    expect(estimatedSuccessPercent(1500)).toBe(50);
    expect(estimatedSuccessPercent(1900)).toBe(9.1);
    expect(estimatedSuccessPercent(1100)).toBe(90.9);
  });
});
