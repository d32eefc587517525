// Random practice: a new question near the student's level, or the most-due past mistake.
import { db } from "../db/index.ts";
import type { CompetitionFamily, Topic } from "../db/generated/enums.ts";
import type { Viewer } from "../domain/viewer.ts";
import { pickPracticeQuestion } from "../domain/practicePick.ts";
import { INITIAL_RATING } from "../domain/rating.ts";

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
 * A mistake can be reviewed while a review round is open, when it is due, or when it has not been
 * reviewed since it was last missed. (A failed review counts as a miss at its last answer.)
 */
export function canReview(card: { due: Date; lastReview: Date | null; lastMissedAt: Date }, lastReviewAnswerAt: Date | null, now: Date): boolean {
  if (lastReviewAnswerAt && card.lastReview && lastReviewAnswerAt > card.lastReview) return true;
  if (card.due <= now) return true;
  return lastReviewAnswerAt === null || lastReviewAnswerAt < card.lastMissedAt;
}

/** A contest question the student has never answered, expected to be right about 70% of the time. */
export async function newPracticeQuestionId(viewer: Viewer, filters: PracticeFilters, random = Math.random()): Promise<number | null> {
  const [candidates, ratings] = await Promise.all([
    db.question.findMany({
      where: { ...questionFilter(filters, { lessonQuestions: false }), attempts: { none: { userId: viewer.id } } },
      select: { id: true, rating: true, isMultipleChoice: true, competition: { select: { family: true } } },
    }),
    db.rating.findMany({ where: { userId: viewer.id }, select: { family: true, rating: true } }),
  ]);
  const ratingOf = new Map<CompetitionFamily, number>(ratings.map((row) => [row.family, row.rating]));
  const picked = pickPracticeQuestion(
    candidates.map((candidate) => ({
      id: candidate.id,
      rating: candidate.rating,
      isMultipleChoice: candidate.isMultipleChoice,
      studentRating: ratingOf.get(candidate.competition!.family) ?? INITIAL_RATING,
    })),
    random,
  );
  return picked?.id ?? null;
}

/** Past mistakes of the last `days` days that can be reviewed now, most due first. */
export async function reviewQuestionIds(viewer: Viewer, filters: PracticeFilters, days: number, take: number, now = new Date()): Promise<number[]> {
  const cards = await db.reviewCard.findMany({
    where: {
      userId: viewer.id,
      lastMissedAt: { gte: new Date(now.getTime() - days * 86_400_000) },
      question: questionFilter(filters, { lessonQuestions: true }),
    },
    orderBy: [{ due: "asc" }, { questionId: "asc" }],
    select: { questionId: true, due: true, lastReview: true, lastMissedAt: true },
  });
  const lastAnswers = await db.attempt.groupBy({
    by: ["questionId"],
    where: { userId: viewer.id, source: "REVIEW", questionId: { in: cards.map((card) => card.questionId) } },
    _max: { createdAt: true },
  });
  const lastAnswerAt = new Map(lastAnswers.map((row) => [row.questionId, row._max.createdAt]));
  return cards
    .filter((card) => canReview(card, lastAnswerAt.get(card.questionId) ?? null, now))
    .slice(0, take)
    .map((card) => card.questionId);
}
