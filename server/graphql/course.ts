import { builder } from "./builder.ts";
import { db } from "../db/index.ts";
import { CompetitionFamilyEnum } from "./enums.ts";
import { FAMILY_LABEL } from "../domain/families.ts";
import { completionOf, type Completion } from "../services/lessonProgress.ts";
import { loadersFor } from "./loaders.ts";
import type { Context } from "./context.ts";
import { QuestionRef } from "./question.ts";
import { visibleQuestions } from "../domain/access.ts";

const CompletionRef = builder.objectRef<Completion>("Completion").implement({
  description: "The viewer's progress: practice questions completed out of all. A question answered anywhere counts (solved, or its answer shown).",
  fields: (t) => ({
    total: t.exposeInt("total"),
    completed: t.exposeInt("completed"),
    rate: t.exposeFloat("rate", { description: "From 0 to 1." }),
  }),
});

/** Questions every student sees (server/domain/access.ts): progress and ids count these. */
const openQuestions = visibleQuestions(null);

/** Practice (not example) question ids of sections, in lesson order. */
const practiceIdsSelect = {
  sections: {
    orderBy: [{ position: "asc" as const }, { id: "asc" as const }],
    select: { questions: { where: { isExample: false, question: openQuestions }, orderBy: [{ position: "asc" as const }, { questionId: "asc" as const }], select: { questionId: true } } },
  },
};
type WithPracticeIds = { sections: { questions: { questionId: number }[] }[] };
const practiceIds = (lesson: WithPracticeIds) => lesson.sections.flatMap((section) => section.questions.map((entry) => entry.questionId));

/** The viewer's progress over these questions (none completed when anonymous). */
async function completion(context: Context, questionIds: number[]): Promise<Completion> {
  if (!context.viewer) return completionOf(questionIds.map(() => null));
  return completionOf(await loadersFor(context).ledger.loadMany(questionIds));
}

export const CourseRef = builder.prismaNode("Course", {
  nullable: true,
  id: { field: "id" },
  fields: (t) => ({
    courseId: t.exposeInt("id"),
    name: t.exposeString("name"),
    family: t.expose("family", { type: CompetitionFamilyEnum }),
    competitionName: t.string({ select: { family: true }, resolve: (course) => FAMILY_LABEL[course.family] }),
    category: t.exposeString("category"),
    description: t.exposeString("description", { nullable: true }),
    isSample: t.exposeBoolean("isSample"),
    lessons: t.relation("lessons", {
      query: { orderBy: [{ position: "asc" }, { id: "asc" }] },
      deprecationReason: "Use lessonsConnection, which pages (first/after) and counts (totalCount).",
    }),
    lessonsConnection: t.relatedConnection("lessons", {
      cursor: "id",
      totalCount: true,
      description: "The course's lessons in its order, in pages.",
      query: { orderBy: [{ position: "asc" }, { id: "asc" }] },
    }),
    lessonCount: t.relationCount("lessons"),
    progress: t.field({
      type: CompletionRef,
      select: { lessons: { select: practiceIdsSelect } },
      resolve: (course, _args, context) => completion(context, course.lessons.flatMap(practiceIds)),
    }),
  }),
});

export const LessonRef = builder.prismaNode("Lesson", {
  nullable: true,
  id: { field: "id" },
  fields: (t) => ({
    lessonId: t.exposeInt("id"),
    name: t.exposeString("name"),
    description: t.exposeString("description", { nullable: true }),
    active: t.exposeBoolean("active"),
    course: t.relation("course"),
    sections: t.relation("sections", { query: { orderBy: [{ position: "asc" }, { id: "asc" }] } }),
    practiceQuestionIds: t.intList({ select: practiceIdsSelect, resolve: practiceIds }),
    exampleQuestionIds: t.intList({
      select: { sections: { orderBy: [{ position: "asc" }, { id: "asc" }], select: { questions: { where: { isExample: true, question: openQuestions }, orderBy: { position: "asc" }, select: { questionId: true } } } } },
      resolve: practiceIds,
    }),
    progress: t.field({
      type: CompletionRef,
      select: practiceIdsSelect,
      resolve: (lesson, _args, context) => completion(context, practiceIds(lesson)),
    }),
  }),
});

const sectionQuestions = (isExample: boolean, context: Context) => ({
  where: { isExample, question: visibleQuestions(context.viewer) },
  orderBy: [{ position: "asc" as const }, { questionId: "asc" as const }],
});

export const SectionRef = builder.prismaNode("Section", {
  nullable: true,
  id: { field: "id" },
  fields: (t) => ({
    sectionId: t.exposeInt("id"),
    name: t.exposeString("name"),
    notesHtml: t.exposeString("notesHtml"),
    lesson: t.relation("lesson"),
    practiceQuestions: t.field({
      type: [QuestionRef],
      select: (_args, context, nested) => ({ questions: { ...sectionQuestions(false, context), select: { question: nested(true) } } }),
      resolve: (section) => section.questions.map((entry) => entry.question),
    }),
    exampleQuestions: t.field({
      type: [QuestionRef],
      select: (_args, context, nested) => ({ questions: { ...sectionQuestions(true, context), select: { question: nested(true) } } }),
      resolve: (section) => section.questions.map((entry) => entry.question),
    }),
    progress: t.field({
      type: CompletionRef,
      select: { questions: { where: { isExample: false, question: openQuestions }, select: { questionId: true } } },
      resolve: (section, _args, context) => completion(context, section.questions.map((entry) => entry.questionId)),
    }),
  }),
});

// Where a question is placed in lessons (Question.relatedSections).
export const SectionPlacementRef = builder.prismaObject("SectionQuestion", {
  name: "SectionPlacement",
  fields: (t) => ({
    isExample: t.exposeBoolean("isExample"),
    section: t.relation("section"),
  }),
});

builder.queryFields((t) => ({
  courses: t.prismaField({
    type: [CourseRef],
    deprecationReason: "Use coursesConnection, which pages (first/after) and counts (totalCount).",
    resolve: (query) => db.course.findMany({ ...query, orderBy: [{ position: "asc" }, { id: "asc" }] }),
  }),
  coursesConnection: t.prismaConnection({
    type: CourseRef,
    cursor: "id",
    description: "The courses in the order the course list shows them, in pages.",
    totalCount: () => db.course.count(),
    resolve: (query) => db.course.findMany({ ...query, orderBy: [{ position: "asc" }, { id: "asc" }] }),
  }),
  course: t.prismaField({
    type: CourseRef,
    nullable: true,
    args: { courseId: t.arg.int({ required: true }) },
    resolve: (query, _root, args) => db.course.findUnique({ ...query, where: { id: args.courseId } }),
  }),
  lesson: t.prismaField({
    type: LessonRef,
    nullable: true,
    args: { lessonId: t.arg.int({ required: true }) },
    resolve: (query, _root, args) => db.lesson.findUnique({ ...query, where: { id: args.lessonId } }),
  }),
}));
