// The writes to callers' shared allowances in PostgreSQL: the per-minute request counts
// (rate_limit_counters, server/rateLimits.ts) and the cost budgets' takes (graphql_cost_buckets,
// take_cost_budgets: its migration, 20261126152000, still names costBudget.ts, which sent the takes
// on their own until these writes took them over). Those that arrive in one turn of the event loop (a burst of
// requests; a request's count and, when it pays a cost, its take) go in one statement, so a request
// costs PostgreSQL one allowance statement rather than two. Counts apply in key order, then takes
// in key order (and in arrival order within a key), so two instances never wait on each other in a
// circle. A read sent in the same turn may ride along (`alongside`: the sessions of signed-in
// requests, server/auth/viewer.ts), so a signed-in request's session and count are one statement
// and one round trip. Shared by several requests, so the statement runs outside any one request's scope.
import { isDriverAdapterError } from "@prisma/driver-adapter-utils";
import { Prisma, type PrismaClient } from "../db/generated/client.ts";
import type { BucketPolicy } from "../domain/leakyBucket.ts";
import { outsideRequest } from "../requestScope.ts";
import { directReads, type Rows } from "../db/directReads.ts";

/** A hit's place in its key's count in the current window, and the milliseconds the window has left. */
export type Counted = { current: number; ttl: number };
export type Taken = { granted: boolean; available: number };

export type AllowanceWrites = {
  count(key: string, windowMs: number): Promise<Counted>;
  take(key: string, cost: number, returned: number): Promise<Taken>;
  /**
   * `select`'s rows, read in this turn's allowance statement (one statement rather than two), or
   * null when the turn has no counts waiting to be sent, or has takes (a read never waits for a
   * bucket's lock), or a read rides already (one a turn): then the caller sends it on its own. Its
   * columns must not be named like the statement's own (allowance_key and the like).
   */
  alongside<T>(select: Prisma.Sql): Promise<T[]> | null;
};

type Waiting<T> = { resolve(value: T): void; reject(error: unknown): void };
type Hit = Waiting<Counted> & { key: string; windowMs: number };
type Take = Waiting<Taken> & { key: string; cost: number; returned: number };
type Ride = Waiting<Record<string, unknown>[]> & { select: Prisma.Sql };
// The statement's own columns, named so that a ridden read's columns do not take their places.
type Row = {
  allowance_key: string | null;
  allowance_hits: number | null;
  allowance_ttl: number | null;
  allowance_available: number | null;
  allowance_granted: boolean | null;
  allowance_n: number | null;
};
const OWN_COLUMNS = ["allowance_key", "allowance_hits", "allowance_ttl", "allowance_available", "allowance_granted", "allowance_n"] as const;

