import { db } from "../db/index.ts";
import type { Family } from "../domain/families.ts";

export type LeaderboardEntry = { rank: number; userId: number; username: string; rating: number };

/**
 * The highest ratings of a family, by the whole number shown; equal ratings go to the student
 * with more games, then to the earlier account, so the order never depends on chance.
 */
export async function leaderboard(family: Family, first: number): Promise<LeaderboardEntry[]> {
  const rows = await db.$queryRaw<{ user_id: number; username: string; rating: number }[]>`
    SELECT r.user_id, u.username, ROUND(r.rating)::int AS rating
    FROM ratings r JOIN users u ON u.id = r.user_id
    WHERE r.family = ${family}::"CompetitionFamily"
    ORDER BY ROUND(r.rating) DESC, r.games DESC, r.user_id ASC
    LIMIT ${first}`;
  return rows.map((row, index) => ({ rank: index + 1, userId: row.user_id, username: row.username, rating: row.rating }));
}
