import { describe, expect, it } from "vitest";
import { answerFormatOf, answerMessage, isCorrectAnswer } from "../../server/domain/answers.ts";

describe("answer checking", () => {
  it("is case-insensitive and ignores surrounding spaces", () => {
    expect(isCorrectAnswer(" b ", "B", true)).toBe(true);
    expect(isCorrectAnswer("yes", "YES", false)).toBe(true);
  });

  it("compares only the first letter for multiple choice", () => {
    expect(isCorrectAnswer("C) 42", "C", true)).toBe(true);
    expect(isCorrectAnswer("D", "C", true)).toBe(false);
  });

  it("compares integer answers as numbers", () => {
    expect(isCorrectAnswer("007", "7", false)).toBe(true);
    expect(isCorrectAnswer("+12", "12", false)).toBe(true);
    expect(isCorrectAnswer("70", "7", false)).toBe(false);
  });

  it("never accepts a blank answer", () => {
    expect(isCorrectAnswer("   ", "", false)).toBe(false);
    expect(isCorrectAnswer("", "A", true)).toBe(false);
  });
});

describe("the feedback line", () => {
  it("says what happened", () => {
    expect(answerMessage(true, 0, "B")).toBe("Correct!");
    expect(answerMessage(false, 1, null)).toBe("Try again! You have 1 more attempt(s).");
    expect(answerMessage(false, 0, "B")).toBe("Incorrect. The correct answer is B.");
  });
});

describe("the answer format", () => {
  it("asks a letter A-E for multiple choice", () => {
    expect(answerFormatOf({ isMultipleChoice: true, answer: "C" })).toBe("CHOICE");
  });
  it("asks a whole number 0-999 when the answer is one (AIME)", () => {
    expect(answerFormatOf({ isMultipleChoice: false, answer: "7" })).toBe("INTEGER");
    expect(answerFormatOf({ isMultipleChoice: false, answer: "999" })).toBe("INTEGER");
  });
  it("takes free text otherwise", () => {
    expect(answerFormatOf({ isMultipleChoice: false, answer: "1000" })).toBe("TEXT");
    expect(answerFormatOf({ isMultipleChoice: false, answer: "3/4" })).toBe("TEXT");
  });
});