const byKey = <T extends { key: string }>(a: T, b: T) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** `rows`: how its statement is sent (by default through `prisma`; the app sends it straight to its adapter, server/db/directReads.ts). */
export function postgresAllowanceWrites(prisma: PrismaClient, policy: BucketPolicy, rows: Rows = directReads(prisma, null)): AllowanceWrites {
  let hits: Hit[] = [];
  let takes: Take[] = [];
  let ride: Ride | null = null;
  /** One statement for these hits and takes (in key order) and the read riding along; every waiter is answered, or none (it throws). */
  const write = async (counting: Hit[], taking: Take[], riding: Ride | null) => {
    const hitsOf = new Map<string, Hit[]>();
    for (const hit of counting) hitsOf.set(hit.key, [...(hitsOf.get(hit.key) ?? []), hit]);
    const keys = [...hitsOf.keys()].sort();
    // The ridden read's columns follow the statement's own, null on their rows (a join that never matches), as theirs are on its rows.
    const ridden = riding
      ? { read: Prisma.sql`, ridden AS (${riding.select})`, columns: Prisma.sql`, r.*`, join: Prisma.sql` LEFT JOIN ridden r ON false`, rows: Prisma.sql` UNION ALL SELECT NULL, NULL, NULL, NULL, NULL, NULL, r.* FROM ridden r` }
      : { read: Prisma.empty, columns: Prisma.empty, join: Prisma.empty, rows: Prisma.empty };
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
      )${ridden.read}
      SELECT c.key AS allowance_key, c.hits AS allowance_hits, c.ttl AS allowance_ttl, NULL::float8 AS allowance_available,
        NULL::boolean AS allowance_granted, NULL::int AS allowance_n${ridden.columns} FROM counted c${ridden.join}
      UNION ALL
      SELECT NULL, NULL, NULL, t.available, t.granted, t.n${ridden.columns} FROM taken t${ridden.join}${ridden.rows}`;
    const counted = new Map<string, Row>();
    const taken: Row[] = [];
    const read: Record<string, unknown>[] = [];
    for (const row of answered) {
      if (row.allowance_key !== null) counted.set(row.allowance_key, row);
      else if (row.allowance_n !== null) taken[row.allowance_n - 1] = row;
      else read.push(row);
    }
    if (keys.some((key) => !counted.has(key)) || taking.some((_take, index) => !taken[index])) {
      throw new Error(`The allowance statement answered ${answered.length} rows for ${keys.length} counters and ${taking.length} takes.`);
    }
    for (const [key, waiting] of hitsOf) {
      const row = counted.get(key)!;
      for (const [index, hit] of waiting.entries()) hit.resolve({ current: row.allowance_hits! - waiting.length + 1 + index, ttl: row.allowance_ttl! });
    }
    for (const [index, take] of taking.entries()) take.resolve({ granted: taken[index]!.allowance_granted!, available: taken[index]!.allowance_available! });
    if (riding) {
      for (const row of read) for (const column of OWN_COLUMNS) delete row[column];
      riding.resolve(read);
    }
  };
  const failed = (waiting: Waiting<never>[]) => (error: unknown) => {
    for (const one of waiting) one.reject(error);
  };
  /** These parts in one statement; false when it failed (each waiter is answered all the same). */
  const send = async (counting: Hit[], taking: Take[], riding: Ride | null): Promise<boolean> => {
    try {
      await write(counting, taking, riding);
      return true;
    } catch (error) {
      // One statement, one failure: a take that PostgreSQL refuses (a lock wait cut short) must not
      // fail the turn's counts, nor the reverse, nor the read riding along; the statement was rolled
      // back, so each part is tried again on its own. A failure after PostgreSQL answered (rows that
      // could not be read) is never sent again: its counts and takes were made.
      const parts = [counting.length > 0, taking.length > 0, riding !== null].filter(Boolean).length;
      if (parts === 1 || !isDriverAdapterError(error)) {
        failed([...counting, ...taking, ...(riding ? [riding] : [])])(error);
        return false;
      }
      await Promise.all([
        counting.length > 0 ? write(counting, [], null).catch(failed(counting)) : null,
        taking.length > 0 ? write([], taking, null).catch(failed(taking)) : null,
        riding ? rows<Record<string, unknown>>`${riding.select}`.then(riding.resolve, riding.reject) : null,
      ]);
      return false;
    }
  };
  const flush = async () => {
    const counting = hits;
    const taking = takes.sort(byKey);
    const riding = ride;
    hits = [];
    takes = [];
    ride = null;
    // A read rides with counts only: a take waits for its bucket's row, and no other caller's read
    // should wait with it (a take that came after the read got on goes in a statement of its own).
    const sent = riding && taking.length > 0 ? await Promise.all([send(counting, [], riding), send([], taking, null)]) : [await send(counting, taking, riding)];
    if (sent.includes(false)) return;
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
    alongside: <T>(select: Prisma.Sql) => {
      if (hits.length === 0 || takes.length > 0 || ride) return null;
      return new Promise<T[]>((resolve, reject) => {
        ride = { select, resolve: resolve as (rows: Record<string, unknown>[]) => void, reject };
      });
    },
  };
}
