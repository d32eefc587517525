// The course, lesson and section editors, the question annotator and question deletion (spec
// section 2's pages outside the app). Editors and admins edit content; only admins delete.
// Rules: domain/contentRules.ts; transactions and version checks: services/contentEditing.ts.
import { builder } from "./builder.ts";
import { db } from "../db/index.ts";
import { CompetitionFamilyEnum, TopicEnum } from "./enums.ts";
import { CourseRef, LessonRef, SectionPlacementRef, SectionRef } from "./course.ts";
import { QuestionRef } from "./question.ts";
import { QuestionDraftRef, QuestionStatusEnum } from "./questionAuthoring.ts";
import { InputError } from "../domain/errors.ts";
import { seesUnpublished, visibleQuestions, type Reader } from "../domain/access.ts";
import { readSearch } from "../domain/contentRules.ts";
import { addLesson, addSection, annotateQuestion, deleteQuestion, saveCourse, saveLesson, saveSection } from "../services/contentEditing.ts";

const versionField = { editor: true } as const;
const VERSION_DESCRIPTION = "Send it back when saving: a save over a newer version is refused.";

builder.prismaObjectFields(CourseRef, (t) => ({
  updatedAt: t.expose("updatedAt", { type: "DateTime", authScopes: versionField, description: VERSION_DESCRIPTION }),
}));
builder.prismaObjectFields(LessonRef, (t) => ({
  updatedAt: t.expose("updatedAt", { type: "DateTime", authScopes: versionField, description: VERSION_DESCRIPTION }),
}));
builder.prismaObjectFields(SectionRef, (t) => ({
  updatedAt: t.expose("updatedAt", { type: "DateTime", authScopes: versionField, description: VERSION_DESCRIPTION }),
  placements: t.relation("questions", {
    description: "Every question of the section in order, examples and practice alike (editors and admins; deleted ones left out).",
    authScopes: versionField,
    query: { where: { question: { status: { not: "DELETED" } } }, orderBy: [{ position: "asc" }, { questionId: "asc" }] },
  }),
}));

builder.prismaObjectFields(QuestionRef, (t) => ({
  updatedAt: t.expose("updatedAt", { type: "DateTime", authScopes: versionField, description: `${VERSION_DESCRIPTION} (the annotator's openedAt)` }),
  viewerMayEdit: t.boolean({ description: "Admins get Edit Question and Delete Question links wherever a question is shown.", resolve: (_q, _a, context) => context.viewer?.isAdmin ?? false }),
  viewerMayAnnotate: t.boolean({ description: "Editors and admins may set topic, grade, difficulty and sections.", resolve: (_q, _a, context) => seesUnpublished(context.viewer) }),
  status: t.field({ type: QuestionStatusEnum, authScopes: versionField, resolve: (question) => question.status }),
}));

builder.queryFields((t) => ({
  section: t.prismaField({
    type: SectionRef,
    nullable: true,
    args: { sectionId: t.arg.int({ required: true }) },
    resolve: (query, _root, args) => db.section.findUnique({ ...query, where: { id: args.sectionId } }),
  }),
  questionSearch: t.withAuth({ editor: true }).prismaConnection({
    type: QuestionRef,
    cursor: "id",
    description:
      "The section editor's search: a question id, a competition (\"AMC_10A 2021 5\", year and number optional) or words of the statement; newest first.",
    args: { query: t.arg.string({ required: true }) },
    totalCount: (_root, args, context) => {
      const where = questionSearchWhere(args.query, context.viewer);
      return where ? db.question.count({ where }) : 0;
    },
    resolve: (query, _root, args, context) => {
      const where = questionSearchWhere(args.query, context.viewer);
      return where ? db.question.findMany({ ...query, where, orderBy: { id: "desc" } }) : [];
    },
  }),
}));

/** The questions the search box's text finds among those the viewer may see; null when it finds none. */
function questionSearchWhere(text: string, viewer: Reader) {
  const search = readSearch(text);
  if (search === null) return null;
  const matching =
    search.kind === "id"
      ? { id: search.id }
      : search.kind === "competition"
        ? {
            competition: { name: search.name, ...(search.year !== null && { year: search.year }) },
            ...(search.problemNumber !== null && { problemNumber: search.problemNumber }),
          }
        : {
            OR: [
              { problemHtml: { contains: search.text, mode: "insensitive" as const } },
              { text: { contains: search.text, mode: "insensitive" as const } },
            ],
          };
  return { AND: [matching, visibleQuestions(viewer)] };
}

builder.prismaObjectFields(SectionPlacementRef, (t) => ({
  position: t.exposeInt("position"),
  question: t.relation("question"),
}));

