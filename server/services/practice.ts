// Random practice: a new question near the student's level, or the most-due past mistake.
import { db } from "../db/index.ts";
import type { CompetitionFamily, Topic } from "../db/generated/enums.ts";
import type { Viewer } from "../domain/viewer.ts";
import { pickPracticeQuestion } from "../domain/practicePick.ts";
import { currentPracticeRating, practiceFamilies } from "../domain/practiceRating.ts";
import { inReviewWindow } from "../domain/reviewSchedule.ts";
import { isDueForReview, type QuestionLedger } from "../domain/attemptLedger.ts";
import { attemptLedgers } from "./attemptLedger.ts";
import { similarQuestions } from "./similarQuestions.ts";
import { visibleQuestions } from "../domain/access.ts";

export type PracticeFilters = {
  /** A competition name such as AMC_10A, or null for all. */
  competition: string | null;
  topic: Topic | null;
  /** Never serve this question (the one on screen), so the same question never comes twice in a row. */
  excludeQuestionId: number | null;
};

/** New practice draws on contest questions; review also on lesson questions (they have no competition). */
function questionFilter(filters: PracticeFilters, { lessonQuestions }: { lessonQuestions: boolean }) {
  const competition = filters.competition
    ? { competition: { enabled: true, name: filters.competition } }
    : lessonQuestions
      ? { OR: [{ competitionId: null }, { competition: { enabled: true } }] }
      : { competition: { enabled: true } };
  return {
    status: "PUBLISHED" as const,
    ...competition,
    ...(filters.topic ? { topic: filters.topic } : {}),
    ...(filters.excludeQuestionId ? { id: { not: filters.excludeQuestionId } } : {}),
  };
}

/**
 * The rating practice targets in each family: the practice rating, else where it would start
 * (the contest rating, else 1500), and which families the student has met.
 */
