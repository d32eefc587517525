// The app's connections keep one plan per statement (server/db/statementPool.ts): right for the
// screens' reads, which look up rows by id. An ad-hoc read over the answers is the other kind: its
// filters (a family, a date) decide whether an index or a scan is the better way, and the one plan
// kept for every value was measured 2.5x slower on 1,000,000 answers (bench/stats-scale.ts, the
// correct rate per topic since a date: 326 ms against 127). Such a read runs here, in a transaction
// that plans it for its values.
import type { Prisma } from "./generated/client.ts";
import { db } from "./index.ts";

export function plannedForValues<T>(read: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe("SET LOCAL plan_cache_mode = force_custom_plan");
    return read(tx);
  });
}
