// Random practice: a new question near the student's level, or the most-due past mistake.
import { db } from "../db/index.ts";
import type { CompetitionFamily, Topic } from "../db/generated/enums.ts";
import type { Viewer } from "../domain/viewer.ts";
import { pickPracticeQuestion } from "../domain/practicePick.ts";
import { currentPracticeRating, practiceFamilies } from "../domain/practiceRating.ts";
import { inReviewWindow } from "../domain/reviewSchedule.ts";
import { reviewableByCard, type QuestionLedger } from "../domain/attemptLedger.ts";
import { Prisma } from "../db/generated/client.ts";
import { attemptLedgers } from "./attemptLedger.ts";
import { similarQuestions } from "./similarQuestions.ts";
import { openQuestionSql, visibleQuestions } from "../domain/access.ts";
import { readRows } from "../db/directReads.ts";
import { epochMs } from "../db/epochMs.ts";

export type PracticeFilters = {
  /** A competition name such as AMC_10A, or null for all. */
  competition: string | null;
  topic: Topic | null;
  /** Never serve this question (the one on screen), so the same question never comes twice in a row. */
  excludeQuestionId: number | null;
  /** The competitions of the student's open contest sittings: their questions are answered in the contest, never served here meanwhile. */
  heldCompetitionIds?: ReadonlySet<number>;
};

/**
 * The questions practice draws on, as a condition on `q` (questions) and `c` (its competition, left
 * joined): the questions every student sees (domain/access.ts), of the chosen competition, else of
 * the student's families (`families`, new practice) when given; review also draws on lesson
 * questions (they have no competition), new practice only on contest questions.
 */
function questionFilter(filters: PracticeFilters, { lessonQuestions, families = null }: { lessonQuestions: boolean; families?: CompetitionFamily[] | null }): Prisma.Sql {
  const competition = filters.competition
    ? Prisma.sql`AND c.name = ${filters.competition}`
    : families
      ? Prisma.sql`AND c.family::text = ANY(${families}::text[])`
      : lessonQuestions
        ? Prisma.empty
        : Prisma.sql`AND q.competition_id IS NOT NULL`;
  return Prisma.sql`${Prisma.raw(openQuestionSql("q", "c"))} ${competition}
    ${filters.topic ? Prisma.sql`AND q.topic::text = ${filters.topic}` : Prisma.empty}
    ${filters.excludeQuestionId ? Prisma.sql`AND q.id <> ${filters.excludeQuestionId}` : Prisma.empty}
    ${filters.heldCompetitionIds?.size ? Prisma.sql`AND (q.competition_id IS NULL OR q.competition_id <> ALL(${[...filters.heldCompetitionIds]}::int[]))` : Prisma.empty}`;
}

/**
 * The rating practice targets in each family: the practice rating, else where it would start
 * (the contest rating, else 1500), and which families the student has met.
 */
export async function practiceRatingsOf(userId: number): Promise<{ ratingOf: (family: CompetitionFamily) => number; met: CompetitionFamily[]; grade: number | null }> {
  // One statement for the contest ratings, the practice ratings and the grade (they were three).
  const rows = await readRows<{
    kind: "contest" | "practice" | "grade"; family: CompetitionFamily | null; rating: number | null; games: number | null;
    contest_rating: number | null; contest_games: number | null; grade: number | null;
  }>`
    SELECT 'contest' AS kind, r.family::text AS family, r.rating, r.games, NULL::float8 AS contest_rating, NULL::int AS contest_games, NULL::int AS grade
    FROM ratings r WHERE r.user_id = ${userId}
    UNION ALL
    SELECT 'practice', p.family::text, p.rating, p.games, p.contest_rating, p.contest_games, NULL FROM practice_ratings p WHERE p.user_id = ${userId}
    UNION ALL
    SELECT 'grade', NULL, NULL, NULL, NULL, NULL, u.student_grade FROM users u WHERE u.id = ${userId}`;
  const contest = rows.filter((row) => row.kind === "contest").map((row) => ({ family: row.family!, rating: row.rating!, games: row.games! }));
  const practice = rows
    .filter((row) => row.kind === "practice")
    .map((row) => ({ family: row.family!, rating: row.rating!, games: row.games!, contestRating: row.contest_rating, contestGames: row.contest_games }));
  const contestOf = new Map(contest.map((row) => [row.family, row]));
  const practiceOf = new Map(practice.map((row) => [row.family, row]));
  return {
    ratingOf: (family) => currentPracticeRating(practiceOf.get(family) ?? null, contestOf.get(family) ?? null).rating,
    met: [...new Set([...contest.filter((row) => row.games > 0), ...practice.filter((row) => row.games > 0)].map((row) => row.family))],
    grade: rows.find((row) => row.kind === "grade")?.grade ?? null,
  };
}