const LessonOrderInput = builder.inputType("CourseLessonInput", {
  description: "One lesson of the course, in the order the course shows them.",
  fields: (t) => ({ lessonId: t.int({ required: true }), active: t.boolean({ required: true }) }),
});

const SectionQuestionInput = builder.inputType("SectionQuestionInput", {
  description: "One question of the section, in order; an example is listed as a worked example instead of being practised.",
  fields: (t) => ({ questionId: t.int({ required: true }), isExample: t.boolean({ required: true }) }),
});

const DeletedQuestionRef = builder.objectRef<{ id: number }>("DeletedQuestion").implement({
  description: "A question removed from every view; students' attempts and history keep it.",
  fields: (t) => ({
    questionId: t.exposeInt("id"),
    message: t.string({ resolve: () => "Question deleted." }),
  }),
});

builder.mutationFields((t) => ({
  saveCourse: t.withAuth({ editor: true }).field({
    type: CourseRef,
    description: "Saves the course editor: name, competition, category, the lessons' order and active flags.",
    errors: { types: [InputError] },
    args: {
      courseId: t.arg.int({ required: true }),
      name: t.arg.string({ required: true }),
      family: t.arg({ type: CompetitionFamilyEnum, required: true }),
      category: t.arg.string({ required: true }),
      lessons: t.arg({ type: [LessonOrderInput], required: true }),
      openedAt: t.arg({ type: "DateTime", description: VERSION_DESCRIPTION }),
    },
    resolve: (_root, args) => saveCourse(args.courseId, args, args.openedAt ?? null),
  }),
  saveLesson: t.withAuth({ editor: true }).field({
    type: LessonRef,
    description: "Saves the lesson editor: name, description and the sections' order.",
    errors: { types: [InputError] },
    args: {
      lessonId: t.arg.int({ required: true }),
      name: t.arg.string({ required: true }),
      description: t.arg.string(),
      sectionIds: t.arg.intList({ required: true }),
      openedAt: t.arg({ type: "DateTime", description: VERSION_DESCRIPTION }),
    },
    resolve: (_root, args) => saveLesson(args.lessonId, { ...args, description: args.description ?? null }, args.openedAt ?? null),
  }),
  saveSection: t.withAuth({ editor: true }).field({
    type: SectionRef,
    description: "Saves the section editor: name, notes (HTML with $…$ or \\(…\\) math) and the questions with their order and example flags.",
    errors: { types: [InputError] },
    args: {
      sectionId: t.arg.int({ required: true }),
      name: t.arg.string({ required: true }),
      notesHtml: t.arg.string({ required: true }),
      questions: t.arg({ type: [SectionQuestionInput], required: true }),
      openedAt: t.arg({ type: "DateTime", description: VERSION_DESCRIPTION }),
    },
    resolve: (_root, args) => saveSection(args.sectionId, args, args.openedAt ?? null),
  }),
  addLesson: t.withAuth({ editor: true }).field({
    type: LessonRef,
    description: "Adds an inactive lesson at the end of the course.",
    errors: { types: [InputError] },
    args: { courseId: t.arg.int({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_root, args) => addLesson(args.courseId, args.name),
  }),
  addSection: t.withAuth({ editor: true }).field({
    type: SectionRef,
    description: "Adds an empty section at the end of the lesson.",
    errors: { types: [InputError] },
    args: { lessonId: t.arg.int({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_root, args) => addSection(args.lessonId, args.name),
  }),
  annotateQuestion: t.withAuth({ editor: true }).field({
    type: QuestionDraftRef,
    description: "The question annotator: topic, school grade, difficulty (1-5) and the sections the question is placed in.",
    errors: { types: [InputError] },
    args: {
      questionId: t.arg.int({ required: true }),
      topic: t.arg({ type: TopicEnum }),
      schoolGrade: t.arg.int(),
      difficultyLevel: t.arg.int(),
      sectionIds: t.arg.intList({ required: true }),
      openedAt: t.arg({ type: "DateTime", description: VERSION_DESCRIPTION }),
    },
    resolve: (_root, args, context) =>
      annotateQuestion(
        context.viewer!,
        args.questionId,
        { topic: args.topic ?? null, schoolGrade: args.schoolGrade ?? null, difficultyLevel: args.difficultyLevel ?? null, sectionIds: args.sectionIds },
        args.openedAt ?? null,
      ),
  }),
  deleteQuestion: t.withAuth({ admin: true }).field({
    type: DeletedQuestionRef,
    description: "Removes a question from every view (admins). Students' attempts, scores and history stay.",
    args: { questionId: t.arg.int({ required: true }) },
    resolve: (_root, args) => deleteQuestion(args.questionId),
  }),
}));
