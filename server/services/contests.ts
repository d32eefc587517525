// Taking a contest: a sitting (its questions without answers and a signed start token), started
// or resumed; a signed-in student's sittings are stored, and their open one is resumed whatever
// token the client kept, so the clock runs from the first token. Submitting is checked against the
// token, scored, recorded and rated in one transaction under a lock on the student, and is
// idempotent (the token's key identifies the sitting: a double click, a retry or the auto-submit
// racing a manual submit all find the same submission). Question calibration is queued in that
// transaction and applied by the calibration worker (calibration.ts). The fairness rules are
// domain/contestFairness.ts. The clock is the caller's `now`, read once per request.
import { db } from "../db/index.ts";
import { FAMILY_LABEL, type Family } from "../domain/families.ts";
import { readStartToken, resumeSitting, startSitting, storedSitting, timing, type Sitting } from "../domain/contestClock.ts";
import { calibratesQuestions, countedQuestions, FAIRNESS_RULES, maySeeSubmission, ratingVerdict, showsAnswerKey, sittingOutlook, type RatingVerdict, type SittingOutlook } from "../domain/contestFairness.ts";
import { scoreContest, topicBreakdown, type Marked, type TopicScore } from "../domain/contestScoring.ts";
import { INITIAL_RATING, isProvisional, rateSubmission } from "../domain/rating.ts";
import { ratingUncertainty } from "../domain/ratingScale.ts";
import type { Viewer } from "../domain/viewer.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { InputError } from "../domain/errors.ts";
import { recordMisses } from "./reviewCards.ts";
import { queueCalibration } from "./calibration.ts";
import { Admission } from "./admission.ts";

/** Submissions a student may make per contest; only the first is rated. */
export const SUBMISSION_LIMIT = 3;

/** `uncertainty`: one standard error of the rating after the change, in points (shown as ±). */
export type RatingChangeView = { family: Family; before: number; after: number; provisional: boolean; uncertainty: number };

export type SubmissionView = {
  submissionId: number;
  competitionId: number;
  competitionName: string;
  competitionYear: number;
  family: Family;
  score: number;
  fullScore: number;
  correct: number;
  blank: number;
  incorrect: number;
  timeSpentSeconds: number;
  rated: boolean;
  late: boolean;
  signedIn: boolean;
  /** Each answer; correctAnswer is null unless the answer key may be shown (showsAnswerKey). */
  marked: (Omit<Marked, "correctAnswer"> & { correctAnswer: string | null })[];
  /** Questions the student had met before the sitting: they did not move the rating. */
  seenQuestions: number;
  ratingChange: RatingChangeView | null;
  message: string;
};

/** A contest by its name (any case) and year, such as AMC_10A 2024. */
export type ContestName = { name: string; year: number };

const storedName = (name: string) => name.trim().toUpperCase();

export type ContestSitting = Sitting & {
  durationMinutes: number;
  submissionsUsed: number;
  isAllowedToSubmit: boolean;
  /** What makes a sitting rated, told before the start. */
  ratingRules: readonly string[];
  /** Questions of this contest the viewer has met before (answered elsewhere): they will not move the rating. */
  seenQuestions: number;
  /** The student chose to sit it as practice: it will not be rated. */
  practice: boolean;
  /** Whether this sitting will be rated, and why. */
  outlook: SittingOutlook;
};

/** How many times the viewer has submitted this contest (0 for anonymous visitors). */
async function submissionsUsed(viewer: Viewer | null, competitionId: number): Promise<number> {
  return viewer ? db.contestSubmission.count({ where: { userId: viewer.id, competitionId } }) : 0;
}

type Transaction = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/**
 * One student's contest work happens one request at a time (starting, submitting any contest):
 * two submissions at once would both read the rating before the other's change. (The second key
 * 0 keeps clear of the answer locks, keyed by question ids.)
 */
const lockStudent = (tx: Transaction, userId: number) => tx.$executeRaw`SELECT pg_advisory_xact_lock(${userId}::int, 0)`;

