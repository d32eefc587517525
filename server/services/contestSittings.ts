// Stored sittings of signed-in students (contest_sittings): every start token issued to one, in
// order. The first of a student and contest is the rated sitting; an open one (not submitted,
// time and grace not over) is resumed on reload, and its questions cannot be answered or
// revealed elsewhere meanwhile (domain/contestFairness.ts).
import { db } from "../db/index.ts";
import { GRACE_SECONDS } from "../domain/contestClock.ts";
import { isRatedTaker, isSittingOpen } from "../domain/contestFairness.ts";
import { InputError } from "../domain/errors.ts";
import type { Viewer } from "../domain/viewer.ts";

/** No contest lasts longer than this; older unsubmitted sittings are closed whatever their contest. */
const LONGEST_CONTEST_MINUTES = 24 * 60;

/**
 * The questions of the viewer's open sittings. Editors and admins, never rated and allowed every
 * answer, have none; nor do anonymous visitors (their sittings are not stored).
 */
export async function openSittingQuestionIds(viewer: Viewer | null, now: Date): Promise<Set<number>> {
  if (!viewer || !isRatedTaker({ signedIn: true, isEditor: viewer.isEditor, isAdmin: viewer.isAdmin })) return new Set();
  const since = new Date(now.getTime() - (LONGEST_CONTEST_MINUTES * 60 + GRACE_SECONDS) * 1000);
  // One statement whatever there is: the unsubmitted sittings of the last day (almost always none)
  // with their contests' durations and question ids; which are open is the domain's rule.
  const sittings = await db.$queryRaw<{ startedAt: Date; submittedAt: Date | null; durationMinutes: number; questionIds: number[] }[]>`
    SELECT s.started_at AS "startedAt", s.submitted_at AS "submittedAt", c.duration_minutes AS "durationMinutes",
      ARRAY(SELECT q.id FROM questions q WHERE q.competition_id = s.competition_id) AS "questionIds"
    FROM contest_sittings s JOIN competitions c ON c.id = s.competition_id
    WHERE s.user_id = ${viewer.id}::int AND s.submitted_at IS NULL AND s.started_at >= ${since}`;
  return new Set(sittings.filter((sitting) => isSittingOpen(sitting, sitting.durationMinutes, now)).flatMap((sitting) => sitting.questionIds));
}

export const IN_OPEN_SITTING = "This question is part of your contest in progress: answer it there, and see its solution after you submit.";

/** Refuses to answer a question of the viewer's open sitting anywhere but in that contest. */
export async function refuseDuringOpenSitting(viewer: Viewer, questionId: number, now: Date): Promise<void> {
  if ((await openSittingQuestionIds(viewer, now)).has(questionId)) throw new InputError(IN_OPEN_SITTING, "questionId");
}
