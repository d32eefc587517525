import { db } from "../db/index.ts";
import { FAMILIES, FAMILY_KEY, FAMILY_LABEL, type Family } from "../domain/families.ts";
import { correctRate, recommendLessons, type LessonStats } from "../domain/recommendations.ts";
import type { Viewer } from "../domain/viewer.ts";
import { practiceFamilies } from "../domain/practiceRating.ts";
import { practiceRatingsOf } from "./practice.ts";
import { readRows } from "../db/directReads.ts";

/** Answers a student gives in a family before recommendations open for it. */
export const REQUIRED_ANSWERS_FOR_RECOMMENDATIONS = 10;

export type RecommendedLesson = LessonStats & { competitionName: string; correctRate: number };

export type ForYouContest = {
  family: Family;
  contestId: string;
  label: string;
  enabled: boolean;
  requiredAnswers: number;
  answers: number;
  /** One of the families the student's practice draws from (by grade and ratings): the tab For You opens on. */
  own: boolean;
  /** The rating practice targets in this family (practice rating, else contest rating); null when the student has neither. */
  practiceRating: number | null;
  lessons: RecommendedLesson[];
};

export type ForYou = { requiresLogin: boolean; contests: ForYouContest[] };

/** Answers per family, counting contest questions by their competition and lesson answers by their course. */
async function answersPerFamily(userId: number): Promise<Map<Family, number>> {
  const rows = await readRows<{ family: Family; answers: bigint }>`
    SELECT COALESCE(c.family, co.family)::text AS family, COUNT(*) AS answers
    FROM attempts a
    JOIN questions q ON q.id = a.question_id
    LEFT JOIN competitions c ON c.id = q.competition_id
    LEFT JOIN lessons l ON l.id = a.lesson_id
    LEFT JOIN courses co ON co.id = l.course_id
    WHERE a.user_id = ${userId} AND COALESCE(c.family, co.family) IS NOT NULL
    GROUP BY 1`;
  return new Map(rows.map((row) => [row.family, Number(row.answers)]));
}

async function lessonStats(userId: number): Promise<(LessonStats & { family: Family })[]> {
  const rows = await readRows<{ id: number; name: string; position: number; family: Family; correct: bigint; wrong: bigint }>`
    SELECT l.id, l.name, l.position, co.family::text AS family,
      COUNT(a.id) FILTER (WHERE a.correct) AS correct, COUNT(a.id) FILTER (WHERE NOT a.correct) AS wrong
    FROM lessons l JOIN courses co ON co.id = l.course_id
    LEFT JOIN attempts a ON a.lesson_id = l.id AND a.user_id = ${userId}
    WHERE l.active
    GROUP BY l.id, l.name, l.position, co.family, co.position
    ORDER BY co.position, l.position, l.id`;
  return rows.map((row, index) => ({
    lessonId: row.id, name: row.name, position: index, family: row.family, correct: Number(row.correct), wrong: Number(row.wrong),
  }));
}

/** One tab per family; for a signed-in student with enough answers, the weakest lessons of that family. */
export async function forYou(viewer: Viewer | null): Promise<ForYou> {
  const enabledFamilies = await db.competition.findMany({ where: { enabled: true }, distinct: ["family"], select: { family: true } });
  const enabled = new Set(enabledFamilies.map((row) => row.family));
  const [answers, lessons] = viewer ? await Promise.all([answersPerFamily(viewer.id), lessonStats(viewer.id)]) : [new Map(), []];
  const ratings = viewer ? await practiceRatingsOf(viewer.id) : null;
  const own = new Set(ratings ? practiceFamilies(ratings.grade, ratings.met) : []);
  return {
    requiresLogin: viewer === null,
    contests: FAMILIES.map((family) => {
      const given = answers.get(family) ?? 0;
      const unlocked = viewer !== null && given >= REQUIRED_ANSWERS_FOR_RECOMMENDATIONS;
      const picks = unlocked ? recommendLessons(lessons.filter((lesson) => lesson.family === family)) : [];
      return {
        family,
        contestId: FAMILY_KEY[family],
        label: FAMILY_LABEL[family],
        enabled: viewer !== null && enabled.has(family),
        requiredAnswers: REQUIRED_ANSWERS_FOR_RECOMMENDATIONS,
        answers: given,
        own: own.has(family),
        practiceRating: ratings?.met.includes(family) ? Math.round(ratings.ratingOf(family)) : null,
        lessons: picks.map((lesson) => ({ ...lesson, competitionName: FAMILY_LABEL[family], correctRate: correctRate(lesson) })),
      };
    }),
  };
}
