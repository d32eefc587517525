import { describe, expect, it } from "vitest";
import { afterPracticeAnswer, gradeFamily, PRACTICE_K_MIN, practiceFamilies, startingPracticeRating } from "../../server/domain/practiceRating.ts";

const question = { rating: 1500, multipleChoice: true };

describe("the practice rating", () => {
  it("starts from the contest rating in the family, or 1500 without one", () => {
    expect(startingPracticeRating({ rating: 1720, games: 50 })).toEqual({ rating: 1720, games: 50 });
    expect(startingPracticeRating(null)).toEqual({ rating: 1500, games: 0 });
  });

  it("rises after a right answer and falls after a wrong one, one game each", () => {
    const start = { rating: 1500, games: 0 };
    const right = afterPracticeAnswer(start, question, true);
    const wrong = afterPracticeAnswer(start, question, false);
    expect(right.rating).toBeGreaterThan(1500);
    expect(wrong.rating).toBeLessThan(1500);
    expect(right.games).toBe(1);
  });

  it("keeps following a student who learns: every answer moves it at least PRACTICE_K_MIN times the surprise", () => {
    const seasoned = { rating: 1500, games: 10_000 };
    // Expected 0.6 on an even five-choice question: a right answer is a surprise of 0.4.
    expect(afterPracticeAnswer(seasoned, question, true).rating - 1500).toBeCloseTo(PRACTICE_K_MIN * 0.4, 10);
  });

  it("climbs for a student who keeps answering right, so practice gets harder", () => {
    let rating = { rating: 1500, games: 75 };
    for (let answer = 0; answer < 30; answer++) rating = afterPracticeAnswer(rating, { rating: rating.rating - 90, multipleChoice: true }, true);
    expect(rating.rating).toBeGreaterThan(1600);
  });
});

describe("the families unfiltered practice draws from", () => {
  it("follow the school grade: AMC 8 to grade 8, AMC 10 for 9 and 10, AMC 12 for 11 and 12", () => {
    expect([6, 8, 9, 10, 11, 12].map(gradeFamily)).toEqual(["AMC8", "AMC8", "AMC10", "AMC10", "AMC12", "AMC12"]);
    expect(gradeFamily(null)).toBeNull();
  });

  it("are the families the student is rated in, and the grade's", () => {
    expect(practiceFamilies(7, [])).toEqual(["AMC8"]);
    expect(practiceFamilies(10, ["AMC10", "AIME"]).sort()).toEqual(["AIME", "AMC10"]);
    expect(practiceFamilies(9, ["AMC8"]).sort()).toEqual(["AMC10", "AMC8"]);
  });

  it("never include AIME for a student who has not met it, and start on AMC 8 without grade or rating", () => {
    expect(practiceFamilies(12, [])).not.toContain("AIME");
    expect(practiceFamilies(null, [])).toEqual(["AMC8"]);
  });
});
