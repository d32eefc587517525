import { describe, expect, it } from "vitest";
import { givesPremium, isSubscriber } from "../../server/domain/premium.ts";

const now = new Date("2026-03-01T12:00:00Z");
const later = new Date("2026-03-31T12:00:00Z");
const earlier = new Date("2026-02-28T12:00:00Z");

describe("premium (spec 6: subscribers open similar questions and Practice Similar Problems)", () => {
  it("an active subscription gives premium until its paid period ends", () => {
    expect(givesPremium({ status: "ACTIVE", currentPeriodEnd: later }, now)).toBe(true);
    expect(givesPremium({ status: "ACTIVE", currentPeriodEnd: earlier }, now)).toBe(false);
    expect(givesPremium({ status: "ACTIVE", currentPeriodEnd: now }, now)).toBe(false);
  });

  it("a failed payment, a cancelled or an unfinished subscription gives none, whatever its period", () => {
    for (const status of ["PAST_DUE", "CANCELED", "INCOMPLETE"] as const) {
      expect(givesPremium({ status, currentPeriodEnd: later }, now)).toBe(false);
    }
  });

  it("a subscriber is someone with at least one subscription giving premium now", () => {
    expect(isSubscriber([], now)).toBe(false);
    expect(isSubscriber([{ status: "CANCELED", currentPeriodEnd: later }, { status: "ACTIVE", currentPeriodEnd: later }], now)).toBe(true);
    expect(isSubscriber([{ status: "ACTIVE", currentPeriodEnd: earlier }], now)).toBe(false);
  });
});
