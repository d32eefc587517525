import { describe, expect, it } from "vitest";
import { correctRate, recommendLessons } from "../../server/domain/recommendations.ts";

const lesson = (lessonId: number, correct: number, wrong: number) => ({ lessonId, name: `L${lessonId}`, position: lessonId, correct, wrong });

describe("recommended lessons", () => {
  it("puts the weakest lessons first, then lessons not started, and leaves out mastered ones", () => {
    const picks = recommendLessons([lesson(1, 5, 0), lesson(2, 1, 3), lesson(3, 0, 0), lesson(4, 3, 1), lesson(5, 0, 0)], 4);
    expect(picks.map((pick) => pick.lessonId)).toEqual([2, 4, 3, 5]);
  });

  it("recommends three by default and nothing when everything is mastered", () => {
    expect(recommendLessons([lesson(1, 2, 1), lesson(2, 1, 1), lesson(3, 0, 0), lesson(4, 0, 0)])).toHaveLength(3);
    expect(recommendLessons([lesson(1, 4, 0)])).toEqual([]);
  });

  it("computes the correct rate as a fraction", () => {
    expect(correctRate({ correct: 1, wrong: 2 })).toBe(0.333);
    expect(correctRate({ correct: 0, wrong: 0 })).toBe(0);
  });
});
