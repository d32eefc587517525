// Per-request batch loaders, so a screen's many questions cost one query each, not one per item.
import DataLoader from "dataloader";
import type { Context } from "./context.ts";
import { questionHistories, successRates, type QuestionHistory } from "../services/answerHistory.ts";
import { completedLessonQuestionIds } from "../services/lessonProgress.ts";
import { similarQuestions, type SimilarQuestion } from "../services/similarQuestions.ts";

type Loaders = {
  history: DataLoader<number, QuestionHistory>;
  successRate: DataLoader<number, number | null>;
  similar: DataLoader<number, SimilarQuestion[]>;
  /** The viewer's completed lesson questions, loaded once per request (empty when anonymous). */
  completedLessonQuestions: () => Promise<Set<number>>;
};

const perRequest = new WeakMap<Context, Loaders>();

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
}

export function loadersFor(context: Context): Loaders {
  let loaders = perRequest.get(context);
  if (!loaders) {
    const userId = context.viewer?.id ?? 0;
    loaders = {
      history: new DataLoader(async (ids) => {
        const histories = await questionHistories(userId, ids);
        return ids.map((id) => histories.get(id)!);
      }),
      successRate: new DataLoader(async (ids) => {
        const rates = await successRates(ids);
        return ids.map((id) => rates.get(id) ?? null);
      }),
      similar: new DataLoader(async (ids) => {
        const similar = await similarQuestions(ids);
        return ids.map((id) => similar.get(id)!);
      }),
      completedLessonQuestions: once(() => (context.viewer ? completedLessonQuestionIds(context.viewer.id) : Promise.resolve(new Set<number>()))),
    };
    perRequest.set(context, loaders);
  }
  return loaders;
}
