// The rules for writing a question (spec sections 5 and 8): the add-question form, the admin
// question editor, and who may publish. Pure; services/questionAuthoring.ts does the I/O.
import type { Topic } from "../db/generated/enums.ts";
import { COMPETITIONS, MAX_YEAR, MIN_YEAR } from "./problemBank.ts";
import type { Viewer } from "./viewer.ts";

export const MESSAGES = {
  content: "Provide question text, problem HTML, or upload an image.",
  solution: "Solution is required.",
  answer: "Answer is required.",
  problemNumber: "Problem number must be a whole number of at least 1.",
  competitionYear: `Competition year must be a number from ${MIN_YEAR} to ${MAX_YEAR}.`,
  competitionName: `Competition name must be one of ${Object.keys(COMPETITIONS).join(", ")}.`,
  competitionPair: "Give both the competition name and the competition year, or neither.",
  letter: "The answer to a multiple-choice question is a letter A-E.",
  schoolGrade: "School grade must be from 1 to 12.",
  difficultyLevel: `Difficulty must be from 1 to 5.`,
  choices: "Give five choices, A to E, or none.",
  conflict: "Someone else saved this question after you opened it. Reload the page to see their changes, then edit again.",
  submitted: "Question submitted! Add another one?",
  updated: "Question updated successfully",
} as const;

/** The difficulty bounds of the editor: 1 (easiest) to 5; the spec's "1-3" hint is the usual range. */
export const DIFFICULTY_RANGE = [1, 5] as const;

/** What the add-question form sends. Blank strings count as absent. */
export type QuestionDraft = {
  text: string | null;
  problemHtml: string | null;
  hasImage: boolean;
  solution: string | null;
  answer: string | null;
  isMultipleChoice: boolean;
  problemNumber: number;
  competitionName: string | null;
  competitionYear: number | null;
  topic: Topic | null;
};

const blank = (value: string | null | undefined) => value == null || value.trim() === "";

/** The first rule the draft breaks, in the order the form shows them; null when it is fine. */
export function draftProblem(draft: QuestionDraft): { message: string; field: string } | null {
  if (blank(draft.text) && blank(draft.problemHtml) && !draft.hasImage) return { message: MESSAGES.content, field: "question" };
  if (blank(draft.solution)) return { message: MESSAGES.solution, field: "solution" };
  if (blank(draft.answer)) return { message: MESSAGES.answer, field: "answer" };
  if (draft.isMultipleChoice && !/^[A-E]$/i.test(draft.answer!.trim())) return { message: MESSAGES.letter, field: "answer" };
  if (!Number.isInteger(draft.problemNumber) || draft.problemNumber < 1) return { message: MESSAGES.problemNumber, field: "problem_number" };
  if (draft.competitionYear !== null && (!Number.isInteger(draft.competitionYear) || draft.competitionYear < MIN_YEAR || draft.competitionYear > MAX_YEAR)) {
    return { message: MESSAGES.competitionYear, field: "competition_year" };
  }
  if (!blank(draft.competitionName) && !(draft.competitionName!.trim() in COMPETITIONS)) return { message: MESSAGES.competitionName, field: "competition_name" };
  if (blank(draft.competitionName) !== (draft.competitionYear === null)) return { message: MESSAGES.competitionPair, field: "competition_name" };
  return null;
}

/**
 * What the admin editor may set besides the draft's fields; null clears a field. Its `solution`
 * is the answer (the editor sends the answer as both); the worked solution is solutionHtml.
 */
export type QuestionEdit = QuestionDraft & {
  solutionHtml: string | null;
  /** Five choices A-E, or null to keep the stored ones (or read them off the statement). */
  choices: string[] | null;
  schoolGrade: number | null;
  difficultyLevel: number | null;
  organizationName: string | null;
  setName: string | null;
  solutionText: string | null;
};

export function editProblem(edit: QuestionEdit): { message: string; field: string } | null {
  // The editor's solution is its answer, so a missing one is a missing answer.
  const draftIssue = draftProblem({ ...edit, solution: edit.answer ?? "" }) ?? null;
  if (draftIssue?.field === "solution") return { message: MESSAGES.answer, field: "answer" };
  if (draftIssue) return draftIssue;
  if (edit.choices !== null && (edit.choices.length !== 5 || edit.choices.some(blank))) return { message: MESSAGES.choices, field: "choices" };
  if (edit.schoolGrade !== null && (!Number.isInteger(edit.schoolGrade) || edit.schoolGrade < 1 || edit.schoolGrade > 12)) {
    return { message: MESSAGES.schoolGrade, field: "school_grade" };
  }
  const [low, high] = DIFFICULTY_RANGE;
  if (edit.difficultyLevel !== null && (!Number.isInteger(edit.difficultyLevel) || edit.difficultyLevel < low || edit.difficultyLevel > high)) {
    return { message: MESSAGES.difficultyLevel, field: "difficult_level" };
  }
  return null;
}

/** Editors and admins publish directly; everyone else's questions wait for review. */
export const submittedStatus = (viewer: Viewer): "PUBLISHED" | "PENDING_REVIEW" =>
  viewer.isEditor || viewer.isAdmin ? "PUBLISHED" : "PENDING_REVIEW";

/** The editor saved over a version it had not seen: refused, never silently overwritten. */
export const isStaleEdit = (openedAt: Date | null, storedAt: Date): boolean =>
  openedAt !== null && openedAt.getTime() !== storedAt.getTime();

export type ReviewDecision = "APPROVE" | "REJECT";

export const REVIEW_MESSAGES = {
  noteRequired: "Give the author a note saying why the question is rejected.",
  notPending: "This question is not waiting for review any more.",
  approved: "Question approved: students can see it now.",
  rejected: "Question rejected: its author sees your note.",
} as const;

/** What a review decides: the new status, or the rule it breaks. A rejection needs a note for the author. */
export function reviewOutcome(
  current: "PUBLISHED" | "PENDING_REVIEW" | "REJECTED",
  decision: ReviewDecision,
  note: string | null,
): { status: "PUBLISHED" | "REJECTED"; note: string | null } | { problem: string } {
  if (current !== "PENDING_REVIEW") return { problem: REVIEW_MESSAGES.notPending };
  const trimmed = note?.trim() || null;
  if (decision === "REJECT" && trimmed === null) return { problem: REVIEW_MESSAGES.noteRequired };
  return { status: decision === "APPROVE" ? "PUBLISHED" : "REJECTED", note: trimmed };
}
