// Adding a question (any signed-in user; non-editors' questions wait for review) and the admin
// question editor (every field, refused when someone else saved in between). The rules are in
// domain/questionRules.ts; HTML is cleaned and math rewritten as the importer does.
import { AccessDenied, InputError, NotFound } from "../domain/errors.ts";
import { COMPETITIONS, choiceToHtml, deriveChoices, toStoredHtml } from "../domain/problemBank.ts";
import {
  MESSAGES,
  type QuestionDraft,
  type QuestionEdit,
  type ReviewDecision,
  draftProblem,
  editProblem,
  isStaleEdit,
  reviewOutcome,
  submittedStatus,
} from "../domain/questionRules.ts";
import type { Viewer } from "../domain/viewer.ts";
import { checkImage, imagePath } from "../domain/images.ts";
import { EDITABLE_FIELDS, type EditableField, type EditableValues, changedFields, snapshotOf } from "../domain/revisions.ts";
import { db } from "../db/index.ts";
import type { Prisma } from "../db/generated/client.ts";
import { cleanQuestionHtml } from "./contentHtml.ts";
import { storeImage } from "./imageStore.ts";

const orNull = (value: string | null | undefined) => (value == null || value.trim() === "" ? null : value.trim());

/** The stored statement and choices: HTML cleaned, $ math rewritten, (A)…(E) read off the HTML. */
function statementOf(draft: QuestionDraft): { problemHtml: string | null; choices: string[] } {
  const html = orNull(draft.problemHtml);
  if (html === null) return { problemHtml: null, choices: [] };
  const stored = toStoredHtml(html);
  const derived = draft.isMultipleChoice ? deriveChoices(stored) : null;
  return derived ? { problemHtml: derived.statement, choices: derived.choices } : { problemHtml: stored, choices: [] };
}

/** What the preview shows for a statement: the same transformation a save applies. */
export function previewStatement(problemHtml: string, isMultipleChoice: boolean): { problemHtml: string | null; choices: string[] } {
  if (problemHtml.length > 60_000) throw new InputError("The statement is too long to preview.", "problemHtml");
  return statementOf({ problemHtml, isMultipleChoice } as QuestionDraft);
}

async function competitionIdFor(tx: Prisma.TransactionClient, draft: QuestionDraft, viewer: Viewer): Promise<number | null> {
  const name = orNull(draft.competitionName);
  if (name === null || draft.competitionYear === null) return null;
  const known = COMPETITIONS[name];
  // A competition first named by a submission stays hidden until an editor's question opens it.
  const enabled = viewer.isEditor || viewer.isAdmin;
  const competition = await tx.competition.upsert({
    where: { name_year: { name, year: draft.competitionYear } },
    create: { name, year: draft.competitionYear, family: known.family, durationMinutes: known.durationMinutes, enabled },
    update: {},
    select: { id: true },
  });
  return competition.id;
}

function fieldsOf(draft: QuestionDraft) {
  const answer = draft.answer!.trim();
  const { problemHtml, choices } = statementOf(draft);
  return {
    text: orNull(draft.text),
    problemHtml,
    // Choices read off the statement replace the stored ones; otherwise those stay.
    ...(choices.length > 0 && { choices }),
    solutionHtml: toStoredHtml(draft.solution!.trim()),
    answer: draft.isMultipleChoice ? answer.toUpperCase() : answer,
    isMultipleChoice: draft.isMultipleChoice,
    problemNumber: draft.problemNumber,
    topic: draft.topic,
  };
}

/**
 * Adds a question, with its picture when one is given (checked by content, stored in the
 * database); an editor's or admin's is published at once, anyone else's waits for review.
 */
export async function submitQuestion(viewer: Viewer, draft: QuestionDraft, image: Uint8Array | null = null) {
  const picture = image && image.length > 0 ? checkImage(image) : null;
  if (picture && "problem" in picture) throw new InputError(picture.problem, "image");
  const problem = draftProblem({ ...draft, hasImage: picture !== null });
  if (problem) throw new InputError(problem.message, problem.field);
  return db.$transaction(async (tx) => {
    const competitionId = await competitionIdFor(tx, draft, viewer);
    const stored = picture ? await storeImage(tx, { bytes: image!, contentType: picture.type, uploaderId: viewer.id }) : null;
    return tx.question.create({
      data: cleanQuestionHtml({
        ...fieldsOf(draft),
        imageUrl: stored ? imagePath(stored.id) : null,
        competitionId,
        authorId: viewer.id,
        status: submittedStatus(viewer),
      }),
    });
  });
}


