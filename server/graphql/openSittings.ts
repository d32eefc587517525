// The questions of the viewer's open contest sittings, read once per request: their answers and
// solutions are not revealed anywhere until the sitting is submitted or its time is over.
import type { Context } from "./context.ts";
import { openSittingQuestionIds } from "../services/contestSittings.ts";

const perRequest = new WeakMap<Context, Promise<Set<number>>>();

export async function inOpenSitting(context: Context, questionId: number): Promise<boolean> {
  let ids = perRequest.get(context);
  if (!ids) {
    ids = openSittingQuestionIds(context.viewer, context.now);
    perRequest.set(context, ids);
  }
  return (await ids).has(questionId);
}
