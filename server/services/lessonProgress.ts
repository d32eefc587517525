// A student's progress through lessons and courses: a practice question is completed when the
// attempt ledger says so (answered anywhere counts everywhere: docs/ATTEMPTS.md).
import type { QuestionLedger } from "../domain/attemptLedger.ts";

export type Completion = { total: number; completed: number; rate: number };

export function completionOf(ledgers: readonly (QuestionLedger | null)[]): Completion {
  const done = ledgers.filter((ledger) => ledger?.completed).length;
  return { total: ledgers.length, completed: done, rate: ledgers.length === 0 ? 0 : Math.round((done / ledgers.length) * 1000) / 1000 };
}
