// A student's dashboard: contest results, performance over time, review work, ratings and the
// mastery grid, each from one query whatever the number of answers.
import { Prisma } from "../db/generated/client.ts";
import { jsonReads, type JsonRead } from "../db/jsonReads.ts";
import type { CompetitionFamily, Topic } from "../db/generated/enums.ts";
import { isProvisional } from "../domain/rating.ts";
import { competitionTitle } from "../domain/labels.ts";
import { ratingUncertainty } from "../domain/ratingScale.ts";
import { REVIEW_DAYS } from "../domain/reviewSchedule.ts";
import { isDueForReview, reviewableByCard, type QuestionLedger } from "../domain/attemptLedger.ts";
import { mistakesToReview, reviewCardsOf, reviewWorkCardsSql, type ReviewCard, type ReviewWorkCardsJson } from "./practice.ts";
import { ledgersJsonSql, ledgersOfJson, type LedgerJson } from "./attemptLedger.ts";
import { readRows } from "../db/directReads.ts";

export const REVIEW_LIST_SIZE = 20;
export const MASTERY_COLUMNS = 25;
/** The longest review window of Practice → Review. */
const REVIEW_WINDOW_DAYS = Math.max(...REVIEW_DAYS);

export type SubmissionSummary = {
  submittedAt: Date;
  score: number;
  fullScore: number;
  correct: number;
  blank: number;
  incorrect: number;
  /** Per question in contest order: 1 correct, 0 incorrect, null unanswered. */
  answers: (number | null)[];
};
export type CompetitionResults = { competitionName: string; competitionYear: number; submissions: SubmissionSummary[] };
/** [month (YYYY-MM), right answers, all answers]: as the statement gives it, not rebuilt (a heavy student has thousands). */
export type LessonMonth = [month: string, correct: number, total: number];
/** [lesson id, lesson name, months oldest first]: likewise. */
export type LessonPerformance = [lessonId: number, lessonName: string, months: LessonMonth[]];
export type RatingPoint = { at: Date; rating: number };
export type FamilyRating = {
  family: CompetitionFamily;
  rating: number;
  games: number;
  /** Rated contests in the family: one rating change each. */
  contests: number;
  provisional: boolean;
  uncertainty: number;
  history: RatingPoint[];
};
/** 1 correct, -1 incorrect, 0 blank; one cell per problem number. */
export type MasteryRow = { competitionName: string; competitionYear: number; cells: number[]; topics: (Topic | null)[]; questionIds: (number | null)[] };

/**
 * The dashboard's per-student reads that need nothing else (contest results, performance, ratings,
 * the mastery grid), each a JSON value in SQL: those asked for in the same turn of the event loop
 * (the fields of one dashboard) go to PostgreSQL as one statement, a scalar subquery each.
 */
type Part<T> = { sql: (userId: number) => Prisma.Sql; read: (json: never) => T };
export type DashboardParts = { testResults: CompetitionResults[]; performance: LessonPerformance[]; ratings: FamilyRating[]; mastery: MasteryRow[]; reviewCards: ReviewWorkCards };
type PartName = keyof DashboardParts;

/** Submission rows: [name, year, submitted at (ms since 1970, stored in UTC), score, full score, correct, blank, incorrect, answers]. */
type SubmissionRow = [string, number, number, number, number, number, number, number, (number | null)[]];

/** The student's submissions by competition (name, then newest year first), oldest first; each answer marked 1, 0 or null (blank) in SQL. */
const testResultsPart: Part<CompetitionResults[]> = {
  sql: (userId) => Prisma.sql`(
    SELECT COALESCE(json_agg(json_build_array(c.name, c.year, floor(extract(epoch FROM s.submitted_at) * 1000)::bigint, s.score, s.full_score,
        s.correct_count, s.blank_count, s.incorrect_count,
        (SELECT COALESCE(json_agg(CASE WHEN (m.entry->>'blank')::boolean THEN NULL WHEN (m.entry->>'correct')::boolean THEN 1 ELSE 0 END ORDER BY m.n), '[]')
          FROM jsonb_array_elements(s.answers) WITH ORDINALITY AS m(entry, n)))
      ORDER BY c.name, c.year DESC, s.submitted_at), '[]')
    FROM contest_submissions s JOIN competitions c ON c.id = s.competition_id
    WHERE s.user_id = ${userId})`,
  read: (submissions: SubmissionRow[]) => {
    const byCompetition = new Map<string, CompetitionResults>();
    for (const [name, year, submittedAt, score, fullScore, correct, blank, incorrect, answers] of submissions) {
      const key = `${name} ${year}`;
      const entry = byCompetition.get(key) ?? { competitionName: name, competitionYear: year, submissions: [] };
      entry.submissions.push({ submittedAt: new Date(submittedAt), score, fullScore, correct, blank, incorrect, answers });
      byCompetition.set(key, entry);
    }
    return [...byCompetition.values()];
  },
};

