// Trending lessons: a family's active lessons ranked by how many students practised them in the
// last 30 days. The home page reads the counts a job keeps in lesson_trends (refreshLessonTrends,
// every few minutes and at start), from lesson_learners, which triggers keep as answers arrive:
// a request reads one row per lesson, however many answers there are.
import { Prisma, type PrismaClient } from "../db/generated/client.ts";
import { db } from "../db/index.ts";
import type { Family } from "../domain/families.ts";
import { readRows } from "../db/directReads.ts";
import { openQuestionSql } from "../domain/access.ts";

export type TrendingLesson = { lessonId: number; name: string; userCount: number; questionCount: number };

export const TRENDING_WINDOW_DAYS = 30;
/** How often the counts are taken again (a student's practice shows on the home page within this). */
export const TRENDS_REFRESH_MS = 5 * 60_000;

/** Which trending list: a family's first `first` lessons. */
export type TrendingList = { family: Family; first: number };

/**
 * Active lessons of each family asked, ranked by how many students practised them in the last 30
 * days: several lists (the home page shows two) in one statement.
 */
export async function trendingLessons(lists: readonly TrendingList[]): Promise<TrendingLesson[][]> {
  const rows = await readRows<{ list: number; id: number; name: string; user_count: number; question_count: bigint }>`
    SELECT k.list::int AS list, top.id, top.name, top.user_count,
      (SELECT COUNT(*) FROM section_questions sq JOIN sections s ON s.id = sq.section_id
        JOIN questions q ON q.id = sq.question_id LEFT JOIN competitions qc ON qc.id = q.competition_id
        WHERE s.lesson_id = top.id AND NOT sq.is_example AND ${Prisma.raw(openQuestionSql("q", "qc"))}) AS question_count
    FROM unnest(${lists.map((list) => list.family)}::text[]::"CompetitionFamily"[], ${lists.map((list) => list.first)}::int[])
      WITH ORDINALITY AS k(family, first, list)
    CROSS JOIN LATERAL (
      SELECT l.id, l.name, l.position, COALESCE(t.learners, 0) AS user_count
      FROM lessons l JOIN courses c ON c.id = l.course_id
      LEFT JOIN lesson_trends t ON t.lesson_id = l.id
      WHERE c.family = k.family AND l.active
      ORDER BY user_count DESC, l.position ASC, l.id ASC
      LIMIT k.first
    ) top
    ORDER BY k.list, top.user_count DESC, top.position ASC, top.id ASC`;
  const answers = lists.map((): TrendingLesson[] => []);
  for (const row of rows) {
    answers[row.list - 1]!.push({ lessonId: row.id, name: row.name, userCount: Number(row.user_count), questionCount: Number(row.question_count) });
  }
  return answers;
}

/**
 * Counts again, in one statement, the students of each lesson who answered in it within the
 * window (lesson_learners read by its last_answered_at index: only the window's rows).
 */
export async function refreshLessonTrends(prisma: PrismaClient = db, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - TRENDING_WINDOW_DAYS * 86_400_000);
  await prisma.$transaction([
    prisma.$executeRaw`DELETE FROM lesson_trends`,
    prisma.$executeRaw`
      INSERT INTO lesson_trends (lesson_id, learners, refreshed_at)
      SELECT lesson_id, COUNT(*)::int, ${now} FROM lesson_learners WHERE last_answered_at >= ${since}
      GROUP BY lesson_id ORDER BY lesson_id`,
  ]);
}

export type TrendsKeeper = { stop(): void };

/** Refreshes the trends now and then every `intervalMs` (0: only now). */
export async function startTrendsKeeper(prisma: PrismaClient, options: { intervalMs: number; onError: (error: unknown) => void }): Promise<TrendsKeeper> {
  await refreshLessonTrends(prisma);
  if (options.intervalMs <= 0) return { stop() {} };
  const timer = setInterval(() => refreshLessonTrends(prisma).catch(options.onError), options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
