import { db } from "../db/index.ts";
import type { Family } from "../domain/families.ts";

export type LeaderboardEntry = { rank: number; userId: number; username: string; rating: number };

export async function leaderboard(family: Family, first: number): Promise<LeaderboardEntry[]> {
  const rows = await db.rating.findMany({
    where: { family },
    orderBy: [{ rating: "desc" }, { games: "desc" }, { userId: "asc" }],
    take: first,
    select: { userId: true, rating: true, user: { select: { username: true } } },
  });
  return rows.map((row, index) => ({
    rank: index + 1,
    userId: row.userId,
    username: row.user.username,
    rating: Math.round(row.rating),
  }));
}
