import { describe, expect, it } from "vitest";
import { FAMILIES } from "../../server/domain/families.ts";
import { expectedScore, INITIAL_RATING, rateSubmission, type SubmittedAnswer } from "../../server/domain/rating.ts";
import { ratingStandardError, ratingUncertainty, reanchorShift, seededQuestionRating, TYPICAL_MEDIAN, UNCERTAINTY_FLOOR } from "../../server/domain/ratingScale.ts";

/** A new student's answers on a fresh paper: the easiest `right` problems right, the rest as `rest`. */
function firstSitting(family: "AMC8" | "AIME", right: number, rest: "incorrect" | "blank"): SubmittedAnswer[] {
  const size = TYPICAL_MEDIAN[family].of;
  return Array.from({ length: size }, (_, index) => ({
    questionRating: seededQuestionRating(family, index + 1, size),
    questionGames: 0,
    multipleChoice: family !== "AIME",
    correct: index < right,
    blank: index >= right && rest === "blank",
  }));
}
const ratingAfter = (answers: SubmittedAnswer[]) => rateSubmission({ student: { rating: INITIAL_RATING, games: 0 }, answers, year: 2024 }).studentAfter.rating;

describe("the scale of a family: 1500 is its typical entrant", () => {
  it("seeds question ratings from the paper's ramp: problem 1 easiest, the last hardest, 1000 points apart", () => {
    for (const family of FAMILIES) {
      const size = TYPICAL_MEDIAN[family].of;
      const ramp = Array.from({ length: size }, (_, index) => seededQuestionRating(family, index + 1, size));
      for (let index = 1; index < size; index++) expect(ramp[index]).toBeGreaterThan(ramp[index - 1]);
      expect(ramp[size - 1] - ramp[0]).toBeCloseTo(1000, 6);
    }
  });

  it("expects a 1500 student answering everything to score the family's typical median on a fresh paper", () => {
    for (const family of FAMILIES) {
      const { correct, of } = TYPICAL_MEDIAN[family];
      const expected = Array.from({ length: of }, (_, index) => expectedScore(1500, seededQuestionRating(family, index + 1, of), { multipleChoice: family !== "AIME" }));
      expect(expected.reduce((a, b) => a + b, 0)).toBeCloseTo(correct, 3);
    }
  });

  it("raises a first sitting above the median, lowers one below it, in proportion", () => {
    const median = TYPICAL_MEDIAN.AMC8.correct;
    expect(ratingAfter(firstSitting("AMC8", median, "incorrect"))).toBeCloseTo(1500, 0);
    const ratings = [7, 11, 14, 18].map((right) => ratingAfter(firstSitting("AMC8", right, "incorrect")));
    expect(ratings[0]).toBeLessThan(1500);
    expect(ratings[2]).toBeGreaterThan(1500);
    for (let index = 1; index < ratings.length; index++) expect(ratings[index]).toBeGreaterThan(ratings[index - 1]);
    // 18 of 25 on AMC 8, an excellent score, is a clear rise (it was a fall when every question started at 1500).
    expect(ratings[3]).toBeGreaterThan(1700);
  });

  it("rates one answer and 24 blanks as one game, not as 25 failures", () => {
    expect(Math.abs(ratingAfter(firstSitting("AMC8", 1, "blank")) - 1500)).toBeLessThan(40);
  });
});

describe("re-anchoring", () => {
  it("shifts a family back onto its seeds by the mean drift of its questions", () => {
    expect(reanchorShift([{ rating: 1530, seed: 1500 }, { rating: 1830, seed: 1800 }])).toBeCloseTo(-30, 10);
    expect(reanchorShift([{ rating: 1480, seed: 1500 }, { rating: 1800, seed: 1800 }])).toBeCloseTo(10, 10);
  });

  it("leaves a family alone when it drifted less than a point, or has no questions", () => {
    expect(reanchorShift([{ rating: 1500.6, seed: 1500 }])).toBe(0);
    expect(reanchorShift([])).toBe(0);
  });
});

describe("the uncertainty (±) shown with a rating", () => {
  it("is one standard error as measured on simulated students: ±136 after one contest of 25, ±105 after two, ±91 after three", () => {
    // bench/ratings.ts measures rms 151, 119 and 102 against true ability; a ± that holds the truth
    // about 68 % of the time (67-69 % measured) is a little narrower, errors being heavy-tailed.
    expect([25, 50, 75].map(ratingUncertainty)).toEqual([136, 105, 91]);
  });

  it("starts near the spread of entrants and narrows with rated games, never below the floor students' change leaves", () => {
    expect(ratingUncertainty(0)).toBe(303);
    expect(ratingUncertainty(150)).toBeLessThan(ratingUncertainty(75));
    expect(ratingUncertainty(100_000)).toBe(UNCERTAINTY_FLOOR);
    expect(ratingStandardError(25)).toBeCloseTo(136, 0);
  });
});
