// The writes to callers' shared allowances in PostgreSQL: the per-minute request counts
// (rate_limit_counters, server/rateLimits.ts) and the cost budgets' takes (graphql_cost_buckets,
// take_cost_budgets: its migration, 20261126152000, still names costBudget.ts, which sent the takes
// on their own until these writes took them over). Those that arrive in one turn of the event loop (a burst of
// requests; a request's count and, when it pays a cost, its take) go in one statement, so a request
// costs PostgreSQL one allowance statement rather than two. Counts apply in key order, then takes
// in key order (and in arrival order within a key), so two instances never wait on each other in a
// circle. Shared by several requests, so the statement runs outside any one request's scope.
import type { PrismaClient } from "../db/generated/client.ts";
import type { BucketPolicy } from "../domain/leakyBucket.ts";
import { outsideRequest } from "../requestScope.ts";
import { directReads, type Rows } from "../db/directReads.ts";

/** A hit's place in its key's count in the current window, and the milliseconds the window has left. */
export type Counted = { current: number; ttl: number };
export type Taken = { granted: boolean; available: number };

export type AllowanceWrites = {
  count(key: string, windowMs: number): Promise<Counted>;
  take(key: string, cost: number, returned: number): Promise<Taken>;
};

type Waiting<T> = { resolve(value: T): void; reject(error: unknown): void };
type Hit = Waiting<Counted> & { key: string; windowMs: number };
type Take = Waiting<Taken> & { key: string; cost: number; returned: number };
type Row = { key: string | null; hits: number | null; ttl: number | null; available: number | null; granted: boolean | null; n: number | null };

const byKey = <T extends { key: string }>(a: T, b: T) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** `rows`: how its statement is sent (by default through `prisma`; the app sends it straight to its adapter, server/db/directReads.ts). */
export function postgresAllowanceWrites(prisma: PrismaClient, policy: BucketPolicy, rows: Rows = directReads(prisma, null)): AllowanceWrites {
  let hits: Hit[] = [];
  let takes: Take[] = [];
  /** One statement for these hits and takes (in key order); every waiter is answered, or none (it throws). */
  const write = async (counting: Hit[], taking: Take[]) => {
    const hitsOf = new Map<string, Hit[]>();
    for (const hit of counting) hitsOf.set(hit.key, [...(hitsOf.get(hit.key) ?? []), hit]);
    const keys = [...hitsOf.keys()].sort();
    const answered = await rows<Row>`
      WITH counted AS (
        INSERT INTO rate_limit_counters (key, hits, reset_at)
        SELECT t.key, t.hits, now() + t.window_ms * interval '1 millisecond'
        FROM unnest(${keys}::text[], ${keys.map((key) => hitsOf.get(key)!.length)}::int[], ${keys.map((key) => hitsOf.get(key)![0]!.windowMs)}::int[])
          AS t(key, hits, window_ms)
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limit_counters.reset_at <= now() THEN EXCLUDED.hits ELSE rate_limit_counters.hits + EXCLUDED.hits END,
          reset_at = CASE WHEN rate_limit_counters.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limit_counters.reset_at END
        RETURNING key, hits, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (reset_at - now())) * 1000))::int AS ttl
      ), taken AS (
        SELECT t.available, t.granted, t.n::int AS n
        FROM take_cost_budgets(${taking.map((t) => t.key)}::text[], ${taking.map((t) => t.cost)}::float8[], ${taking.map((t) => t.returned)}::float8[],
          ${policy.maximum}::float8, ${policy.restoreRate}::float8) WITH ORDINALITY AS t(available, granted, n)
      )
      SELECT key, hits, ttl, NULL::float8 AS available, NULL::boolean AS granted, NULL::int AS n FROM counted
      UNION ALL
      SELECT NULL, NULL, NULL, available, granted, n FROM taken`;
    const counted = new Map<string, Row>();
    const taken: Row[] = [];
    for (const row of answered) {
      if (row.key !== null) counted.set(row.key, row);
      else taken[row.n! - 1] = row;
    }
    if (keys.some((key) => !counted.has(key)) || taking.some((_take, index) => !taken[index])) {
      throw new Error(`The allowance statement answered ${answered.length} rows for ${keys.length} counters and ${taking.length} takes.`);
    }
    for (const [key, waiting] of hitsOf) {
      const row = counted.get(key)!;
      for (const [index, hit] of waiting.entries()) hit.resolve({ current: row.hits! - waiting.length + 1 + index, ttl: row.ttl! });
    }
    for (const [index, take] of taking.entries()) take.resolve({ granted: taken[index]!.granted!, available: taken[index]!.available! });
  };
  const flush = async () => {
    const counting = hits;
    const taking = takes.sort(byKey);
    hits = [];
    takes = [];
    const failed = (waiting: Waiting<never>[]) => (error: unknown) => {
      for (const one of waiting) one.reject(error);
    };
    try {
      await write(counting, taking);
    } catch (error) {
      // One statement, one failure: a take that fails (a lock wait cut short) must not fail the
      // turn's counts, nor the reverse. Each kind is tried again on its own.
      if (counting.length === 0 || taking.length === 0) return failed([...counting, ...taking])(error);
      await Promise.all([write(counting, []).catch(failed(counting)), write([], taking).catch(failed(taking))]);
      return;
    }
    // Now and then, forget windows that ended long ago and buckets that have long been full.
    if (counting.length > 0 && Math.random() < 0.01) await prisma.$executeRaw`DELETE FROM rate_limit_counters WHERE reset_at < now() - interval '1 hour'`.catch(() => {});
    if (taking.length > 0 && Math.random() < 0.01) await prisma.$executeRaw`DELETE FROM graphql_cost_buckets WHERE updated_at < now() - interval '1 hour'`.catch(() => {});
  };
  const schedule = () => {
    if (hits.length === 0 && takes.length === 0) setImmediate(() => outsideRequest(() => void flush()));
  };
  return {
    count: (key, windowMs) =>
      new Promise<Counted>((resolve, reject) => {
        schedule();
        hits.push({ key, windowMs, resolve, reject });
      }),
    take: (key, cost, returned) =>
      new Promise<Taken>((resolve, reject) => {
        schedule();
        takes.push({ key, cost, returned, resolve, reject });
      }),
  };
}