/**
 * Contest transactions (starting and submitting) at once, below the database pool (10
 * connections): a burst waits here, in order, rather than timing out while waiting for a
 * connection (Prisma's maxWait), which answered 500 to a class starting a contest at once.
 */
export const SUBMISSIONS_AT_ONCE = 8;
const admission = new Admission(SUBMISSIONS_AT_ONCE);
/** Once admitted, a transaction has a connection at once; these only bound a stuck one. */
const CONTEST_TRANSACTION = { timeout: 30_000, maxWait: 30_000 };

/**
 * Stores the sitting as submitted (creating it for a token the server did not store) and tells
 * whether it is the student's first of the contest, in one statement: the subquery sees the
 * sittings stored before this one.
 */
async function closeSitting(tx: Transaction, userId: number, competitionId: number, startKey: string, startedAt: Date, now: Date) {
  const [row] = await tx.$queryRaw<{ id: number; started_at: Date; practice: boolean; first_id: number | null }[]>`
    INSERT INTO contest_sittings (user_id, competition_id, start_key, started_at, submitted_at)
    VALUES (${userId}::int, ${competitionId}::int, ${startKey}, ${startedAt.toISOString()}::timestamp(3), ${now.toISOString()}::timestamp(3))
    ON CONFLICT (start_key) DO UPDATE SET submitted_at = EXCLUDED.submitted_at
    RETURNING id, started_at, practice,
      (SELECT min(s.id) FROM contest_sittings s WHERE s.user_id = ${userId}::int AND s.competition_id = ${competitionId}::int) AS first_id`;
  return { startedAt: row!.started_at, first: (row!.first_id ?? row!.id) === row!.id, practice: row!.practice };
}

/**
 * A signed-in student's open sitting, sat as practice from now on: scored, never rated (and so
 * neither is any later sitting of the contest, if this is its first). The contest page offers it
 * before the questions; the choice cannot be taken back. Answers the sitting as startContest does.
 */
export async function sitContestAsPractice(
  viewer: Viewer | null,
  request: ContestName & { startToken: string },
  now: Date,
  secret: string,
): Promise<ContestSitting | null> {
  const notOpen = "Only your own contest in progress can be sat as practice: reload the contest and try again.";
  if (!viewer) throw new InputError("Sign in to sit a contest as practice.", "startToken");
  const token = readStartToken(request.startToken, secret);
  if (!token || token.userId !== viewer.id) throw new InputError(notOpen, "startToken");
  const competition = await db.competition.findFirst({ where: { name: storedName(request.name), year: request.year, enabled: true }, select: { id: true, durationMinutes: true } });
  if (!competition || competition.id !== token.competitionId) throw new InputError(notOpen, "startToken");
  const marked = await db.$transaction(async (tx) => {
    await lockStudent(tx, viewer.id);
    return tx.contestSitting.updateMany({
      where: { startKey: token.key, userId: viewer.id, submittedAt: null, startedAt: { gt: new Date(now.getTime() - competition.durationMinutes * 60_000) } },
      data: { practice: true },
    });
  });
  if (marked.count === 0) throw new InputError(notOpen, "startToken");
  return startContest(viewer, request, now, secret);
}

/** The questions among these that the student answered before (anywhere): met before this sitting. */
async function metBefore(tx: Transaction, userId: number, questionIds: number[]): Promise<Set<number>> {
  const rows = await tx.attempt.findMany({ where: { userId, questionId: { in: questionIds } }, select: { questionId: true }, distinct: ["questionId"] });
  return new Set(rows.map((row) => row.questionId));
}

/**
 * A sitting of an enabled contest, or null when there is none. A signed-in student gets their
 * open sitting (not submitted, time not up) back whatever token the client kept, so a reload
 * resumes it and a new token never resets the clock; without one, a new sitting starting now is
 * stored. An anonymous visitor gets the sitting `startToken` stands for while it may go on (see
 * resumeSitting), otherwise a new one.
 */