/**
 * A contest question the student has never answered, expected to be right about 70% of the time
 * by their practice rating in its family. Unfiltered, it comes from the student's own families
 * (practiceFamilies: by grade and ratings); a chosen competition is served whatever its family.
 */
export async function newPracticeQuestionId(viewer: Viewer, filters: PracticeFilters, random = Math.random()): Promise<number | null> {
  const ratings = await practiceRatingsOf(viewer.id);
  const families = filters.competition ? null : practiceFamilies(ratings.grade, ratings.met);
  // Every question the student has never answered: with its family, in one statement.
  const candidates = await readRows<{ id: number; rating: number; is_multiple_choice: boolean; family: CompetitionFamily }>`
    SELECT q.id, q.rating, q.is_multiple_choice, c.family::text AS family
    FROM questions q JOIN competitions c ON c.id = q.competition_id
    WHERE ${questionFilter(filters, { lessonQuestions: false, families })}
      AND NOT EXISTS (SELECT 1 FROM attempts a WHERE a.user_id = ${viewer.id} AND a.question_id = q.id)`;
  const picked = pickPracticeQuestion(
    candidates.map((candidate) => ({
      id: candidate.id,
      rating: candidate.rating,
      isMultipleChoice: candidate.is_multiple_choice,
      studentRating: ratings.ratingOf(candidate.family),
    })),
    random,
  );
  return picked?.id ?? null;
}

/**
 * Review cards are read a page at a time when only the first few mistakes are wanted: the first
 * page a few cards more than wanted (a due card, the usual first, is a mistake to review on its
 * own), the next ones REVIEW_PAGE. A page costs a lookup in the student's answers per card: at
 * full scale the first page of 50 took 2 ms, of 5 under 1 ms.
 */
const REVIEW_PAGE = 50;
const reviewPages = (limit: number) => ({ first: Math.min(REVIEW_PAGE, limit + 4), next: REVIEW_PAGE });

/** Whether the student has answered the card's question (alias `w`) in review: ReviewCardJson's `reviewed`, along the student's answers index. */
const answeredInReviewSql = (userId: number) =>
  Prisma.sql`EXISTS (SELECT 1 FROM attempts a WHERE a.user_id = ${userId} AND a.question_id = w.question_id AND a.source = 'REVIEW')`;

/** A review card as reviewCardsSql gives it: [question id, due, last missed, last review (ms since 1970, stored in UTC), reviewed]. */
export type ReviewCardJson = [number, number, number, number | null, boolean];

/**
 * The student's review cards from the window's start, soonest due first (a page of them with
 * `page`), as one JSON value: a scalar subquery, so that a screen may read it beside others in one
 * statement. reviewCardsOf keeps those in the window. One JSON value (a heavy student has thousands
 * of cards; rows cost far more to read), times in milliseconds since 1970 (stored in UTC);
 * `reviewed` is looked up for the page's cards only, along the student's answers index.
 */
function reviewCardsSql(userId: number, filters: PracticeFilters, days: number, now: Date, page?: { size: number; skip: number }): Prisma.Sql {
  return Prisma.sql`(
      SELECT COALESCE(json_agg(json_build_array(w.question_id, w.due, w.last_missed_at, w.last_review, ${answeredInReviewSql(userId)}) ORDER BY w.due, w.question_id), '[]')
      FROM (
        SELECT r.question_id, ${epochMs("r.due")} AS due, ${epochMs("r.last_missed_at")} AS last_missed_at, ${epochMs("r.last_review")} AS last_review
        ${windowCardsSql(userId, filters, days, now)}
        ${page ? Prisma.sql`LIMIT ${page.size} OFFSET ${page.skip}` : Prisma.empty}
      ) w)`;
}

/** The dashboard's cards of the review window (reviewWorkCardsSql): how many are due, and those it reads. */
export type ReviewWorkCardsJson = { due: number; cards: ReviewCardJson[] };

