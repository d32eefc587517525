// A student's dashboard: contest results, performance over time, review work, ratings and the
// mastery grid, each from one query whatever the number of answers.
import { db } from "../db/index.ts";
import type { CompetitionFamily, Topic } from "../db/generated/enums.ts";
import type { Marked } from "../domain/contestScoring.ts";
import { isProvisional } from "../domain/rating.ts";
import { competitionTitle } from "../domain/labels.ts";
import { ratingUncertainty } from "../domain/ratingScale.ts";
import { REVIEW_DAYS } from "../domain/reviewSchedule.ts";
import { mistakesToReview, reviewCardsInWindow, type ReviewCard } from "./practice.ts";

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
export type LessonMonth = { month: string; correct: number; total: number };
export type LessonPerformance = { lessonId: number; lessonName: string; months: LessonMonth[] };
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

export async function testResults(userId: number): Promise<CompetitionResults[]> {
  const submissions = await db.contestSubmission.findMany({
    where: { userId },
    orderBy: [{ competition: { name: "asc" } }, { competition: { year: "desc" } }, { submittedAt: "asc" }],
    include: { competition: { select: { name: true, year: true } } },
  });
  const byCompetition = new Map<string, CompetitionResults>();
  for (const submission of submissions) {
    const key = `${submission.competition.name} ${submission.competition.year}`;
    const entry = byCompetition.get(key) ?? { competitionName: submission.competition.name, competitionYear: submission.competition.year, submissions: [] };
    entry.submissions.push({
      submittedAt: submission.submittedAt,
      score: submission.score,
      fullScore: submission.fullScore,
      correct: submission.correctCount,
      blank: submission.blankCount,
      incorrect: submission.incorrectCount,
      answers: (submission.answers as Marked[]).map((entry) => (entry.blank ? null : entry.correct ? 1 : 0)),
    });
    byCompetition.set(key, entry);
  }
  return [...byCompetition.values()];
}

export async function lessonPerformance(userId: number): Promise<LessonPerformance[]> {
  const rows = await db.$queryRaw<{ lesson_id: number; name: string; month: string; correct: bigint; total: bigint }[]>`
    SELECT l.id AS lesson_id, l.name, to_char(a.created_at, 'YYYY-MM') AS month,
      COUNT(*) FILTER (WHERE a.correct) AS correct, COUNT(*) AS total
    FROM attempts a JOIN lessons l ON l.id = a.lesson_id
    WHERE a.user_id = ${userId}
    GROUP BY l.id, l.name, month
    ORDER BY l.id, month`;
  const byLesson = new Map<number, LessonPerformance>();
  for (const row of rows) {
    const entry = byLesson.get(row.lesson_id) ?? { lessonId: row.lesson_id, lessonName: row.name, months: [] };
    entry.months.push({ month: row.month, correct: Number(row.correct), total: Number(row.total) });
    byLesson.set(row.lesson_id, entry);
  }
  return [...byLesson.values()];
}

/** The student's mistakes to review (as Practice → Review serves them) over the longest review window, most due first. */
export type ReviewWork = { count: number; questionIds: number[]; lastAnswers: Map<number, string> };

const NO_FILTERS = { competition: null, topic: null, excludeQuestionId: null };

/** The student's review cards over the longest review window: read once for Review Work and upcoming reviews. */
export function reviewWindowCards(userId: number, now: Date): Promise<ReviewCard[]> {
  return reviewCardsInWindow(userId, NO_FILTERS, REVIEW_WINDOW_DAYS, now);
}

