// Where GraphQL cost budgets live: in Redis when it is configured, else in PostgreSQL when the app
// runs on it (either way every instance behind a load balancer drains the same bucket), in memory
// on the embedded PGlite (one process by construction). The bucket rule itself is
// server/domain/leakyBucket.ts.
import type { PrismaClient } from "../db/generated/client.ts";
import type { RedisClient } from "../db/redis.ts";
import { levelAt, take, type Bucket, type BucketPolicy } from "../domain/leakyBucket.ts";
import { postgresAllowanceWrites, type Taken } from "./allowanceWrites.ts";

export type CostBudget = {
  policy: BucketPolicy;
  /**
   * Takes `cost` points from `key`'s bucket if it holds them, after giving back `returned` points
   * earlier operations did not use (see deferringRefunds); answers what is left either way.
   */
  take(key: string, cost: number, returned?: number): Promise<Taken>;
  /** Gives back points an operation asked for but did not use; answers what is then available (null: given back later). */
  refund(key: string, points: number): Promise<number | null>;
  /** Gives back points to many buckets at once (one statement where the store can). */
  refundAll?(owed: [key: string, points: number][]): Promise<void>;
};

export function memoryCostBudget(policy: BucketPolicy, clock = () => Date.now()): CostBudget {
  const buckets = new Map<string, Bucket>();
  return {
    policy,
    async take(key, cost, returned = 0) {
      const now = clock();
      const held = buckets.get(key);
      const result = take(returned > 0 ? { available: Math.min(policy.maximum, levelAt(held, policy, now) + returned), updatedAt: now } : held, policy, cost, now);
      buckets.set(key, result.bucket);
      // Full buckets need no memory: a forgotten key starts full.
      if (buckets.size > 50_000) for (const [k, b] of buckets) if (levelAt(b, policy, clock()) >= policy.maximum) buckets.delete(k);
      return { granted: result.granted, available: result.bucket.available };
    },
    async refund(key, points) {
      const now = clock();
      const bucket = { available: Math.min(policy.maximum, levelAt(buckets.get(key), policy, now) + points), updatedAt: now };
      buckets.set(key, bucket);
      return bucket.available;
    },
  };
}

/**
 * Takes go with the turn's other allowance writes (./allowanceWrites.ts: one statement with the
 * request counts); refunds, rarer, on their own.
 */
export function postgresCostBudget(prisma: PrismaClient, policy: BucketPolicy, writes = postgresAllowanceWrites(prisma, policy)): CostBudget {
  const { maximum } = policy;
  return {
    policy,
    take: (key, cost, returned = 0) => writes.take(key, cost, returned),
    async refund(key, points) {
      const [row] = await prisma.$queryRaw<{ available: number }[]>`
        UPDATE graphql_cost_buckets SET available = LEAST(${maximum}::float8, available + ${points}::float8)
        WHERE key = ${key} RETURNING available`;
      return row?.available ?? maximum;
    },
    async refundAll(owed) {
      // The buckets locked in key order first, as the takes lock them, so the two never wait on each other in a circle.
      await prisma.$executeRaw`
        WITH locked AS (SELECT key FROM graphql_cost_buckets WHERE key = ANY(${owed.map(([key]) => key)}::text[]) ORDER BY key FOR UPDATE)
        UPDATE graphql_cost_buckets b SET available = LEAST(${maximum}::float8, b.available + t.points)
        FROM unnest(${owed.map(([key]) => key)}::text[], ${owed.map(([, points]) => points)}::float8[]) AS t(key, points)
        WHERE b.key = t.key AND b.key IN (SELECT key FROM locked)`;
    },
  };
}

/**
 * levelAt and take of the domain rule, run by Redis itself (one script, so instances never race),
 * on Redis's clock; a bucket is a hash {available, updated} that expires once it would be full.
 */
const TAKE_SCRIPT = `
  local maximum, rate, cost, returned = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
  local clock = redis.call('TIME')
  local now = tonumber(clock[1]) + tonumber(clock[2]) / 1000000
  local stored = redis.call('HMGET', KEYS[1], 'available', 'updated')
  local level = maximum
  if stored[1] then level = math.min(maximum, tonumber(stored[1]) + returned + math.max(0, now - tonumber(stored[2])) * rate) end
  local granted = 0
  if level >= cost then granted = 1; level = level - cost end
  redis.call('HSET', KEYS[1], 'available', tostring(level), 'updated', tostring(now))
  redis.call('EXPIRE', KEYS[1], math.ceil((maximum - level) / rate) + 1)
  return {granted, tostring(level)}`;

/** Gives points back (never above the maximum), refilled to now first. */
const REFUND_SCRIPT = `
  local maximum, rate, points = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
  local clock = redis.call('TIME')
  local now = tonumber(clock[1]) + tonumber(clock[2]) / 1000000
  local stored = redis.call('HMGET', KEYS[1], 'available', 'updated')
  if not stored[1] then return tostring(maximum) end
  local level = math.min(maximum, tonumber(stored[1]) + math.max(0, now - tonumber(stored[2])) * rate + points)
  redis.call('HSET', KEYS[1], 'available', tostring(level), 'updated', tostring(now))
  redis.call('EXPIRE', KEYS[1], math.ceil((maximum - level) / rate) + 1)
  return tostring(level)`;

export function redisCostBudget(redis: RedisClient, policy: BucketPolicy): CostBudget {
  const { maximum, restoreRate } = policy;
  const key = (caller: string) => `cost-budget:${caller}`;
  return {
    policy,
    async take(caller, cost, returned = 0) {
      const [granted, available] = (await redis.eval(TAKE_SCRIPT, 1, key(caller), maximum, restoreRate, cost, returned)) as [number, string];
      return { granted: granted === 1, available: Number(available) };
    },
    async refund(caller, points) {
      return Number(await redis.eval(REFUND_SCRIPT, 1, key(caller), maximum, restoreRate, points));
    },
  };
}

/**
 * A shared store (PostgreSQL, Redis) whose refunds wait for the caller's next take and go back in
 * the same statement (an operation then costs one statement of the budget's, not two), or after
 * `delayMs` when no take comes. Until then the bucket holds less than it will: stricter, never
 * looser. `flush` gives back what is still owed (when the app closes).
 */
export function deferringRefunds(budget: CostBudget, delayMs = 1000): CostBudget & { flush(): Promise<void> } {
  const owed = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const due = [...owed];
    owed.clear();
    if (due.length === 0) return;
    if (budget.refundAll) await budget.refundAll(due);
    else await Promise.all(due.map(([key, points]) => budget.refund(key, points)));
  };
  return {
    policy: budget.policy,
    take(key, cost, returned = 0) {
      const owedToKey = owed.get(key) ?? 0;
      owed.delete(key);
      return budget.take(key, cost, returned + owedToKey);
    },
    async refund(key, points) {
      owed.set(key, (owed.get(key) ?? 0) + points);
      if (!timer) {
        timer = setTimeout(() => void flush().catch(() => {}), delayMs);
        timer.unref();
      }
      return null;
    },
    flush,
  };
}
