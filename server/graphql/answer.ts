// Answering questions: lesson practice, random practice and the question page.
import { builder } from "./builder.ts";
import { db } from "../db/index.ts";
import { InputError } from "../domain/errors.ts";
import { submitAnswer, type AnswerOutcome } from "../services/answering.ts";
import { checkReviewAnswer, type ReviewCheck } from "../services/reviewCheck.ts";
import { AttemptSourceEnum, QuestionRef } from "./question.ts";
import { LessonRef, SectionRef } from "./course.ts";

type LessonAnswerOutcome = AnswerOutcome & { lessonId: number; sectionId: number };

const AnswerFeedbackRef = builder.interfaceRef<AnswerOutcome>("AnswerFeedback").implement({
  description:
    "What an answer earned: correct or not, the message to show, and the attempt ledger after it for the allowance it used (the practice attempts, equal to question.viewerState; for REVIEW the review round, equal to question.viewerState.reviewRound).",
  fields: (t) => ({
    correct: t.exposeBoolean("correct"),
    message: t.exposeString("message"),
    attemptsUsed: t.exposeInt("attemptsUsed"),
    attemptsLeft: t.exposeInt("attemptsLeft"),
    locked: t.exposeBoolean("locked"),
    correctAnswer: t.exposeString("correctAnswer", { nullable: true, description: "Only once that allowance is locked." }),
  }),
});

const AnswerResultRef = builder.objectRef<AnswerOutcome>("AnswerResult").implement({
  interfaces: [AnswerFeedbackRef],
  isTypeOf: (outcome) => !("lessonId" in (outcome as object)),
  fields: (t) => ({
    question: t.prismaField({
      type: QuestionRef,
      description: "The question, to read its viewer state and (once locked) its solution.",
      resolve: (query, outcome) => db.question.findUniqueOrThrow({ ...query, where: { id: outcome.questionId } }),
    }),
  }),
});

const LessonAnswerResultRef = builder.objectRef<LessonAnswerOutcome>("LessonAnswerResult").implement({
  interfaces: [AnswerFeedbackRef],
  isTypeOf: (outcome) => "lessonId" in (outcome as object),
  fields: (t) => ({
    question: t.prismaField({
      type: QuestionRef,
      resolve: (query, outcome) => db.question.findUniqueOrThrow({ ...query, where: { id: outcome.questionId } }),
    }),
    lesson: t.prismaField({
      type: LessonRef,
      description: "The lesson, to refresh its progress.",
      resolve: (query, outcome) => db.lesson.findUniqueOrThrow({ ...query, where: { id: outcome.lessonId } }),
    }),
    section: t.prismaField({
      type: SectionRef,
      resolve: (query, outcome) => db.section.findUniqueOrThrow({ ...query, where: { id: outcome.sectionId } }),
    }),
  }),
});

const ReviewCheckRef = builder.objectRef<ReviewCheck>("ReviewCheck").implement({
  description: "A dashboard review answer checked by the server's answer rule; not recorded.",
  fields: (t) => ({
    questionId: t.exposeInt("questionId"),
    correct: t.exposeBoolean("correct"),
    answer: t.exposeString("answer", { description: "The correct answer, which the viewer has already seen." }),
  }),
});

builder.mutationFields((t) => ({
  checkReviewAnswer: t.withAuth({ signedIn: true }).field({
    type: ReviewCheckRef,
    description: "Checks an answer on the dashboard's Review Work, only for a question whose answer the viewer has seen; nothing is recorded.",
    errors: { types: [InputError] },
    args: { questionId: t.arg.int({ required: true }), answer: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => checkReviewAnswer(context.viewer, args.questionId, args.answer, context.now),
  }),

  submitLessonAnswer: t.withAuth({ signedIn: true }).field({
    type: LessonAnswerResultRef,
    description: "Answers a practice question of a lesson section: 2 attempts, locked once solved or used up.",
    errors: { types: [InputError] },
    args: {
      questionId: t.arg.int({ required: true }),
      lessonId: t.arg.int({ required: true }),
      sectionId: t.arg.int({ required: true }),
      answer: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      const lesson = { lessonId: args.lessonId, sectionId: args.sectionId };
      const outcome = await submitAnswer(context.viewer, { questionId: args.questionId, answer: args.answer, source: "LESSON", lesson }, context.now);
      return { ...outcome, ...lesson };
    },
  }),
  submitAnswer: t.withAuth({ signedIn: true }).field({
    type: AnswerResultRef,
    description: "Answers a question on its own page (QUESTION), in random practice (PRACTICE) or when reviewing a past mistake (REVIEW).",
    errors: { types: [InputError] },
    args: {
      questionId: t.arg.int({ required: true }),
      answer: t.arg.string({ required: true }),
      source: t.arg({ type: AttemptSourceEnum, defaultValue: "QUESTION" }),
      reviewOrder: t.arg.boolean({
        defaultValue: false,
        description: "REVIEW only: the answer is a letter of the round's shuffled order (Question.reviewChoices), which the server maps back.",
      }),
    },
    resolve: (_root, args, context) => {
      const source = args.source ?? "QUESTION";
      if (source === "LESSON" || source === "CONTEST") throw new InputError("Answer lessons and contests through their own pages.", "source");
      return submitAnswer(context.viewer, { questionId: args.questionId, answer: args.answer, source, reviewOrder: args.reviewOrder ?? false }, context.now);
    },
  }),
}));
