// What this instance last saw of callers' shared allowances (cost budgets, per-minute request
// counts), and what it started before the shared store answered: a hint that lets a read start
// while its take or count is on its way to the store (mayStartBeforeTake), never the allowance
// itself, which the store keeps. A request counter is a bucket whose requests cost 1 each and
// whose level is the requests left in the window.
import { mayStartBeforeTake, type Bucket } from "./domain/leakyBucket.ts";

export type SeenBuckets = ReturnType<typeof seenBuckets>;

export function seenBuckets() {
  const seen = new Map<string, Bucket>();
  const started = new Map<string, number>();
  const finish = (key: string, cost: number) => {
    const left = (started.get(key) ?? 0) - cost;
    if (left > 0) started.set(key, left);
    else started.delete(key);
  };
  return {
    mayStart: (key: string, cost: number) => mayStartBeforeTake(seen.get(key), cost, started.get(key) ?? 0, Date.now()),
    saw(key: string, available: number) {
      // A hint, so forgetting is safe: when many callers were seen, start again from none.
      if (seen.size >= 10_000 && !seen.has(key)) seen.clear();
      seen.set(key, { available, updatedAt: Date.now() });
    },
    /** Counts `cost` as started for `key` until `answered` settles. */
    startUntil(key: string, cost: number, answered: Promise<unknown>) {
      started.set(key, (started.get(key) ?? 0) + cost);
      void answered.then(
        () => finish(key, cost),
        () => finish(key, cost),
      );
    },
  };
}
