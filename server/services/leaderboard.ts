import { db } from "../db/index.ts";
import type { Family } from "../domain/families.ts";

export type LeaderboardEntry = { rank: number; userId: number; username: string; rating: number; isDemo: boolean };

/**
 * The highest ratings of a family, by the whole number shown; equal ratings go to the student
 * with more games, then to the earlier account, so the order never depends on chance.
 */
export async function leaderboard(family: Family, first: number, offset = 0): Promise<LeaderboardEntry[]> {
  // Read along the (family, rating) index: only ratings that round to at least the
  // (offset + first)-th highest can be on this page (a rating rounds to r from r - 0.5 up), so a
  // page reads about offset + first rows however many students are rated.
  const rows = await db.$queryRaw<{ user_id: number; username: string; rating: number; is_demo: boolean }[]>`
    SELECT top.user_id, u.username, top.rating, u.is_demo
    FROM (
      SELECT r.user_id, ROUND(r.rating)::int AS rating, r.games FROM ratings r
      WHERE r.family = ${family}::"CompetitionFamily"
        AND r.rating >= COALESCE((
          SELECT ROUND(cut.rating) - 0.5 FROM ratings cut WHERE cut.family = ${family}::"CompetitionFamily"
          ORDER BY cut.rating DESC OFFSET ${Math.max(offset + first - 1, 0)} LIMIT 1), '-Infinity'::float8)
      ORDER BY ROUND(r.rating) DESC, r.games DESC, r.user_id ASC
      LIMIT ${first} OFFSET ${offset}
    ) top JOIN users u ON u.id = top.user_id
    ORDER BY top.rating DESC, top.games DESC, top.user_id ASC`;
  return rows.map((row, index) => ({ rank: offset + index + 1, userId: row.user_id, username: row.username, rating: row.rating, isDemo: row.is_demo }));
}

/** How many students the family's board ranks (everyone with a rating in it). */
export async function leaderboardSize(family: Family): Promise<number> {
  return db.rating.count({ where: { family } });
}

/**
 * One student's place on the family's board, in the same order as `leaderboard` (so it agrees
 * with the rows shown); null when they have no rating in the family.
 */
export async function leaderboardStanding(family: Family, userId: number): Promise<LeaderboardEntry | null> {
  const rows = await db.$queryRaw<{ user_id: number; username: string; rating: number; is_demo: boolean; rank: bigint }[]>`
    SELECT me.user_id, u.username, ROUND(me.rating)::int AS rating, u.is_demo,
      1 + (SELECT COUNT(*) FROM ratings r
        WHERE r.family = me.family AND r.rating >= ROUND(me.rating) - 0.5 AND (ROUND(r.rating) > ROUND(me.rating)
          OR (ROUND(r.rating) = ROUND(me.rating) AND (r.games > me.games OR (r.games = me.games AND r.user_id < me.user_id))))) AS rank
    FROM ratings me JOIN users u ON u.id = me.user_id
    WHERE me.family = ${family}::"CompetitionFamily" AND me.user_id = ${userId}`;
  const row = rows[0];
  return row ? { rank: Number(row.rank), userId: row.user_id, username: row.username, rating: row.rating, isDemo: row.is_demo } : null;
}