export async function startContest(
  viewer: Viewer | null,
  request: ContestName & { startToken?: string | null },
  now: Date,
  secret: string,
): Promise<ContestSitting | null> {
  const competition = await db.competition.findFirst({ where: { name: storedName(request.name), year: request.year, enabled: true } });
  if (!competition) return null;
  const kept = request.startToken ? resumeSitting(request.startToken, competition, viewer?.id ?? null, secret, now) : null;
  let sitting: Sitting;
  if (viewer) {
    sitting = await admission.run(() => db.$transaction(async (tx) => {
      await lockStudent(tx, viewer.id);
      const unsubmitted = await tx.contestSitting.findMany({ where: { userId: viewer.id, competitionId: competition.id, submittedAt: null }, orderBy: { id: "asc" } });
      const open = unsubmitted
        .map((stored) => storedSitting(tokenOf(stored, viewer.id), competition, secret))
        .find((stored) => stored.startedAt <= now && now < stored.deadline);
      if (open) return open;
      // A valid token of this student the server did not store (issued before sittings were kept) is adopted.
      const adopt = kept && !(await tx.contestSubmission.findUnique({ where: { startKey: kept.key }, select: { id: true } })) ? kept : null;
      const fresh = adopt ?? startSitting(competition, viewer.id, secret, now);
      await tx.contestSitting.upsert({
        where: { startKey: fresh.key },
        update: {},
        create: { userId: viewer.id, competitionId: competition.id, startKey: fresh.key, startedAt: fresh.startedAt },
      });
      return fresh;
    }, CONTEST_TRANSACTION));
  } else {
    const submitted = kept ? await db.contestSubmission.findUnique({ where: { startKey: kept.key }, select: { id: true } }) : null;
    sitting = kept && !submitted ? kept : startSitting(competition, null, secret, now);
  }
  const used = await submissionsUsed(viewer, competition.id);
  const questionIds = viewer ? (await db.question.findMany({ where: { competitionId: competition.id, status: "PUBLISHED" }, select: { id: true } })).map((q) => q.id) : [];
  const seen = viewer ? (await metBefore(db, viewer.id, questionIds)).size : 0;
  // The rated sitting is the first one stored for the student and contest (as submitContest decides).
  const firstStored = viewer
    ? await db.contestSitting.findFirst({ where: { userId: viewer.id, competitionId: competition.id }, orderBy: { id: "asc" }, select: { startKey: true } })
    : null;
  const practice = viewer ? ((await db.contestSitting.findUnique({ where: { startKey: sitting.key }, select: { practice: true } }))?.practice ?? false) : false;
  const outlook = sittingOutlook({
    taker: { signedIn: viewer !== null, isEditor: viewer?.isEditor ?? false, isAdmin: viewer?.isAdmin ?? false },
    firstSitting: firstStored?.startKey === sitting.key,
    year: competition.year,
    seenQuestions: seen,
    questions: questionIds.length,
    practice,
  });
  return {
    ...sitting,
    durationMinutes: competition.durationMinutes,
    submissionsUsed: used,
    isAllowedToSubmit: used < SUBMISSION_LIMIT,
    ratingRules: FAIRNESS_RULES,
    seenQuestions: seen,
    practice,
    outlook,
  };
}

const tokenOf = (stored: { startKey: string; competitionId: number; startedAt: Date }, userId: number) => ({
  key: stored.startKey,
  competitionId: stored.competitionId,
  userId,
  startedAt: stored.startedAt.getTime(),
});


