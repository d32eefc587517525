import type { GraphQLResolveInfo } from "graphql";
import { builder } from "./builder.ts";
import { db } from "../db/index.ts";
import { CompetitionFamilyEnum } from "./enums.ts";
import { FAMILY_LABEL } from "../domain/families.ts";
import { exampleIdsOf, lessonsProgressOf, practiceIdsOf, progressOf, type Completion, type LessonsRead } from "../services/lessonProgress.ts";
import { loadersFor, type LessonsKey } from "./loaders.ts";
import type { Context } from "./context.ts";
import { QuestionRef } from "./question.ts";
import { findLesson, sectionQuestionsQuery } from "../services/lessonRead.ts";
import { argumentOf, fieldsSelected, namesSelectedAt, selectionSelects, selectsField, selectsPath } from "./lookahead.ts";
import { sectionSimilarQuestions, sectionSuccessRates } from "../services/sectionQuestionStats.ts";
import { findCourse, findCourses, LESSON_ORDER, SECTION_ORDER, type Omitted } from "../services/courseTree.ts";

const CompletionRef = builder.objectRef<Completion>("Completion").implement({
  description: "The viewer's progress: practice questions completed out of all. A question answered anywhere counts (solved, or its answer shown).",
  fields: (t) => ({
    total: t.exposeInt("total"),
    completed: t.exposeInt("completed"),
    rate: t.exposeFloat("rate", { description: "From 0 to 1." }),
  }),
});

/**
 * The lessons of a course, or a lesson, with their sections' question ids (the questions every
 * student sees: server/domain/access.ts) and the viewer's ledgers of them: progress and the id
 * lists count these. Batched per request (server/graphql/loaders.ts), so a list of courses and
 * their lessons cost one statement.
 */
const lessonsOf = (context: Context, key: LessonsKey) => loadersFor(context).lessons.load(key);

/**
 * `answer` of the lessons read: at once when the request has it already (a course list's hundreds
 * of lesson fields then cost no promise each), else once it is read.
 */
function withLessons<T>(context: Context, key: LessonsKey, answer: (read: LessonsRead) => T): T | Promise<T> {
  const lessons = loadersFor(context).lessons;
  const read = lessons.peek(key);
  return read ? answer(read) : lessons.load(key).then(answer);
}

/** Settles when the reads do, whether or not they succeed: a failure is for the fields that show them to report. */
const settled = (reads: Promise<unknown>[]) => Promise.allSettled(reads).then(() => {});

/**
 * Starts the read of a course's or lesson's progress now, beside the course's or lesson's own read,
 * when the query asks for it (it needs only the id), and settles when it is done (at once when it
 * is not asked for); the fields that show it then take it from the request's loader, without
 * waiting. A failure is theirs to report.
 */
function progressAlongside(context: Context, info: GraphQLResolveInfo, key: LessonsKey): Promise<void> {
  return selectsField(info, "progress") ? settled([lessonsOf(context, key)]) : Promise.resolve();
}

/**
 * The success rates and similar questions of the practice questions of the sections a query asks
 * for with them (GET /api/section-notes/ does, for the section shown) start with the lesson's read
 * rather than after it: they need only the lesson's id and the sections' arguments. The fields then
 * take them from the request's loaders.
 */
function questionStatsAlongside(context: Context, info: GraphQLResolveInfo, lessonId: number): void {
  for (const sections of info.fieldNodes.flatMap((node) => fieldsSelected(info, node.selectionSet, "sections"))) {
    const practice = fieldsSelected(info, sections.selectionSet, "practiceQuestions");
    const rates = practice.some((field) => selectionSelects(info, field.selectionSet, "successRate"));
    const similar = practice.some((field) => selectionSelects(info, field.selectionSet, "similarQuestions"));
    if (!rates && !similar) continue;
    const sectionId = argumentOf(info, sections, "sectionId");
    const first = argumentOf(info, sections, "first");
    const wanted = { lessonId, sectionId: typeof sectionId === "number" ? sectionId : null, first: typeof first === "number" ? Math.max(0, first) : null };
    const { alongside } = loadersFor(context);
    if (rates) alongside.rates(sectionSuccessRates(wanted));
    if (similar) alongside.similar(sectionSimilarQuestions(wanted));
  }
}

/** Progress over the practice questions of a course's or a lesson's lessons (none completed when anonymous). */
function lessonsCompletion(context: Context, key: LessonsKey): Completion | Promise<Completion> {
  return withLessons(context, key, (read) => lessonsProgressOf(read.lessons));
}

