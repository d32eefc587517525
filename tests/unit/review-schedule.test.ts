import { describe, expect, it } from "vitest";
import { afterMiss, afterReview, reviewGrade } from "../../server/domain/reviewSchedule.ts";

const day = 86_400_000;
const start = new Date("2026-11-01T12:00:00Z");

describe("the review schedule of a missed question", () => {
  it("brings a fresh miss back soon", () => {
    const card = afterMiss(null, start);
    expect(card.due.getTime() - start.getTime()).toBeLessThan(day);
    expect(card.lapses + card.reps).toBeGreaterThan(0);
  });

  it("spaces a question further out each time it is reviewed successfully", () => {
    let card = afterMiss(null, start);
    const gaps: number[] = [];
    let now = start;
    for (let review = 0; review < 4; review++) {
      now = card.due;
      const next = afterReview(card, now, true, 1);
      gaps.push(next.due.getTime() - now.getTime());
      card = next;
    }
    for (let index = 1; index < gaps.length; index++) expect(gaps[index]).toBeGreaterThan(gaps[index - 1]);
  });

  it("brings it back sooner after a review solved on the second try than on the first, and soonest after a failed one", () => {
    const card = afterReview(afterMiss(null, start), new Date(start.getTime() + day), true, 1);
    const now = card.due;
    const first = afterReview(card, now, true, 1).due.getTime();
    const second = afterReview(card, now, true, 2).due.getTime();
    const failed = afterReview(card, now, false, 2).due.getTime();
    expect(failed).toBeLessThan(second);
    expect(second).toBeLessThan(first);
  });

  it("grades reviews: first try Good, second Hard, failed Again", () => {
    expect([reviewGrade(true, 1), reviewGrade(true, 2), reviewGrade(false, 2)]).toEqual([3, 2, 1]);
  });
});
