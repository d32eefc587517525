// Taking a contest: a sitting (its questions without answers and a signed start token), started
// or resumed; a signed-in student's sittings are stored, and their open one is resumed whatever
// token the client kept, so the clock runs from the first token. Submitting is checked against the
// token here, then scored, recorded and rated with the submissions arriving at the same time, in
// one transaction per batch under a lock on its students (contestSubmissions.ts); it is
// idempotent (the token's key identifies the sitting: a double click, a retry or the auto-submit
// racing a manual submit all find the same submission). Question calibration is queued in that
// transaction and applied by the calibration worker (calibration.ts). The fairness rules are
// domain/contestFairness.ts. The clock is the caller's `now`, read once per request.
import { db } from "../db/index.ts";
import type { Competition } from "../db/generated/client.ts";
import { FAMILY_LABEL, type Family } from "../domain/families.ts";
import { isUnderWay, readStartToken, resumeSitting, startSitting, storedSitting, type Sitting } from "../domain/contestClock.ts";
import { alreadyUnrated, FAIRNESS_RULES, maySeeSubmission, showsAnswerKey, sittingOutlook, type RatingVerdict, type SittingOutlook } from "../domain/contestFairness.ts";
import { topicBreakdown, type Marked, type TopicScore } from "../domain/contestScoring.ts";
import { isProvisional } from "../domain/rating.ts";
import { ratingUncertainty } from "../domain/ratingScale.ts";
import type { Viewer } from "../domain/viewer.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { InputError } from "../domain/errors.ts";
import { Admission } from "./admission.ts";
import { storeSubmission, SUBMISSION_LIMIT, type StoredSubmission } from "./contestSubmissions.ts";
import { contestQuestionsJson, questionsShapeOf, readQuestionsOf, type ContestQuestionsQuery, type ReadQuestions } from "./contestQuestions.ts";
import type { QuestionJson } from "./questionRead.ts";
import { readRows } from "../db/directReads.ts";

export { SUBMISSION_LIMIT };

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
  /** The contest's row, as read with the sitting. */
  competition: Competition;
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
  /** Its questions, when they were read with the sitting (see contestQuestions.ts). */
  questions: ReadQuestions | null;
};

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
  const competition = await db.competition.findFirst({
    where: { name: storedName(request.name), year: request.year, enabled: true },
    select: { id: true, year: true, durationMinutes: true },
  });
  if (!competition || competition.id !== token.competitionId) throw new InputError(notOpen, "startToken");
  const refusal = await db.$transaction(async (tx) => {
    await lockStudent(tx, viewer.id);
    const open = { startKey: token.key, userId: viewer.id, submittedAt: null, startedAt: { gt: new Date(now.getTime() - competition.durationMinutes * 60_000) } };
    if ((await tx.contestSitting.count({ where: open })) === 0) return notOpen;
    // Only a choice that changes something is taken: a sitting never rated anyway says why.
    const first = await tx.contestSitting.findFirst({ where: { userId: viewer.id, competitionId: competition.id }, orderBy: { id: "asc" }, select: { startKey: true } });
    const unrated = alreadyUnrated({
      taker: { signedIn: true, isEditor: viewer.isEditor, isAdmin: viewer.isAdmin },
      firstSitting: first?.startKey === token.key,
      year: competition.year,
    });
    if (unrated) return unrated;
    await tx.contestSitting.updateMany({ where: open, data: { practice: true } });
    return null;
  });
  if (refusal) throw new InputError(refusal, "startToken");
  return startContest(viewer, request, now, secret);
}

/** A stored sitting of the viewer, as the contest page reads it. */
type StoredSittingRow = { startKey: string; competitionId: number; startedAt: Date; submittedAt: Date | null; practice: boolean };

/** An enabled contest and what its page tells the viewer about it (counts are 0 for anonymous visitors). */
type ContestState = {
  competition: Competition;
  submissionsUsed: number;
  /** Its published questions, and those the viewer answered before (anywhere): met before this sitting. */
  questions: number;
  seenQuestions: number;
  /** The viewer's stored sittings of it, oldest first: the first is the rated one. */
  sittings: StoredSittingRow[];
  /** The questions, when a query shape was given that is read here. */
  read: ReadQuestions | null;
};

