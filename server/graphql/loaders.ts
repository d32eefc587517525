// Per-request batch loaders, so a screen's many questions cost one query each, not one per item.
import DataLoader from "dataloader";
import type { Context } from "./context.ts";
import type { QuestionLedger } from "../domain/attemptLedger.ts";
import { successRates } from "../services/answerHistory.ts";
import { attemptLedgers } from "../services/attemptLedger.ts";
import { similarQuestions, type SimilarQuestion } from "../services/similarQuestions.ts";

type Loaders = {
  /** The viewer's attempt ledger per question (only for a signed-in viewer). */
  ledger: DataLoader<number, QuestionLedger>;
  successRate: DataLoader<number, number | null>;
  similar: DataLoader<number, SimilarQuestion[]>;
};

const perRequest = new WeakMap<Context, Loaders>();

export function loadersFor(context: Context): Loaders {
  let loaders = perRequest.get(context);
  if (!loaders) {
    const userId = context.viewer?.id ?? 0;
    loaders = {
      ledger: new DataLoader(async (ids) => {
        const ledgers = await attemptLedgers(userId, ids, context.now);
        return ids.map((id) => ledgers.get(id)!);
      }),
      successRate: new DataLoader(async (ids) => {
        const rates = await successRates(ids);
        return ids.map((id) => rates.get(id) ?? null);
      }),
      similar: new DataLoader(async (ids) => {
        const similar = await similarQuestions(ids);
        return ids.map((id) => similar.get(id)!);
      }),
    };
    perRequest.set(context, loaders);
  }
  return loaders;
}
