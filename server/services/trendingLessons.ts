import { db } from "../db/index.ts";
import type { Family } from "../domain/families.ts";

export type TrendingLesson = { lessonId: number; name: string; userCount: number; questionCount: number };

const TRENDING_WINDOW_DAYS = 30;

/** Active lessons of a family, ranked by how many students practised them in the last 30 days. */
export async function trendingLessons(family: Family, first: number): Promise<TrendingLesson[]> {
  const since = new Date(Date.now() - TRENDING_WINDOW_DAYS * 86_400_000);
  const rows = await db.$queryRaw<{ id: number; name: string; user_count: bigint; question_count: bigint }[]>`
    SELECT l.id, l.name,
      (SELECT COUNT(DISTINCT a.user_id) FROM attempts a WHERE a.lesson_id = l.id AND a.created_at >= ${since}) AS user_count,
      (SELECT COUNT(*) FROM section_questions sq JOIN sections s ON s.id = sq.section_id
        JOIN questions q ON q.id = sq.question_id LEFT JOIN competitions qc ON qc.id = q.competition_id
        -- The questions every student sees (server/domain/access.ts visibleQuestions(null)).
        WHERE s.lesson_id = l.id AND NOT sq.is_example AND q.status = 'PUBLISHED' AND (qc.id IS NULL OR qc.enabled)) AS question_count
    FROM lessons l JOIN courses c ON c.id = l.course_id
    WHERE c.family = ${family}::"CompetitionFamily" AND l.active
    ORDER BY user_count DESC, l.position ASC, l.id ASC
    LIMIT ${first}`;
  return rows.map((row) => ({
    lessonId: row.id,
    name: row.name,
    userCount: Number(row.user_count),
    questionCount: Number(row.question_count),
  }));
}
