// Mock tests and the timed contest: questions without answers, the sitting with its server-side
// clock (start, deadline, seconds left now), and the submission with its score and rating change.
import type { GraphQLResolveInfo } from "graphql";
import { queryFromInfo } from "@pothos/plugin-prisma";
import { selectsField } from "./lookahead.ts";
import { builder } from "./builder.ts";
import { holdSittingInRequest, releaseSittingInRequest } from "./openSittings.ts";
import { db } from "../db/index.ts";
import type { Context } from "./context.ts";
import { CompetitionFamilyEnum, TopicEnum } from "./enums.ts";
import { CompetitionRef } from "./competition.ts";
import { QuestionRef } from "./question.ts";
import { knownCompetition } from "./access.ts";
import { secondsLeft } from "../domain/contestClock.ts";
import { FAMILY_LABEL } from "../domain/families.ts";
import { competitionLabel, competitionTitle } from "../domain/labels.ts";
import type { TopicScore } from "../domain/contestScoring.ts";
import { InputError } from "../domain/errors.ts";
import {
  SUBMISSION_LIMIT,
  contestResult,
  resultTopics,
  sitContestAsPractice,
  startContest,
  submitContest,
  type ContestSitting,
  type RatingChangeView,
  type SubmissionView,
} from "../services/contests.ts";
import { mockTests, type MockTest, type TopTaker } from "../services/mockTests.ts";
import { contestQuestions, type ContestQuestionsQuery } from "../services/contestQuestions.ts";

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
    label: t.string({ description: "The name as screens show it: AMC 10A.", resolve: (test) => competitionLabel(test.name) }),
    family: t.expose("family", { type: CompetitionFamilyEnum }),
    familyLabel: t.string({ description: "The family as screens name it: AMC 10.", resolve: (test) => FAMILY_LABEL[test.family] }),
    years: t.exposeIntList("years"),
    testTakers: t.exposeInt("testTakers", { description: "Students who submitted it, any year." }),
    topTakers: t.field({ type: [TopTakerRef], description: "The best three scores, one per student.", resolve: (test) => test.topTakers }),
  }),
});

const ContestRef = builder.objectRef<ContestSitting>("Contest").implement({
  description:
    "A sitting of a contest: its questions without answers, its clock as the server keeps it, and the start token the submission must carry.",
  fields: (t) => ({
    competition: t.prismaField({
      type: CompetitionRef,
      // The row was read with the sitting: read again only when relations are asked for.
      resolve: (query, sitting) =>
        Object.keys(query).length === 0 ? sitting.competition : db.competition.findUniqueOrThrow({ ...query, where: { id: sitting.competitionId } }),
    }),
    questions: t.prismaField({
      type: [QuestionRef],
      resolve: (query, sitting, _args, context) => {
        // Their read rule asks whether the competition is enabled: it was just read.
        knownCompetition(context, sitting.competition);
        return contestQuestions(query, sitting.competitionId, sitting.questions);
      },
    }),
    startToken: t.exposeString("startToken", {
      description: "Opaque and signed by the server. Keep it to submit this sitting, or to resume it with `contest(startToken:)`.",
    }),
    startedAt: t.expose("startedAt", { type: "DateTime" }),
    deadline: t.expose("deadline", { type: "DateTime", description: "startedAt plus the time limit." }),
    durationSeconds: t.int({ description: "The time limit.", resolve: (sitting) => sitting.durationMinutes * 60 }),
    secondsLeft: t.int({
      description: "Whole seconds until the deadline at the server's time of this request (0 when it has passed): count down from here.",
      resolve: (sitting, _args, context) => secondsLeft(sitting, context.now),
    }),
    resumed: t.exposeBoolean("resumed", { description: "The sitting of the start token given, rather than one started now." }),
    submissionsUsed: t.exposeInt("submissionsUsed"),
    submissionLimit: t.int({ resolve: () => SUBMISSION_LIMIT }),
    isAllowedToSubmit: t.exposeBoolean("isAllowedToSubmit", { description: "False once the viewer has used every submission of this contest." }),
    ratingRules: t.exposeStringList("ratingRules", { description: "What makes a sitting rated: shown to the student before the start." }),
    seenQuestions: t.exposeInt("seenQuestions", {
      description: "Questions of this contest the viewer answered before (anywhere): they will not move the rating. 0 when anonymous.",
    }),
    willBeRated: t.boolean({
      description: "Whether submitting this sitting on time will move the viewer's rating (signed in, a student, the first sitting, answers not all seen before).",
      resolve: (sitting) => sitting.outlook.rated,
    }),
    ratingOutlook: t.string({ description: "Why this sitting will or will not be rated, in words shown before the start and in the confirm dialog.", resolve: (sitting) => sitting.outlook.reason }),
    practice: t.exposeBoolean("practice", { description: "The student chose to sit it as practice (sitContestAsPractice): it is scored, never rated." }),
  }),
});

