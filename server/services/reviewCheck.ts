// Checking a dashboard review answer: only for a question whose answer the viewer has already
// seen (the attempt ledger's reveal rule), with the same answer rule as every other answer
// (domain/answers.ts). Nothing is recorded: the answer is known, so it earns nothing. A question of
// the viewer's open contest sitting is refused, as every answer elsewhere is (contestSittings.ts).
import { db } from "../db/index.ts";
import { answerFormatOf, answerProblem, isCorrectAnswer } from "../domain/answers.ts";
import type { Viewer } from "../domain/viewer.ts";
import { InputError, NotFound } from "../domain/errors.ts";
import { attemptLedger } from "./attemptLedger.ts";
import { refuseDuringOpenSitting } from "./contestSittings.ts";

export type ReviewCheck = { questionId: number; correct: boolean; answer: string };

export async function checkReviewAnswer(viewer: Viewer, questionId: number, given: string, now: Date): Promise<ReviewCheck> {
  if (given.trim() === "") throw new InputError("Enter an answer.", "answer");
  const question = await db.question.findUnique({ where: { id: questionId } });
  if (question?.status !== "PUBLISHED") throw new NotFound("Question not found");
  const problem = answerProblem(answerFormatOf(question), given);
  if (problem) throw new InputError(problem, "answer");
  // Both reads at once; a question of an open sitting is refused whatever its ledger.
  const [, ledger] = await Promise.all([refuseDuringOpenSitting(viewer, questionId, now), attemptLedger(viewer.id, questionId, now)]);
  if (!ledger.revealed) throw new InputError("Answer this question in Practice → Review first.", "questionId");
  return { questionId, correct: isCorrectAnswer(given, question.answer, question.isMultipleChoice), answer: question.answer };
}
