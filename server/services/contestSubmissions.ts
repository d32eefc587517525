// Storing contest submissions, many at once: submissions that arrive together are written
// together, in one transaction per batch whose statements are set-based (a fixed number of
// statements per batch, whatever its size), so a class submitting at the same moment costs a few
// round trips rather than a dozen per student. The rules are the same as for one submission
// (domain/contestFairness.ts, contestScoring.ts, rating.ts); only the writing is shared.
//
//   1. lock the batch's students (pg_advisory_xact_lock(userId, 0), in ascending order, the same
//      lock startContest and re-anchoring take), so a student's rating is read and written by one
//      transaction at a time (a batch never holds two submissions of one student), and read the
//      contests with their published questions;
//   2. read per submission the student's earlier submissions, first sitting, questions met
//      before, rating and review cards;
//   3. decide each submission in memory (scored, verdict, rated, cards moved on);
//   4. write sittings, submissions, attempts, review cards, queued calibration games, ratings and
//      rating history in one statement for the whole batch.
// Three statements per batch, whatever its size.
// A batch that fails is retried one submission at a time, so one submission's fault (a twin
// stored meanwhile by another instance) never fails the others. Questions move later, in the
// calibration worker (calibration.ts): no question row is locked here.
import { db } from "../db/index.ts";
import type { Family } from "../domain/families.ts";
import { timing, type StartToken } from "../domain/contestClock.ts";
import { calibratesQuestions, countedQuestions, ratingVerdict, type RatingVerdict } from "../domain/contestFairness.ts";
import { scoreContest, type Marked } from "../domain/contestScoring.ts";
import { INITIAL_RATING, rateSubmission } from "../domain/rating.ts";
import { InputError } from "../domain/errors.ts";
import type { Viewer } from "../domain/viewer.ts";
import { cardsAfterMisses, type StoredCard, writeCards } from "./reviewCards.ts";
import { Prisma } from "../db/generated/client.ts";
import { outsideRequest } from "../requestScope.ts";
import type { CalibrationGame } from "../domain/calibration.ts";
import { queuedGames } from "./calibration.ts";

type Transaction = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/** Submissions a student may make per contest; only the first is rated. */
export const SUBMISSION_LIMIT = 3;

/** Submissions written in one transaction at most. */
export const BATCH_SIZE = 400;
/** Batches written at once (PostgreSQL works on one while the server prepares the next). */
export const BATCHES_AT_ONCE = 2;
/** A batch's transaction; it only bounds a stuck one. */
const BATCH_TRANSACTION = { timeout: 60_000, maxWait: 60_000 };

/** One submission as the contest service checked it (token signed and of this taker). */
export type SubmissionRequest = {
  viewer: Viewer | null;
  token: StartToken;
  answers: readonly { questionId: number; answer: string }[];
  /** The contest the client believes it submits, already in stored form (upper case). */
  named: { name: string; year: number } | null;
  now: Date;
};

export type StoredCompetition = { id: number; name: string; year: number; family: Family; durationMinutes: number };

/** What was stored for a submission, as the contest service tells it. */
export type StoredSubmission = {
  id: number;
  userId: number | null;
  competitionId: number;
  startKey: string;
  startedAt: Date;
  submittedAt: Date;
  timeSpentSeconds: number;
  answers: Marked[];
  score: number;
  fullScore: number;
  correctCount: number;
  blankCount: number;
  incorrectCount: number;
  rated: boolean;
  late: boolean;
  seenQuestions: number;
  verdict: RatingVerdict;
};

/** A submission just stored, with its rating change (and the student's standing after it), or the id of one stored before. */
export type SubmissionOutcome =
  | {
      stored: StoredSubmission;
      competition: StoredCompetition;
      change: { family: Family; before: number; after: number; games: number; contests: number } | null;
    }
  | { existingId: number };

type ContestQuestionRow = { id: number; answer: string; isMultipleChoice: boolean; rating: number; ratingGames: number };
type ContestRow = StoredCompetition & { questions: ContestQuestionRow[] };

/**
 * Locks the batch's students (pg_advisory_xact_lock(userId, 0), in ascending order: two batches
 * never wait on each other in a circle) and reads the batch's contests with their published
 * questions in problem order, in one statement. What the students' rows hold is read by the next
 * statement, whose snapshot comes after the locks.
 */
