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