export const CourseRef = builder.prismaNode("Course", {
  nullable: true,
  id: { field: "id" },
  fields: (t) => ({
    courseId: t.exposeInt("id"),
    name: t.exposeString("name"),
    family: t.expose("family", { type: CompetitionFamilyEnum }),
    competitionName: t.string({ resolve: (course) => FAMILY_LABEL[course.family] }),
    category: t.exposeString("category"),
    description: t.exposeString("description", { nullable: true }),
    isSample: t.exposeBoolean("isSample"),
    lessons: t.relation("lessons", {
      query: { orderBy: LESSON_ORDER },
      deprecationReason: "Use lessonsConnection, which pages (first/after) and counts (totalCount).",
    }),
    lessonsConnection: t.relatedConnection("lessons", {
      cursor: "id",
      totalCount: true,
      description: "The course's lessons in its order, in pages.",
      query: { orderBy: LESSON_ORDER },
    }),
    lessonCount: t.relationCount("lessons"),
    progress: t.field({
      type: CompletionRef,
      resolve: (course, _args, context) => lessonsCompletion(context, { courseId: course.id }),
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
    // The arguments are applied to the loaded list, not to the read: every `sections` of a query,
    // with or without them (/api/section-notes asks for all of them and for the shown one's page),
    // is then one read of the sections and their questions; a `take` or a `where` would make the
    // second one a separate read of the lesson, its sections and their questions again.
    sections: t.field({
      type: [SectionRef],
      args: {
        first: t.arg.int({ description: "Only the first sections, in the lesson's order (1: the section the lesson opens on)." }),
        sectionId: t.arg.int({ description: "Only the section of this number id: none when it is not one of this lesson's." }),
      },
      select: (_args, _context, nested) => ({ sections: nested({ orderBy: SECTION_ORDER }) }),
      resolve: (lesson, args) => {
        const sectionId = args.sectionId;
        const chosen = typeof sectionId === "number" ? lesson.sections.filter((section) => section.id === sectionId) : lesson.sections;
        return typeof args.first === "number" ? chosen.slice(0, Math.max(0, args.first)) : chosen;
      },
    }),
    practiceQuestionIds: t.intList({
      resolve: (lesson, _args, context) => withLessons(context, { lessonId: lesson.id }, (read) => practiceIdsOf(read.lessons)),
    }),
    exampleQuestionIds: t.intList({ resolve: (lesson, _args, context) => withLessons(context, { lessonId: lesson.id }, (read) => exampleIdsOf(read.lessons)) }),
    progress: t.field({
      type: CompletionRef,
      resolve: (lesson, _args, context) => lessonsCompletion(context, { lessonId: lesson.id }),
    }),
  }),
});

const questionsWhere = <Question>(section: { questions: { isExample: boolean; question: Question }[] }, isExample: boolean) =>
  section.questions.filter((entry) => entry.isExample === isExample).map((entry) => entry.question);

export const SectionRef = builder.prismaNode("Section", {
  nullable: true,
  id: { field: "id" },
  fields: (t) => ({
    sectionId: t.exposeInt("id"),
    name: t.exposeString("name"),
    notesHtml: t.exposeString("notesHtml"),
    lesson: t.relation("lesson"),
    lessonId: t.exposeInt("lessonId"),
    practiceQuestions: t.field({
      type: [QuestionRef],
      // The same selection as exampleQuestions: the section's read loads both together (different
      // filters would make one of them a second read of the sections and their questions).
      select: (_args, context, nested) => ({ questions: sectionQuestionsQuery(context.viewer, nested(true)) }),
      resolve: (section) => questionsWhere(section, false),
    }),
    exampleQuestions: t.field({
      type: [QuestionRef],
      select: (_args, context, nested) => ({ questions: sectionQuestionsQuery(context.viewer, nested(true)) }),
      resolve: (section) => questionsWhere(section, true),
    }),
    progress: t.field({
      type: CompletionRef,
      resolve: (section, _args, context) =>
        withLessons(context, { lessonId: section.lessonId }, (read) => {
          const found = read.lessons[0]?.sections.find((candidate) => candidate.sectionId === section.id);
          return progressOf(found ? [found] : []);
        }),
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

/** The fields of a section that its id alone answers (its lesson is the one it was read under). */
const SECTION_BY_ID = new Set(["__typename", "id", "sectionId", "lessonId"]);

/** What a course read may leave out: the sections' notes, the rows' times and the sections' other columns, unless the query shows them. */
const omittedOf = (info: GraphQLResolveInfo): Omitted => ({
  notes: !selectsPath(info, ["lessons", "sections", "notesHtml"]),
  times: ![["updatedAt"], ["lessons", "updatedAt"], ["lessons", "sections", "updatedAt"]].some((path) => selectsPath(info, path)),
  sectionColumns: [...namesSelectedAt(info, ["lessons", "sections"])].every((name) => SECTION_BY_ID.has(name)),
});

builder.queryFields((t) => ({
  courses: t.prismaField({
    type: [CourseRef],
    deprecationReason: "Use coursesConnection, which pages (first/after) and counts (totalCount).",
    // With their lessons in one statement (services/courseTree.ts); the progress the query asks
    // for is read before their fields are resolved, which then answer at once.
    resolve: async (query, _root, _args, context, info) => {
      const courses = await findCourses(query, omittedOf(info));
      if (selectsField(info, "progress")) await settled(courses.map((course) => lessonsOf(context, { courseId: course.id })));
      return courses;
    },
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
    // With its lessons and their sections in one statement (services/courseTree.ts); the progress
    // the query asks for is read at the same time rather than after it.
    resolve: async (query, _root, args, context, info) => {
      const [course] = await Promise.all([findCourse(query, args.courseId, omittedOf(info)), progressAlongside(context, info, { courseId: args.courseId })]);
      return course;
    },
  }),
  lesson: t.prismaField({
    type: LessonRef,
    nullable: true,
    args: { lessonId: t.arg.int({ required: true }) },
    // With its course, sections and their questions in one statement (services/lessonRead.ts); the
    // progress the query asks for is read at the same time rather than after it.
    resolve: async (query, _root, args, context, info) => {
      questionStatsAlongside(context, info, args.lessonId);
      const [lesson] = await Promise.all([findLesson(query, args.lessonId, context.viewer), progressAlongside(context, info, { lessonId: args.lessonId })]);
      return lesson;
    },
  }),
}));
