// Answer checking and the attempt rules, shared by lessons, practice and the question page.

/** Attempts a student has per question and per place (lesson, practice, question page). */
export const MAX_ATTEMPTS = 2;

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

export type AttemptHistory = { attemptsUsed: number; solved: boolean };

/** A question is locked (no more answers) once solved or when the attempts are used up. */
export function isLocked(history: AttemptHistory): boolean {
  return history.solved || history.attemptsUsed >= MAX_ATTEMPTS;
}

export function attemptsLeft(history: AttemptHistory): number {
  return history.solved ? 0 : Math.max(0, MAX_ATTEMPTS - history.attemptsUsed);
}

/** The feedback line after an answer. */
export function answerMessage(correct: boolean, left: number, correctAnswer: string | null): string {
  if (correct) return "Correct!";
  if (left > 0) return `Try again! You have ${left} more attempt(s).`;
  return `Incorrect. The correct answer is ${correctAnswer}.`;
}
