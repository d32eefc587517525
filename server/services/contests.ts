// Taking a contest: a sitting (its questions without answers and a signed start token), started
// or resumed from the token the client kept; submitting is checked against the token, scored,
// recorded and rated in one transaction, and is idempotent (the token's key identifies the
// sitting: a double click, a retry or the auto-submit racing a manual submit all find the same
// submission). The clock is the caller's `now`, read once per request.
import { db } from "../db/index.ts";
import type { Family } from "../domain/families.ts";
import { readStartToken, resumeSitting, startSitting, timing, type Sitting } from "../domain/contestClock.ts";
import { scoreContest, type Marked } from "../domain/contestScoring.ts";
import { INITIAL_RATING, isProvisional, isRatedYear, rateSubmission } from "../domain/rating.ts";
import type { Viewer } from "../domain/viewer.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { InputError } from "../domain/errors.ts";
import { recordMisses } from "./reviewCards.ts";

/** Submissions a student may make per contest; only the first is rated. */
export const SUBMISSION_LIMIT = 3;

export type RatingChangeView = { family: Family; before: number; after: number; provisional: boolean };

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
  marked: Marked[];
  ratingChange: RatingChangeView | null;
  message: string;
};

/** A contest by its name (any case) and year, such as AMC_10A 2024. */
export type ContestName = { name: string; year: number };

const storedName = (name: string) => name.trim().toUpperCase();

export type ContestSitting = Sitting & { durationMinutes: number; submissionsUsed: number; isAllowedToSubmit: boolean };

/** How many times the viewer has submitted this contest (0 for anonymous visitors). */
async function submissionsUsed(viewer: Viewer | null, competitionId: number): Promise<number> {
  return viewer ? db.contestSubmission.count({ where: { userId: viewer.id, competitionId } }) : 0;
}

/**
 * A sitting of an enabled contest, or null when there is none: the one `startToken` stands for
 * when the viewer may go on with it (see resumeSitting) and it was not submitted yet, otherwise
 * a new one starting now.
 */
export async function startContest(
  viewer: Viewer | null,
  request: ContestName & { startToken?: string | null },
  now: Date,
  secret: string,
): Promise<ContestSitting | null> {
  const competition = await db.competition.findFirst({ where: { name: storedName(request.name), year: request.year, enabled: true } });
  if (!competition) return null;
  const userId = viewer?.id ?? null;
  const kept = request.startToken ? resumeSitting(request.startToken, competition, userId, secret, now) : null;
  const submitted = kept ? await db.contestSubmission.findUnique({ where: { startKey: kept.key }, select: { id: true } }) : null;
  const sitting = kept && !submitted ? kept : startSitting(competition, userId, secret, now);
  const used = await submissionsUsed(viewer, competition.id);
  return { ...sitting, durationMinutes: competition.durationMinutes, submissionsUsed: used, isAllowedToSubmit: used < SUBMISSION_LIMIT };
}

function resultMessage(view: Omit<SubmissionView, "message">, firstSubmission: boolean): string {
  if (!view.signedIn) return "Sign in to get a rating for your contests.";
  if (view.late) return "Submitted after the time limit: your score counts, but it is not rated.";
  if (!firstSubmission) return "Only your first submission of a contest is rated; this one is scored.";
  if (!isRatedYear(view.competitionYear)) return "Contests before 2000 are not rated.";
  if (!view.ratingChange) return "Nothing was answered, so your rating did not change.";
  const { before, after } = view.ratingChange;
  return `Your ${view.family.replace("AMC", "AMC ")} rating went from ${Math.round(before)} to ${Math.round(after)}.`;
}

async function viewOf(submissionId: number): Promise<SubmissionView> {
  const submission = await db.contestSubmission.findUniqueOrThrow({
    where: { id: submissionId },
    include: { competition: true, ratingChanges: true },
  });
  const change = submission.ratingChanges[0];
  const earlier = submission.userId
    ? await db.contestSubmission.count({ where: { userId: submission.userId, competitionId: submission.competitionId, id: { lt: submission.id } } })
    : 0;
  const games = change ? (await db.rating.findUnique({ where: { userId_family: { userId: submission.userId!, family: change.family } } }))?.games ?? 0 : 0;
  const view = {
    submissionId: submission.id,
    competitionId: submission.competitionId,
    competitionName: submission.competition.name,
    competitionYear: submission.competition.year,
    family: submission.competition.family,
    score: submission.score,
    fullScore: submission.fullScore,
    correct: submission.correctCount,
    blank: submission.blankCount,
    incorrect: submission.incorrectCount,
    timeSpentSeconds: submission.timeSpentSeconds,
    rated: submission.rated,
    late: submission.late,
    signedIn: submission.userId !== null,
    marked: submission.answers as Marked[],
    ratingChange: change ? { family: change.family, before: change.before, after: change.after, provisional: isProvisional(games) } : null,
  };
  return { ...view, message: resultMessage(view, earlier === 0) };
}

