// Mock tests and the timed contest: questions without answers, the server's start token, and
// the submission with its score and rating change.
import { builder } from "./builder.ts";
import { db } from "../db/index.ts";
import { CompetitionFamilyEnum } from "./enums.ts";
import { CompetitionRef } from "./competition.ts";
import { QuestionRef } from "./question.ts";
import { issueStartToken } from "../domain/contestClock.ts";
import { FAMILY_LABEL } from "../domain/families.ts";
import { InputError } from "../domain/errors.ts";
import { SUBMISSION_LIMIT, submissionsUsed, submitContest, type RatingChangeView, type SubmissionView } from "../services/contests.ts";
import { mockTests, type MockTest, type TopTaker } from "../services/mockTests.ts";

const TopTakerRef = builder.objectRef<TopTaker>("TopTaker").implement({
  fields: (t) => ({
    name: t.exposeString("name", { description: "Only the part of the email address before the @." }),
    score: t.exposeFloat("score"),
    year: t.exposeInt("year"),
  }),
});

const MockTestRef = builder.objectRef<MockTest>("MockTest").implement({
  description: "A competition (such as AMC_10A) with the years that can be taken.",
  fields: (t) => ({
    name: t.exposeString("name"),
    family: t.expose("family", { type: CompetitionFamilyEnum }),
    years: t.exposeIntList("years"),
    testTakers: t.exposeInt("testTakers", { description: "Students who submitted it, any year." }),
    topTakers: t.field({ type: [TopTakerRef], description: "The best three scores, one per student.", resolve: (test) => test.topTakers }),
  }),
});

type ContestSitting = { competitionId: number; startToken: string; submissionsUsed: number };

const ContestRef = builder.objectRef<ContestSitting>("Contest").implement({
  description: "A contest ready to take: its questions without answers and the start token the submission must carry.",
  fields: (t) => ({
    competition: t.prismaField({
      type: CompetitionRef,
      resolve: (query, sitting) => db.competition.findUniqueOrThrow({ ...query, where: { id: sitting.competitionId } }),
    }),
    questions: t.prismaField({
      type: [QuestionRef],
      resolve: (query, sitting) =>
        db.question.findMany({ ...query, where: { competitionId: sitting.competitionId, status: "PUBLISHED" }, orderBy: { problemNumber: "asc" } }),
    }),
    startToken: t.exposeString("startToken", { description: "Signed by the server: which contest, who, and when it started." }),
    submissionsUsed: t.exposeInt("submissionsUsed"),
    submissionLimit: t.int({ resolve: () => SUBMISSION_LIMIT }),
    isAllowedToSubmit: t.boolean({ resolve: (sitting) => sitting.submissionsUsed < SUBMISSION_LIMIT }),
  }),
});

const RatingChangeRef = builder.objectRef<RatingChangeView>("ContestRatingChange").implement({
  fields: (t) => ({
    family: t.expose("family", { type: CompetitionFamilyEnum }),
    label: t.string({ resolve: (change) => FAMILY_LABEL[change.family] }),
    before: t.int({ resolve: (change) => Math.round(change.before) }),
    after: t.int({ resolve: (change) => Math.round(change.after) }),
    provisional: t.exposeBoolean("provisional"),
  }),
});

type MarkedAnswer = SubmissionView["marked"][number];
const MarkedAnswerRef = builder.objectRef<MarkedAnswer>("ContestAnswer").implement({
  fields: (t) => ({
    questionId: t.exposeInt("questionId"),
    given: t.exposeString("given"),
    correct: t.exposeBoolean("correct"),
    blank: t.exposeBoolean("blank"),
    correctAnswer: t.exposeString("correctAnswer", { description: "Shown once the contest is submitted." }),
    question: t.prismaField({
      type: QuestionRef,
      resolve: (query, entry) => db.question.findUniqueOrThrow({ ...query, where: { id: entry.questionId } }),
    }),
  }),
});

const ContestResultRef = builder.objectRef<SubmissionView>("ContestResult").implement({
  fields: (t) => ({
    submissionId: t.exposeInt("submissionId"),
    competitionName: t.exposeString("competitionName"),
    competitionYear: t.exposeInt("competitionYear"),
    score: t.exposeFloat("score"),
    fullScore: t.exposeFloat("fullScore"),
    correct: t.exposeInt("correct"),
    blank: t.exposeInt("blank"),
    incorrect: t.exposeInt("incorrect"),
    timeSpentSeconds: t.exposeInt("timeSpentSeconds", { description: "Measured by the server from the start token." }),
    rated: t.exposeBoolean("rated"),
    late: t.exposeBoolean("late", { description: "Submitted after the time limit and its grace: scored, not rated." }),
    message: t.exposeString("message"),
    ratingChange: t.field({ type: RatingChangeRef, nullable: true, resolve: (result) => result.ratingChange }),
    answers: t.field({ type: [MarkedAnswerRef], resolve: (result) => result.marked }),
  }),
});

const ContestAnswerInput = builder.inputType("ContestAnswerInput", {
  fields: (t) => ({ questionId: t.int({ required: true }), answer: t.string({ required: true }) }),
});

builder.queryFields((t) => ({
  mockTests: t.field({ type: [MockTestRef], resolve: () => mockTests() }),
  contest: t.field({
    type: ContestRef,
    nullable: true,
    description: "Starts a sitting of a contest (AMC_10A, 2024): its questions and a fresh start token.",
    args: { name: t.arg.string({ required: true }), year: t.arg.int({ required: true }) },
    resolve: async (_root, args, context) => {
      const competition = await db.competition.findFirst({ where: { name: args.name.toUpperCase(), year: args.year, enabled: true } });
      if (!competition) return null;
      return {
        competitionId: competition.id,
        startToken: issueStartToken(competition.id, context.viewer?.id ?? null, context.appSecret),
        submissionsUsed: await submissionsUsed(context.viewer, competition.id),
      };
    },
  }),
}));

builder.mutationField("submitContest", (t) =>
  t.field({
    type: ContestResultRef,
    description: "Submits a contest sitting. Idempotent: the same start token always gives the same single submission.",
    errors: { types: [InputError] },
    args: {
      startToken: t.arg.string({ required: true }),
      answers: t.arg({ type: [ContestAnswerInput], required: true }),
    },
    resolve: (_root, args, context) => submitContest(context.viewer, args.startToken, args.answers, context.appSecret),
  }),
);
