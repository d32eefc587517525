// Stored sittings of signed-in students (contest_sittings): every start token issued to one, in
// order. The first of a student and contest is the rated sitting; an open one (not submitted,
// time and grace not over) is resumed on reload, and its questions (its competition's) cannot be
// answered or revealed elsewhere meanwhile (domain/contestFairness.ts).
import { Prisma } from "../db/generated/client.ts";
import { GRACE_SECONDS } from "../domain/contestClock.ts";
import { isRatedTaker, isSittingOpen } from "../domain/contestFairness.ts";
import { InputError } from "../domain/errors.ts";
import type { Viewer } from "../domain/viewer.ts";
import { readRows } from "../db/directReads.ts";

/** No contest lasts longer than this; older unsubmitted sittings are closed whatever their contest. */
const LONGEST_CONTEST_MINUTES = 24 * 60;

/** An unsubmitted sitting of a student's last day: when it started, its contest's time limit, and its competition. */
export type RecentSitting = { startedAt: Date; submittedAt: null; durationMinutes: number; competitionId: number };

/** [started at (ms since 1970, stored in UTC), time limit in minutes, competition id] */
export type RecentSittingJson = [number, number, number];

/**
 * The unsubmitted sittings of the user `userId` (an SQL expression) started in the day (and grace)
 * before `now` (almost always none), with their contests' time limits, as one JSON value: read
 * alone, or with the viewer's session (auth/viewer.ts). Which are open is the domain's rule, at the
 * request's time (openCompetitionIds).
 */
export function recentSittingsJson(userId: Prisma.Sql, now: Date): Prisma.Sql {
  const since = new Date(now.getTime() - (LONGEST_CONTEST_MINUTES * 60 + GRACE_SECONDS) * 1000);
  return Prisma.sql`COALESCE((
      SELECT json_agg(json_build_array(floor(extract(epoch FROM s.started_at) * 1000)::bigint, c.duration_minutes, s.competition_id))
      FROM contest_sittings s JOIN competitions c ON c.id = s.competition_id
      WHERE s.user_id = ${userId} AND s.submitted_at IS NULL AND s.started_at >= ${since}), '[]')`;
}

/** A viewer's recent sittings as read at `readAt` (with their session: server/auth/viewer.ts). */
export type RecentSittings = { readAt: Date; sittings: RecentSitting[] };

export const recentSittingsOf = (rows: RecentSittingJson[]): RecentSitting[] =>
  rows.map(([startedAt, durationMinutes, competitionId]) => ({ startedAt: new Date(startedAt), submittedAt: null, durationMinutes, competitionId }));

/** Whether the viewer's open sittings hold questions back: editors and admins, never rated and allowed every answer, have none; nor do anonymous visitors (their sittings are not stored). */
export const heldBySittings = (viewer: Viewer | null): viewer is Viewer =>
  viewer !== null && isRatedTaker({ signedIn: true, isEditor: viewer.isEditor, isAdmin: viewer.isAdmin });

/** The competitions of the viewer's open sittings among `sittings` (their recent ones) at `now`: their questions are held back. */
export function openCompetitionIds(viewer: Viewer | null, sittings: readonly RecentSitting[], now: Date): Set<number> {
  if (!heldBySittings(viewer)) return new Set();
  return new Set(sittings.filter((sitting) => isSittingOpen(sitting, sitting.durationMinutes, now)).map((sitting) => sitting.competitionId));
}

/** The competitions of the viewer's open sittings, read now: one statement whatever there is. */
export async function readOpenCompetitionIds(viewer: Viewer | null, now: Date): Promise<Set<number>> {
  if (!heldBySittings(viewer)) return new Set();
  const [{ sittings }] = await readRows<{ sittings: RecentSittingJson[] }>`SELECT ${recentSittingsJson(Prisma.sql`${viewer.id}::int`, now)} AS sittings`;
  return openCompetitionIds(viewer, recentSittingsOf(sittings), now);
}

export const IN_OPEN_SITTING = "This question is part of your contest in progress: answer it there, and see its solution after you submit.";

/** Refuses to answer a question of the viewer's open sitting anywhere but in that contest: the sittings and the question's competition in one statement. */
export async function refuseDuringOpenSitting(viewer: Viewer, questionId: number, now: Date): Promise<void> {
  if (!heldBySittings(viewer)) return;
  const [read] = await readRows<{ sittings: RecentSittingJson[]; competitionId: number | null }>`
    SELECT ${recentSittingsJson(Prisma.sql`${viewer.id}::int`, now)} AS sittings,
      (SELECT q.competition_id FROM questions q WHERE q.id = ${questionId}::int) AS "competitionId"`;
  if (read && read.competitionId !== null && openCompetitionIds(viewer, recentSittingsOf(read.sittings), now).has(read.competitionId)) {
    throw new InputError(IN_OPEN_SITTING, "questionId");
  }
}
