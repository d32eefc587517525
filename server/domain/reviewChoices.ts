// Choices shuffled in review: a review of a five-choice question shows its choices in another
// order, so the student must solve it again rather than remember "it was C". The order is
// decided on the server, the same for one student, question and review round (a reload shows the
// same order; the next round another), and the answer given is mapped back before checking.
import { CHOICE_LETTERS } from "./choices.ts";

/** FNV-1a over the three numbers: a small, stable hash. */
function hash(...values: number[]): number {
  let state = 0x811c9dc5;
  for (const value of values) {
    for (const byte of String(value)) {
      state ^= byte.charCodeAt(0);
      state = Math.imul(state, 0x01000193) >>> 0;
    }
    state ^= 0x2c;
    state = Math.imul(state, 0x01000193) >>> 0;
  }
  return state;
}

/**
 * The order in which review round `round` (0 for the first) shows a question's five choices:
 * entry i is the index of the original choice shown at letter i. Never the original order.
 */
export function reviewChoiceOrder(userId: number, questionId: number, round: number): number[] {
  const order = [0, 1, 2, 3, 4];
  let seed = hash(userId, questionId, round);
  for (let index = order.length - 1; index > 0; index--) {
    seed = Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) >>> 0;
    const pick = seed % (index + 1);
    [order[index], order[pick]] = [order[pick], order[index]];
  }
  // The original order would not be a shuffle: turn it by one.
  return order.every((value, index) => value === index) ? order.map((value) => (value + 1) % order.length) : order;
}

/** The choice texts as the review shows them. */
export function shuffledChoices(choices: readonly string[], order: readonly number[]): string[] {
  if (choices.length !== order.length) return [...choices];
  return order.map((index) => choices[index]);
}

/** The original letter of the choice shown at `letter` (answer checking); other answers unchanged. */
export function originalLetter(letter: string, order: readonly number[]): string {
  const shown = CHOICE_LETTERS.indexOf(letter.trim().toUpperCase()[0] as (typeof CHOICE_LETTERS)[number]);
  return shown < 0 ? letter : CHOICE_LETTERS[order[shown]];
}

/** The letter at which the review shows the original choice `letter` (telling the right answer). */
export function shownLetter(letter: string, order: readonly number[]): string {
  const original = CHOICE_LETTERS.indexOf(letter.trim().toUpperCase()[0] as (typeof CHOICE_LETTERS)[number]);
  return original < 0 ? letter : CHOICE_LETTERS[order.indexOf(original)];
}
