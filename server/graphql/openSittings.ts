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
export const SESSION_SITTINGS_FRESH_MS = 1000;

/**
 * The competitions of the request's open sittings (`ids` once known); those of sittings the request
 * itself started or resumed (`started`), open from then on whatever was read before, and the
 * starts still under way (`starting`); those of sittings it submitted (`submitted`), closed from then on.
 */
type Sittings = { read: Promise<Set<number>>; ids?: Set<number>; started: Set<number>; starting: Promise<unknown>[]; submitted: Set<number> };
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
  if (sittings.starting.length > 0) return Promise.allSettled(sittings.starting).then(() => inOpenSitting(context, question));
  if (sittings.submitted.has(competitionId)) return false;
  if (sittings.started.has(competitionId)) return true;
  return sittings.ids ? sittings.ids.has(competitionId) : sittings.read.then((read) => read.has(competitionId));
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
    started: new Set(),
    starting: [],
    submitted: new Set(),
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

/** The competitions of the request's open sittings, read on first use unless they came with the session (a resolver may start the read early). */
export function openSittingsOf(context: Context): Promise<Set<number>> {
  return sittingsOf(context).read;
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
    if (competitionId !== null) sittings.started.add(competitionId);
  });
  sittings.starting.push(held);
  void held.finally(() => {
    sittings.starting.splice(sittings.starting.indexOf(held), 1);
  }).catch(() => {});
  return starting;
}

/** The viewer's sitting of the competition was submitted by this request: its questions are no longer held back in it. */
export function releaseSittingInRequest(context: Context, competitionId: number): void {
  if (heldBySittings(context.viewer)) sittingsOf(context).submitted.add(competitionId);
}

/**
 * Starts the read beside the resolver's own when a signed-in viewer's query shows the reveal (which
 * the sittings hold back) and the session did not bring them: one round trip less before the
 * answer than reading it after the question.
 */
export function readOpenSittingsBeside(context: Context, info: GraphQLResolveInfo): void {
  if (context.viewer && selectsField(info, "reveal")) void openSittingsOf(context).catch(() => {});
}
