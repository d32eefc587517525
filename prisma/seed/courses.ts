// The demo courses: lessons of short notes, each section followed by worked examples and
// practice questions made from the templates its notes teach.
import type { CompetitionFamily } from "../../server/db/generated/enums.ts";
import { foundations } from "./courses/foundations.ts";
import { problemSolving } from "./courses/problemSolving.ts";
import { initialRating, PROFILES } from "./levels.ts";
import { toHtml } from "./markup.ts";
import { templateById } from "./problems/index.ts";
import { buildQuestion, type DemoQuestion } from "./question.ts";
import { createRng } from "./random.ts";

export const LESSON_SET_NAME = "Boxed lesson practice";

type SectionSpec = {
  name: string;
  /** Paragraphs of simple HTML with TeX: an explanation, then a worked example. */
  notes: string[];
  /** One worked example per template, then practice cycling through them. */
  templates: string[];
};

type LessonSpec = { name: string; description: string; active?: boolean; sections: SectionSpec[] };

export type CourseSpec = {
  name: string;
  family: CompetitionFamily;
  category: string;
  description: string;
  lessons: LessonSpec[];
};

type SectionQuestionSeed = { question: DemoQuestion; isExample: boolean; position: number };
type DemoSection = { data: { name: string; notesHtml: string; position: number }; questions: SectionQuestionSeed[] };
type DemoLesson = {
  data: { name: string; description: string; position: number; active: boolean };
  sections: DemoSection[];
};
export type DemoCourse = {
  data: { name: string; family: CompetitionFamily; category: string; description: string; position: number; isSample: boolean };
  lessons: DemoLesson[];
};

const PRACTICE_PER_SECTION = 4;

/** The sample courses; `taken` holds the statements used so far (the contests'), so none repeats. */
export function buildCourses(taken: Set<string> = new Set()): DemoCourse[] {
  // Lesson questions have no contest, so they are numbered through the whole practice set.
  let problemNumber = 0;
  return [foundations, problemSolving].map((course, courseIndex) => {
    const profile = PROFILES[course.family];
    // The AMC 10/12 course starts one level higher than the AMC 8 one.
    const startLevel = course.family === "AMC8" ? 1 : 2;
    const makeQuestion = (templateId: string, rngSeed: string, level: number) => {
      const template = templateById(templateId);
      const [low, high] = template.hardness;
      const target = Math.min(high, Math.max(low, level + profile.hardnessOffset));
      problemNumber++;
      const placement = {
        problemNumber,
        difficultyLevel: level,
        rating: initialRating(course.family, (level - 1) / 4),
        schoolGrade: profile.grades[level - 1],
        setName: LESSON_SET_NAME,
      };
      // A template with few problems at this hardness may have given them all to the contests:
      // then the nearest hardness with a new one.
      const hardnesses = [0, 1, -1, 2, -2, 3, -3].map((step) => target + step).filter((h) => h >= low && h <= high);
      for (const hardness of hardnesses) {
        try {
          return buildQuestion(template, createRng(`${rngSeed} ${hardness}`), hardness, true, placement, taken);
        } catch {}
      }
      throw new Error(`Template ${templateId} has no new problem left for ${rngSeed}`);
    };
    return {
      data: {
        name: course.name,
        family: course.family,
        category: course.category,
        description: course.description,
        position: courseIndex + 1,
        isSample: true,
      },
      lessons: course.lessons.map((lesson, lessonIndex) => ({
        data: {
          name: lesson.name,
          description: lesson.description,
          position: lessonIndex + 1,
          active: lesson.active ?? true,
        },
        sections: lesson.sections.map((section, sectionIndex) => {
          const seed = `${course.name} / ${lesson.name} / ${section.name}`;
          const examples = section.templates.map((id, i) => makeQuestion(id, `${seed} / example ${i}`, startLevel));
          const practice = Array.from({ length: PRACTICE_PER_SECTION }, (_, i) =>
            makeQuestion(
              section.templates[i % section.templates.length],
              `${seed} / practice ${i}`,
              Math.min(5, startLevel + i),
            ),
          );
          return {
            data: { name: section.name, notesHtml: toHtml(section.notes), position: sectionIndex + 1 },
            questions: [...examples, ...practice].map((question, i) => ({
              question,
              isExample: i < examples.length,
              position: i + 1,
            })),
          };
        }),
      })),
    };
  });
}
