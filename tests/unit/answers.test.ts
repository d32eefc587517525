import { describe, expect, it } from "vitest";
import { ANSWER_MESSAGES, MAX_ANSWER_LENGTH, answerFormatOf, answerMessage, answerProblem, isCorrectAnswer } from "../../server/domain/answers.ts";

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

describe("what counts as an answer", () => {
  it("to multiple choice is a letter A-E in either case, which may carry its choice's text", () => {
    for (const given of ["b", "B", " E ", "B) 12", "c. 3/4", "D 42"]) expect(answerProblem("CHOICE", given)).toBeNull();
    for (const given of ["ZZZ", "F", "Banana", "B12", "(B)", "1e308", "7"]) expect(answerProblem("CHOICE", given)).toBe(ANSWER_MESSAGES.choice);
  });

  it("to an AIME-style question is a whole number from 0 to 999 in digits", () => {
    for (const given of ["0", "7", "007", " 999 "]) expect(answerProblem("INTEGER", given)).toBeNull();
    for (const given of ["1000", "-5", "+7", "1e308", "3.0", "B", "0007"]) expect(answerProblem("INTEGER", given)).toBe(ANSWER_MESSAGES.integer);
  });

  it("to a free-answer question is any text", () => {
    for (const given of ["3/4", "-5", "2\\sqrt{3}", "x"]) expect(answerProblem("TEXT", given)).toBeNull();
  });

  it("is never blank nor longer than the longest answer taken", () => {
    for (const format of ["CHOICE", "INTEGER", "TEXT"] as const) {
      expect(answerProblem(format, "   ")).toBe(ANSWER_MESSAGES.blank);
      expect(answerProblem(format, "B".repeat(20_000))).toBe(ANSWER_MESSAGES.tooLong);
    }
    expect(answerProblem("TEXT", "x".repeat(MAX_ANSWER_LENGTH))).toBeNull();
    expect(answerProblem("TEXT", "x".repeat(MAX_ANSWER_LENGTH + 1))).toBe(ANSWER_MESSAGES.tooLong);
  });
});
