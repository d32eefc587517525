// How many answers and submitted contests students have (the totalCount of User.answers and
// User.contestSubmissions): each counted along the student's own index entries, every count a
// request asks for in one statement. (Prisma's _count of a relation joins a count of every
// student's rows grouped by student; asked for several students in one statement, as Prisma
// batches them, it counts the whole table: at 5 million answers, over a second a statement.)
import type { AttemptSource } from "../db/generated/client.ts";
import { readRows } from "../db/directReads.ts";

/** A student's answers (those given in `source` only, when one is named), or their submitted contests. */
export type RecordCount = { userId: number } & ({ of: "answers"; source: AttemptSource | null } | { of: "contestSubmissions" });

export const recordCountKey = (count: RecordCount) => `${count.of}:${count.userId}:${count.of === "answers" ? (count.source ?? "") : ""}`;

/** The counts, in the order asked. */
export async function recordCounts(counts: readonly RecordCount[]): Promise<number[]> {
  const rows = await readRows<{ n: number }>`
    SELECT CASE WHEN k.of = 'answers'
        THEN (SELECT COUNT(*) FROM attempts a WHERE a.user_id = k.user_id AND (k.source IS NULL OR a.source::text = k.source))
        ELSE (SELECT COUNT(*) FROM contest_submissions s WHERE s.user_id = k.user_id) END::int AS n
    FROM unnest(${counts.map((count) => count.of)}::text[], ${counts.map((count) => count.userId)}::int[],
      ${counts.map((count) => (count.of === "answers" ? count.source : null))}::text[]) WITH ORDINALITY AS k(of, user_id, source, position)
    ORDER BY k.position`;
  return rows.map((row) => row.n);
}