async function lockAndReadContests(tx: Transaction, students: number[], ids: number[]): Promise<Map<number, ContestRow>> {
  const rows = await tx.$queryRaw<(Omit<ContestRow, "durationMinutes" | "questions"> & { duration_minutes: number; questions: ContestQuestionRow[] | null })[]>`
    WITH locked AS (SELECT count(pg_advisory_xact_lock(s.id, 0)::text) AS students FROM (SELECT unnest(${students}::int[]) AS id ORDER BY 1) s)
    SELECT c.id, c.name, c.year, c.family::text AS family, c.duration_minutes,
      (SELECT json_agg(json_build_object('id', q.id, 'answer', q.answer, 'isMultipleChoice', q.is_multiple_choice,
                                         'rating', q.rating, 'ratingGames', q.rating_games) ORDER BY q.problem_number, q.id)
       FROM questions q WHERE q.competition_id = c.id AND q.status = 'PUBLISHED') AS questions
    FROM locked RIGHT JOIN competitions c ON locked.students >= 0 WHERE c.id = ANY(${ids}::int[])`;
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, name: row.name, year: row.year, family: row.family, durationMinutes: row.duration_minutes, questions: row.questions ?? [] },
    ]),
  );
}

type StateRow = {
  ord: number;
  twin_id: number | null;
  earlier: number;
  first_key: string | null;
  stored_start: Date | null;
  /** The student chose to sit this sitting as practice (never rated). */
  practice: boolean | null;
  met: number[];
  rating: number | null;
  games: number | null;
  rated_contests: number;
  /** The student's review cards of the contest's questions (times in ms since the epoch). */
  cards: (Omit<StoredCard, "due" | "lastReview"> & { due: number; lastReview: number | null })[] | null;
};

/**
 * Per submission, in one statement: the submission already stored under its token (a twin), the
 * student's earlier submissions of the contest, their first stored sitting, this one's start and
 * whether it is sat as practice,
 * the contest's questions they answered before (anywhere), their rating and rated contests, and
 * their review cards of the contest's questions (a miss moves a card on from where it is).
 */
async function readStates(tx: Transaction, items: readonly Pending[]): Promise<StateRow[]> {
  const ords = items.map((_, index) => index);
  const users = items.map((item) => item.request.viewer?.id ?? null);
  const competitions = items.map((item) => item.request.token.competitionId);
  const keys = items.map((item) => item.request.token.key);
  return tx.$queryRaw<StateRow[]>`
    SELECT i.ord,
      (SELECT s.id FROM contest_submissions s WHERE s.start_key = i.start_key) AS twin_id,
      (SELECT count(*)::int FROM contest_submissions s WHERE s.user_id = i.user_id AND s.competition_id = i.competition_id) AS earlier,
      (SELECT s.start_key FROM contest_sittings s WHERE s.user_id = i.user_id AND s.competition_id = i.competition_id ORDER BY s.id LIMIT 1) AS first_key,
      (SELECT s.started_at FROM contest_sittings s WHERE s.start_key = i.start_key) AS stored_start,
      (SELECT s.practice FROM contest_sittings s WHERE s.start_key = i.start_key) AS practice,
      ARRAY(SELECT DISTINCT a.question_id FROM attempts a JOIN questions q ON q.id = a.question_id
            WHERE a.user_id = i.user_id AND q.competition_id = i.competition_id) AS met,
      r.rating, r.games,
      (SELECT count(*)::int FROM rating_changes rc WHERE rc.user_id = i.user_id AND rc.family = c.family AND rc.submission_id IS NOT NULL) AS rated_contests,
      (SELECT json_agg(json_build_object('userId', r.user_id, 'questionId', r.question_id, 'due', extract(epoch FROM r.due) * 1000,
                                         'stability', r.stability, 'difficulty', r.difficulty, 'reps', r.reps, 'lapses', r.lapses, 'state', r.state,
                                         'scheduledDays', r.scheduled_days, 'learningSteps', r.learning_steps,
                                         'lastReview', extract(epoch FROM r.last_review) * 1000))
       FROM review_cards r JOIN questions q ON q.id = r.question_id WHERE r.user_id = i.user_id AND q.competition_id = i.competition_id) AS cards
    FROM unnest(${ords}::int[], ${users}::int[], ${competitions}::int[], ${keys}::text[]) AS i(ord, user_id, competition_id, start_key)
    LEFT JOIN competitions c ON c.id = i.competition_id
    LEFT JOIN ratings r ON r.user_id = i.user_id AND r.family = c.family
    ORDER BY i.ord`;
}