export async function reviewWork(userId: number, now: Date, cards: Promise<ReviewCard[]> = reviewWindowCards(userId, now)): Promise<ReviewWork> {
  const mistakes = await mistakesToReview(userId, NO_FILTERS, REVIEW_WINDOW_DAYS, now, { cards: await cards });
  const shown = mistakes.slice(0, REVIEW_LIST_SIZE);
  const rows = await db.$queryRaw<{ question_id: number; answer: string }[]>`
    SELECT DISTINCT ON (question_id) question_id, answer FROM attempts
    WHERE user_id = ${userId} AND question_id = ANY(${shown}::int[])
    ORDER BY question_id, created_at DESC, id DESC`;
  const lastAnswers = new Map(rows.map((row) => [row.question_id, row.answer]));
  return {
    count: mistakes.length,
    questionIds: shown,
    lastAnswers: new Map(shown.map((id) => [id, lastAnswers.get(id) ?? ""])),
  };
}

/** A mistake on the review schedule that is not due yet, and when it will be. */
export type UpcomingReview = { questionId: number; due: Date; title: string };

/** The next REVIEW_LIST_SIZE mistakes coming due (over the longest review window), soonest first. */
export async function upcomingReviews(userId: number, now: Date, cards: Promise<ReviewCard[]> = reviewWindowCards(userId, now)): Promise<UpcomingReview[]> {
  const coming = (await cards).filter((card) => card.due > now).slice(0, REVIEW_LIST_SIZE);
  const questions = await db.question.findMany({
    where: { id: { in: coming.map((card) => card.questionId) } },
    select: { id: true, problemNumber: true, competition: { select: { name: true, year: true } } },
  });
  const byId = new Map(questions.map((question) => [question.id, question]));
  return coming.map((card) => {
    const question = byId.get(card.questionId);
    const title = question?.competition
      ? `${competitionTitle(question.competition.name, question.competition.year)} · Problem ${question.problemNumber}`
      : `Lesson problem ${question?.problemNumber ?? ""}`.trim();
    return { questionId: card.questionId, due: card.due, title };
  });
}

export async function familyRatings(userId: number): Promise<FamilyRating[]> {
  const [ratings, changes] = await Promise.all([
    db.rating.findMany({ where: { userId }, orderBy: { family: "asc" } }),
    db.ratingChange.findMany({ where: { userId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
  ]);
  return ratings.map((rating) => {
    const history = changes.filter((change) => change.family === rating.family);
    return {
      family: rating.family,
      rating: Math.round(rating.rating),
      games: rating.games,
      // Re-anchoring rows (no submission) move the history but are no contest.
      contests: history.filter((change) => change.submissionId !== null).length,
      provisional: isProvisional(history.filter((change) => change.submissionId !== null).length),
      uncertainty: ratingUncertainty(rating.games),
      history: history.map((change) => ({ at: change.createdAt, rating: Math.round(change.after) })),
    };
  });
}

export async function masteryGrid(userId: number): Promise<MasteryRow[]> {
  const [competitions, latest] = await Promise.all([
    db.competition.findMany({
      where: { enabled: true },
      orderBy: [{ name: "asc" }, { year: "desc" }],
      select: { name: true, year: true, questions: { where: { status: "PUBLISHED" }, orderBy: { problemNumber: "asc" }, select: { id: true, problemNumber: true, topic: true } } },
    }),
    db.$queryRaw<{ question_id: number; correct: boolean }[]>`
      SELECT DISTINCT ON (question_id) question_id, correct FROM attempts
      WHERE user_id = ${userId} ORDER BY question_id, created_at DESC, id DESC`,
  ]);
  const outcome = new Map(latest.map((row) => [row.question_id, row.correct ? 1 : -1]));
  return competitions.map((competition) => {
    const byNumber = new Map(competition.questions.map((question) => [question.problemNumber, question]));
    const columns = Array.from({ length: MASTERY_COLUMNS }, (_, index) => byNumber.get(index + 1) ?? null);
    return {
      competitionName: competition.name,
      competitionYear: competition.year,
      cells: columns.map((question) => (question ? outcome.get(question.id) ?? 0 : 0)),
      topics: columns.map((question) => question?.topic ?? null),
      questionIds: columns.map((question) => question?.id ?? null),
    };
  });
}
