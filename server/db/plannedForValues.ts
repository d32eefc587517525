// The app's connections keep one plan per statement (server/db/statementPool.ts): right for the
// screens' reads, which look up rows by id. An ad-hoc read over the answers is the other kind: its
// filters (a family, a date) decide whether an index or a scan is the better way, and the one plan
// kept for every value was measured 2.5x slower on 1,000,000 answers (bench/stats-scale.ts, the
// correct rate per topic since a date: 326 ms against 127). Such a read runs here, in a transaction
// that plans it for its values.
import type { Prisma } from "./generated/client.ts";
import { STATEMENT_TIMEOUT_MS } from "./client.ts";
import { db } from "./index.ts";

/** A read alone, as long as any statement may run: not Prisma's 2 s wait for a connection and 5 s limit for a transaction. */
const AS_A_STATEMENT = { maxWait: STATEMENT_TIMEOUT_MS, timeout: STATEMENT_TIMEOUT_MS + 5_000 };

export function plannedForValues<T>(read: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return db.$transaction(async (tx) => {
    await tx.$executeRawUnsafe("SET LOCAL plan_cache_mode = force_custom_plan");
    return read(tx);
  }, AS_A_STATEMENT);
}
