// Demo content for Boxed, built in memory with no database: sample contest sets, courses, a
// survey, and (separately, because they depend on today's date) the demo accounts.
// Everything is original and generated from seeded templates, so it is the same on every run.
import { buildSampleCompetitions, type DemoCompetition } from "./competitions.ts";
import { buildCourses, type DemoCourse } from "./courses.ts";
import type { DemoQuestion } from "./question.ts";
import { DEMO_SURVEY } from "./survey.ts";

export { buildDemoAccounts, type DemoAccounts } from "./accounts.ts";

export type DemoContent = {
  competitions: DemoCompetition[];
  courses: DemoCourse[];
  survey: typeof DEMO_SURVEY;
};

export function buildDemoContent(): DemoContent {
  // One set of statements for everything: no problem appears twice in the demo content.
  const taken = new Set<string>();
  return { competitions: buildSampleCompetitions(taken), courses: buildCourses(taken), survey: DEMO_SURVEY };
}

/** The questions made for the course sections, in course, lesson, section order. */
export const lessonQuestions = (content: DemoContent): DemoQuestion[] =>
  content.courses.flatMap((course) =>
    course.lessons.flatMap((lesson) => lesson.sections.flatMap((section) => section.questions.map((q) => q.question))),
  );