export type ContestSubmission = {
  startToken: string;
  answers: { questionId: number; answer: string }[];
  /** The contest the client believes it submits: a token for another one is refused. */
  competition?: ContestName | null;
};

const isContest = (competition: ContestName, named: ContestName) => competition.name === storedName(named.name) && competition.year === named.year;

export async function submitContest(viewer: Viewer | null, request: ContestSubmission, now: Date, secret: string): Promise<SubmissionView> {
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

  try {
    const submissionId = await db.$transaction(
      async (tx) => {
        // One submission at a time per student and contest (a negative key keeps clear of the answer
        // locks); a twin of this request that got here first has then already stored its submission.
        if (viewer) await tx.$executeRaw`SELECT pg_advisory_xact_lock(${viewer.id}::int, ${-competition.id}::int)`;
        const existing = await tx.contestSubmission.findUnique({ where: { startKey: token.key }, select: { id: true } });
        if (existing) return existing.id;
        const previous = viewer ? await tx.contestSubmission.count({ where: { userId: viewer.id, competitionId: competition.id } }) : 0;
        if (previous >= SUBMISSION_LIMIT) throw new InputError("You have reached the submission limit for this contest.", "startToken");

        const given = new Map(answers.map((entry) => [entry.questionId, entry.answer]));
        const score = scoreContest(competition.family, competition.questions, given);
        // A student's first, on-time submission moves ratings; pre-2000 contests only calibrate questions.
        const counts = viewer !== null && previous === 0 && !clock.late;
        const rating = counts ? await tx.rating.findUnique({ where: { userId_family: { userId: viewer.id, family: competition.family } } }) : null;
        const outcome = counts
          ? rateSubmission({
              student: { rating: rating?.rating ?? INITIAL_RATING, games: rating?.games ?? 0 },
              answers: competition.questions.map((question, index) => ({
                questionRating: question.rating,
                questionGames: question.ratingGames,
                multipleChoice: question.isMultipleChoice,
                correct: score.marked[index].correct,
                blank: score.marked[index].blank,
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
            startedAt,
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
        }
        if (viewer) await recordMisses(tx, viewer.id, score.marked.filter((entry) => !entry.blank && !entry.correct).map((entry) => entry.questionId), now);
        // Changes are written as increments, so students submitting at the same time lose nothing.
        if (outcome) {
          await Promise.all(
            competition.questions.map((question, index) => {
              const after = outcome.questionsAfter[index];
              return tx.question.update({
                where: { id: question.id },
                data: { rating: { increment: after.rating - question.rating }, ratingGames: { increment: after.games - question.ratingGames } },
              });
            }),
          );
        }
        if (outcome && rated && viewer) {
          const before = { rating: rating?.rating ?? INITIAL_RATING, games: rating?.games ?? 0 };
          const after = outcome.studentAfter;
          await tx.rating.upsert({
            where: { userId_family: { userId: viewer.id, family: competition.family } },
            update: { rating: { increment: after.rating - before.rating }, games: { increment: after.games - before.games } },
            create: { userId: viewer.id, family: competition.family, rating: after.rating, games: after.games },
          });
          await tx.ratingChange.create({
            data: { userId: viewer.id, family: competition.family, submissionId: submission.id, before: before.rating, after: after.rating },
          });
        }
        return submission.id;
      },
      { timeout: 30_000, maxWait: 30_000 },
    );
    return await viewOf(submissionId);
  } catch (error) {
    // Two submits with the same token at once: the database kept one; answer with it.
    if (isUniqueViolation(error)) {
      const existing = await db.contestSubmission.findUnique({ where: { startKey: token.key }, select: { id: true } });
      if (existing) return viewOf(existing.id);
    }
    throw error;
  }
}
