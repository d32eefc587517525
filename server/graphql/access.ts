// What the type-level read rules (server/domain/access.ts) need beyond the object itself, loaded
// once per request in batches: whether a question's competition is enabled.
import DataLoader from "dataloader";
import { db } from "../db/index.ts";
import type { Context } from "./context.ts";

/** The loader's key for a question outside contests (DataLoader takes no null keys; ids start at 1). */
const NO_COMPETITION = 0;

const perRequest = new WeakMap<Context, DataLoader<number, { enabled: boolean } | null>>();

/**
 * A question's competition, or null outside contests (`loaded`: read with the question). Questions without one wait for the same
 * batch as the others, so a list's questions pass their read rule together and their fields
 * batch as one (a list mixing lesson and contest questions would otherwise load in two waves).
 */
export function competitionOf(context: Context, competitionId: number | null, loaded?: { enabled: boolean } | null): Promise<{ enabled: boolean } | null> {
  // Already read with the question (its `competition` relation): the same row.
  if (loaded !== undefined && (loaded === null) === (competitionId === null)) return Promise.resolve(loaded);
  return loaderOf(context).load(competitionId ?? NO_COMPETITION);
}

/** A competition the request has already read (a contest's, with its sitting): its questions' read rule does not read it again. */
export function knownCompetition(context: Context, competition: { id: number; enabled: boolean }): void {
  loaderOf(context).prime(competition.id, { enabled: competition.enabled });
}

function loaderOf(context: Context): DataLoader<number, { enabled: boolean } | null> {
  let loader = perRequest.get(context);
  if (!loader) {
    loader = new DataLoader(async (keys) => {
      const ids = keys.filter((id) => id !== NO_COMPETITION);
      const rows = ids.length === 0 ? [] : await db.competition.findMany({ where: { id: { in: ids } }, select: { id: true, enabled: true } });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return keys.map((id) => byId.get(id) ?? null);
    });
    perRequest.set(context, loader);
  }
  return loader;
}
