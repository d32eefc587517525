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
  // The competitions' durations only when there are sittings (almost never): an empty `include`
  // would still cost a statement on every screen that shows a question.
  const sittings = await db.contestSitting.findMany({
    where: { userId: viewer.id, submittedAt: null, startedAt: { gte: since } },
    select: { competitionId: true, startedAt: true, submittedAt: true },
  });
  if (sittings.length === 0) return new Set();
  const durations = await db.competition.findMany({ where: { id: { in: sittings.map((sitting) => sitting.competitionId) } }, select: { id: true, durationMinutes: true } });
  const durationOf = new Map(durations.map((competition) => [competition.id, competition.durationMinutes]));
  const open = sittings.filter((sitting) => isSittingOpen(sitting, durationOf.get(sitting.competitionId)!, now));
  if (open.length === 0) return new Set();
  const questions = await db.question.findMany({ where: { competitionId: { in: open.map((sitting) => sitting.competitionId) } }, select: { id: true } });
  return new Set(questions.map((question) => question.id));
}

export const IN_OPEN_SITTING = "This question is part of your contest in progress: answer it there, and see its solution after you submit.";

/** Refuses to answer a question of the viewer's open sitting anywhere but in that contest. */
export async function refuseDuringOpenSitting(viewer: Viewer, questionId: number, now: Date): Promise<void> {
  if ((await openSittingQuestionIds(viewer, now)).has(questionId)) throw new InputError(IN_OPEN_SITTING, "questionId");
}
