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

/** The longest answer taken, in characters: a free answer or a letter with its choice's text. */
export const MAX_ANSWER_LENGTH = 200;

/** Why an answer is not one, in the words the answer boxes show (web/components/AnswerInput.tsx). */
export const ANSWER_MESSAGES = {
  blank: "Enter an answer.",
  choice: "Answer with one of the letters A to E.",
  integer: "Enter a whole number from 0 to 999.",
  tooLong: `An answer is at most ${MAX_ANSWER_LENGTH} characters.`,
} as const;

/** A letter A-E on its own or followed by what is not a letter or digit: "b", "B", "B) 12", "B. 12". */
const CHOICE_ANSWER = /^[A-E](?![A-Z0-9])/i;

/**
 * Why `given` is not an answer to a question of this format, or null when it is one:
 *  - every answer is something other than spaces, at most MAX_ANSWER_LENGTH characters;
 *  - multiple choice (CHOICE): a letter A-E, which may be followed by the choice's text ("B) 12");
 *    only that letter is compared;
 *  - AIME style (INTEGER): a whole number from 0 to 999, written with digits only ("007" is 7);
 *  - free text (TEXT): any text.
 * An answer that is not one is refused and counts nowhere: no attempt, in a contest a blank.
 */
export function answerProblem(format: AnswerFormat, given: string): string | null {
  const answer = given.trim();
  if (answer === "") return ANSWER_MESSAGES.blank;
  if (answer.length > MAX_ANSWER_LENGTH) return ANSWER_MESSAGES.tooLong;
  if (format === "CHOICE" && !CHOICE_ANSWER.test(answer)) return ANSWER_MESSAGES.choice;
  if (format === "INTEGER" && !ZERO_TO_999.test(answer)) return ANSWER_MESSAGES.integer;
  return null;
}
