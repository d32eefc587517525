import { describe, expect, it } from "vitest";
import {
  afterPracticeAnswer,
  currentPracticeRating,
  gradeFamily,
  PRACTICE_K_MAX,
  PRACTICE_K_MIN,
  practiceFamilies,
  practiceK,
  startingPracticeRating,
} from "../../server/domain/practiceRating.ts";

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

  it("moves an unsure rating more: the Kalman gain of its standard error, at most PRACTICE_K_MAX", () => {
    // On a question it expects right 70 % of the time: after one contest (±136) the cap, 80 per
    // unit of surprise; after two (±105) about 53; after three (±91) about 40; settled, PRACTICE_K_MIN.
    const near = { rating: 1410, multipleChoice: true };
    expect(practiceK({ rating: 1500, games: 0 }, question)).toBe(PRACTICE_K_MAX);
    expect(practiceK({ rating: 1500, games: 25 }, near)).toBe(PRACTICE_K_MAX);
    expect(practiceK({ rating: 1500, games: 50 }, near)).toBeCloseTo(53, 0);
    expect(practiceK({ rating: 1500, games: 75 }, near)).toBeCloseTo(40.5, 0);
    expect(practiceK({ rating: 1500, games: 1000 }, near)).toBe(PRACTICE_K_MIN);
    expect(afterPracticeAnswer({ rating: 1500, games: 0 }, question, true).rating - 1500).toBeCloseTo(PRACTICE_K_MAX * 0.4, 10);
  });

  it("climbs for a student who keeps answering right, so practice gets harder", () => {
    let rating = { rating: 1500, games: 75 };
    for (let answer = 0; answer < 30; answer++) rating = afterPracticeAnswer(rating, { rating: rating.rating - 90, multipleChoice: true }, true);
    expect(rating.rating).toBeGreaterThan(1600);
  });
});

describe("the practice rating takes in the contests rated since it was last written", () => {
  const contest = { rating: 1700, games: 75 };

  it("is the contest rating while the student has not practised the family", () => {
    expect(currentPracticeRating(null, contest)).toEqual(contest);
    expect(currentPracticeRating(null, null)).toEqual({ rating: 1500, games: 0 });
  });

  it("moves by what the contest rating moved since, keeping what practice taught", () => {
    // Practice took the student from the contest's 1650 (50 games) to 1680; a contest then moved them to 1700 (75 games).
    const practice = { rating: 1680, games: 60, contestRating: 1650, contestGames: 50 };
    expect(currentPracticeRating(practice, contest)).toEqual({ rating: 1730, games: 85 });
    expect(currentPracticeRating({ ...practice, contestRating: 1700, contestGames: 75 }, contest)).toEqual({ rating: 1680, games: 60 });
  });

  it("weighs a first contest against practice done before it by their games", () => {
    // 25 practice answers at 1600, then a first contest of 75 games at 1700: three quarters the contest.
    const practice = { rating: 1600, games: 25, contestRating: null, contestGames: null };
    expect(currentPracticeRating(practice, contest)).toEqual({ rating: 1675, games: 100 });
    expect(currentPracticeRating(practice, null)).toEqual({ rating: 1600, games: 25 });
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
