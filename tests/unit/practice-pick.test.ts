import { describe, expect, it } from "vitest";
import { pickPracticeQuestion, predictedSuccess, TARGET_SUCCESS } from "../../server/domain/practicePick.ts";

const question = (id: number, rating: number) => ({ id, rating, isMultipleChoice: true, studentRating: 1500 });

describe("picking a new practice question", () => {
  it("serves a question the student should get right about 70% of the time", () => {
    const candidates = Array.from({ length: 60 }, (_, index) => question(index + 1, 600 + index * 40));
    for (const random of [0, 0.3, 0.6, 0.99]) {
      const picked = pickPracticeQuestion(candidates, random)!;
      expect(Math.abs(predictedSuccess(picked) - TARGET_SUCCESS)).toBeLessThan(0.1);
    }
  });

  it("varies among the closest few, and serves nothing when nothing is left", () => {
    const candidates = Array.from({ length: 60 }, (_, index) => question(index + 1, 600 + index * 40));
    const picks = new Set([0, 0.2, 0.4, 0.6, 0.8].map((random) => pickPracticeQuestion(candidates, random)!.id));
    expect(picks.size).toBe(5);
    expect(pickPracticeQuestion([], 0.5)).toBeNull();
  });
});
