// What makes a rated contest mean something (docs/RATINGS.md, "Fair contests"): a rating counts
// only answers a student met for the first time under the clock. Pure rules; the contest service
// (server/services/contests.ts) feeds them what it read and stores what they decide.
import { GRACE_SECONDS } from "./contestClock.ts";
import { isRatedYear } from "./rating.ts";

/** The rules told to the student on the contest page before the start. */
export const FAIRNESS_RULES: readonly string[] = [
  "Your rating counts only your first sitting of this contest: reloading resumes it, and the clock keeps running from its start.",
  "While your sitting is open, its questions cannot be answered or their solutions shown anywhere else on the site.",
  "Questions whose answer you have already seen or answered elsewhere do not move your rating.",
  "Submissions after the time limit, and later sittings, are scored but not rated.",
];

/** Who takes a contest, as far as ratings go. */
export type Taker = { signedIn: boolean; isEditor: boolean; isAdmin: boolean };

/** Editors and admins see every answer, so their sittings are never rated; anonymous ones neither. */
export function isRatedTaker(taker: Taker): boolean {
  return taker.signedIn && !taker.isEditor && !taker.isAdmin;
}

/** A stored sitting: its start, and when it was submitted (null while not). */
export type StoredSitting = { startedAt: Date; submittedAt: Date | null };

/**
 * A sitting is open from its start until it is submitted or its time limit and grace are over:
 * meanwhile its questions cannot be answered or revealed elsewhere.
 */
export function isSittingOpen(sitting: StoredSitting, durationMinutes: number, now: Date): boolean {
  const closes = sitting.startedAt.getTime() + (durationMinutes * 60 + GRACE_SECONDS) * 1000;
  return sitting.submittedAt === null && sitting.startedAt <= now && now.getTime() <= closes;
}

/** Why a submission is or is not rated, in the order the rules are checked. */
export type RatingVerdict = "anonymous" | "staff" | "practice" | "late" | "laterSitting" | "unratedYear" | "rated";

/**
 * Whether a submission may move the student's rating: only a student's (not an editor's or an
 * admin's) first sitting of the contest, not chosen as practice before the start, submitted on
 * time, of a contest from 2000 on. The questions still have to be met for the first time to count
 * (countedQuestions). A practice sitting neither rates the student nor calibrates the questions,
 * and is no top taker's.
 */
export function ratingVerdict(input: { taker: Taker; firstSitting: boolean; late: boolean; year: number; practice?: boolean }): RatingVerdict {
  if (!input.taker.signedIn) return "anonymous";
  if (!isRatedTaker(input.taker)) return "staff";
  if (input.practice) return "practice";
  if (input.late) return "late";
  if (!input.firstSitting) return "laterSitting";
  if (!isRatedYear(input.year)) return "unratedYear";
  return "rated";
}

/**
 * Why a sitting cannot be chosen as practice because it is already never rated, or null when the
 * choice changes something: a later sitting of the contest (only the first is rated) and an
 * editor's or admin's sitting are unrated whatever is chosen. (A first sitting of a contest before
 * 2000 may be: it would still calibrate the questions.)
 */
export function alreadyUnrated(input: { taker: Taker; firstSitting: boolean; year: number }): string | null {
  const verdict = ratingVerdict({ ...input, late: false });
  const why =
    verdict === "laterSitting" ? "only a contest's first sitting is rated, and you have sat this one before" : verdict === "staff" ? "editors and admins see every answer" : null;
  return why ? `This sitting is already not rated: ${why}. Just take it; it will be scored.` : null;
}

/**
 * Question difficulty is learned from the same sittings as ratings, pre-2000 ones included (they
 * only calibrate questions): a rated taker's first, on-time sitting.
 */
export function calibratesQuestions(verdict: RatingVerdict): boolean {
  return verdict === "rated" || verdict === "unratedYear";
}

/** The questions that move a rating: those the student meets for the first time in this sitting. */
export function countedQuestions<Q extends { id: number }>(questions: readonly Q[], metBefore: ReadonlySet<number>): Q[] {
  return questions.filter((question) => !metBefore.has(question.id));
}

/**
 * The answer key of a submission goes only to the signed-in student who made it; an anonymous
 * taker sees the score and which answers were right, and is invited to sign in.
 */
export function showsAnswerKey(submission: { userId: number | null }, viewerId: number | null): boolean {
  return submission.userId !== null && submission.userId === viewerId;
}

/** Whether a sitting about to start will move the rating, and why: told before the start and in the confirm dialog. */
export type SittingOutlook = { rated: boolean; reason: string };

/**
 * The outlook of a sitting before it is submitted, by the same rules as ratingVerdict (a sitting
 * submitted late is told so on its result), and countedQuestions: answers met before do not count.
 */
export function sittingOutlook(input: { taker: Taker; firstSitting: boolean; year: number; seenQuestions: number; questions: number; practice?: boolean }): SittingOutlook {
  const verdict = ratingVerdict({ taker: input.taker, firstSitting: input.firstSitting, late: false, year: input.year, practice: input.practice });
  const notRated = (why: string) => ({ rated: false, reason: `This sitting will not be rated: ${why}` });
  switch (verdict) {
    case "anonymous":
      return notRated("you are not signed in. Sign in to get a rating for your contests.");
    case "staff":
      return notRated("editors and admins see every answer.");
    case "practice":
      return notRated(
        input.firstSitting
          ? "you chose to sit it as practice. Only a contest's first sitting is rated, so no later sitting of this contest will be either."
          : "you chose to sit it as practice.",
      );
    case "laterSitting":
      return notRated("only your first sitting of a contest is rated, and you have sat this one before.");
    case "unratedYear":
      return notRated("contests before 2000 are not rated.");
  }
  const seen = input.seenQuestions;
  if (input.questions > 0 && seen >= input.questions) {
    return { rated: false, reason: `This sitting will not move your rating: you have already answered all ${input.questions} of its questions elsewhere.` };
  }
  const first = "This is your first sitting of this contest, so it will be rated";
  if (seen === 0) return { rated: true, reason: `${first}: only answers submitted before the time is up count.` };
  return { rated: true, reason: `${first}; the ${seen === 1 ? "question" : `${seen} questions`} you have already answered elsewhere will not count.` };
}

/**
 * A stored result, at its own address, is shown to the signed-in student who made it; an
 * anonymous sitting's result (no account to hold it) to whoever has its address.
 */
export function maySeeSubmission(submission: { userId: number | null }, viewerId: number | null): boolean {
  return submission.userId === null || submission.userId === viewerId;
}