type ContestStateRow = Omit<Competition, "family"> & {
  family: string;
  submissions_used: number;
  questions: number;
  seen_questions: number;
  sittings: { startKey: string; startedAt: number; submittedAt: number | null; practice: boolean }[];
  question_rows: QuestionJson[] | null;
};

/**
 * The contest and the viewer's standing in it, in one statement (the contest page's every reload
 * reads it), with its questions when `questions` is a query shape read here (contestQuestions.ts).
 */
async function contestState(request: ContestName, userId: number | null, questions: ContestQuestionsQuery | null): Promise<ContestState | null> {
  const shape = questionsShapeOf(questions);
  const [row] = await readRows<ContestStateRow>`
    SELECT c.id, c.name, c.family::text AS family, c.year, c.duration_minutes AS "durationMinutes", c.enabled, c.is_sample AS "isSample", c.created_at AS "createdAt",
      (SELECT COUNT(*)::int FROM contest_submissions s WHERE s.user_id = ${userId}::int AND s.competition_id = c.id) AS submissions_used,
      (SELECT COUNT(*)::int FROM questions q WHERE q.competition_id = c.id AND q.status = 'PUBLISHED') AS questions,
      (SELECT COUNT(*)::int FROM questions q WHERE q.competition_id = c.id AND q.status = 'PUBLISHED'
         AND EXISTS (SELECT 1 FROM attempts a WHERE a.user_id = ${userId}::int AND a.question_id = q.id)) AS seen_questions,
      COALESCE((SELECT json_agg(json_build_object('startKey', t.start_key, 'startedAt', extract(epoch FROM t.started_at) * 1000,
                 'submittedAt', extract(epoch FROM t.submitted_at) * 1000, 'practice', t.practice) ORDER BY t.id)
        FROM contest_sittings t WHERE t.user_id = ${userId}::int AND t.competition_id = c.id), '[]'::json) AS sittings,
      ${contestQuestionsJson(shape)} AS question_rows
    FROM competitions c WHERE c.name = ${storedName(request.name)} AND c.year = ${request.year}::int AND c.enabled`;
  if (!row) return null;
  const { submissions_used, questions: questionCount, seen_questions, sittings, question_rows, ...competition } = row;
  return {
    competition: { ...competition, family: competition.family as Family },
    submissionsUsed: submissions_used,
    questions: questionCount,
    seenQuestions: seen_questions,
    sittings: sittings.map((stored) => ({
      startKey: stored.startKey,
      competitionId: competition.id,
      startedAt: new Date(stored.startedAt),
      submittedAt: stored.submittedAt === null ? null : new Date(stored.submittedAt),
      practice: stored.practice,
    })),
    read: readQuestionsOf(shape, question_rows),
  };
}

/**
 * The student's open sitting among their unsubmitted ones (started, time not up), resumed whatever
 * token the client kept: only its token is signed again, not every abandoned sitting's.
 */
function openSitting(unsubmitted: readonly StoredSittingRow[], competition: Competition, userId: number, secret: string, now: Date): Sitting | undefined {
  const open = unsubmitted.find((stored) => isUnderWay(stored.startedAt, competition, now));
  return open && storedSitting(tokenOf(open, userId), competition, secret);
}

/**
 * A sitting of an enabled contest, or null when there is none. A signed-in student gets their
 * open sitting (not submitted, time not up) back whatever token the client kept, so a reload
 * resumes it and a new token never resets the clock; without one, a new sitting starting now is
 * stored. An anonymous visitor gets the sitting `startToken` stands for while it may go on (see
 * resumeSitting), otherwise a new one. A reload of an open sitting is one read; starting one is
 * done under the student's lock, and read again after. `questions`: the query the sitting's
 * questions will be read with, if they are asked for: read in the same statement when it can be.
 */
