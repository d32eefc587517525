// The cost budget's leaky bucket (server/domain/leakyBucket.ts).
import { describe, expect, it } from "vitest";
import { fullAt, levelAt, mayStartBeforeTake, secondsUntil, SEEN_FOR_MS, take } from "../../server/domain/leakyBucket.ts";
import { secondsText } from "../../server/domain/text.ts";

const policy = { maximum: 1000, restoreRate: 50 };

describe("the leaky bucket", () => {
  it("starts full, and takes a cost it holds", () => {
    expect(levelAt(undefined, policy, 0)).toBe(1000);
    expect(take(undefined, policy, 300, 0)).toEqual({ granted: true, bucket: { available: 700, updatedAt: 0 } });
  });

  it("refuses a cost it does not hold, and takes nothing then", () => {
    const bucket = { available: 40, updatedAt: 0 };
    expect(take(bucket, policy, 100, 0)).toEqual({ granted: false, bucket: { available: 40, updatedAt: 0 } });
    expect(secondsUntil(40, 100, policy)).toBe(2);
  });

  it("refills at the restore rate, never above the maximum", () => {
    const bucket = { available: 0, updatedAt: 0 };
    expect(levelAt(bucket, policy, 1000)).toBe(50);
    expect(levelAt(bucket, policy, 60_000)).toBe(1000);
    expect(fullAt(0, policy, 0).getTime()).toBe(20_000);
  });
});

describe("a read that starts before its take is answered", () => {
  const seen = { available: 500, updatedAt: 0 };

  it("may, when the bucket was seen lately holding its cost", () => {
    expect(mayStartBeforeTake(seen, 500, 0, 1000)).toBe(true);
    expect(mayStartBeforeTake(seen, 501, 0, 1000)).toBe(false);
  });

  it("counts the reads already started that way, and no refill since the bucket was seen", () => {
    expect(mayStartBeforeTake(seen, 200, 300, 5000)).toBe(true);
    expect(mayStartBeforeTake(seen, 201, 300, 5000)).toBe(false);
  });

  it("waits for its take when the bucket was never seen, or not lately", () => {
    expect(mayStartBeforeTake(undefined, 1, 0, 0)).toBe(false);
    expect(mayStartBeforeTake(seen, 1, 0, SEEN_FOR_MS)).toBe(true);
    expect(mayStartBeforeTake(seen, 1, 0, SEEN_FOR_MS + 1)).toBe(false);
  });
});

describe("a wait, as the refusal says it", () => {
  it("is one second, or a number of seconds", () => {
    expect(secondsText(1)).toBe("1 second");
    expect(secondsText(6)).toBe("6 seconds");
  });
});
