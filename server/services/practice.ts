// Random practice: a new question near the student's level, or the most-due past mistake.
import { db } from "../db/index.ts";
import type { CompetitionFamily, Topic } from "../db/generated/enums.ts";
import type { Viewer } from "../domain/viewer.ts";
import { pickPracticeQuestion } from "../domain/practicePick.ts";
import { INITIAL_RATING } from "../domain/rating.ts";
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

/**
 * The student's mistakes to review, most due first: questions on their review schedule last
 * missed (anywhere: lesson, practice, question page, contest, failed review) within the last
 * `days` days, that the attempt ledger would take a review answer for now. Practice → Review
 * serves the first; the dashboard's Review Work lists them.
 */
export async function mistakesToReview(userId: number, filters: PracticeFilters, days: number, now: Date): Promise<number[]> {
  const cards = await db.reviewCard.findMany({
    where: {
      userId,
      lastMissedAt: { gte: new Date(now.getTime() - days * 86_400_000) },
      question: questionFilter(filters, { lessonQuestions: true }),
    },
    orderBy: [{ due: "asc" }, { questionId: "asc" }],
    select: { questionId: true },
  });
  const ledgers = await attemptLedgers(userId, cards.map((card) => card.questionId), now);
  return cards.filter((card) => ledgers.get(card.questionId)?.reviewable).map((card) => card.questionId);
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