/** One submission decided: what to write for it. */
type Decided = {
  pending: Pending;
  competition: ContestRow;
  row: Omit<StoredSubmission, "id">;
  /** The sitting to store as submitted (signed-in takers). */
  sitting: boolean;
  games: (CalibrationGame & { questionId: number })[];
  /** Which of the student's submissions of the contest this is: its answers' attempt number. */
  attemptNumber: number;
  change: { family: Family; before: number; after: number; games: number; contests: number } | null;
};

/** Decides one submission from what the batch read: an outcome already known, an error, or what to write. */
function decide(pending: Pending, state: StateRow, competition: ContestRow | undefined): Decided | { existingId: number } | InputError {
  const { viewer, token, answers, named, now } = pending.request;
  if (!competition) return new InputError("This contest no longer exists.", "startToken");
  if (named && (competition.name !== named.name || competition.year !== named.year)) {
    return new InputError("This start token is for another contest. Reload the contest and try again.", "startToken");
  }
  const clock = timing(new Date(token.startedAt), competition.durationMinutes, now);
  if (clock.expired) return new InputError("This contest attempt has expired. Start the contest again.", "startToken");
  // A twin of this request (a double click, a retry, the auto-submit) already stored it.
  if (state.twin_id !== null) return { existingId: state.twin_id };
  const previous = viewer ? state.earlier : 0;
  if (previous >= SUBMISSION_LIMIT) return new InputError("You have reached the submission limit for this contest.", "startToken");

  // The rated sitting is the first one stored for the student and contest (a token the server did
  // not store, issued before sittings were kept, is stored now, after the others).
  const first = state.first_key === null || state.first_key === token.key;
  const startedAt = state.stored_start ?? new Date(token.startedAt);
  const verdict = ratingVerdict({
    taker: { signedIn: viewer !== null, isEditor: viewer?.isEditor ?? false, isAdmin: viewer?.isAdmin ?? false },
    firstSitting: viewer !== null && first,
    late: clock.late,
    year: competition.year,
    practice: state.practice ?? false,
  });
  const given = new Map(answers.map((entry) => [entry.questionId, entry.answer]));
  const score = scoreContest(competition.family, competition.questions, given);
  const calibrates = viewer !== null && calibratesQuestions(verdict);
  // Only answers met for the first time under the clock count.
  const seen = calibrates ? new Set(state.met) : new Set<number>();
  const seenQuestions = competition.questions.filter((question) => seen.has(question.id)).length;
  const counted = countedQuestions(
    competition.questions.map((question, index) => ({ id: question.id, question, marked: score.marked[index]! })),
    seen,
  );
  const before = { rating: state.rating ?? INITIAL_RATING, games: state.games ?? 0 };
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
  return {
    pending,
    competition,
    sitting: viewer !== null,
    attemptNumber: previous + 1,
    row: {
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
      seenQuestions,
      verdict,
    },
    // A submission with nothing counted (nothing reached: domain/rating.ts countedAnswers) tells the questions nothing.
    games: outcome
      ? counted
          .filter((_, index) => outcome.counted[index])
          .map(({ question, marked }) => ({
            questionId: question.id,
            studentRating: before.rating,
            multipleChoice: question.isMultipleChoice,
            correct: marked.correct,
            blank: marked.blank,
          }))
      : [],
    change:
      outcome && rated
        ? {
            family: competition.family,
            before: before.rating,
            after: outcome.studentAfter.rating,
            games: outcome.studentAfter.games,
            contests: state.rated_contests + 1,
          }
        : null,
  };
}

/**
 * Writes the decided submissions in one statement (data-modifying WITH queries over the batch,
 * sent as one JSON parameter): the sittings as submitted, the submissions, their attempts (read
 * back from each submission's marked answers), the review cards of their misses, the queued
 * calibration games (one row per submission), the ratings and the rating history. Answers each
 * submission's new id by its start key.
 */