/**
 * The review window's cards that the dashboard reads, as one JSON value: how many are due, and,
 * soonest due first, the first `listed` due ones, the first `listed` not due, and every card not
 * due that the student has answered in review (only its ledger tells whether a round is under way).
 * A heavy student has thousands of cards in the window; the dashboard reads about a hundred.
 * Due as isDueForReview says of the times read to the millisecond: due <= now, so due < now + 1 ms.
 */
export function reviewWorkCardsSql(userId: number, filters: PracticeFilters, days: number, now: Date, listed: number): Prisma.Sql {
  const dueBefore = Prisma.sql`to_timestamp(${now.getTime() + 1}::float8 / 1000) AT TIME ZONE 'UTC'`;
  const reviewed = answeredInReviewSql(userId);
  return Prisma.sql`(
      WITH w AS MATERIALIZED (SELECT r.question_id, r.due, r.last_missed_at, r.last_review ${windowCardsSql(userId, filters, days, now)})
      SELECT json_build_object(
        'due', (SELECT count(*) FROM w WHERE w.due < ${dueBefore}),
        'cards', (SELECT COALESCE(json_agg(json_build_array(k.question_id, ${epochMs("k.due")}, ${epochMs("k.last_missed_at")}, ${epochMs("k.last_review")}, k.reviewed)
          ORDER BY k.due, k.question_id), '[]')
          FROM (
            (SELECT w.question_id, w.due, w.last_missed_at, w.last_review, ${reviewed} AS reviewed FROM w WHERE w.due < ${dueBefore} ORDER BY w.due, w.question_id LIMIT ${listed})
            UNION ALL
            SELECT x.question_id, x.due, x.last_missed_at, x.last_review, x.reviewed FROM (
              SELECT w.question_id, w.due, w.last_missed_at, w.last_review, ${reviewed} AS reviewed, row_number() OVER (ORDER BY w.due, w.question_id) AS n
              FROM w WHERE w.due >= ${dueBefore}
            ) x
            WHERE x.n <= ${listed} OR x.reviewed
          ) k)))`;
}

/** The student's review cards from the window's start (alias `r`), soonest due first: the FROM of a select. */
function windowCardsSql(userId: number, filters: PracticeFilters, days: number, now: Date): Prisma.Sql {
  const since = now.getTime() - days * 86_400_000;
  return Prisma.sql`FROM review_cards r JOIN questions q ON q.id = r.question_id LEFT JOIN competitions c ON c.id = q.competition_id
        WHERE r.user_id = ${userId}
          AND (r.last_missed_at >= to_timestamp(${since}::float8 / 1000) AT TIME ZONE 'UTC' OR r.last_review >= to_timestamp(${since}::float8 / 1000) AT TIME ZONE 'UTC')
          AND ${questionFilter(filters, { lessonQuestions: true })}
        ORDER BY r.due, r.question_id`;
}

/**
 * A read made in the statement of the first page of review cards, of its first card's question
 * (the mistake most often served): `sql` makes it from the card's question id (an SQL
 * expression), `read` is handed its value (a `Value`).
 */
export type BesideFirstCard<Value> = { sql: (questionId: Prisma.Sql) => Prisma.Sql; read: (value: Value) => void };

/** The cards of a reviewCardsSql value that are in the review window (inReviewWindow: from the last review, else the last miss). */
export function reviewCardsOf(cards: ReviewCardJson[], days: number, now: Date): ReviewCard[] {
  const inWindow: ReviewCard[] = [];
  for (const card of cards) {
    if (inReviewWindow({ lastMissedAt: card[2], lastReview: card[3] }, days, now)) inWindow.push({ questionId: card[0], due: new Date(card[1]), reviewed: card[4] });
  }
  return inWindow;
}

/**
 * The student's review cards within the window, soonest due first; with `pages`, read a page at a
 * time while `enough` says more are needed (Practice → Review needs one; a student may have thousands).
 */
async function reviewCardPages<Value>(
  userId: number,
  filters: PracticeFilters,
  days: number,
  now: Date,
  enough: (cards: ReviewCard[]) => Promise<boolean>,
  pages?: { first: number; next: number },
  beside?: BesideFirstCard<Value>,
): Promise<void> {
  for (let skip = 0, size = pages?.first; ; skip += size ?? 0, size = pages?.next) {
    const withFirst = skip === 0 ? beside : undefined;
    const firstSql = withFirst
      ? Prisma.sql`, ${withFirst.sql(Prisma.sql`(SELECT r.question_id ${windowCardsSql(userId, filters, days, now)} LIMIT 1)`)} AS first`
      : Prisma.empty;
    const [{ cards, first }] = await readRows<{ cards: ReviewCardJson[]; first: Value }>`
      SELECT ${reviewCardsSql(userId, filters, days, now, size ? { size, skip } : undefined)} AS cards ${firstSql}`;
    withFirst?.read(first);
    const stop = await enough(reviewCardsOf(cards, days, now));
    if (stop || !size || cards.length < size) return;
  }
}

