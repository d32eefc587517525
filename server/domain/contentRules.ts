// The rules of the course, lesson and section editors and the question annotator. Pure;
// services/contentEditing.ts does the I/O (one transaction per save, a row lock, a version check).

import { DIFFICULTY_RANGE, MESSAGES } from "./questionRules.ts";

export type ContentKind = "course" | "lesson" | "section";

export const CONTENT_MESSAGES = {
  courseName: "Course name is required.",
  category: "Category is required.",
  lessonName: "Lesson name is required.",
  sectionName: "Section name is required.",
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters.`,
  lessonList: "The lessons sent are not this course's lessons. Reload the page and try again.",
  sectionList: "The sections sent are not this lesson's sections. Reload the page and try again.",
  repeatedQuestion: (id: number) => `Question ${id} is listed twice in this section.`,
  unknownQuestion: (id: number) => `There is no question ${id}.`,
  tooManyQuestions: (max: number) => `A section holds at most ${max} questions.`,
  unknownSection: (id: number) => `There is no section ${id}.`,
  conflict: (kind: ContentKind) =>
    `Someone else saved this ${kind} after you opened it. Reload the page to see their changes, then edit again.`,
  saved: (kind: ContentKind) => `${kind[0].toUpperCase()}${kind.slice(1)} saved.`,
  deleted: "Question deleted.",
} as const;

export const LIMITS = { name: 200, category: 100, description: 2_000, notes: 100_000, sectionQuestions: 200 } as const;

export type Problem = { message: string; field: string };

const blank = (value: string | null | undefined) => value == null || value.trim() === "";

function textProblem(value: string | null, field: string, label: string, max: number, required: string | null): Problem | null {
  if (required !== null && blank(value)) return { message: required, field };
  if (value !== null && value.trim().length > max) return { message: CONTENT_MESSAGES.tooLong(label, max), field };
  return null;
}

/** True when `sent` is exactly `stored` in some order: an editor reorders, it never adds or drops here. */
export function isReordering(sent: number[], stored: number[]): boolean {
  if (sent.length !== stored.length || new Set(sent).size !== sent.length) return false;
  const known = new Set(stored);
  return sent.every((id) => known.has(id));
}

export type CourseEdit = { name: string; category: string; lessons: { lessonId: number; active: boolean }[] };

export function courseProblem(edit: CourseEdit, storedLessonIds: number[]): Problem | null {
  return (
    textProblem(edit.name, "name", "Course name", LIMITS.name, CONTENT_MESSAGES.courseName) ??
    textProblem(edit.category, "category", "Category", LIMITS.category, CONTENT_MESSAGES.category) ??
    (isReordering(edit.lessons.map((lesson) => lesson.lessonId), storedLessonIds) ? null : { message: CONTENT_MESSAGES.lessonList, field: "lessons" })
  );
}

export type LessonEdit = { name: string; description: string | null; sectionIds: number[] };

export function lessonProblem(edit: LessonEdit, storedSectionIds: number[]): Problem | null {
  return (
    textProblem(edit.name, "name", "Lesson name", LIMITS.name, CONTENT_MESSAGES.lessonName) ??
    textProblem(edit.description, "description", "Description", LIMITS.description, null) ??
    (isReordering(edit.sectionIds, storedSectionIds) ? null : { message: CONTENT_MESSAGES.sectionList, field: "sections" })
  );
}

export type SectionEdit = { name: string; notesHtml: string; questions: { questionId: number; isExample: boolean }[] };

/** `existing` holds the ids among the edit's questions that exist and are not deleted. */
export function sectionProblem(edit: SectionEdit, existing: Set<number>): Problem | null {
  const text =
    textProblem(edit.name, "name", "Section name", LIMITS.name, CONTENT_MESSAGES.sectionName) ??
    textProblem(edit.notesHtml, "notesHtml", "Notes", LIMITS.notes, null);
  if (text) return text;
  if (edit.questions.length > LIMITS.sectionQuestions) return { message: CONTENT_MESSAGES.tooManyQuestions(LIMITS.sectionQuestions), field: "questions" };
  const seen = new Set<number>();
  for (const { questionId } of edit.questions) {
    if (seen.has(questionId)) return { message: CONTENT_MESSAGES.repeatedQuestion(questionId), field: "questions" };
    seen.add(questionId);
    if (!existing.has(questionId)) return { message: CONTENT_MESSAGES.unknownQuestion(questionId), field: "questions" };
  }
  return null;
}

/** The saved-over check shared by every editor: a version the editor had not seen is refused. */
export const isStale = (openedAt: Date | null, storedAt: Date): boolean => openedAt !== null && openedAt.getTime() !== storedAt.getTime();

/**
 * How the editors' search box is read: a number is a question id; "AMC_10A 2021 5" (or
 * "AMC 10A 2021 #5") is a competition, year and problem number, any of which may be left off
 * from the end; anything else is looked for in the statement.
 */
export type QuestionSearch =
  | { kind: "id"; id: number }
  | { kind: "competition"; name: string; year: number | null; problemNumber: number | null }
  | { kind: "text"; text: string };

export function readSearch(query: string): QuestionSearch | null {
  const trimmed = query.trim();
  if (trimmed === "") return null;
  if (/^\d+$/.test(trimmed) && trimmed.length <= 9) return { kind: "id", id: Number(trimmed) };
  const competition = /^(AMC|AIME)[ _]?(8|10A|10B|12A|12B|I|II)(?:\s+(\d{4}))?(?:\s+#?(\d{1,2}))?$/i.exec(trimmed);
  if (competition) {
    return {
      kind: "competition",
      name: `${competition[1].toUpperCase()}_${competition[2].toUpperCase()}`,
      year: competition[3] ? Number(competition[3]) : null,
      problemNumber: competition[4] ? Number(competition[4]) : null,
    };
  }
  return { kind: "text", text: trimmed.slice(0, 100) };
}

export type Annotation = { schoolGrade: number | null; difficultyLevel: number | null; sectionIds: number[] };

/** The annotator's numbers follow the question editor's bounds (domain/questionRules.ts). */
export function annotationProblem(edit: Annotation, existingSections: Set<number>): Problem | null {
  if (edit.schoolGrade !== null && (!Number.isInteger(edit.schoolGrade) || edit.schoolGrade < 1 || edit.schoolGrade > 12)) {
    return { message: MESSAGES.schoolGrade, field: "schoolGrade" };
  }
  const [low, high] = DIFFICULTY_RANGE;
  if (edit.difficultyLevel !== null && (!Number.isInteger(edit.difficultyLevel) || edit.difficultyLevel < low || edit.difficultyLevel > high)) {
    return { message: MESSAGES.difficultyLevel, field: "difficultyLevel" };
  }
  const missing = edit.sectionIds.find((id) => !existingSections.has(id));
  return missing === undefined ? null : { message: CONTENT_MESSAGES.unknownSection(missing), field: "sections" };
}
