// A student's dashboard: contest results, performance over time, review work, ratings and the
// mastery grid, each from one query whatever the number of answers.
import { db } from "../db/index.ts";
import type { CompetitionFamily, Topic } from "../db/generated/enums.ts";
import type { Marked } from "../domain/contestScoring.ts";
import { isProvisional } from "../domain/rating.ts";

export const REVIEW_LIST_SIZE = 20;
export const MASTERY_COLUMNS = 25;
const REVIEW_WINDOW_DAYS = 30;

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
export type FamilyRating = { family: CompetitionFamily; rating: number; games: number; provisional: boolean; history: RatingPoint[] };
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

/** Mistakes of the last 30 days whose answer the student has seen (solved since, or attempts used up), most due first. */
export type ReviewWork = { count: number; questionIds: number[]; lastAnswers: Map<number, string> };

export async function reviewWork(userId: number, now = new Date()): Promise<ReviewWork> {
  const rows = await db.$queryRaw<{ question_id: number; last_answer: string | null }[]>`
    SELECT c.question_id,
      (SELECT a.answer FROM attempts a WHERE a.user_id = c.user_id AND a.question_id = c.question_id ORDER BY a.created_at DESC, a.id DESC LIMIT 1) AS last_answer
    FROM review_cards c
    WHERE c.user_id = ${userId} AND c.last_missed_at >= ${new Date(now.getTime() - REVIEW_WINDOW_DAYS * 86_400_000)}
      AND EXISTS (
        SELECT 1 FROM attempts a WHERE a.user_id = c.user_id AND a.question_id = c.question_id AND a.source <> 'CONTEST'
        GROUP BY a.question_id HAVING BOOL_OR(a.correct) OR COUNT(*) FILTER (WHERE a.source <> 'REVIEW') >= 2
      )
    ORDER BY c.due, c.question_id`;
  const shown = rows.slice(0, REVIEW_LIST_SIZE);
  return {
    count: rows.length,
    questionIds: shown.map((row) => row.question_id),
    lastAnswers: new Map(shown.map((row) => [row.question_id, row.last_answer ?? ""])),
  };
}

export async function familyRatings(userId: number): Promise<FamilyRating[]> {
  const [ratings, changes] = await Promise.all([
    db.rating.findMany({ where: { userId }, orderBy: { family: "asc" } }),
    db.ratingChange.findMany({ where: { userId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
  ]);
  return ratings.map((rating) => ({
    family: rating.family,
    rating: Math.round(rating.rating),
    games: rating.games,
    provisional: isProvisional(rating.games),
    history: changes.filter((change) => change.family === rating.family).map((change) => ({ at: change.createdAt, rating: Math.round(change.after) })),
  }));
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
