import { describe, expect, it } from "vitest";
import { originalLetter, reviewChoiceOrder, shownLetter, shuffledChoices } from "../../server/domain/reviewChoices.ts";

describe("choices shuffled in review", () => {
  it("are shown in another order than the original, the same for one student, question and round", () => {
    for (let questionId = 1; questionId < 200; questionId++) {
      const order = reviewChoiceOrder(7, questionId, 0);
      expect([...order].sort()).toEqual([0, 1, 2, 3, 4]);
      expect(order).not.toEqual([0, 1, 2, 3, 4]);
      expect(reviewChoiceOrder(7, questionId, 0)).toEqual(order);
    }
  });

  it("change from one review round to the next, and between students", () => {
    const rounds = new Set([0, 1, 2, 3, 4, 5].map((round) => reviewChoiceOrder(7, 42, round).join("")));
    expect(rounds.size).toBeGreaterThan(3);
    expect(reviewChoiceOrder(7, 42, 0)).not.toEqual(reviewChoiceOrder(8, 42, 0));
  });

  it("map the letter given back to the original choice, and the right answer to the letter shown", () => {
    const choices = ["12", "15", "18", "21", "24"];
    const order = reviewChoiceOrder(3, 9, 1);
    const shown = shuffledChoices(choices, order);
    for (const [index, letter] of ["A", "B", "C", "D", "E"].entries()) {
      const original = originalLetter(letter, order);
      expect(choices["ABCDE".indexOf(original)]).toBe(shown[index]);
      expect(shownLetter(original, order)).toBe(letter);
    }
    expect(originalLetter("b", order)).toBe(originalLetter("B", order));
  });
});