const RatingChangeRef = builder.objectRef<RatingChangeView>("ContestRatingChange").implement({
  fields: (t) => ({
    family: t.expose("family", { type: CompetitionFamilyEnum }),
    label: t.string({ resolve: (change) => FAMILY_LABEL[change.family] }),
    before: t.int({ resolve: (change) => Math.round(change.before) }),
    after: t.int({ resolve: (change) => Math.round(change.after) }),
    provisional: t.exposeBoolean("provisional", { description: "True for the student's first 3 rated contests in the family." }),
    uncertainty: t.exposeInt("uncertainty", { description: "One standard error of the rating after the change, in points: shown as ±." }),
  }),
});

type MarkedAnswer = SubmissionView["marked"][number];
const MarkedAnswerRef = builder.objectRef<MarkedAnswer>("ContestAnswer").implement({
  fields: (t) => ({
    questionId: t.exposeInt("questionId"),
    given: t.exposeString("given"),
    correct: t.exposeBoolean("correct"),
    blank: t.exposeBoolean("blank"),
    correctAnswer: t.exposeString("correctAnswer", {
      nullable: true,
      description: "The answer key, for the signed-in student who submitted; null for an anonymous taker (who sees `correct`).",
    }),
    question: t.prismaField({
      type: QuestionRef,
      resolve: (query, entry) => db.question.findUniqueOrThrow({ ...query, where: { id: entry.questionId } }),
    }),
  }),
});

const TopicScoreRef = builder.objectRef<TopicScore>("ContestTopicScore").implement({
  description: "How one topic went in a contest.",
  fields: (t) => ({
    topic: t.expose("topic", { type: TopicEnum, nullable: true, description: "Null for questions without a topic (labelled Other)." }),
    label: t.exposeString("label"),
    correct: t.exposeInt("correct"),
    total: t.exposeInt("total"),
  }),
});

const ContestResultRef = builder.objectRef<SubmissionView>("ContestResult").implement({
  fields: (t) => ({
    submissionId: t.exposeInt("submissionId"),
    competitionName: t.exposeString("competitionName"),
    competitionYear: t.exposeInt("competitionYear"),
    title: t.string({ description: "The contest as screens name it: AMC 10A 2024.", resolve: (result) => competitionTitle(result.competitionName, result.competitionYear) }),
    answerKeyShown: t.boolean({
      description: "Whether the answers carry the answer key: only for the signed-in student who submitted.",
      resolve: (result) => result.marked.every((entry) => entry.correctAnswer !== null),
    }),
    topics: t.field({ type: [TopicScoreRef], description: "Correct answers per topic.", resolve: (result) => resultTopics(result) }),
    score: t.exposeFloat("score"),
    fullScore: t.exposeFloat("fullScore"),
    correct: t.exposeInt("correct"),
    blank: t.exposeInt("blank"),
    incorrect: t.exposeInt("incorrect"),
    timeSpentSeconds: t.exposeInt("timeSpentSeconds", { description: "Measured by the server from the start token." }),
    rated: t.exposeBoolean("rated"),
    late: t.exposeBoolean("late", { description: "Submitted after the time limit and its grace: scored, not rated." }),
    message: t.exposeString("message"),
    seenQuestions: t.exposeInt("seenQuestions", { description: "Questions the student had met before the sitting: they did not move the rating." }),
    ratingChange: t.field({ type: RatingChangeRef, nullable: true, resolve: (result) => result.ratingChange }),
    answers: t.field({ type: [MarkedAnswerRef], resolve: (result) => result.marked }),
  }),
});