function resultMessage(view: Omit<SubmissionView, "message">, verdict: RatingVerdict): string {
  switch (verdict) {
    case "anonymous":
      return "Sign in to get a rating for your contests.";
    case "staff":
      return "Editors and admins see every answer, so their contests are not rated.";
    case "practice":
      return "You sat this contest as practice: it is scored, not rated.";
    case "late":
      return "Submitted after the time limit: your score counts, but it is not rated.";
    case "laterSitting":
      return "Only your first sitting of a contest is rated; this one is scored.";
    case "unratedYear":
      return "Contests before 2000 are not rated.";
  }
  const seen = view.seenQuestions > 0 ? ` ${view.seenQuestions} question${view.seenQuestions === 1 ? "" : "s"} you had met before did not count.` : "";
  if (!view.ratingChange) {
    return view.seenQuestions > 0 && view.correct + view.incorrect > 0
      ? `Your rating did not change: you had met every question you answered before this sitting.`
      : "Nothing was answered, so your rating did not change.";
  }
  const { before, after } = view.ratingChange;
  return `Your ${FAMILY_LABEL[view.family]} rating went from ${Math.round(before)} to ${Math.round(after)}.${seen}`;
}

type StoredSubmission = Awaited<ReturnType<typeof db.contestSubmission.create>>;
type StoredChange = { family: Family; before: number; after: number };

/** The student's standing in the family now: rated games and rated contests (for provisional and ±). */
type Standing = { games: number; contests: number };

/** What the taker is told about a stored submission. */
function viewFrom(
  submission: StoredSubmission,
  competition: { name: string; year: number; family: Family },
  change: StoredChange | undefined,
  standing: Standing,
  viewerId: number | null = submission.userId,
): SubmissionView {
  const answerKey = showsAnswerKey(submission, viewerId);
  const view = {
    submissionId: submission.id,
    competitionId: submission.competitionId,
    competitionName: competition.name,
    competitionYear: competition.year,
    family: competition.family,
    score: submission.score,
    fullScore: submission.fullScore,
    correct: submission.correctCount,
    blank: submission.blankCount,
    incorrect: submission.incorrectCount,
    timeSpentSeconds: submission.timeSpentSeconds,
    rated: submission.rated,
    late: submission.late,
    signedIn: submission.userId !== null,
    marked: (submission.answers as Marked[]).map((entry) => ({ ...entry, correctAnswer: answerKey ? entry.correctAnswer : null })),
    seenQuestions: submission.seenQuestions,
    ratingChange: change
      ? { family: change.family, before: change.before, after: change.after, provisional: isProvisional(standing.contests), uncertainty: ratingUncertainty(standing.games) }
      : null,
  };
  return { ...view, message: resultMessage(view, submission.verdict as RatingVerdict) };
}

async function viewOf(submissionId: number, viewerId?: number | null): Promise<SubmissionView> {
  const submission = await db.contestSubmission.findUniqueOrThrow({
    where: { id: submissionId },
    include: { competition: true, ratingChanges: true },
  });
  const change = submission.ratingChanges[0];
  const standing = change ? await standingOf(db, submission.userId!, change.family) : { games: 0, contests: 0 };
  return viewFrom(submission, submission.competition, change, standing, viewerId === undefined ? submission.userId : viewerId);
}

/**
 * A stored result, at its own address (/app/result/{id}): null when there is none or the viewer
 * may not see it (maySeeSubmission); the answer key only as showsAnswerKey allows.
 */
export async function contestResult(viewer: Viewer | null, submissionId: number): Promise<SubmissionView | null> {
  const stored = await db.contestSubmission.findUnique({ where: { id: submissionId }, select: { userId: true } });
  if (!stored || !maySeeSubmission(stored, viewer?.id ?? null)) return null;
  return viewOf(submissionId, viewer?.id ?? null);
}

/** Correct answers per topic of a result's questions, in the practice filters' order. */
export async function resultTopics(result: SubmissionView): Promise<TopicScore[]> {
  const questions = await db.question.findMany({ where: { id: { in: result.marked.map((entry) => entry.questionId) } }, select: { id: true, topic: true } });
  return topicBreakdown(result.marked, new Map(questions.map((question) => [question.id, question.topic])));
}

async function standingOf(tx: Transaction, userId: number, family: Family): Promise<Standing> {
  const [rating, contests] = await Promise.all([
    tx.rating.findUnique({ where: { userId_family: { userId, family } }, select: { games: true } }),
    tx.ratingChange.count({ where: { userId, family, submissionId: { not: null } } }),
  ]);
  return { games: rating?.games ?? 0, contests };
}

