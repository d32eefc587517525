// The questions of the viewer's open contest sittings, read once per request: their answers and
// solutions are not revealed anywhere until the sitting is submitted or its time is over.
import type { GraphQLResolveInfo } from "graphql";
import type { Context } from "./context.ts";
import { selectsField } from "./lookahead.ts";
import { openSittingQuestionIds } from "../services/contestSittings.ts";

const perRequest = new WeakMap<Context, Promise<Set<number>>>();

/**
 * Whether the question is in one of the viewer's open sittings. A question of no competition is in
 * none (a sitting holds its competition's questions), so it costs no read: lesson questions.
 */
export async function inOpenSitting(context: Context, question: { id: number; competitionId: number | null }): Promise<boolean> {
  if (question.competitionId === null) return false;
  return (await openSittingsOf(context)).has(question.id);
}

/** The request's read of the viewer's open sittings' questions, started on first use (a resolver may start it early). */
export function openSittingsOf(context: Context): Promise<Set<number>> {
  let ids = perRequest.get(context);
  if (!ids) {
    ids = openSittingQuestionIds(context.viewer, context.now);
    perRequest.set(context, ids);
  }
  return ids;
}

/**
 * Starts the read beside the resolver's own when a signed-in viewer's query shows the reveal (which
 * the sittings hold back): one round trip less before the answer than reading it after the question.
 */
export function readOpenSittingsBeside(context: Context, info: GraphQLResolveInfo): void {
  if (context.viewer && selectsField(info, "reveal")) void openSittingsOf(context).catch(() => {});
}
