// Lessons recommended to a student: the weakest ones first (lowest share of correct answers),
// then lessons not started yet; lessons already mastered are left out.
export type LessonStats = { lessonId: number; name: string; position: number; correct: number; wrong: number };

export const RECOMMENDATIONS = 3;

export function correctRate(stats: { correct: number; wrong: number }): number {
  const total = stats.correct + stats.wrong;
  return total === 0 ? 0 : Math.round((stats.correct / total) * 1000) / 1000;
}

export function recommendLessons(lessons: LessonStats[], count = RECOMMENDATIONS): LessonStats[] {
  const started = lessons.filter((lesson) => lesson.correct + lesson.wrong > 0 && lesson.wrong > 0);
  const notStarted = lessons.filter((lesson) => lesson.correct + lesson.wrong === 0);
  started.sort((a, b) => correctRate(a) - correctRate(b) || b.wrong - a.wrong || a.position - b.position);
  notStarted.sort((a, b) => a.position - b.position);
  return [...started, ...notStarted].slice(0, count);
}