const ContestAnswerInput = builder.inputType("ContestAnswerInput", {
  fields: (t) => ({ questionId: t.int({ required: true }), answer: t.string({ required: true }) }),
});

const ContestNameInput = builder.inputType("ContestNameInput", {
  description: "A contest by its name (any case) and year, such as AMC_10A and 2024.",
  fields: (t) => ({ name: t.string({ required: true }), year: t.int({ required: true }) }),
});

builder.queryFields((t) => ({
  contestResult: t.field({
    type: ContestResultRef,
    nullable: true,
    description:
      "A submitted contest's result, at its own address: for the signed-in student who submitted it (with the answer key), or anyone for an anonymous sitting's (without). Null otherwise.",
    args: { submissionId: t.arg.int({ required: true }) },
    resolve: (_root, args, context) => contestResult(context.viewer, args.submissionId),
  }),
  mockTests: t.field({ type: [MockTestRef], resolve: () => mockTests() }),
  contest: t.field({
    type: ContestRef,
    nullable: true,
    description:
      "A sitting of a contest (AMC_10A, 2024): the one `startToken` stands for when it is the viewer's, of this contest, not submitted and its time is not up (resumed: true), otherwise a new one starting now.",
    args: {
      name: t.arg.string({ required: true }),
      year: t.arg.int({ required: true }),
      startToken: t.arg.string({ description: "The start token of a sitting the client kept, to resume it." }),
    },
    // Open from then on in this request too, whatever it read of the viewer's sittings before; a
    // sibling field's reveal waits for the start.
    resolve: (_root, args, context, info) =>
      holdSittingInRequest(
        context,
        () => startContest(context.viewer, args, context.now, context.appSecret, questionsQuery(context, info)),
        (sitting) => sitting?.competition.id ?? null,
      ),
  }),
}));

/**
 * The query `Contest.questions` will read the sitting's questions with (`info`: a field answering
 * a Contest), or null when the request does not ask for them: the sitting's statement reads them too
 * when it can (services/contestQuestions.ts).
 */
function questionsQuery(context: Context, info: GraphQLResolveInfo): ContestQuestionsQuery | null {
  return selectsField(info, "questions") ? queryFromInfo({ context, info, path: ["questions"] }) : null;
}

builder.mutationField("submitContest", (t) =>
  t.field({
    type: ContestResultRef,
    description: "Submits a contest sitting. Idempotent: the same start token always gives the same single submission.",
    errors: { types: [InputError] },
    args: {
      startToken: t.arg.string({ required: true }),
      answers: t.arg({ type: [ContestAnswerInput], required: true }),
      competition: t.arg({ type: ContestNameInput, description: "The contest the client is submitting: a start token for another one is refused." }),
    },
    resolve: async (_root, args, context) => {
      const result = await submitContest(context.viewer, args, context.now, context.appSecret, context.anonymousContestSubmission);
      // Submitted: its questions' solutions may show in this request's answer.
      releaseSittingInRequest(context, result.competitionId);
      return result;
    },
  }),
);

builder.mutationField("sitContestAsPractice", (t) =>
  t.field({
    type: ContestRef,
    nullable: true,
    description:
      "Sits the signed-in student's contest in progress as practice: scored, never rated (and, if it is the contest's first sitting, no later sitting is rated either). Cannot be taken back. Answers the sitting, with its outlook now unrated.",
    errors: { types: [InputError] },
    args: {
      name: t.arg.string({ required: true, description: "The contest's competition, as in `contest`: AMC_8, AMC_10A." }),
      year: t.arg.int({ required: true, description: "The contest's year." }),
      startToken: t.arg.string({ required: true, description: "The start token of the sitting in progress." }),
    },
    resolve: (_root, args, context) => sitContestAsPractice(context.viewer, args, context.now, context.appSecret),
  }),
);
