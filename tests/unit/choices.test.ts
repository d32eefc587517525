import { describe, expect, it } from "vitest";
import { choicesOf, displayText } from "../../server/domain/choices.ts";

describe("multiple-choice options", () => {
  it("uses the stored choices when the question has them", () => {
    expect(choicesOf({ isMultipleChoice: true, choices: ["1", "2", "3", "4", "5"], text: "(A) 9 (B) 8 (C) 7 (D) 6 (E) 5" }))
      .toEqual(["1", "2", "3", "4", "5"]);
  });

  it("derives the options from the problem text by the pattern (A)...(E) when no choices array exists", () => {
    expect(choicesOf({ isMultipleChoice: true, choices: [], text: "What is 2+2? (A) 1 (B) 2\n(C) 3 (D) 4 (E) \\(5\\)" }))
      .toEqual(["1", "2", "3", "4", "\\(5\\)"]);
  });

  it("has no options when the text does not list five of them", () => {
    expect(choicesOf({ isMultipleChoice: true, choices: [], text: "What is 2+2? (A) 1 (B) 2" })).toEqual([]);
  });

  it("has no options for a free-answer question", () => {
    expect(choicesOf({ isMultipleChoice: false, choices: [], text: "(A) 1 (B) 2 (C) 3 (D) 4 (E) 5" })).toEqual([]);
  });
});

describe("question text", () => {
  it("shows 'Question text unavailable.' when the text is blank", () => {
    expect(displayText(null)).toBe("Question text unavailable.");
    expect(displayText("   ")).toBe("Question text unavailable.");
    expect(displayText("Find x.")).toBe("Find x.");
  });
});