export async function practiceRatingsOf(userId: number): Promise<{ ratingOf: (family: CompetitionFamily) => number; met: CompetitionFamily[]; grade: number | null }> {
  const [contest, practice, user] = await Promise.all([
    db.rating.findMany({ where: { userId }, select: { family: true, rating: true, games: true } }),
    db.practiceRating.findMany({ where: { userId }, select: { family: true, rating: true, games: true, contestRating: true, contestGames: true } }),
    db.user.findUnique({ where: { id: userId }, select: { studentGrade: true } }),
  ]);
  const contestOf = new Map(contest.map((row) => [row.family, row]));
  const practiceOf = new Map(practice.map((row) => [row.family, row]));
  return {
    ratingOf: (family) => currentPracticeRating(practiceOf.get(family) ?? null, contestOf.get(family) ?? null).rating,
    met: [...new Set([...contest.filter((row) => row.games > 0), ...practice.filter((row) => row.games > 0)].map((row) => row.family))],
    grade: user?.studentGrade ?? null,
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
  const where = questionFilter(filters, { lessonQuestions: false });
  const candidates = await db.question.findMany({
    where: {
      ...where,
      ...(families ? { competition: { enabled: true, family: { in: families } } } : {}),
      attempts: { none: { userId: viewer.id } },
    },
    select: { id: true, rating: true, isMultipleChoice: true, competition: { select: { family: true } } },
  });
  const picked = pickPracticeQuestion(
    candidates.map((candidate) => ({
      id: candidate.id,
      rating: candidate.rating,
      isMultipleChoice: candidate.isMultipleChoice,
      studentRating: ratings.ratingOf(candidate.competition!.family),
    })),
    random,
  );
  return picked?.id ?? null;
}

/** Review cards are read this many at a time when only the first few mistakes are wanted. */
const REVIEW_PAGE = 50;

/**
 * The student's review cards within the window (inReviewWindow: from the last review, else the
 * last miss), soonest due first; with `limit`, read a page at a time while `enough` says more are
 * needed (Practice → Review needs one; a student may have thousands).
 */
async function reviewCardPages(
  userId: number,
  filters: PracticeFilters,
  days: number,
  now: Date,
  enough: (cards: ReviewCard[]) => Promise<boolean>,
  pageSize?: number,
): Promise<void> {
  const since = new Date(now.getTime() - days * 86_400_000);
  for (let skip = 0; ; skip += pageSize ?? 0) {
    const page = await db.reviewCard.findMany({
      where: {
        userId,
        OR: [{ lastMissedAt: { gte: since } }, { lastReview: { gte: since } }],
        question: questionFilter(filters, { lessonQuestions: true }),
      },
      orderBy: [{ due: "asc" }, { questionId: "asc" }],
      select: { questionId: true, due: true, lastMissedAt: true, lastReview: true },
      ...(pageSize ? { skip, take: pageSize } : {}),
    });
    const stop = await enough(page.filter((card) => inReviewWindow(card, days, now)));
    if (stop || !pageSize || page.length < pageSize) return;
  }
}

export type ReviewCard = { questionId: number; due: Date; lastMissedAt: Date; lastReview: Date | null };

/** The student's review cards within the window (inReviewWindow: from the last review, else the last miss), soonest due first. */
export async function reviewCardsInWindow(userId: number, filters: PracticeFilters, days: number, now: Date): Promise<ReviewCard[]> {
  let cards: ReviewCard[] = [];
  await reviewCardPages(userId, filters, days, now, async (page) => {
    cards = page;
    return true;
  });
  return cards;
}

/** The student's attempt ledgers of some questions: by default read at once; a request passes its loader so later fields reuse them. */
export type LedgersOf = (questionIds: number[]) => Promise<Map<number, QuestionLedger>>;

/**
 * The student's mistakes to review, most due first: questions on their review schedule whose
 * last review (or, never reviewed, last miss: anywhere, lesson, practice, question page,
 * contest, failed review) lies within the last `days` days, that the attempt ledger would take a
 * review answer for now (a round under way, or due). Practice → Review serves the first (`limit`
 * 1: the cards are then read a page at a time until one is reviewable); the dashboard's Review
 * Work lists them. `cards`: the window's cards when the caller has them already. A due card is
 * reviewable whatever its answers (isDueForReview), so only the cards not due yet need their
 * ledger (a round under way); due cards come first, in due order.
 */
export async function mistakesToReview(
  userId: number,
  filters: PracticeFilters,
  days: number,
  now: Date,
  { limit, cards, ledgers = (ids) => attemptLedgers(userId, ids, now) }: { limit?: number; cards?: ReviewCard[]; ledgers?: LedgersOf } = {},
): Promise<number[]> {
  const mistakes: number[] = [];
  const enough = () => limit !== undefined && mistakes.length >= limit;
  const take = async (page: ReviewCard[]) => {
    const due = page.filter((card) => isDueForReview(card, now));
    mistakes.push(...due.map((card) => card.questionId));
    const notDue = page.filter((card) => !isDueForReview(card, now));
    if (enough() || notDue.length === 0) return enough();
    const ledgerOf = await ledgers(notDue.map((card) => card.questionId));
    for (const card of notDue) if (ledgerOf.get(card.questionId)?.reviewable) mistakes.push(card.questionId);
    return enough();
  };
  if (cards) await take(cards);
  else await reviewCardPages(userId, filters, days, now, take, limit === undefined ? undefined : REVIEW_PAGE);
  return limit === undefined ? mistakes : mistakes.slice(0, limit);
}

/**
 * Practice Similar Problems: the question's similar questions (closest in difficulty first) make
 * the round; the next is the first the student has not answered yet, never the one on screen.
 * Nothing for a question the viewer cannot see.
 */
export async function similarPracticeQuestionId(viewer: Viewer, questionId: number, excludeQuestionId: number | null): Promise<number | null> {
  const source = await db.question.findFirst({ where: { id: questionId, ...visibleQuestions(viewer) }, select: { id: true } });
  if (!source) return null;
  const round = ((await similarQuestions([source.id])).get(source.id) ?? []).map((similar) => similar.id).filter((id) => id !== excludeQuestionId);
  const unanswered = await db.question.findMany({
    where: { id: { in: round }, ...visibleQuestions(viewer), attempts: { none: { userId: viewer.id } } },
    select: { id: true },
  });
  const open = new Set(unanswered.map((question) => question.id));
  return round.find((id) => open.has(id)) ?? null;
}
