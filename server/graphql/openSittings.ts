// The questions of the viewer's open contest sittings, read once per request: their answers and
// solutions are not revealed anywhere until the sitting is submitted or its time is over.
import type { GraphQLResolveInfo } from "graphql";
import type { Context } from "./context.ts";
import { selectsField } from "./lookahead.ts";
import { openSittingQuestionIds } from "../services/contestSittings.ts";

/** The request's read of the open sittings' questions, and its answer once it came. */
type Sittings = { read: Promise<Set<number>>; ids?: Set<number> };
const perRequest = new WeakMap<Context, Sittings>();

/**
 * Whether the question is in one of the viewer's open sittings: at once when the request has read
 * them (a lesson's 40 questions then cost no promise each). A question of no competition is in
 * none (a sitting holds its competition's questions), so it costs no read.
 */
export function inOpenSitting(context: Context, question: { id: number; competitionId: number | null }): boolean | Promise<boolean> {
  if (question.competitionId === null) return false;
  const ids = sittingsOf(context).ids;
  return ids ? ids.has(question.id) : openSittingsOf(context).then((read) => read.has(question.id));
}

function sittingsOf(context: Context): Sittings {
  const known = perRequest.get(context);
  if (known) return known;
  const sittings: Sittings = { read: openSittingQuestionIds(context.viewer, context.now) };
  sittings.read.then(
    (ids) => {
      sittings.ids = ids;
    },
    () => {},
  );
  perRequest.set(context, sittings);
  return sittings;
}

/** The request's read of the viewer's open sittings' questions, started on first use (a resolver may start it early). */
export function openSittingsOf(context: Context): Promise<Set<number>> {
  return sittingsOf(context).read;
}

/**
 * Starts the read beside the resolver's own when a signed-in viewer's query shows the reveal (which
 * the sittings hold back): one round trip less before the answer than reading it after the question.
 */
export function readOpenSittingsBeside(context: Context, info: GraphQLResolveInfo): void {
  if (context.viewer && selectsField(info, "reveal")) void openSittingsOf(context).catch(() => {});
}
