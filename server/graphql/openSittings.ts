// The viewer's open contest sittings, known once per request: their questions' (their
// competitions') answers and solutions are not revealed anywhere until the sitting is submitted or
// its time is over.
import type { GraphQLResolveInfo } from "graphql";
import type { Context } from "./context.ts";
import { selectsField } from "./lookahead.ts";
import { heldBySittings, openCompetitionIds, readOpenCompetitionIds } from "../services/contestSittings.ts";

/**
 * The competitions of the request's open sittings (`ids` once known), and those of sittings the
 * request itself started or resumed (`started`), open from then on whatever was read before.
 */
type Sittings = { read: Promise<Set<number>>; ids?: Set<number>; started: Set<number> };
const perRequest = new WeakMap<Context, Sittings>();

/**
 * Whether the question is in one of the viewer's open sittings (a sitting holds its competition's
 * questions): at once when the request holds them (read with the session, or once read: a lesson's
 * 40 questions then cost no promise each). A question of no competition is in none, so it costs no
 * read.
 */
export function inOpenSitting(context: Context, question: { competitionId: number | null }): boolean | Promise<boolean> {
  const competitionId = question.competitionId;
  if (competitionId === null) return false;
  const sittings = sittingsOf(context);
  if (sittings.started.has(competitionId)) return true;
  return sittings.ids ? sittings.ids.has(competitionId) : sittings.read.then((read) => read.has(competitionId));
}

function sittingsOf(context: Context): Sittings {
  const known = perRequest.get(context);
  if (known) return known;
  // The viewer's recent sittings came with the session (server/auth/viewer.ts): which are open is
  // decided at the request's time. In-process calls without them read them now.
  const held = context.viewerSittings ? openCompetitionIds(context.viewer, context.viewerSittings, context.now) : null;
  const sittings: Sittings = held
    ? { read: Promise.resolve(held), ids: held, started: new Set() }
    : { read: readOpenCompetitionIds(context.viewer, context.now), started: new Set() };
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
 * A sitting of the competition that the request started or resumed for the viewer holds that
 * competition's questions back for the rest of the request: the sittings it read (with the
 * session, or beside another field) may be from before it began.
 */
export function holdSittingInRequest(context: Context, competitionId: number): void {
  if (heldBySittings(context.viewer)) sittingsOf(context).started.add(competitionId);
}

/**
 * Starts the read beside the resolver's own when a signed-in viewer's query shows the reveal (which
 * the sittings hold back) and the session did not bring them: one round trip less before the
 * answer than reading it after the question.
 */
export function readOpenSittingsBeside(context: Context, info: GraphQLResolveInfo): void {
  if (context.viewer && selectsField(info, "reveal")) void openSittingsOf(context).catch(() => {});
}
