// The GraphQL cost budget, a leaky bucket as Shopify's: a caller holds up to `maximum` points,
// regains `restoreRate` points a second, and an operation runs only when the bucket holds its
// requested cost. What the operation did not use (actual < requested) goes back.
// The in-memory store applies these functions; the PostgreSQL store does the same sums in SQL
// (take_cost_budgets, migration 20261126152000) so that instances share one bucket without a race.

export type BucketPolicy = { maximum: number; restoreRate: number };
export type Bucket = { available: number; updatedAt: number };

/** The points a bucket holds at `now` (ms), refilled since it was last written. */
export function levelAt(bucket: Bucket | undefined, policy: BucketPolicy, now: number): number {
  if (!bucket) return policy.maximum;
  return Math.min(policy.maximum, bucket.available + (Math.max(0, now - bucket.updatedAt) / 1000) * policy.restoreRate);
}

/** Takes `cost` points when the bucket holds them; otherwise leaves it as it is. */
export function take(bucket: Bucket | undefined, policy: BucketPolicy, cost: number, now: number): { granted: boolean; bucket: Bucket } {
  const level = levelAt(bucket, policy, now);
  const granted = level >= cost;
  return { granted, bucket: { available: granted ? level - cost : level, updatedAt: now } };
}

/** Seconds until a bucket at `level` holds `cost` points (0 when it does already). */
export function secondsUntil(level: number, cost: number, policy: BucketPolicy): number {
  return level >= cost ? 0 : Math.ceil((cost - level) / policy.restoreRate);
}

/** When a bucket at `level` is full again. */
export function fullAt(level: number, policy: BucketPolicy, now: number): Date {
  return new Date(now + Math.ceil(((policy.maximum - level) / policy.restoreRate) * 1000));
}

/** How long what an instance last saw of a shared bucket may let an operation start before its take is answered. */
export const SEEN_FOR_MS = 10_000;

/**
 * Whether a read (never a mutation: its writes could not be taken back) may start while its cost
 * is being taken from a shared bucket, instead of after: when this instance saw the bucket within
 * SEEN_FOR_MS holding the cost on top of what the reads already started that way will take (no
 * refill counted: other instances may have drained it since). The take still decides: a refused
 * take refuses the answer, so a caller never gets more than its budget allows, and the work done
 * for a refused answer is at most what the bucket was last seen to hold.
 */
export function mayStartBeforeTake(seen: Bucket | undefined, cost: number, startedCost: number, now: number): boolean {
  if (!seen || now - seen.updatedAt > SEEN_FOR_MS) return false;
  return seen.available - startedCost >= cost;
}
