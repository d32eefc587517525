// The mock test chooser: each competition with its years, how many took it, and its top takers.
import { db } from "../db/index.ts";
import type { Family } from "../domain/families.ts";

export type TopTaker = { name: string; score: number; year: number };
export type MockTest = { name: string; family: Family; years: number[]; testTakers: number; topTakers: TopTaker[] };

export const TOP_TAKERS = 3;

/** Only the part of an email address before the @ is ever shown. */
export function publicName(email: string): string {
  return email.split("@")[0];
}

export async function mockTests(): Promise<MockTest[]> {
  const competitions = await db.competition.findMany({
    where: { enabled: true },
    orderBy: [{ family: "asc" }, { name: "asc" }, { year: "desc" }],
    select: { name: true, family: true, year: true },
  });
  const takers = await db.$queryRaw<{ name: string; takers: bigint }[]>`
    SELECT c.name, COUNT(DISTINCT s.user_id) AS takers
    FROM contest_submissions s JOIN competitions c ON c.id = s.competition_id
    WHERE s.user_id IS NOT NULL GROUP BY c.name`;
  // Each student's best rated score per competition name (rated: a student's first, on-time sitting,
  // not an editor's or an admin's), best first; ties to the earlier submission.
  const best = await db.$queryRaw<{ name: string; email: string; score: number; year: number }[]>`
    SELECT name, email, score, year FROM (
      SELECT c.name, u.email, s.score, c.year,
        ROW_NUMBER() OVER (PARTITION BY c.name, s.user_id ORDER BY s.score DESC, s.submitted_at, s.id) AS mine,
        MIN(s.submitted_at) OVER (PARTITION BY c.name, s.user_id) AS first_at, s.user_id
      FROM contest_submissions s JOIN competitions c ON c.id = s.competition_id JOIN users u ON u.id = s.user_id
      WHERE s.rated
    ) ranked WHERE mine = 1 ORDER BY name, score DESC, first_at, user_id`;
  const byName = new Map<string, MockTest>();
  for (const competition of competitions) {
    const entry = byName.get(competition.name) ?? { name: competition.name, family: competition.family, years: [], testTakers: 0, topTakers: [] };
    entry.years.push(competition.year);
    byName.set(competition.name, entry);
  }
  for (const row of takers) {
    const entry = byName.get(row.name);
    if (entry) entry.testTakers = Number(row.takers);
  }
  for (const row of best) {
    const entry = byName.get(row.name);
    if (entry && entry.topTakers.length < TOP_TAKERS) entry.topTakers.push({ name: publicName(row.email), score: row.score, year: row.year });
  }
  return [...byName.values()];
}