export type ContestSubmission = {
  startToken: string;
  answers: { questionId: number; answer: string }[];
  /** The contest the client believes it submits: a token for another one is refused. */
  competition?: ContestName | null;
};

const isContest = (competition: ContestName, named: ContestName) => competition.name === storedName(named.name) && competition.year === named.year;


/**
 * Counts an anonymous submission of a contest against its sender's allowance (throws TooManyTries
 * when used up): anonymous takers see which answers were right, so unlimited tries would reveal the key.
 */
export type AnonymousAllowance = (competitionId: number) => Promise<void>;

export async function submitContest(
  viewer: Viewer | null,
  request: ContestSubmission,
  now: Date,
  secret: string,
  anonymousAllowance: AnonymousAllowance,
): Promise<SubmissionView> {
  const { answers } = request;
  const token = readStartToken(request.startToken, secret);
  if (!token) throw new InputError("This contest's start token is not valid. Reload the contest and try again.", "startToken");
  if (token.userId !== (viewer?.id ?? null)) throw new InputError("This contest was started by another account.", "startToken");
  const competition = await db.competition.findUnique({
    where: { id: token.competitionId },
    include: { questions: { where: { status: "PUBLISHED" }, orderBy: { problemNumber: "asc" } } },
  });
  if (!competition) throw new InputError("This contest no longer exists.", "startToken");
  if (request.competition && !isContest(competition, request.competition)) {
    throw new InputError("This start token is for another contest. Reload the contest and try again.", "startToken");
  }
  const startedAt = new Date(token.startedAt);
  const clock = timing(startedAt, competition.durationMinutes, now);
  if (clock.expired) throw new InputError("This contest attempt has expired. Start the contest again.", "startToken");
  if (!viewer) {
    // A retry, or the result page finding the submission just made, is not another try.
    const stored = await db.contestSubmission.findUnique({ where: { startKey: token.key }, select: { id: true } });
    if (stored) return viewOf(stored.id);
    await anonymousAllowance(competition.id);
  }

  try {
    const done = await admission.run(() =>
      db.$transaction(
        async (tx) => {
          // One piece of contest work at a time per student; a twin of this request that got here
          // first has then already stored its submission.
          if (viewer) await lockStudent(tx, viewer.id);
          // The student's earlier submissions of this contest: a twin's, and how many (one statement).
          const earlier = viewer
            ? await tx.contestSubmission.findMany({ where: { userId: viewer.id, competitionId: competition.id }, select: { id: true, startKey: true } })
            : await tx.contestSubmission.findMany({ where: { startKey: token.key }, select: { id: true, startKey: true } });
          const existing = earlier.find((submission) => submission.startKey === token.key);
          if (existing) return existing.id;
          const previous = viewer ? earlier.length : 0;
          if (previous >= SUBMISSION_LIMIT) throw new InputError("You have reached the submission limit for this contest.", "startToken");

          // The rated sitting is the first one stored for the student and contest (a token the
          // server did not store, issued before sittings were kept, is stored now, after the others).
          const sitting = viewer ? await closeSitting(tx, viewer.id, competition.id, token.key, startedAt, now) : null;
          const verdict = ratingVerdict({
            taker: { signedIn: viewer !== null, isEditor: viewer?.isEditor ?? false, isAdmin: viewer?.isAdmin ?? false },
            firstSitting: sitting?.first ?? false,
            late: clock.late,
            year: competition.year,
            practice: sitting?.practice ?? false,
          });

          const given = new Map(answers.map((entry) => [entry.questionId, entry.answer]));
          const score = scoreContest(competition.family, competition.questions, given);
          const calibrates = viewer !== null && calibratesQuestions(verdict);
          // Only answers met for the first time under the clock count.
          const seen = calibrates ? await metBefore(tx, viewer.id, competition.questions.map((question) => question.id)) : new Set<number>();
          const counted = countedQuestions(
            competition.questions.map((question, index) => ({ id: question.id, question, marked: score.marked[index] })),
            seen,
          );
          const rating = calibrates ? await tx.rating.findUnique({ where: { userId_family: { userId: viewer.id, family: competition.family } } }) : null;
          const before = { rating: rating?.rating ?? INITIAL_RATING, games: rating?.games ?? 0 };
          const outcome = calibrates
            ? rateSubmission({
                student: before,
                answers: counted.map(({ question, marked }) => ({
                  questionRating: question.rating,
                  questionGames: question.ratingGames,
                  multipleChoice: question.isMultipleChoice,
                  correct: marked.correct,
                  blank: marked.blank,
                })),
                year: competition.year,
              })
            : null;
          const rated = outcome?.ratedStudent ?? false;

          const submission = await tx.contestSubmission.create({
            data: {
              userId: viewer?.id ?? null,
              competitionId: competition.id,
              startKey: token.key,
              startedAt: sitting?.startedAt ?? startedAt,
              submittedAt: now,
              timeSpentSeconds: clock.timeSpentSeconds,
              answers: score.marked,
              score: score.score,
              fullScore: score.fullScore,
              correctCount: score.correct,
              blankCount: score.blank,
              incorrectCount: score.incorrect,
              rated,
              late: clock.late,
              seenQuestions: seen.size,
              verdict,
            },
          });
          if (viewer) {
            await tx.attempt.createMany({
              data: score.marked
                .filter((entry) => !entry.blank)
                .map((entry) => ({
                  userId: viewer.id,
                  questionId: entry.questionId,
                  answer: entry.given,
                  correct: entry.correct,
                  source: "CONTEST" as const,
                  attemptNumber: previous + 1,
                  contestSubmissionId: submission.id,
                })),
            });
            await recordMisses(tx, viewer.id, score.marked.filter((entry) => !entry.blank && !entry.correct).map((entry) => entry.questionId), now);
          }
          // Questions move later, in the calibration worker: no question row is locked here. A
          // submission with nothing counted (nothing reached: domain/rating.ts countedAnswers) tells nothing about them.
          if (outcome?.counted.includes(true)) {
            await queueCalibration(
              tx,
              submission.id,
              counted.filter((_, index) => outcome.counted[index]).map(({ question, marked }) => ({
                questionId: question.id,
                studentRating: before.rating,
                multipleChoice: question.isMultipleChoice,
                correct: marked.correct,
                blank: marked.blank,
              })),
            );
          }
          if (outcome && rated && viewer) {
            const after = outcome.studentAfter;
            // The student is locked, so what was read is current: the history chains exactly.
            await tx.rating.upsert({
              where: { userId_family: { userId: viewer.id, family: competition.family } },
              update: { rating: after.rating, games: after.games },
              create: { userId: viewer.id, family: competition.family, rating: after.rating, games: after.games },
            });
            await tx.ratingChange.create({
              data: { userId: viewer.id, family: competition.family, submissionId: submission.id, before: before.rating, after: after.rating },
            });
            const standing = { games: after.games, contests: await tx.ratingChange.count({ where: { userId: viewer.id, family: competition.family, submissionId: { not: null } } }) };
            return viewFrom(submission, competition, { family: competition.family, before: before.rating, after: after.rating }, standing);
          }
          return viewFrom(submission, competition, undefined, { games: 0, contests: 0 });
        },
        CONTEST_TRANSACTION,
      ),
    );
    // A submission stored just now is told from what was written; one stored before is read back.
    return typeof done === "number" ? await viewOf(done) : done;
  } catch (error) {
    // Two submits with the same token at once: the database kept one; answer with it.
    if (isUniqueViolation(error)) {
      const existing = await db.contestSubmission.findUnique({ where: { startKey: token.key }, select: { id: true } });
      if (existing) return viewOf(existing.id);
    }
    throw error;
  }
}