/** One row per lesson, its months as one JSON value: a heavy student has answered in hundreds of lessons. */
const performancePart: Part<LessonPerformance[]> = {
  sql: (userId) => Prisma.sql`(
    SELECT COALESCE(json_agg(json_build_array(p.lesson_id, p.name, p.months) ORDER BY p.lesson_id), '[]') FROM (
      SELECT m.lesson_id, m.name, json_agg(json_build_array(m.month, m.correct, m.total) ORDER BY m.month) AS months
      FROM (
        SELECT l.id AS lesson_id, l.name, to_char(a.created_at, 'YYYY-MM') AS month,
          COUNT(*) FILTER (WHERE a.correct)::int AS correct, COUNT(*)::int AS total
        FROM attempts a JOIN lessons l ON l.id = a.lesson_id
        WHERE a.user_id = ${userId}
        GROUP BY l.id, l.name, month
      ) m
      GROUP BY m.lesson_id, m.name
    ) p)`,
  read: (rows: LessonPerformance[]) => rows,
};

/** The student's mistakes to review (as Practice → Review serves them) over the longest review window, most due first. */
export type ReviewWork = { count: number; questionIds: number[]; lastAnswers: Map<number, string> };

const NO_FILTERS = { competition: null, topic: null, excludeQuestionId: null };

/**
 * The student's review cards over the longest review window that Review Work and the upcoming
 * reviews need, read once: how many are due, and (soonest due first) the first REVIEW_LIST_SIZE due,
 * the first REVIEW_LIST_SIZE not due, and those not due that only a ledger decides.
 */
type ReviewWorkCards = { dueCount: number; cards: ReviewCard[] };

function reviewCardsPart(now: Date): Part<ReviewWorkCards> {
  return {
    sql: (userId) => reviewWorkCardsSql(userId, NO_FILTERS, REVIEW_WINDOW_DAYS, now, REVIEW_LIST_SIZE),
    read: ({ due, cards }: ReviewWorkCardsJson) => ({ dueCount: due, cards: reviewCardsOf(cards, REVIEW_WINDOW_DAYS, now) }),
  };
}

/**
 * The student's ledgers of the first due mistakes (listed whatever their answers) and of those only
 * a ledger decides (not due, answered in review: a round may be under way) are read beside the
 * listed ones' last answers, in one statement; `prime` (the request's ledger loader, when the
 * student is the viewer) takes them, so the listed questions' reveal reuses them.
 */
export async function reviewWork(userId: number, now: Date, reads: DashboardReads, prime?: (questionId: number, ledger: QuestionLedger) => void): Promise<ReviewWork> {
  const { dueCount, cards: windowCards } = await reads.part("reviewCards");
  // Soonest due first: the due ones lead.
  const firstDue: number[] = [];
  const undecided: number[] = [];
  for (const card of windowCards) {
    const reviewable = reviewableByCard(card, now);
    if (reviewable === null) undecided.push(card.questionId);
    else if (reviewable && firstDue.length < REVIEW_LIST_SIZE) firstDue.push(card.questionId);
  }
  // The listed mistakes are the first due, then (fewer than REVIEW_LIST_SIZE due) some of the undecided.
  const listable = firstDue.length < REVIEW_LIST_SIZE ? [...firstDue, ...undecided] : firstDue;
  const ledgerIds = [...firstDue, ...undecided];
  const [ledgerOf, rows] = await Promise.all([
    ledgerIds.length > 0 ? reads.json(ledgersJsonSql(userId, ledgerIds), (rows: LedgerJson[]) => ledgersOfJson(rows, ledgerIds, now)) : new Map<number, QuestionLedger>(),
    reads.json(
      Prisma.sql`(SELECT COALESCE(json_agg(json_build_array(l.question_id, l.answer)), '[]') FROM (
        SELECT DISTINCT ON (question_id) question_id, answer FROM attempts
        WHERE user_id = ${userId} AND question_id = ANY(${listable}::int[])
        ORDER BY question_id, created_at DESC, id DESC) l)`,
      (rows: [number, string][]) => rows,
    ),
  ]);
  if (prime) for (const [id, ledger] of ledgerOf) prime(id, ledger);
  const mistakes = await mistakesToReview(userId, NO_FILTERS, REVIEW_WINDOW_DAYS, now, { cards: windowCards, ledgers: async () => ledgerOf });
  const shown = mistakes.slice(0, REVIEW_LIST_SIZE);
  const lastAnswers = new Map(rows);
  return {
    // Every due card is a mistake to review; only the first were read, beside the undecided.
    count: dueCount - firstDue.length + mistakes.length,
    questionIds: shown,
    lastAnswers: new Map(shown.map((id) => [id, lastAnswers.get(id) ?? ""])),
  };
}

