import { describe, expect, it } from "vitest";
import {
  DIFFICULTY_RANGE,
  type QuestionDraft,
  draftProblem,
  editProblem,
  isStaleEdit,
  reviewOutcome,
  submittedStatus,
} from "../../server/domain/questionRules.ts";
import type { Viewer } from "../../server/domain/viewer.ts";

const draft: QuestionDraft = {
  text: "What is 1+1?", problemHtml: null, hasImage: false, solution: "Two.", answer: "B", isMultipleChoice: true,
  problemNumber: 1, competitionName: null, competitionYear: null, topic: null,
};
const message = (change: Partial<QuestionDraft>) => draftProblem({ ...draft, ...change })?.message ?? null;

describe("the add-question form's rules", () => {
  it("accepts question text, problem HTML or an image as the question", () => {
    expect(message({})).toBeNull();
    expect(message({ text: null, problemHtml: "<p>x</p>" })).toBeNull();
    expect(message({ text: null, hasImage: true })).toBeNull();
    expect(message({ text: "  ", problemHtml: "" })).toBe("Provide question text, problem HTML, or upload an image.");
  });

  it("requires a solution, then an answer, in that order", () => {
    expect(message({ solution: "", answer: "" })).toBe("Solution is required.");
    expect(message({ answer: " " })).toBe("Answer is required.");
  });

  it("takes a problem number of at least 1 and a competition year from 1900 to 2100", () => {
    expect(message({ problemNumber: 0 })).toBe("Problem number must be a whole number of at least 1.");
    expect(message({ competitionName: "AMC_8", competitionYear: 1900 })).toBeNull();
    expect(message({ competitionName: "AMC_8", competitionYear: 2100 })).toBeNull();
    expect(message({ competitionName: "AMC_8", competitionYear: 2101 })).toBe("Competition year must be a number from 1900 to 2100.");
    expect(message({ competitionName: "AMC_8" })).toBe("Give both the competition name and the competition year, or neither.");
  });

  it("asks for a letter when the question is multiple choice, and anything when it is not", () => {
    expect(message({ answer: "12" })).toBe("The answer to a multiple-choice question is a letter A-E.");
    expect(message({ answer: "12", isMultipleChoice: false })).toBeNull();
  });
});

describe("the admin question editor's rules", () => {
  const edit = { ...draft, solutionHtml: null, choices: null, schoolGrade: null, difficultyLevel: null, organizationName: null, setName: null, solutionText: null };
  it("bounds the difficulty from 1 to 5 and the school grade from 1 to 12; empty is allowed", () => {
    expect(DIFFICULTY_RANGE).toEqual([1, 5]);
    expect(editProblem({ ...edit, difficultyLevel: 5, schoolGrade: 12 })).toBeNull();
    expect(editProblem({ ...edit, difficultyLevel: 6 })?.message).toBe("Difficulty must be from 1 to 5.");
    expect(editProblem({ ...edit, schoolGrade: 0 })?.message).toBe("School grade must be from 1 to 12.");
  });

  it("calls a missing answer a missing answer (the editor's solution is its answer)", () => {
    expect(editProblem({ ...edit, answer: "" })?.message).toBe("Answer is required.");
  });

  it("refuses a save over a version the editor has not seen", () => {
    const at = new Date("2026-01-01T00:00:00.000Z");
    expect(isStaleEdit(at, new Date(at))).toBe(false);
    expect(isStaleEdit(at, new Date("2026-01-01T00:00:00.001Z"))).toBe(true);
  });
});

describe("who publishes", () => {
  const viewer = (roles: Partial<Viewer>): Viewer => ({
    id: 1, email: "a@b.c", username: "a", isAdmin: false, isEditor: false, isSubscriber: false, studentIds: [], via: "session", tokenAccess: null, ...roles,
  });
  it("publishes editors' and admins' questions; everyone else's wait for review", () => {
    expect(submittedStatus(viewer({ isEditor: true }))).toBe("PUBLISHED");
    expect(submittedStatus(viewer({ isAdmin: true }))).toBe("PUBLISHED");
    expect(submittedStatus(viewer({}))).toBe("PENDING_REVIEW");
  });
});

describe("reviewing a question", () => {
  it("publishes on approval, with or without a note", () => {
    expect(reviewOutcome("PENDING_REVIEW", "APPROVE", null)).toEqual({ status: "PUBLISHED", note: null });
    expect(reviewOutcome("PENDING_REVIEW", "APPROVE", " Good ")).toEqual({ status: "PUBLISHED", note: "Good" });
  });

  it("rejects only with a note for the author", () => {
    expect(reviewOutcome("PENDING_REVIEW", "REJECT", "  ")).toEqual({ problem: "Give the author a note saying why the question is rejected." });
    expect(reviewOutcome("PENDING_REVIEW", "REJECT", "Wrong answer")).toEqual({ status: "REJECTED", note: "Wrong answer" });
  });

  it("decides a question once", () => {
    expect(reviewOutcome("PUBLISHED", "REJECT", "x")).toEqual({ problem: "This question is not waiting for review any more." });
    expect(reviewOutcome("REJECTED", "APPROVE", null)).toEqual({ problem: "This question is not waiting for review any more." });
  });
});
