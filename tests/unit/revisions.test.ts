import { describe, expect, it } from "vitest";
import { changedFields, type EditableValues, snapshotOf } from "../../server/domain/revisions.ts";

const stored: EditableValues = {
  text: null, problemHtml: "<p>x</p>", choices: ["1", "2", "3", "4", "5"], answer: "A", solutionHtml: null, solutionText: null,
  isMultipleChoice: true, problemNumber: 3, competitionId: 7, topic: "ALGEBRA", schoolGrade: null, difficultyLevel: 2,
  organizationName: null, setName: null,
};

describe("question revisions", () => {
  it("names the fields a save changes, in the editor's order", () => {
    expect(changedFields(stored, { ...stored, answer: "B", choices: ["1", "2", "3", "4", "6"], difficultyLevel: 3 })).toEqual(["choices", "answer", "difficultyLevel"]);
  });

  it("sees nothing changed when a save writes the same values (null and absent alike)", () => {
    expect(changedFields(stored, { ...stored, schoolGrade: undefined })).toEqual([]);
    expect(changedFields(stored, { answer: "A" })).toEqual([]);
  });

  it("keeps every editable field, and only those", () => {
    expect(snapshotOf({ ...stored, updatedAt: new Date() } as EditableValues)).toEqual(stored);
  });
});
