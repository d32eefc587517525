// Recording an answer: the attempt rules are checked and the attempt written in one
// transaction, under a lock on (user, question) so concurrent answers are taken one at a time
// and a third answer can never be stored. Lessons, random practice and the question page share
// the same 2 attempts per question; reviewing a past mistake has 2 per review round. A wrong
// answer puts the question on the student's review schedule.
import { db } from "../db/index.ts";
import type { AttemptSource } from "../db/generated/enums.ts";
import { answerMessage, attemptsLeft, isCorrectAnswer, isLocked } from "../domain/answers.ts";
import type { Viewer } from "../domain/viewer.ts";
import { InputError, NotFound } from "../domain/errors.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { PRACTICE_SOURCES } from "./answerHistory.ts";
import { recordMisses, recordReview } from "./reviewCards.ts";
import { canReview } from "./practice.ts";

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
  /** For lesson practice: where the question was answered. */
  lesson?: { lessonId: number; sectionId: number };
};

export async function submitAnswer(viewer: Viewer, request: AnswerRequest, now: Date): Promise<AnswerOutcome> {
  const answer = request.answer.trim();
  if (answer === "") throw new InputError("Enter an answer.", "answer");
  try {
    return await db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${viewer.id}::int, ${request.questionId}::int)`;
      const question = await tx.question.findUnique({ where: { id: request.questionId } });
      if (!question || (question.status !== "PUBLISHED" && !viewer.isEditor && !viewer.isAdmin)) throw new NotFound("Question not found");
      if (request.lesson) {
        const placed = await tx.sectionQuestion.findFirst({
          where: { questionId: question.id, sectionId: request.lesson.sectionId, section: { lessonId: request.lesson.lessonId } },
        });
        if (!placed) throw new InputError("This question is not part of that lesson section.", "questionId");
      }
      // A review has its own 2 attempts per round; a new round starts once the question is due again.
      const card = request.source === "REVIEW" ? await tx.reviewCard.findUnique({ where: { userId_questionId: { userId: viewer.id, questionId: question.id } } }) : null;
      if (request.source === "REVIEW" && !card) throw new InputError("This question is not in your review list.", "questionId");
      if (card) {
        const last = await tx.attempt.findFirst({ where: { userId: viewer.id, questionId: question.id, source: "REVIEW" }, orderBy: { createdAt: "desc" } });
        if (!canReview(card, last?.createdAt ?? null, now)) throw new InputError("This question is not due for review yet.", "questionId");
      }
      const previous = await tx.attempt.findMany({
        where: {
          userId: viewer.id,
          questionId: question.id,
          ...(card ? { source: "REVIEW", createdAt: { gt: card.lastReview ?? new Date(0) } } : { source: { in: [...PRACTICE_SOURCES] } }),
        },
        select: { correct: true },
      });
      const before = { attemptsUsed: previous.length, solved: previous.some((attempt) => attempt.correct) };
      if (before.solved) throw new InputError("You have already answered this question.", "questionId");
      if (isLocked(before)) throw new InputError("You have no attempts left for this question.", "questionId");

      const correct = isCorrectAnswer(answer, question.answer, question.isMultipleChoice);
      const numbered = card ? await tx.attempt.count({ where: { userId: viewer.id, questionId: question.id, source: "REVIEW" } }) : before.attemptsUsed;
      const recorded = await tx.attempt.create({
        data: {
          userId: viewer.id,
          questionId: question.id,
          answer,
          correct,
          source: request.source,
          attemptNumber: numbered + 1,
          lessonId: request.lesson?.lessonId,
          sectionId: request.lesson?.sectionId,
        },
      });
      const after = { attemptsUsed: before.attemptsUsed + 1, solved: correct };
      const locked = isLocked(after);
      const left = attemptsLeft(after);
      if (card && locked) await recordReview(tx, viewer.id, question.id, correct, after.attemptsUsed, recorded.createdAt);
      if (!card && !correct) await recordMisses(tx, viewer.id, [question.id]);
      return {
        questionId: question.id,
        correct,
        attemptsUsed: after.attemptsUsed,
        attemptsLeft: left,
        locked,
        message: answerMessage(correct, left, question.answer),
        correctAnswer: locked ? question.answer : null,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new InputError("This attempt was already recorded; refresh to see its result.", "questionId");
    throw error;
  }
}
