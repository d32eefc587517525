// The order a review round shows a question's choices in (domain/reviewChoices.ts). Only stored
// choices are shuffled: choices read from the problem text stay where the text prints them.
import { reviewChoiceOrder } from "../domain/reviewChoices.ts";

export function reviewChoiceOrderOf(userId: number, question: { id: number; isMultipleChoice: boolean; choices: string[] }, round: number): number[] | null {
  if (!question.isMultipleChoice || question.choices.length !== 5) return null;
  return reviewChoiceOrder(userId, question.id, round);
}