/** A mistake on the review schedule that is not due yet, and when it will be. */
export type UpcomingReview = { questionId: number; due: Date; title: string };

/** The next REVIEW_LIST_SIZE mistakes coming due (over the longest review window), soonest first. */
export async function upcomingReviews(now: Date, reads: DashboardReads): Promise<UpcomingReview[]> {
  const coming = (await reads.part("reviewCards")).cards.filter((card) => !isDueForReview(card, now)).slice(0, REVIEW_LIST_SIZE);
  if (coming.length === 0) return [];
  type Question = { id: number; problem_number: number; name: string | null; year: number | null };
  const questions = await reads.json(
    Prisma.sql`(SELECT COALESCE(json_agg(json_build_object('id', q.id, 'problem_number', q.problem_number, 'name', c.name, 'year', c.year)), '[]')
      FROM questions q LEFT JOIN competitions c ON c.id = q.competition_id
      WHERE q.id = ANY(${coming.map((card) => card.questionId)}::int[]))`,
    (rows: Question[]) => rows,
  );
  const byId = new Map(questions.map((question) => [question.id, question]));
  return coming.map((card) => {
    const question = byId.get(card.questionId);
    const title = question?.name && question.year !== null
      ? `${competitionTitle(question.name, question.year)} · Problem ${question.problem_number}`
      : `Lesson problem ${question?.problem_number ?? ""}`.trim();
    return { questionId: card.questionId, due: card.due, title };
  });
}

/** The student's ratings by family (the enum's order), each with its history, oldest first. */
const ratingsPart: Part<FamilyRating[]> = {
  // History entries as [at in ms since 1970 (stored in UTC), rating after, from a submission].
  sql: (userId) => Prisma.sql`(
    SELECT COALESCE(json_agg(json_build_array(r.family::text, r.rating, r.games, COALESCE((
        SELECT json_agg(json_build_array(floor(extract(epoch FROM h.created_at) * 1000)::bigint, h.after, h.submission_id IS NOT NULL) ORDER BY h.created_at, h.id)
        FROM rating_changes h WHERE h.user_id = r.user_id AND h.family = r.family
      ), '[]')) ORDER BY r.family), '[]')
    FROM ratings r WHERE r.user_id = ${userId})`,
  read: (ratings: [CompetitionFamily, number, number, [number, number, boolean][]][]) =>
    ratings.map(([family, rating, games, history]) => {
      // Re-anchoring rows (no submission) move the history but are no contest.
      const contests = history.filter(([, , fromSubmission]) => fromSubmission).length;
      return {
        family,
        rating: Math.round(rating),
        games,
        contests,
        provisional: isProvisional(contests),
        uncertainty: ratingUncertainty(games),
        history: history.map(([at, after]) => ({ at: new Date(at), rating: Math.round(after) })),
      };
    }),
};

/** The student's ratings by family (the enum's order), each with its history, oldest first: one statement. */
export async function familyRatings(userId: number): Promise<FamilyRating[]> {
  const [{ ratings }] = await readRows<{ ratings: never }>`SELECT ${ratingsPart.sql(userId)} AS ratings`;
  return ratingsPart.read(ratings);
}

