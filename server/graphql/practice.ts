// Random practice: a new question near the student's level, or past mistakes by review schedule.
import { z } from "zod";
import { builder } from "./builder.ts";
import { QuestionRef } from "./question.ts";
import { loadersFor, viewerLedgers } from "./loaders.ts";
import type { Context } from "./context.ts";
import { openSittingCompetitionIds, readOpenSittingsBeside } from "./openSittings.ts";
import { TopicEnum } from "./enums.ts";
import { newPracticeQuestionId, mistakesToReview, similarPracticeQuestionId, type BesideFirstCard, type PracticeFilters } from "../services/practice.ts";
import {
  findQuestionWithRelations,
  questionReadOf,
  questionReadSql,
  questionShapeOf,
  type QuestionRead,
  type QuestionReadJson,
} from "../services/questionRead.ts";
import { db } from "../db/index.ts";
import { DEFAULT_REVIEW_DAYS, REVIEW_DAYS } from "../domain/reviewSchedule.ts";

/**
 * The question picked for the viewer, read with their attempt ledger of it in one statement
 * (services/questionRead.ts): its viewerState, reveal and solved then take the ledger from the
 * request's loader instead of reading it after the question. Any other query shape through Prisma.
 */
async function pickedQuestion(
  query: Parameters<typeof findQuestionWithRelations>[0],
  questionId: number,
  context: Context & { viewer: { id: number } },
  readAlready?: QuestionRead | null,
) {
  const read = readAlready?.question.id === questionId ? readAlready : await findQuestionWithRelations(query, questionId, { userId: context.viewer.id, now: context.now });
  if (read === undefined) return db.question.findUnique({ ...query, where: { id: questionId } });
  if (read?.ledger) loadersFor(context).ledger.prime(questionId, read.ledger);
  return read?.question ?? null;
}

/**
 * Practice → Review's mistake: its first page of cards is read with its first card's question and
 * the viewer's ledger of it (the mistake served, unless that card is not one to review yet), so the
 * question usually costs no statement of its own.
 */
async function reviewPick(query: Parameters<typeof findQuestionWithRelations>[0], filters: PracticeFilters, days: number, context: Context & { viewer: { id: number } }) {
  const shape = questionShapeOf(query);
  const firstCard: { read: QuestionRead | null } = { read: null };
  const beside: BesideFirstCard<QuestionReadJson> | undefined = shape && {
    sql: (questionId) => questionReadSql(shape, questionId, { userId: context.viewer.id }),
    read: (value) => {
      firstCard.read = questionReadOf(shape, value, context.now);
    },
  };
  const [questionId] = await mistakesToReview(context.viewer.id, filters, days, context.now, { limit: 1, ledgers: viewerLedgers(context), beside });
  return questionId ? pickedQuestion(query, questionId, context, firstCard.read) : null;
}

const PracticeModeEnum = builder.enumType("PracticeMode", {
  values: { NEW: { description: "A question never answered, near the student's level." }, REVIEW: { description: "Past mistakes, most due first." } } as const,
});

builder.queryFields((t) => ({
  practiceQuestion: t.withAuth({ signedIn: true }).prismaField({
    type: QuestionRef,
    nullable: true,
    description: "The next question to practise; null when none is left for these filters.",
    args: {
      mode: t.arg({ type: PracticeModeEnum, required: true }),
      competition: t.arg.string({ description: "A competition name such as AMC_10A." }),
      topic: t.arg({ type: TopicEnum }),
      reviewDays: t.arg.int({
        defaultValue: DEFAULT_REVIEW_DAYS,
        validate: z.number().refine((days) => (REVIEW_DAYS as readonly number[]).includes(days), "Review days must be 14, 21 or 30."),
      }),
      excludeQuestionId: t.arg.int({ description: "The question on screen, never served twice in a row." }),
    },
    resolve: async (query, _root, args, context, info) => {
      readOpenSittingsBeside(context, info);
      const filters: PracticeFilters = {
        competition: args.competition ? args.competition.toUpperCase() : null,
        topic: args.topic ?? null,
        excludeQuestionId: args.excludeQuestionId ?? null,
        heldCompetitionIds: await openSittingCompetitionIds(context),
      };
      if (args.mode === "REVIEW") return reviewPick(query, filters, args.reviewDays ?? DEFAULT_REVIEW_DAYS, context);
      const questionId = await newPracticeQuestionId(context.viewer, filters);
      return questionId ? pickedQuestion(query, questionId, context) : null;
    },
  }),
  similarPracticeQuestion: t.withAuth({ premium: true }).prismaField({
    type: QuestionRef,
    nullable: true,
    description:
      "Premium: Practice Similar Problems, a round over this question's similar questions. The next one the viewer has not answered; null when none is left.",
    args: {
      questionId: t.arg.int({ required: true }),
      excludeQuestionId: t.arg.int({ description: "The question on screen, never served twice in a row." }),
    },
    resolve: async (query, _root, args, context, info) => {
      readOpenSittingsBeside(context, info);
      const questionId = await similarPracticeQuestionId(context.viewer, args.questionId, args.excludeQuestionId ?? null, await openSittingCompetitionIds(context));
      return questionId ? pickedQuestion(query, questionId, context) : null;
    },
  }),
}));
