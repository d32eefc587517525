// What the type-level read rules (server/domain/access.ts) need beyond the object itself, loaded
// once per request in batches: whether a question's competition is enabled.
import DataLoader from "dataloader";
import { db } from "../db/index.ts";
import type { Context } from "./context.ts";

/** The loader's key for a question outside contests (DataLoader takes no null keys; ids start at 1). */
const NO_COMPETITION = 0;

type Competitions = {
  loader: DataLoader<number, { enabled: boolean } | null>;
  /** The competitions the request has read already (knownCompetition), at hand without waiting. */
  known: Map<number, { enabled: boolean }>;
};
const perRequest = new WeakMap<Context, Competitions>();

/**
 * A question's competition, or null outside contests (`loaded`: read with the question). Questions without one wait for the same
 * batch as the others, so a list's questions pass their read rule together and their fields
 * batch as one (a list mixing lesson and contest questions would otherwise load in two waves).
 */
export function competitionOf(context: Context, competitionId: number | null, loaded?: { enabled: boolean } | null): Promise<{ enabled: boolean } | null> {
  // Already read with the question (its `competition` relation): the same row.
  if (loaded !== undefined && (loaded === null) === (competitionId === null)) return Promise.resolve(loaded);
  return competitionsOf(context).loader.load(competitionId ?? NO_COMPETITION);
}

/**
 * A competition the request has already read (a contest's, with its sitting): its questions' read
 * rule neither reads it again nor waits for it (see heldCompetition).
 */
export function knownCompetition(context: Context, competition: { id: number; enabled: boolean }): void {
  const known = { enabled: competition.enabled };
  competitionsOf(context).loader.prime(competition.id, known);
  competitionsOf(context).known.set(competition.id, known);
}

/**
 * A question's competition when the request holds it already (knownCompetition: every question of
 * a contest's sitting), otherwise undefined and competitionOf reads it. Answered at once, so the
 * read rule of a contest's questions is no promise per question.
 */
export function heldCompetition(context: Context, competitionId: number | null): { enabled: boolean } | undefined {
  return competitionId === null ? undefined : perRequest.get(context)?.known.get(competitionId);
}

function competitionsOf(context: Context): Competitions {
  let competitions = perRequest.get(context);
  if (!competitions) {
    const loader = new DataLoader<number, { enabled: boolean } | null>(async (keys) => {
      const ids = keys.filter((id) => id !== NO_COMPETITION);
      const rows = ids.length === 0 ? [] : await db.competition.findMany({ where: { id: { in: ids } }, select: { id: true, enabled: true } });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return keys.map((id) => byId.get(id) ?? null);
    });
    competitions = { loader, known: new Map() };
    perRequest.set(context, competitions);
  }
  return competitions;
}
