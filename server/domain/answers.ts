// Answer checking and the feedback line. How many attempts an answer may use is the attempt
// ledger's rule (attemptLedger.ts).

const INTEGER = /^[+-]?\d+$/;

/**
 * Whether a given answer matches the correct one: case-insensitive and trimmed; multiple-choice
 * answers compare their first letter ("b) 12" is B); integer answers compare as numbers ("007" = 7).
 */
export function isCorrectAnswer(given: string, correct: string, isMultipleChoice: boolean): boolean {
  const answer = given.trim().toUpperCase();
  const expected = correct.trim().toUpperCase();
  if (answer === "") return false;
  if (isMultipleChoice) return answer[0] === expected[0];
  if (INTEGER.test(answer) && INTEGER.test(expected)) return BigInt(answer) === BigInt(expected);
  return answer === expected;
}

/** The feedback line after an answer. */
export function answerMessage(correct: boolean, left: number, correctAnswer: string | null): string {
  if (correct) return "Correct!";
  if (left > 0) return `Try again! You have ${left} more attempt(s).`;
  return `Incorrect. The correct answer is ${correctAnswer}.`;
}

/** How a question is answered: a letter A-E, a whole number 0-999 (AIME style), or free text. */
export type AnswerFormat = "CHOICE" | "INTEGER" | "TEXT";

const ZERO_TO_999 = /^\d{1,3}$/;

/** A multiple-choice question takes a letter; a free answer that is a whole number 0-999 takes a number. */
export function answerFormatOf(question: { isMultipleChoice: boolean; answer: string }): AnswerFormat {
  if (question.isMultipleChoice) return "CHOICE";
  return ZERO_TO_999.test(question.answer.trim()) ? "INTEGER" : "TEXT";
}
