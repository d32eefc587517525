// Recording an answer: the attempt ledger (domain/attemptLedger.ts) decides whether it is taken,
// in one transaction under a lock on (user, question), so concurrent answers are taken one at a
// time and no answer beyond the allowance can be stored. The outcome is the ledger after the
// answer, the same one the question's viewer state and reveal read. A wrong answer puts the
// question on the student's review schedule; the answer closing a review round moves it.
import { db } from "../db/index.ts";
import type { AttemptSource } from "../db/generated/enums.ts";
import { answerFormatOf, answerMessage, answerProblem, isCorrectAnswer } from "../domain/answers.ts";
import { allowanceOf, type AllowanceState } from "../domain/attemptLedger.ts";
import type { Viewer } from "../domain/viewer.ts";
import { InputError, NotFound } from "../domain/errors.ts";
import { canSeeQuestion } from "../domain/access.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { attemptLedger } from "./attemptLedger.ts";
import { recordMisses, recordReview } from "./reviewCards.ts";
import { refuseDuringOpenSitting } from "./contestSittings.ts";
import { recordPracticeAnswer } from "./practiceRatings.ts";
import { reviewChoiceOrderOf } from "./reviewChoices.ts";
import { originalLetter, shownLetter } from "../domain/reviewChoices.ts";

export type AnswerOutcome = {
  questionId: number;
  correct: boolean;
  attemptsUsed: number;
  attemptsLeft: number;
  locked: boolean;
  message: string;
  /** Only once the question is locked for this user. */
  correctAnswer: string | null;
};

export type AnswerRequest = {
  questionId: number;
  answer: string;
  source: Exclude<AttemptSource, "CONTEST">;
  /** REVIEW: the letter is one of the round's shuffled order (the web shows Question.reviewChoices); /api clients show the original. */
  reviewOrder?: boolean;
  /** For lesson practice: where the question was answered. */
  lesson?: { lessonId: number; sectionId: number };
};

export async function submitAnswer(viewer: Viewer, request: AnswerRequest, now: Date): Promise<AnswerOutcome> {
  const answer = request.answer.trim();
  if (answer === "") throw new InputError("Enter an answer.", "answer");
  await refuseDuringOpenSitting(viewer, request.questionId, now);
  try {
    return await db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${viewer.id}::int, ${request.questionId}::int)`;
      const question = await tx.question.findUnique({ where: { id: request.questionId } });
      if (!question || !canSeeQuestion(viewer, question, null)) throw new NotFound("Question not found");
      // What is not an answer to this question (a letter A-E, a whole number 0-999) is refused before anything is written.
      const problem = answerProblem(answerFormatOf(question), answer);
      if (problem) throw new InputError(problem, "answer");
      if (request.lesson) {
        const placed = await tx.sectionQuestion.findFirst({
          where: { questionId: question.id, sectionId: request.lesson.sectionId, section: { lessonId: request.lesson.lessonId } },
        });
        if (!placed) throw new InputError("This question is not part of that lesson section.", "questionId");
      }
      const before = await attemptLedger(viewer.id, question.id, now, tx);
      const review = allowanceOf(request.source) === "REVIEW_ROUND";
      if (review) {
        if (!before.reviewRound) throw new InputError("This question is not in your review list.", "questionId");
        if (!before.reviewable) throw new InputError("This question is not due for review yet.", "questionId");
      } else {
        if (before.solved) throw new InputError("You have already answered this question.", "questionId");
        if (before.practice.locked) throw new InputError("You have no attempts left for this question.", "questionId");
      }

      // In review the choices are shown shuffled: the letter given is mapped back to the original.
      const order = review && request.reviewOrder ? reviewChoiceOrderOf(viewer.id, question, before.reviewRoundIndex) : null;
      const given = order ? originalLetter(answer, order) : answer;
      const correct = isCorrectAnswer(given, question.answer, question.isMultipleChoice);
      const recorded = await tx.attempt.create({
        data: {
          userId: viewer.id,
          questionId: question.id,
          answer: given,
          correct,
          source: request.source,
          // Numbered per source's allowance: practice answers together, review answers across rounds.
          attemptNumber: (review ? before.reviewAnswers : before.practice.attemptsUsed) + 1,
          lessonId: request.lesson?.lessonId,
          sectionId: request.lesson?.sectionId,
        },
      });
      if (review) {
        const round = (await attemptLedger(viewer.id, question.id, now, tx)).lastReviewRound!;
        if (round.over) await recordReview(tx, viewer.id, question.id, correct, round.attemptsUsed, question.isMultipleChoice, recorded.createdAt);
      } else {
        // Only a first answer is a game for the practice rating: a second try follows a miss.
        if (before.practice.attemptsUsed === 0 && !before.revealed) await recordPracticeAnswer(tx, viewer.id, question, correct);
        if (!correct) await recordMisses(tx, viewer.id, [question.id], recorded.createdAt);
      }
      const after = await attemptLedger(viewer.id, question.id, now, tx);
      const allowance: AllowanceState = review ? after.reviewRound! : after.practice;
      const correctAnswer = order ? shownLetter(question.answer, order) : question.answer;
      return {
        questionId: question.id,
        correct,
        attemptsUsed: allowance.attemptsUsed,
        attemptsLeft: allowance.attemptsLeft,
        locked: allowance.locked,
        message: answerMessage(correct, allowance.attemptsLeft, correctAnswer),
        correctAnswer: allowance.locked ? correctAnswer : null,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new InputError("This attempt was already recorded; refresh to see its result.", "questionId");
    throw error;
  }
}
