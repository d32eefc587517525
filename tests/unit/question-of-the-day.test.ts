import { describe, expect, it } from "vitest";
import { questionOfTheDayIndex } from "../../server/domain/questionOfTheDay.ts";

describe("question of the day", () => {
  it("is the same all day long (UTC)", () => {
    expect(questionOfTheDayIndex(new Date("2026-11-21T00:00:01Z"), 175)).toBe(
      questionOfTheDayIndex(new Date("2026-11-21T23:59:59Z"), 175),
    );
  });

  it("changes from one day to the next and stays within the list", () => {
    const picks = Array.from({ length: 30 }, (_, day) => questionOfTheDayIndex(new Date(Date.UTC(2026, 10, 1 + day)), 175));
    for (let day = 1; day < picks.length; day++) expect(picks[day]).not.toBe(picks[day - 1]);
    expect(picks.every((index) => index >= 0 && index < 175)).toBe(true);
    expect(new Set(picks).size).toBeGreaterThan(25);
  });

  it("has no pick when nothing is eligible", () => {
    expect(questionOfTheDayIndex(new Date(), 0)).toBe(-1);
  });
});