export async function startContest(
  viewer: Viewer | null,
  request: ContestName & { startToken?: string | null },
  now: Date,
  secret: string,
  questions: ContestQuestionsQuery | null = null,
): Promise<ContestSitting | null> {
  let state = await contestState(request, viewer?.id ?? null, questions);
  if (!state) return null;
  // The questions are read with the first state only: the sitting started in between changes them not.
  const { competition, read } = state;
  const kept = request.startToken ? resumeSitting(request.startToken, competition, viewer?.id ?? null, secret, now) : null;
  let sitting: Sitting;
  if (viewer) {
    const resumed = openSitting(state.sittings.filter((stored) => stored.submittedAt === null), competition, viewer.id, secret, now);
    if (resumed) sitting = resumed;
    else {
      sitting = await admission.run(() => db.$transaction(async (tx) => {
        await lockStudent(tx, viewer.id);
        const unsubmitted = await tx.contestSitting.findMany({ where: { userId: viewer.id, competitionId: competition.id, submittedAt: null }, orderBy: { id: "asc" } });
        const open = openSitting(unsubmitted, competition, viewer.id, secret, now);
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
      state = (await contestState(request, viewer.id, null)) ?? state;
    }
  } else {
    const submitted = kept ? await db.contestSubmission.findUnique({ where: { startKey: kept.key }, select: { id: true } }) : null;
    sitting = kept && !submitted ? kept : startSitting(competition, null, secret, now);
  }
  const used = state.submissionsUsed;
  const seen = state.seenQuestions;
  // The rated sitting is the first one stored for the student and contest (as submitContest decides).
  const firstStored = state.sittings[0];
  const practice = state.sittings.find((stored) => stored.startKey === sitting.key)?.practice ?? false;
  const outlook = sittingOutlook({
    taker: { signedIn: viewer !== null, isEditor: viewer?.isEditor ?? false, isAdmin: viewer?.isAdmin ?? false },
    firstSitting: firstStored?.startKey === sitting.key,
    year: competition.year,
    seenQuestions: seen,
    questions: viewer ? state.questions : 0,
    practice,
  });
  return {
    ...sitting,
    competition,
    durationMinutes: competition.durationMinutes,
    submissionsUsed: used,
    isAllowedToSubmit: used < SUBMISSION_LIMIT,
    ratingRules: FAIRNESS_RULES,
    seenQuestions: seen,
    practice,
    outlook,
    questions: read,
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
    marked: submission.answers.map((entry) => ({ ...entry, correctAnswer: answerKey ? entry.correctAnswer : null })),
    seenQuestions: submission.seenQuestions,
    ratingChange: change
      ? { family: change.family, before: change.before, after: change.after, provisional: isProvisional(standing.contests), uncertainty: ratingUncertainty(standing.games) }
      : null,
  };
  return { ...view, message: resultMessage(view, submission.verdict) };
}

async function viewOf(submissionId: number, viewerId?: number | null): Promise<SubmissionView> {
  const submission = await db.contestSubmission.findUniqueOrThrow({
    where: { id: submissionId },
    include: { competition: true, ratingChanges: true },
  });
  const change = submission.ratingChanges[0];
  const standing = change ? await standingOf(db, submission.userId!, change.family) : { games: 0, contests: 0 };
  const stored = { ...submission, answers: submission.answers as Marked[], verdict: submission.verdict as RatingVerdict };
  return viewFrom(stored, submission.competition, change, standing, viewerId === undefined ? submission.userId : viewerId);
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
  const token = readStartToken(request.startToken, secret);
  if (!token) throw new InputError("This contest's start token is not valid. Reload the contest and try again.", "startToken");
  if (token.userId !== (viewer?.id ?? null)) throw new InputError("This contest was started by another account.", "startToken");
  if (!viewer) {
    // A retry, or the result page finding the submission just made, is not another try.
    const stored = await db.contestSubmission.findUnique({ where: { startKey: token.key }, select: { id: true } });
    if (stored) return viewOf(stored.id);
    await anonymousAllowance(token.competitionId);
  }
  const named = request.competition ? { name: storedName(request.competition.name), year: request.competition.year } : null;
  try {
    // Written with the submissions arriving at the same time (contestSubmissions.ts).
    const outcome = await storeSubmission({ viewer, token, answers: request.answers, named, now });
    if ("existingId" in outcome) return viewOf(outcome.existingId);
    // A submission stored just now is told from what was written.
    const { stored, competition, change } = outcome;
    return viewFrom(stored, competition, change ?? undefined, change ? { games: change.games, contests: change.contests } : { games: 0, contests: 0 });
  } catch (error) {
    // Two submits with the same token at once on two instances: the database kept one; answer with it.
    if (isUniqueViolation(error)) {
      const existing = await db.contestSubmission.findUnique({ where: { startKey: token.key }, select: { id: true } });
      if (existing) return viewOf(existing.id);
    }
    throw error;
  }
}
