// The course, lesson and section editors, the question annotator and question deletion. Each
// save is one transaction that first locks the row it changes (FOR UPDATE), so two saves at once
// take turns and the second sees the first's updatedAt and is refused (domain/contentRules.ts).
import type { CompetitionFamily, Topic } from "../db/generated/enums.ts";
import type { Prisma } from "../db/generated/client.ts";
import { db } from "../db/index.ts";
import {
  CONTENT_MESSAGES,
  type ContentKind,
  type CourseEdit,
  type LessonEdit,
  type SectionEdit,
  annotationProblem,
  courseProblem,
  isStale,
  lessonProblem,
  sectionProblem,
} from "../domain/contentRules.ts";
import { InputError, NotFound } from "../domain/errors.ts";
import { toStoredHtml } from "../domain/problemBank.ts";
import type { Viewer } from "../domain/viewer.ts";
import { cleanSectionHtml } from "./contentHtml.ts";
import { lockCurrent, saveWithRevision } from "./questionAuthoring.ts";

const TABLES = { course: "courses", lesson: "lessons", section: "sections" } as const;

/** Locks the row and refuses a save over a version the editor had not seen. */
async function lockVersion(tx: Prisma.TransactionClient, kind: ContentKind, id: number, openedAt: Date | null) {
  // The table name comes from the constant above, never from input.
  const rows = await tx.$queryRawUnsafe<{ updated_at: Date }[]>(`SELECT updated_at FROM ${TABLES[kind]} WHERE id = $1 FOR UPDATE`, id);
  if (rows.length === 0) throw new NotFound(`There is no ${kind} ${id}.`);
  if (isStale(openedAt, rows[0].updated_at)) throw new InputError(CONTENT_MESSAGES.conflict(kind), "openedAt");
}

function refuse(problem: { message: string; field: string } | null) {
  if (problem) throw new InputError(problem.message, problem.field);
}

export async function saveCourse(courseId: number, edit: CourseEdit & { family: CompetitionFamily }, openedAt: Date | null) {
  return db.$transaction(async (tx) => {
    await lockVersion(tx, "course", courseId, openedAt);
    const stored = await tx.lesson.findMany({ where: { courseId }, select: { id: true } });
    refuse(courseProblem(edit, stored.map((lesson) => lesson.id)));
    for (const [position, lesson] of edit.lessons.entries()) {
      await tx.lesson.update({ where: { id: lesson.lessonId }, data: { position: position + 1, active: lesson.active } });
    }
    return tx.course.update({ where: { id: courseId }, data: { name: edit.name.trim(), category: edit.category.trim(), family: edit.family, updatedAt: new Date() } });
  });
}

export async function saveLesson(lessonId: number, edit: LessonEdit, openedAt: Date | null) {
  return db.$transaction(async (tx) => {
    await lockVersion(tx, "lesson", lessonId, openedAt);
    const stored = await tx.section.findMany({ where: { lessonId }, select: { id: true } });
    refuse(lessonProblem(edit, stored.map((section) => section.id)));
    for (const [position, sectionId] of edit.sectionIds.entries()) {
      await tx.section.update({ where: { id: sectionId }, data: { position: position + 1 } });
    }
    const description = edit.description?.trim() || null;
    return tx.lesson.update({ where: { id: lessonId }, data: { name: edit.name.trim(), description, updatedAt: new Date() } });
  });
}

export async function saveSection(sectionId: number, edit: SectionEdit, openedAt: Date | null) {
  return db.$transaction(async (tx) => {
    await lockVersion(tx, "section", sectionId, openedAt);
    const ids = edit.questions.map((entry) => entry.questionId);
    const found = await tx.question.findMany({ where: { id: { in: ids }, status: { not: "DELETED" } }, select: { id: true } });
    refuse(sectionProblem(edit, new Set(found.map((question) => question.id))));
    // Deleted questions stay placed (hidden by the access rules), so history keeps its lesson.
    await tx.sectionQuestion.deleteMany({ where: { sectionId, question: { status: { not: "DELETED" } } } });
    await tx.sectionQuestion.createMany({
      data: edit.questions.map((entry, position) => ({ sectionId, questionId: entry.questionId, isExample: entry.isExample, position: position + 1 })),
    });
    const data = cleanSectionHtml({ name: edit.name.trim(), notesHtml: toStoredHtml(edit.notesHtml.trim()), updatedAt: new Date() });
    return tx.section.update({ where: { id: sectionId }, data });
  });
}