async function writeDecided(tx: Transaction, decided: Decided[], cards: ReturnType<typeof cardsAfterMisses>): Promise<Map<string, number>> {
  // One object per submission, its keys the column names of `input` below (dates as ISO text,
  // which the timestamp(3) columns read as UTC, as Prisma writes them).
  const input = decided.map((entry, index) => ({
    ...entry.row,
    ord: index + 1,
    sitting: entry.sitting,
    attemptNumber: entry.attemptNumber,
    // Its games, one queue row (calibration.ts); every game has the student's rating before.
    ...(entry.games.length > 0 ? { studentRating: entry.games[0]!.studentRating, ...queuedGames(entry.games) } : {}),
    // The students are locked, so what was read is current: each history chains exactly.
    ...(entry.change ? { family: entry.change.family, ratingBefore: entry.change.before, ratingAfter: entry.change.after, ratingGames: entry.change.games } : {}),
  }));
  const sql = Prisma.sql;
  const rows = await tx.$queryRaw<{ id: number; start_key: string }[]>`
    WITH input AS (
      SELECT * FROM json_to_recordset(${JSON.stringify(input)}::json) AS i(ord int, "userId" int, "competitionId" int, "startKey" text,
        "startedAt" timestamp(3), "submittedAt" timestamp(3), "timeSpentSeconds" int, answers jsonb, score float8, "fullScore" float8,
        "correctCount" int, "blankCount" int, "incorrectCount" int, rated boolean, late boolean, "seenQuestions" int, verdict text,
        sitting boolean, "attemptNumber" int, "studentRating" float8, "questionIds" int[], "multipleChoice" boolean[], correct boolean[],
        blank boolean[], family text, "ratingBefore" float8, "ratingAfter" float8, "ratingGames" int)
    ), sittings AS (
      INSERT INTO contest_sittings (user_id, competition_id, start_key, started_at, submitted_at)
      SELECT "userId", "competitionId", "startKey", "startedAt", "submittedAt" FROM input WHERE sitting ORDER BY ord
      ON CONFLICT (start_key) DO UPDATE SET submitted_at = EXCLUDED.submitted_at
    ), submissions AS (
      INSERT INTO contest_submissions (user_id, competition_id, start_key, started_at, submitted_at, time_spent_seconds, answers, score,
        full_score, correct_count, blank_count, incorrect_count, rated, late, seen_questions, verdict)
      SELECT "userId", "competitionId", "startKey", "startedAt", "submittedAt", "timeSpentSeconds", answers, score,
        "fullScore", "correctCount", "blankCount", "incorrectCount", rated, late, "seenQuestions", verdict
      FROM input ORDER BY ord
      RETURNING id, start_key, user_id, submitted_at, answers
    ), attempts AS (
      -- Every answer given by a signed-in student is an attempt (the nth submission of the contest
      -- is attempt n), at its submission's time.
      INSERT INTO attempts (user_id, question_id, answer, correct, source, attempt_number, contest_submission_id, created_at)
      SELECT s.user_id, (m.marked->>'questionId')::int, m.marked->>'given', (m.marked->>'correct')::boolean, 'CONTEST', i."attemptNumber", s.id, s.submitted_at
      FROM submissions s JOIN input i ON i."startKey" = s.start_key
      CROSS JOIN LATERAL jsonb_array_elements(s.answers) WITH ORDINALITY AS m(marked, position)
      WHERE s.user_id IS NOT NULL AND NOT (m.marked->>'blank')::boolean
      ORDER BY i.ord, m.position
    ), cards AS (${cards.length > 0 ? writeCards(cards) : sql`SELECT 1`}
    ), games AS (
      INSERT INTO calibration_queue (submission_id, student_rating, question_ids, multiple_choice, correct, blank)
      SELECT s.id, i."studentRating", i."questionIds", i."multipleChoice", i.correct, i.blank
      FROM input i JOIN submissions s ON s.start_key = i."startKey"
      WHERE i."questionIds" IS NOT NULL ORDER BY i.ord
    ), ratings AS (
      INSERT INTO ratings (user_id, family, rating, games, updated_at)
      SELECT "userId", family::"CompetitionFamily", "ratingAfter", "ratingGames", "submittedAt" FROM input WHERE family IS NOT NULL ORDER BY ord
      ON CONFLICT (user_id, family) DO UPDATE SET rating = EXCLUDED.rating, games = EXCLUDED.games, updated_at = EXCLUDED.updated_at
    ), history AS (
      INSERT INTO rating_changes (user_id, family, submission_id, before, after, created_at)
      SELECT i."userId", i.family::"CompetitionFamily", s.id, i."ratingBefore", i."ratingAfter", i."submittedAt"
      FROM input i JOIN submissions s ON s.start_key = i."startKey"
      WHERE i.family IS NOT NULL ORDER BY i.ord
    )
    SELECT id, start_key FROM submissions`;
  return new Map(rows.map((row) => [row.start_key, row.id]));
}

