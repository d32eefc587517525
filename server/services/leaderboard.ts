import { db } from "../db/index.ts";
import type { Family } from "../domain/families.ts";
import { readRows } from "../db/directReads.ts";

export type LeaderboardEntry = { rank: number; userId: number; username: string; rating: number; isDemo: boolean };

export type BoardPage = { family: Family; first: number; offset: number };

/**
 * Pages of boards (a screen shows each family's), in one statement. A board holds the highest
 * ratings of a family, by the whole number shown; equal ratings go to the student with more games,
 * then to the earlier account, so the order never depends on chance.
 */
export async function leaderboardPages(pages: readonly BoardPage[]): Promise<LeaderboardEntry[][]> {
  // Each page is read along the (family, rating) index: only ratings that round to at least the
  // (offset + first)-th highest can be on it (a rating rounds to r from r - 0.5 up), so a page
  // reads about offset + first rows however many students are rated.
  const rows = await readRows<{ page: number; user_id: number; username: string; rating: number; is_demo: boolean }>`
    SELECT k.page::int AS page, top.user_id, u.username, top.rating, u.is_demo
    FROM unnest(${pages.map((page) => page.family)}::text[]::"CompetitionFamily"[], ${pages.map((page) => page.first)}::int[], ${pages.map((page) => page.offset)}::int[])
      WITH ORDINALITY AS k(family, first, skip, page)
    CROSS JOIN LATERAL (
      SELECT r.user_id, ROUND(r.rating)::int AS rating, r.games FROM ratings r
      WHERE r.family = k.family
        AND r.rating >= COALESCE((
          SELECT ROUND(cut.rating) - 0.5 FROM ratings cut WHERE cut.family = k.family
          ORDER BY cut.rating DESC OFFSET GREATEST(k.skip + k.first - 1, 0) LIMIT 1), '-Infinity'::float8)
      ORDER BY ROUND(r.rating) DESC, r.games DESC, r.user_id ASC
      LIMIT k.first OFFSET k.skip
    ) top JOIN users u ON u.id = top.user_id
    ORDER BY k.page, top.rating DESC, top.games DESC, top.user_id ASC`;
  const entries = pages.map((): LeaderboardEntry[] => []);
  for (const row of rows) {
    const page = entries[row.page - 1]!;
    page.push({ rank: pages[row.page - 1]!.offset + page.length + 1, userId: row.user_id, username: row.username, rating: row.rating, isDemo: row.is_demo });
  }
  return entries;
}

/** How many students the family's board ranks (everyone with a rating in it). */
export async function leaderboardSize(family: Family): Promise<number> {
  return db.rating.count({ where: { family } });
}

/**
 * A student's places on several families' boards, in one statement, in the same order as
 * `leaderboardPages` (so they agree with the rows shown); null where they have no rating.
 */
export async function leaderboardStandings(userId: number, families: readonly Family[]): Promise<(LeaderboardEntry | null)[]> {
  const rows = await readRows<{ family: Family; user_id: number; username: string; rating: number; is_demo: boolean; rank: bigint }>`
    SELECT me.family::text AS family, me.user_id, u.username, ROUND(me.rating)::int AS rating, u.is_demo,
      1 + (SELECT COUNT(*) FROM ratings r
        WHERE r.family = me.family AND r.rating >= ROUND(me.rating) - 0.5 AND (ROUND(r.rating) > ROUND(me.rating)
          OR (ROUND(r.rating) = ROUND(me.rating) AND (r.games > me.games OR (r.games = me.games AND r.user_id < me.user_id))))) AS rank
    FROM ratings me JOIN users u ON u.id = me.user_id
    WHERE me.family = ANY(${families}::text[]::"CompetitionFamily"[]) AND me.user_id = ${userId}`;
  const byFamily = new Map(rows.map((row) => [row.family, row]));
  return families.map((family) => {
    const row = byFamily.get(family);
    return row ? { rank: Number(row.rank), userId: row.user_id, username: row.username, rating: row.rating, isDemo: row.is_demo } : null;
  });
}
