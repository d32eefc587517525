// Revisions of the admin question editor: which fields a save changed, and the editable fields
// as they were before it, which a restore writes back (itself a new save with its own revision).

/** The fields the question editor writes; a revision keeps them all. */
export const EDITABLE_FIELDS = [
  "text", "problemHtml", "choices", "answer", "solutionHtml", "solutionText", "isMultipleChoice", "problemNumber",
  "competitionId", "topic", "schoolGrade", "difficultyLevel", "organizationName", "setName",
] as const;

export type EditableField = (typeof EDITABLE_FIELDS)[number];
export type EditableValues = Record<EditableField, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The editable fields a save changes, in the editor's order; fields the save leaves out are unchanged. */
export function changedFields(before: EditableValues, after: Partial<EditableValues>): EditableField[] {
  return EDITABLE_FIELDS.filter((field) => field in after && !same(before[field], after[field]));
}

/** The editable fields of a stored question, as a revision keeps them. */
export function snapshotOf(question: EditableValues): EditableValues {
  return Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, question[field] ?? null])) as EditableValues;
}