/** A new lesson at the end of the course (inactive until the editor turns it on). */
export async function addLesson(courseId: number, name: string) {
  refuse(name.trim() === "" ? { message: CONTENT_MESSAGES.lessonName, field: "name" } : null);
  return db.$transaction(async (tx) => {
    await lockVersion(tx, "course", courseId, null);
    const last = await tx.lesson.aggregate({ where: { courseId }, _max: { position: true } });
    const lesson = await tx.lesson.create({ data: { courseId, name: name.trim(), active: false, position: (last._max.position ?? 0) + 1 } });
    await tx.course.update({ where: { id: courseId }, data: { updatedAt: new Date() } });
    return lesson;
  });
}

/** A new, empty section at the end of the lesson. */
export async function addSection(lessonId: number, name: string) {
  refuse(name.trim() === "" ? { message: CONTENT_MESSAGES.sectionName, field: "name" } : null);
  return db.$transaction(async (tx) => {
    await lockVersion(tx, "lesson", lessonId, null);
    const last = await tx.section.aggregate({ where: { lessonId }, _max: { position: true } });
    const section = await tx.section.create({ data: { lessonId, name: name.trim(), position: (last._max.position ?? 0) + 1 } });
    await tx.lesson.update({ where: { id: lessonId }, data: { updatedAt: new Date() } });
    return section;
  });
}

export type AnnotationEdit = { topic: Topic | null; schoolGrade: number | null; difficultyLevel: number | null; sectionIds: number[] };

/**
 * The annotator: topic, grade and difficulty (kept as a revision, like the question editor) and
 * the sections the question is placed in (new ones get it last, as a practice question).
 */
export async function annotateQuestion(viewer: Viewer, questionId: number, edit: AnnotationEdit, openedAt: Date | null) {
  const sectionIds = [...new Set(edit.sectionIds)];
  return db.$transaction(async (tx) => {
    await lockCurrent(tx, questionId, openedAt);
    const sections = await tx.section.findMany({ where: { id: { in: sectionIds } }, select: { id: true } });
    refuse(annotationProblem({ ...edit, sectionIds }, new Set(sections.map((section) => section.id))));
    const placed = await tx.sectionQuestion.findMany({ where: { questionId }, select: { sectionId: true } });
    const before = new Set(placed.map((entry) => entry.sectionId));
    await tx.sectionQuestion.deleteMany({ where: { questionId, sectionId: { notIn: sectionIds } } });
    for (const sectionId of sectionIds.filter((id) => !before.has(id))) {
      const last = await tx.sectionQuestion.aggregate({ where: { sectionId }, _max: { position: true } });
      await tx.sectionQuestion.create({ data: { sectionId, questionId, position: (last._max.position ?? 0) + 1 } });
    }
    const touched = [...sectionIds.filter((id) => !before.has(id)), ...[...before].filter((id) => !sectionIds.includes(id))];
    if (touched.length > 0) await tx.section.updateMany({ where: { id: { in: touched } }, data: { updatedAt: new Date() } });
    const saved = await saveWithRevision(tx, viewer, questionId, {
      topic: edit.topic,
      schoolGrade: edit.schoolGrade,
      difficultyLevel: edit.difficultyLevel,
    });
    // The question's version moves even when only its sections changed, so a second annotator is told.
    return touched.length > 0 ? tx.question.update({ where: { id: questionId }, data: { updatedAt: new Date() } }) : saved;
  });
}

/**
 * Removes a question from every view: its status becomes DELETED (the access rules show it to
 * nobody) while its attempts, ratings, contest submissions and section placements stay, so
 * students' history and scores are unchanged. Printout entries go: they are lists to print.
 */
export async function deleteQuestion(questionId: number) {
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ status: string }[]>`SELECT status::text AS status FROM questions WHERE id = ${questionId} FOR UPDATE`;
    if (rows.length === 0 || rows[0].status === "DELETED") throw new NotFound(`There is no question ${questionId}.`);
    await tx.printoutItem.deleteMany({ where: { questionId } });
    return tx.question.update({ where: { id: questionId }, data: { status: "DELETED", deletedAt: new Date() } });
  });
}