/**
 * Saves every field of the editor. `openedAt` is the updatedAt the editor loaded: when the
 * question was saved since, the save is refused and nothing changes.
 */
export async function updateQuestion(viewer: Viewer, questionId: number, edit: QuestionEdit, openedAt: Date | null) {
  if (!viewer.isAdmin) throw new AccessDenied("Access Restricted: This page is only available to administrators.");
  const problem = editProblem(edit);
  if (problem) throw new InputError(problem.message, problem.field);
  return db.$transaction(async (tx) => {
    await lockCurrent(tx, questionId, openedAt);
    const competitionId = await competitionIdFor(tx, edit, viewer);
    const data = cleanQuestionHtml({
      ...fieldsOf(edit),
      competitionId,
      schoolGrade: edit.schoolGrade,
      difficultyLevel: edit.difficultyLevel,
      organizationName: orNull(edit.organizationName),
      setName: orNull(edit.setName),
      solutionText: orNull(edit.solutionText),
      solutionHtml: orNull(edit.solutionHtml) && toStoredHtml(edit.solutionHtml!.trim()),
      ...(edit.choices && { choices: edit.choices.map(choiceToHtml) }),
    });
    return saveWithRevision(tx, viewer, questionId, data);
  });
}

// The row lock makes two saves at once take turns, so the second sees the first's updatedAt.
export async function lockCurrent(tx: Prisma.TransactionClient, questionId: number, openedAt: Date | null) {
  const locked = await tx.$queryRaw<{ updated_at: Date; status: string }[]>`
    SELECT updated_at, status::text AS status FROM questions WHERE id = ${questionId} FOR UPDATE`;
  // A deleted question is edited by nobody (server/domain/access.ts isDeletedQuestion).
  if (locked.length === 0 || locked[0].status === "DELETED") throw new NotFound("Question not found");
  if (isStaleEdit(openedAt, locked[0].updated_at)) throw new InputError(MESSAGES.conflict, "updated_at");
}

const EDITABLE_SELECT = Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, true])) as Record<EditableField, true>;

/** Writes the editor's fields and keeps a revision of what they were, when anything changed. */
export async function saveWithRevision(tx: Prisma.TransactionClient, viewer: Viewer, questionId: number, data: Prisma.QuestionUncheckedUpdateInput) {
  const current = await tx.question.findUniqueOrThrow({ where: { id: questionId }, select: EDITABLE_SELECT });
  const changed = changedFields(current, data as Partial<EditableValues>);
  const question = await tx.question.update({ where: { id: questionId }, data });
  if (changed.length > 0) {
    await tx.questionRevision.create({
      data: { questionId, editorId: viewer.id, changed, before: snapshotOf(current) as Prisma.InputJsonObject },
    });
  }
  return question;
}

/**
 * Puts back a question's editable fields as they were before a revision's save. It is a save
 * like any other: refused over a newer version, and kept as a revision itself.
 */
export async function restoreRevision(viewer: Viewer, revisionId: number, openedAt: Date | null) {
  if (!viewer.isAdmin) throw new AccessDenied("Access Restricted: This page is only available to administrators.");
  return db.$transaction(async (tx) => {
    const revision = await tx.questionRevision.findUnique({ where: { id: revisionId } });
    if (!revision) throw new NotFound("Revision not found");
    await lockCurrent(tx, revision.questionId, openedAt);
    const before = snapshotOf(revision.before as EditableValues);
    return saveWithRevision(tx, viewer, revision.questionId, before as Prisma.QuestionUncheckedUpdateInput);
  });
}

/**
 * An editor approves or rejects a pending question. Approval publishes it and opens the
 * competition a submission had named; a rejection keeps it for its author with the note.
 */
export async function reviewQuestion(viewer: Viewer, questionId: number, decision: ReviewDecision, note: string | null) {
  if (!viewer.isEditor && !viewer.isAdmin) throw new AccessDenied("Only editors review questions.");
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ status: "PUBLISHED" | "PENDING_REVIEW" | "REJECTED" }[]>`
      SELECT status::text AS status FROM questions WHERE id = ${questionId} FOR UPDATE`;
    if (locked.length === 0) throw new NotFound("Question not found");
    const outcome = reviewOutcome(locked[0].status, decision, note);
    if ("problem" in outcome) throw new InputError(outcome.problem, "decision");
    const question = await tx.question.update({ where: { id: questionId }, data: { status: outcome.status, reviewNote: outcome.note } });
    if (outcome.status === "PUBLISHED" && question.competitionId !== null) {
      await tx.competition.update({ where: { id: question.competitionId }, data: { enabled: true } });
    }
    return question;
  });
}