/** A card in the review window (reviewCardsOf: its last miss and review told that, and nothing after needs them). */
export type ReviewCard = {
  questionId: number;
  due: Date;
  /** The student has answered it in review at least once (a round may be under way). */
  reviewed: boolean;
};

/** The student's attempt ledgers of some questions: by default read at once; a request passes its loader so later fields reuse them. */
export type LedgersOf = (questionIds: number[]) => Promise<Map<number, QuestionLedger>>;

/**
 * The student's mistakes to review, most due first: questions on their review schedule whose
 * last review (or, never reviewed, last miss: anywhere, lesson, practice, question page,
 * contest, failed review) lies within the last `days` days, that the attempt ledger would take a
 * review answer for now (a round under way, or due). Practice → Review serves the first (`limit`
 * 1: the cards are then read a page at a time until one is reviewable); the dashboard's Review
 * Work lists them. `cards`: the window's cards when the caller has them already. Most cards tell
 * on their own (reviewableByCard: due, or never answered in review), so only those not due with a
 * review answer need their ledger (a round may be under way); due cards come first, in due order.
 * `beside`: a read to make with the first page of cards, of its first card's question.
 */
export async function mistakesToReview<Value = never>(
  userId: number,
  filters: PracticeFilters,
  days: number,
  now: Date,
  {
    limit,
    cards,
    ledgers = (ids) => attemptLedgers(userId, ids, now),
    beside,
  }: { limit?: number; cards?: ReviewCard[]; ledgers?: LedgersOf; beside?: BesideFirstCard<Value> } = {},
): Promise<number[]> {
  const mistakes: number[] = [];
  const enough = () => limit !== undefined && mistakes.length >= limit;
  const take = async (page: ReviewCard[]) => {
    // Most cards tell on their own (due, or never answered in review); the others ask the ledger.
    const undecided: ReviewCard[] = [];
    for (const card of page) {
      const reviewable = reviewableByCard(card, now);
      if (reviewable === null) undecided.push(card);
      else if (reviewable) mistakes.push(card.questionId);
    }
    if (enough() || undecided.length === 0) return enough();
    const ledgerOf = await ledgers(undecided.map((card) => card.questionId));
    // Undecided cards are not due, so they come after the page's due ones: due order is kept.
    for (const card of undecided) if (ledgerOf.get(card.questionId)?.reviewable) mistakes.push(card.questionId);
    return enough();
  };
  if (cards) await take(cards);
  else await reviewCardPages(userId, filters, days, now, take, limit === undefined ? undefined : reviewPages(limit), beside);
  return limit === undefined ? mistakes : mistakes.slice(0, limit);
}

/**
 * Practice Similar Problems: the question's similar questions (closest in difficulty first) make
 * the round; the next is the first the student has not answered yet, never the one on screen nor
 * one of their contest in progress (`heldCompetitionIds`).
 * Nothing for a question the viewer cannot see.
 */
export async function similarPracticeQuestionId(
  viewer: Viewer,
  questionId: number,
  excludeQuestionId: number | null,
  heldCompetitionIds: ReadonlySet<number> = new Set(),
): Promise<number | null> {
  const source = await db.question.findFirst({ where: { id: questionId, ...visibleQuestions(viewer) }, select: { id: true } });
  if (!source) return null;
  const round = ((await similarQuestions([source.id])).get(source.id) ?? []).map((similar) => similar.id).filter((id) => id !== excludeQuestionId);
  const unanswered = await db.question.findMany({
    where: {
      id: { in: round },
      ...visibleQuestions(viewer),
      attempts: { none: { userId: viewer.id } },
      ...(heldCompetitionIds.size > 0 && { AND: [{ OR: [{ competitionId: null }, { competitionId: { notIn: [...heldCompetitionIds] } }] }] }),
    },
    select: { id: true },
  });
  const open = new Set(unanswered.map((question) => question.id));
  return round.find((id) => open.has(id)) ?? null;
}
