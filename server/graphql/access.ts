// What the type-level read rules (server/domain/access.ts) need beyond the object itself, loaded
// once per request in batches: whether a question's competition is enabled.
import DataLoader from "dataloader";
import { db } from "../db/index.ts";
import type { Context } from "./context.ts";

const perRequest = new WeakMap<Context, DataLoader<number, { enabled: boolean } | null>>();

export function competitionOf(context: Context, competitionId: number | null): Promise<{ enabled: boolean } | null> {
  if (competitionId === null) return Promise.resolve(null);
  let loader = perRequest.get(context);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const rows = await db.competition.findMany({ where: { id: { in: [...ids] } }, select: { id: true, enabled: true } });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    perRequest.set(context, loader);
  }
  return loader.load(competitionId);
}
