import { describe, expect, it } from "vitest";
import { afterMiss, afterReview, inReviewWindow, reviewGrade } from "../../server/domain/reviewSchedule.ts";

const day = 86_400_000;
const start = new Date("2026-11-01T12:00:00Z");

describe("the review schedule of a missed question", () => {
  // Rule changed (issue 16): no same-day steps. The answer was usually just shown, so a review
  // minutes later tests short-term memory; the first review comes the next day.
  it("brings a fresh miss back the next day, not the same day", () => {
    const card = afterMiss(null, start);
    expect(card.due.getTime() - start.getTime()).toBeGreaterThanOrEqual(day);
    expect(card.due.getTime() - start.getTime()).toBeLessThan(3 * day);
    expect(card.lapses + card.reps).toBeGreaterThan(0);
  });

  it("never schedules a step within the day, whatever the grade", () => {
    let card = afterMiss(null, start);
    let now = start;
    for (const [solved, tries] of [[true, 2], [false, 2], [true, 1], [true, 2], [false, 2]] as const) {
      now = card.due;
      card = afterReview(card, now, solved, tries, true);
      expect(card.due.getTime() - now.getTime()).toBeGreaterThanOrEqual(day);
    }
  });

  it("spaces a question further out each time it is reviewed successfully", () => {
    let card = afterMiss(null, start);
    const gaps: number[] = [];
    let now = start;
    for (let review = 0; review < 4; review++) {
      now = card.due;
      const next = afterReview(card, now, true, 1, false);
      gaps.push(next.due.getTime() - now.getTime());
      card = next;
    }
    for (let index = 1; index < gaps.length; index++) expect(gaps[index]).toBeGreaterThan(gaps[index - 1]);
  });

  it("brings it back sooner after a review solved on the second try than on the first, and soonest after a failed one", () => {
    const card = afterReview(afterMiss(null, start), new Date(start.getTime() + day), true, 1, false);
    const now = card.due;
    const first = afterReview(card, now, true, 1, false).due.getTime();
    const second = afterReview(card, now, true, 2, false).due.getTime();
    const failed = afterReview(card, now, false, 2, false).due.getTime();
    expect(failed).toBeLessThan(second);
    expect(second).toBeLessThan(first);
  });

  it("grades reviews: first try Good, second Hard on a free answer, failed Again", () => {
    expect([reviewGrade(true, 1, false), reviewGrade(true, 2, false), reviewGrade(false, 2, false)]).toEqual([3, 2, 1]);
  });

  it("grades a five-choice review solved on the second try as a lapse (Again): one letter gone, a guess is right one time in four", () => {
    expect([reviewGrade(true, 1, true), reviewGrade(true, 2, true), reviewGrade(false, 2, true)]).toEqual([3, 1, 1]);
  });
});

describe("the review window", () => {
  const days = 21;
  const at = (daysAgo: number) => new Date(start.getTime() - daysAgo * day);

  it("counts from the last review, so a student who reviews keeps their cards", () => {
    expect(inReviewWindow({ lastMissedAt: at(40), lastReview: at(5) }, days, start)).toBe(true);
    expect(inReviewWindow({ lastMissedAt: at(40), lastReview: at(22) }, days, start)).toBe(false);
  });

  it("counts from the miss for a card never reviewed", () => {
    expect(inReviewWindow({ lastMissedAt: at(20), lastReview: null }, days, start)).toBe(true);
    expect(inReviewWindow({ lastMissedAt: at(22), lastReview: null }, days, start)).toBe(false);
  });

  it("takes the times as milliseconds since 1970 as it takes them as dates", () => {
    for (const [missed, reviewed] of [[40, 5], [40, 22], [20, null], [22, null], [21, null], [30, 21]] as const) {
      const dates = { lastMissedAt: at(missed), lastReview: reviewed === null ? null : at(reviewed) };
      const ms = { lastMissedAt: dates.lastMissedAt.getTime(), lastReview: dates.lastReview?.getTime() ?? null };
      expect(inReviewWindow(ms, days, start)).toBe(inReviewWindow(dates, days, start));
    }
  });
});