/** Writes one batch in one transaction; settles each submission's promise (an InputError settles only its own). */
async function writeBatch(batch: Pending[]): Promise<void> {
  const settled = await db.$transaction(async (tx) => {
    const students = [...new Set(batch.map((pending) => pending.request.viewer?.id).filter((id): id is number => id !== undefined))];
    const contests = await lockAndReadContests(tx, students, [...new Set(batch.map((pending) => pending.request.token.competitionId))]);
    const states = await readStates(tx, batch);
    const results = batch.map((pending, index) => decide(pending, states[index]!, contests.get(pending.request.token.competitionId)));
    const decided = results.filter((result): result is Decided => "pending" in result);
    // Each signed-in student's misses go on their review schedule, from the cards read with their state.
    const cards = cardsAfterMisses(
      decided.filter((entry) => entry.row.userId !== null).map((entry) => ({
        userId: entry.row.userId!,
        questionIds: entry.row.answers.filter((marked) => !marked.blank && !marked.correct).map((marked) => marked.questionId),
        now: entry.row.submittedAt,
      })),
      states.flatMap((state) => (state.cards ?? []).map((card) => ({ ...card, due: new Date(card.due), lastReview: card.lastReview === null ? null : new Date(card.lastReview) }))),
    );
    const ids = decided.length > 0 ? await writeDecided(tx, decided, cards) : new Map<string, number>();
    return results.map((result): SubmissionOutcome | InputError => {
      if (result instanceof InputError || "existingId" in result) return result;
      return { stored: { id: ids.get(result.row.startKey)!, ...result.row }, competition: result.competition, change: result.change };
    });
  }, BATCH_TRANSACTION);
  batch.forEach((pending, index) => {
    const result = settled[index]!;
    if (result instanceof InputError) pending.reject(result);
    else pending.resolve(result);
  });
}

type Pending = {
  request: SubmissionRequest;
  /** Whether it was already tried in a failed batch: then it is written alone. */
  alone: boolean;
  resolve(outcome: SubmissionOutcome): void;
  reject(error: unknown): void;
};

/**
 * The queue of submissions waiting to be written. A batch takes them in arrival order, at most one
 * per student (and per token) and none of a student whose batch is being written: their next
 * submission waits for the next batch, so it reads the rating the first one wrote.
 */
class SubmissionQueue {
  private readonly waiting: Pending[] = [];
  private readonly busy = new Set<string>();
  private running = 0;

  submit(request: SubmissionRequest): Promise<SubmissionOutcome> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ request, alone: false, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < BATCHES_AT_ONCE && this.waiting.length > 0) {
      const batch = this.take();
      if (batch.length === 0) return;
      this.running++;
      const keys = batch.map(takerKey);
      for (const key of keys) this.busy.add(key);
      // Shared by several requests: it goes on whichever of them is abandoned.
      outsideRequest(() => this.write(batch)).finally(() => {
        for (const key of keys) this.busy.delete(key);
        this.running--;
        this.pump();
      });
    }
  }

  private take(): Pending[] {
    const batch: Pending[] = [];
    const taken = new Set<string>();
    for (let index = 0; index < this.waiting.length && batch.length < BATCH_SIZE; index++) {
      const pending = this.waiting[index]!;
      const key = takerKey(pending);
      if (this.busy.has(key) || taken.has(key)) continue;
      // A submission that failed in a batch is written alone.
      if (pending.alone && batch.length > 0) continue;
      batch.push(pending);
      taken.add(key);
      this.waiting.splice(index--, 1);
      if (pending.alone) break;
    }
    return batch;
  }

  private async write(batch: Pending[]): Promise<void> {
    try {
      await writeBatch(batch);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      // Nothing of the batch was written: each submission is tried again on its own.
      for (const pending of batch) pending.alone = true;
      this.waiting.unshift(...batch);
    }
  }
}

/** The student, or for an anonymous taker the sitting's token. */
const takerKey = (pending: Pending) => (pending.request.viewer ? `user:${pending.request.viewer.id}` : `token:${pending.request.token.key}`);

const queue = new SubmissionQueue();

/**
 * Stores one submission with the others arriving at the same time; answers the stored submission
 * (with the rating change it made), or the id of the one its token already stored. Throws
 * InputError for a submission the rules refuse (contest gone or another, expired, limit reached).
 */
export function storeSubmission(request: SubmissionRequest): Promise<SubmissionOutcome> {
  return queue.submit(request);
}
