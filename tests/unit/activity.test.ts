import { describe, expect, it } from "vitest";
import { churnRate, dayKey, daysSince, lastDays, lastMonths, lastWeeks, monthKey, monthsSince, startOfWeek, weeksSince } from "../../server/domain/activity.ts";

const at = (iso: string) => new Date(iso);

describe("the periods the statistics show", () => {
  it("are UTC calendar days, Monday weeks and months, oldest first, ending with the current one", () => {
    const now = at("2026-03-01T00:30:00Z");
    expect(lastDays(now, 3).map(dayKey)).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
    expect(lastWeeks(now, 2).map(dayKey)).toEqual(["2026-02-16", "2026-02-23"]);
    expect(lastMonths(now, 3).map(monthKey)).toEqual(["2026-01", "2026-02", "2026-03"]);
    expect(lastMonths(at("2026-01-15T12:00:00Z"), 2).map(monthKey)).toEqual(["2025-12", "2026-01"]);
  });

  it("start a week on Monday, also for a Sunday", () => {
    expect(dayKey(startOfWeek(at("2026-11-22T23:59:59Z")))).toBe("2026-11-16");
    expect(dayKey(startOfWeek(at("2026-11-23T00:00:00Z")))).toBe("2026-11-23");
  });

  it("run from the period of the first answer to the current one", () => {
    const now = at("2026-03-02T08:00:00Z");
    expect(monthsSince(at("2025-12-31T23:59:59Z"), now).map(monthKey)).toEqual(["2025-12", "2026-01", "2026-02", "2026-03"]);
    expect(weeksSince(at("2026-02-18T10:00:00Z"), now).map(dayKey)).toEqual(["2026-02-16", "2026-02-23", "2026-03-02"]);
    expect(daysSince(at("2026-02-28T10:00:00Z"), now).map(dayKey)).toEqual(["2026-02-28", "2026-03-01", "2026-03-02"]);
  });
});

describe("churn", () => {
  it("is the share of last month's active students who did not come back", () => {
    expect(churnRate(1, 4)).toBe(0.25);
    expect(churnRate(3, 3)).toBe(1);
  });

  it("is 0 when nobody was active the month before", () => {
    expect(churnRate(0, 0)).toBe(0);
  });
});