/**
 * One row per enabled competition (name, then newest year first) with its published questions
 * and the student's latest outcome on each, aggregated in SQL: a heavy student has thousands of
 * answers, and the grid needs one outcome per question, 174 rows of 25 cells.
 */
type MasteryJson = { name: string; year: number; numbers: number[]; ids: number[]; topics: (Topic | null)[]; outcomes: number[] };
const masteryPart: Part<MasteryRow[]> = {
  // One JSON value: arrays read as text arrays cost several times more to parse.
  sql: (userId) => Prisma.sql`(
    WITH latest AS (
      SELECT DISTINCT ON (question_id) question_id, correct FROM attempts
      WHERE user_id = ${userId} ORDER BY question_id, created_at DESC, id DESC
    ),
    grid AS (
      SELECT c.name, c.year,
        COALESCE(json_agg(q.problem_number ORDER BY q.problem_number, q.id) FILTER (WHERE q.id IS NOT NULL), '[]') AS numbers,
        COALESCE(json_agg(q.id ORDER BY q.problem_number, q.id) FILTER (WHERE q.id IS NOT NULL), '[]') AS ids,
        COALESCE(json_agg(q.topic ORDER BY q.problem_number, q.id) FILTER (WHERE q.id IS NOT NULL), '[]') AS topics,
        COALESCE(json_agg(CASE WHEN l.correct THEN 1 WHEN NOT l.correct THEN -1 ELSE 0 END ORDER BY q.problem_number, q.id) FILTER (WHERE q.id IS NOT NULL), '[]') AS outcomes
      FROM competitions c
      LEFT JOIN questions q ON q.competition_id = c.id AND q.status = 'PUBLISHED' AND q.problem_number BETWEEN 1 AND ${MASTERY_COLUMNS}
      LEFT JOIN latest l ON l.question_id = q.id
      WHERE c.enabled
      GROUP BY c.id
    )
    SELECT COALESCE(json_agg(json_build_object('name', name, 'year', year, 'numbers', numbers, 'ids', ids, 'topics', topics, 'outcomes', outcomes) ORDER BY name, year DESC), '[]')
    FROM grid)`,
  read: (rows: MasteryJson[]) =>
    rows.map((row) => {
      const cells: number[] = Array(MASTERY_COLUMNS).fill(0);
      const topics: (Topic | null)[] = Array(MASTERY_COLUMNS).fill(null);
      const questionIds: (number | null)[] = Array(MASTERY_COLUMNS).fill(null);
      // In problem-number order, so of two questions with one number the later (higher id) stays, as before.
      row.numbers.forEach((number, index) => {
        cells[number - 1] = row.outcomes[index]!;
        topics[number - 1] = row.topics[index] ?? null;
        questionIds[number - 1] = row.ids[index]!;
      });
      return { competitionName: row.name, competitionYear: row.year, cells, topics, questionIds };
    }),
};

/** One student's dashboard reads at `now`: its parts (each read once) and the reads that follow them, batched (db/jsonReads.ts). */
export type DashboardReads = { part: <P extends PartName>(part: P) => Promise<DashboardParts[P]>; json: JsonRead };

/**
 * Each part is a statement of its own, sent at once with the others, so PostgreSQL runs them side
 * by side on separate connections: as one statement (`SELECT (a) AS p0, (b) AS p1, ...`) they ran
 * one after the other in one backend (the heavy student's five parts: 45 ms in one statement, half
 * of it the review window's cards, against 26-35 ms for the hand-written reads run side by side).
 * The reads that need the review cards (Review Work's last answers, the upcoming reviews' titles)
 * are small and go together in one statement.
 */
export function dashboardReads(userId: number, now: Date): DashboardReads {
  const PARTS: { [P in PartName]: Part<DashboardParts[P]> } = {
    testResults: testResultsPart, performance: performancePart, ratings: ratingsPart, mastery: masteryPart, reviewCards: reviewCardsPart(now),
  };
  const json = jsonReads();
  const read = new Map<PartName, Promise<unknown>>();
  return {
    json,
    part: <P extends PartName>(part: P) => {
      if (!read.has(part)) read.set(part, jsonReads()(PARTS[part].sql(userId), PARTS[part].read));
      return read.get(part) as Promise<DashboardParts[P]>;
    },
  };
}
