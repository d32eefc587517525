// The viewer's open contest sittings, known once per request: their questions' (their
// competitions') answers and solutions are not revealed anywhere until the sitting is submitted or
// its time is over.
import type { GraphQLResolveInfo } from "graphql";
import type { Context } from "./context.ts";
import { selectsField } from "./lookahead.ts";
import { heldBySittings, openCompetitionIds, readOpenCompetitionIds } from "../services/contestSittings.ts";

/**
 * The sittings read with the session are used when read at most this long before the request's
 * time: a request whose body came later (held back by its client) reads them again, lest a sitting
 * started meanwhile go unseen.
 */
const SESSION_SITTINGS_FRESH_MS = 1000;

/**
 * The competitions of the request's open sittings (`ids` once known); those whose sitting the
 * request itself started or resumed (true: open from then on, whatever was read before) or
 * submitted (false: closed from then on), in `decided`; and the starts still under way.
 */
type Sittings = { read: Promise<Set<number>>; ids?: Set<number>; decided: Map<number, boolean>; starting: Set<Promise<unknown>> };
const perRequest = new WeakMap<Context, Sittings>();

/**
 * Whether the question is in one of the viewer's open sittings (a sitting holds its competition's
 * questions): at once when the request holds them (read with the session, or once read: a lesson's
 * 40 questions then cost no promise each) and starts no sitting. A question of no competition is in
 * none, so it costs no read.
 */
export function inOpenSitting(context: Context, question: { competitionId: number | null }): boolean | Promise<boolean> {
  const competitionId = question.competitionId;
  if (competitionId === null) return false;
  const sittings = sittingsOf(context);
  // A field starting a sitting decides first: its contest may be this question's.
  if (sittings.starting.size > 0) return Promise.allSettled(sittings.starting).then(() => inOpenSitting(context, question));
  const decided = sittings.decided.get(competitionId);
  if (decided !== undefined) return decided;
  return sittings.ids ? sittings.ids.has(competitionId) : sittings.read.then((read) => read.has(competitionId));
}

/**
 * The competitions of the viewer's open sittings as the request leaves them (after any start or
 * submission it makes): practice never serves their questions (services/practice.ts).
 */
export async function openSittingCompetitionIds(context: Context): Promise<Set<number>> {
  if (!heldBySittings(context.viewer)) return new Set();
  const sittings = sittingsOf(context);
  if (sittings.starting.size > 0) await Promise.allSettled(sittings.starting);
  const ids = new Set(sittings.ids ?? (await sittings.read));
  for (const [competitionId, open] of sittings.decided) {
    if (open) ids.add(competitionId);
    else ids.delete(competitionId);
  }
  return ids;
}

function sittingsOf(context: Context): Sittings {
  const known = perRequest.get(context);
  if (known) return known;
  // The viewer's recent sittings came with the session (server/auth/viewer.ts): which are open is
  // decided at the request's time. In-process calls without them, and requests that came long
  // after their session was read, read them now.
  const snapshot = context.viewerSittings;
  const fresh = snapshot && context.now.getTime() - snapshot.readAt.getTime() <= SESSION_SITTINGS_FRESH_MS;
  const held = fresh ? openCompetitionIds(context.viewer, snapshot.sittings, context.now) : null;
  const sittings: Sittings = {
    read: held ? Promise.resolve(held) : readOpenCompetitionIds(context.viewer, context.now),
    ids: held ?? undefined,
    decided: new Map(),
    starting: new Set(),
  };
  if (!held) {
    sittings.read.then(
      (ids) => {
        sittings.ids = ids;
      },
      () => {},
    );
  }
  perRequest.set(context, sittings);
  return sittings;
}

/**
 * Starts or resumes the viewer's sitting (`start`, answering the sitting's competition id, or null
 * when there is none) and holds its competition's questions back for the rest of the request: the
 * sittings the request read may be from before it began, and a sibling field's reveal waits for it.
 */
export function holdSittingInRequest<T>(context: Context, start: () => Promise<T>, competitionOf: (started: T) => number | null): Promise<T> {
  const starting = start();
  if (!heldBySittings(context.viewer)) return starting;
  const sittings = sittingsOf(context);
  const held = starting.then((started) => {
    const competitionId = competitionOf(started);
    if (competitionId !== null) sittings.decided.set(competitionId, true);
  });
  sittings.starting.add(held);
  void held.finally(() => sittings.starting.delete(held)).catch(() => {});
  return starting;
}

/** The viewer's sitting of the competition was submitted by this request: its questions are no longer held back in it. */
export function releaseSittingInRequest(context: Context, competitionId: number): void {
  if (heldBySittings(context.viewer)) sittingsOf(context).decided.set(competitionId, false);
}

/**
 * Starts the read beside the resolver's own when a signed-in viewer's query shows what the sittings
 * decide (the reveal they hold back, the note saying so) and the session did not bring them: one
 * round trip less before the answer than reading it after the question.
 */
export function readOpenSittingsBeside(context: Context, info: GraphQLResolveInfo): void {
  if (context.viewer && (selectsField(info, "reveal") || selectsField(info, "contestInProgressNote"))) void sittingsOf(context).read.catch(() => {});
}
