// The mock test chooser: each competition with its years, how many took it, and its top takers.
import { db } from "../db/index.ts";
import type { Family } from "../domain/families.ts";
import { readRows } from "../db/directReads.ts";

export type TopTaker = { name: string; score: number; year: number };
export type MockTest = { name: string; family: Family; years: number[]; testTakers: number; topTakers: TopTaker[] };

export const TOP_TAKERS = 3;

/** Only the part of an email address before the @ is ever shown. */
export function publicName(email: string): string {
  return email.split("@")[0];
}

export async function mockTests(): Promise<MockTest[]> {
  const competitionsRead = db.competition.findMany({
    where: { enabled: true },
    orderBy: [{ family: "asc" }, { name: "asc" }, { year: "desc" }],
    select: { name: true, family: true, year: true },
  });
  // From the roll-ups the submission triggers keep (contest_taker_counts, contest_bests): a few
  // rows per competition name, however many submissions there are.
  const takersRead = readRows<{ name: string; takers: bigint }>`
    SELECT name, SUM(takers) AS takers FROM contest_taker_counts GROUP BY name`;
  // Each student's best rated score per competition name (rated: a student's first, on-time sitting,
  // not an editor's or an admin's), best first; ties to the student's first rated submission.
  const bestRead = readRows<{ name: string; email: string; score: number; year: number }>`
    SELECT n.name, u.email, b.score, b.year
    FROM (SELECT DISTINCT name FROM competitions WHERE enabled) n
    CROSS JOIN LATERAL (
      SELECT user_id, score, year, first_at FROM contest_bests b
      WHERE b.name = n.name ORDER BY b.score DESC, b.first_at, b.user_id LIMIT ${TOP_TAKERS}
    ) b
    JOIN users u ON u.id = b.user_id
    ORDER BY n.name, b.score DESC, b.first_at, b.user_id`;
  const [competitions, takers, best] = await Promise.all([competitionsRead, takersRead, bestRead]);
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
