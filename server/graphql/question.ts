import { builder } from "./builder.ts";
import { completeValue } from "@pothos/core";
import { db } from "../db/index.ts";
import { TopicEnum } from "./enums.ts";
import { displayText } from "../domain/choices.ts";
import { competitionTitle, TOPIC_LABEL } from "../domain/labels.ts";
import { answerFormatOf } from "../domain/answers.ts";
import { shownChoices } from "../services/contentHtml.ts";
import { questionOfTheDayId } from "../services/questionOfTheDay.ts";
import type { AllowanceState, QuestionLedger } from "../domain/attemptLedger.ts";
import { estimatedSuccessPercent } from "../domain/difficulty.ts";
import { AttemptSource } from "../db/generated/enums.ts";
import { loadersFor } from "./loaders.ts";
import { selectsField } from "./lookahead.ts";
import { inOpenSitting, readOpenSittingsBeside } from "./openSittings.ts";
import { IN_OPEN_SITTING } from "../services/contestSittings.ts";
import type { Context } from "./context.ts";
import type { GraphQLResolveInfo } from "graphql";
import { shuffledChoices } from "../domain/reviewChoices.ts";
import { reviewChoiceOrderOf } from "../services/reviewChoices.ts";
import { competitionOf, heldCompetition } from "./access.ts";
import { canSeeQuestion, isDeletedQuestion, isOpenQuestion, opensSimilarQuestions, seesEveryReveal, visibleQuestions, type Reader } from "../domain/access.ts";
import { findQuestionById, findQuestionWithRelations, SECTION_LINK_ORDER } from "../services/questionRead.ts";
import type { Topic } from "../db/generated/enums.ts";

export const AnswerFormatEnum = builder.enumType("AnswerFormat", {
  description: "How a question is answered (domain/answers.ts).",
  values: {
    CHOICE: { description: "One of the letters A-E." },
    INTEGER: { description: "A whole number from 0 to 999." },
    TEXT: { description: "Free text." },
  } as const,
});

export const AttemptSourceEnum = builder.enumType(AttemptSource, {
  name: "AttemptSource",
  description: "Where an answer was given: lesson practice, random practice, the question page, or a contest.",
});

const ReviewRoundRef = builder.objectRef<AllowanceState>("ReviewRoundState").implement({
  description: "The viewer's review round of a past mistake: its own attempts, apart from the practice ones.",
  fields: (t) => ({
    attemptsAllowed: t.exposeInt("attemptsAllowed"),
    attemptsUsed: t.exposeInt("attemptsUsed"),
    attemptsLeft: t.exposeInt("attemptsLeft"),
    locked: t.exposeBoolean("locked", { description: "No review answer is taken now: the last round is over and the question is not due yet." }),
  }),
});

const ViewerStateRef = builder.objectRef<QuestionLedger>("QuestionViewerState").implement({
  description: "The viewer's attempts at a question (docs/ATTEMPTS.md): lessons, random practice and the question page share the practice attempts; a review round has its own; contests are separate.",
  fields: (t) => ({
    attemptsAllowed: t.int({ description: "Practice attempts per question.", resolve: (ledger) => ledger.practice.attemptsAllowed }),
    attemptsUsed: t.int({ description: "Practice attempts used.", resolve: (ledger) => ledger.practice.attemptsUsed }),
    attemptsLeft: t.int({ description: "Practice attempts left: 0 once locked.", resolve: (ledger) => ledger.practice.attemptsLeft }),
    locked: t.boolean({
      description: "No more practice answers: solved anywhere, the practice attempts used up, the answer shown after a failed review round, or the question was in a contest the viewer submitted.",
      resolve: (ledger) => ledger.practice.locked,
    }),
    solved: t.exposeBoolean("solved", { description: "Answered correctly anywhere, contests and reviews included." }),
    lockedMessage: t.exposeString("lockedMessage", {
      nullable: true,
      description: "Why no more practice answers are taken (solved, in a submitted contest, attempts used up); null while they are.",
    }),
    reviewRound: t.field({
      type: ReviewRoundRef,
      nullable: true,
      description: "The review round (Practice → Review); null when the question is not on the viewer's review list.",
      resolve: (ledger) => ledger.reviewRound,
    }),
  }),
});

type Reveal = {
  answer: string;
  solutionText: string | null;
  solutionHtml: string | null;
  solutionAi: string | null;
  solutionUrl: string | null;
  solutionVideos: string[];
};
const RevealRef = builder.objectRef<Reveal>("QuestionReveal").implement({
  description: "The answer and solutions: sent only once the viewer has solved the question, used up the practice attempts, failed a review round or submitted a contest with it.",
  fields: (t) => ({
    answer: t.exposeString("answer"),
    solutionText: t.exposeString("solutionText", { nullable: true }),
    solutionHtml: t.string({ nullable: true, resolve: (reveal) => reveal.solutionHtml || null }),
    solutionAi: t.exposeString("solutionAi", { nullable: true }),
    solutionUrl: t.exposeString("solutionUrl", { nullable: true }),
    solutionVideos: t.exposeStringList("solutionVideos"),
  }),
});

type Similar = { questionId: number | null; competitionName: string | null; competitionYear: number | null; problemNumber: number; locked: boolean };
const SimilarRef = builder.objectRef<Similar>("SimilarQuestion").implement({
  description: "A question like this one. Premium: only subscribers get its id to open it.",
  fields: (t) => ({
    questionId: t.exposeInt("questionId", {
      nullable: true,
      description: "Null unless the viewer subscribes (or administers).",
      authScopes: { premium: true },
      unauthorizedResolver: () => null,
    }),
    competitionName: t.exposeString("competitionName", { nullable: true }),
    competitionYear: t.exposeInt("competitionYear", { nullable: true }),
    problemNumber: t.exposeInt("problemNumber"),
    title: t.string({
      description: "As screens name it: AMC 10A 2024 · Problem 7, or Practice · Problem 7 outside a contest.",
      resolve: (similar) =>
        `${similar.competitionName && similar.competitionYear ? competitionTitle(similar.competitionName, similar.competitionYear) : "Practice"} · Problem ${similar.problemNumber}`,
    }),
    locked: t.exposeBoolean("locked"),
  }),
});

/** The question's competition when the query loaded it with the question (the screen asks for it): no second read. */
function loadedCompetition(question: object): { enabled: boolean } | null | undefined {
  const competition = (question as { competition?: { enabled?: boolean } | null }).competition;
  if (competition === null) return null;
  return typeof competition?.enabled === "boolean" ? { enabled: competition.enabled } : undefined;
}

// Answers and solutions are deliberately absent here: they are revealed only through the
// answer-checking mutations, once the viewer has answered.
// Like every type here without a type-level `select`, a question is always read whole (every
// column), so its fields read columns without a field `select`: one only made each row of a list
// look up the plan that loaded it (a contest's 25 questions, several fields each: 9 % of the
// contest page's server time) and selected nothing more.
export const QuestionRef = builder.prismaNode("Question", {
  nullable: true,
  authScopes: (question, context) => {
    const rule = (competition: { enabled: boolean } | null) => isOpenQuestion(question, competition) || (!isDeletedQuestion(question) && { editor: true });
    // At once when the request holds the competition (a contest's questions): no promise per question.
    const held = heldCompetition(context, question.competitionId);
    return held ? rule(held) : competitionOf(context, question.competitionId, loadedCompetition(question)).then(rule);
  },
  id: { field: "id" },
  fields: (t) => ({
    questionId: t.exposeInt("id", { description: "The numeric id used in URLs and on /api." }),
    problemNumber: t.exposeInt("problemNumber"),
    text: t.string({
      description: "The plain-text statement, or 'Question text unavailable.' when blank.",
      resolve: (question) => displayText(question.text),
    }),
    problemHtml: t.string({
      description: "Sanitised HTML with LaTeX between \\( \\) or \\[ \\] delimiters.",
      resolve: (question) => question.problemHtml ?? "",
    }),
    imageUrl: t.exposeString("imageUrl", { nullable: true }),
    isMultipleChoice: t.exposeBoolean("isMultipleChoice"),
    answerFormat: t.field({
      type: AnswerFormatEnum,
      description: "How the question is answered: the answer box accepts only this.",
      resolve: (question) => answerFormatOf(question),
    }),
    choices: t.stringList({
      description: "The choices A-E, from the question or read from its text; empty for free answers.",
      resolve: (question) => shownChoices(question),
    }),
    topic: t.expose("topic", { type: TopicEnum, nullable: true }),
    topicLabel: t.string({
      nullable: true,
      description: "The topic as screens name it: Counting & Probability.",
      resolve: (question) => (question.topic ? TOPIC_LABEL[question.topic] : null),
    }),
    schoolGrade: t.exposeInt("schoolGrade", { nullable: true }),
    difficultyLevel: t.exposeInt("difficultyLevel", { nullable: true }),
    organizationName: t.exposeString("organizationName", { nullable: true }),
    setName: t.exposeString("setName", { nullable: true }),
    isSample: t.exposeBoolean("isSample"),
    competition: t.relation("competition", { nullable: true }),
    reviewChoices: t.stringList({
      nullable: true,
      description:
        "The choices A-E in the order the viewer's review round shows them (shuffled, the same for the round; review answers are letters of this order). Null when the question is not on the viewer's review list, or its choices are printed in its text.",
      resolve: async (question, _args, context) => {
        if (!context.viewer) return null;
        const ledger = await loadersFor(context).ledger.load(question.id);
        const order = ledger.reviewRound ? reviewChoiceOrderOf(context.viewer.id, question, ledger.reviewRoundIndex) : null;
        return order ? shuffledChoices(shownChoices(question), order) : null;
      },
    }),
    viewerState: t.field({
      type: ViewerStateRef,
      nullable: true,
      description: "The viewer's attempts; null when anonymous.",
      resolve: (question, _args, context) => (context.viewer ? loadersFor(context).ledger.loadNow(question.id) : null),
    }),
    solved: t.boolean({
      description: "The viewer has answered it correctly somewhere.",
      resolve: async (question, _args, context) => (context.viewer ? (await loadersFor(context).ledger.load(question.id)).solved : false),
    }),
    reveal: t.field({
      type: RevealRef,
      nullable: true,
      // At once when the request holds the open sittings and the ledger (a lesson's questions).
      resolve: (question, _args, context) => {
        const viewer = context.viewer;
        if (!viewer) return null;
        return completeValue(inOpenSitting(context, question), (held) => {
          if (held) return null;
          if (seesEveryReveal(viewer)) return question;
          return completeValue(loadersFor(context).ledger.loadNow(question.id), (ledger) => (ledger.revealed ? question : null));
        });
      },
    }),
    contestInProgressNote: t.string({
      nullable: true,
      description:
        "Why the viewer cannot answer the question here now: it is part of their contest in progress, answered there, its answer and solution shown once that sitting is submitted or its time is over. Null otherwise.",
      resolve: (question, _args, context) => completeValue(inOpenSitting(context, question), (held) => (held ? IN_OPEN_SITTING : null)),
    }),
    successRate: t.float({
      nullable: true,
      description: "Percent of students whose first answer was right; null before anyone answered.",
      resolve: (question, _args, context) => loadersFor(context).successRate.load(question.id),
    }),
    estimatedSuccessRate: t.float({
      description: "Percent an average student is expected to get right, from the learned difficulty.",
      resolve: (question) => estimatedSuccessPercent(question.rating),
    }),
    relatedSections: t.relation("sectionQuestions", {
      description: "The lesson sections that use this question.",
      query: { orderBy: SECTION_LINK_ORDER },
    }),
    similarQuestionsLocked: t.boolean({
      description: "Whether the similar questions and Practice Similar Problems are locked for the viewer (not a subscriber or admin).",
      resolve: (_question, _args, context) => !opensSimilarQuestions(context.viewer),
    }),
    similarQuestions: t.field({
      type: [SimilarRef],
      description: "Contest questions of the same topic closest in difficulty (five).",
      resolve: async (question, _args, context) => {
        const unlocked = opensSimilarQuestions(context.viewer);
        const similar = await loadersFor(context).similar.load(question.id);
        return similar.map((entry) => ({
          questionId: entry.id,
          competitionName: entry.competitionName,
          competitionYear: entry.competitionYear,
          problemNumber: entry.problemNumber,
          locked: !unlocked,
        }));
      },
    }),
  }),
});

/** The fields of a question that read the viewer's attempt ledger of it. */
const LEDGER_FIELDS = ["viewerState", "solved", "reveal", "reviewChoices"];

/**
 * The question page's other reads need only the question's id (its success rate, its similar
 * questions) or the viewer (their open sittings, which hold back a contest question's reveal): they
 * start with the question's read when the query asks for those fields, not after it. The fields
 * then take them from the request's loaders; for a question the viewer may not see, they are
 * never shown.
 */
function readsAlongside(context: Context, info: GraphQLResolveInfo, questionId: number): void {
  const loaders = loadersFor(context);
  if (selectsField(info, "successRate")) void loaders.successRate.load(questionId).catch(() => {});
  if (selectsField(info, "similarQuestions")) void loaders.similar.load(questionId).catch(() => {});
  readOpenSittingsBeside(context, info);
}

builder.queryFields((t) => ({
  question: t.prismaField({
    type: QuestionRef,
    nullable: true,
    args: { questionId: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, context, info) => {
      // With its competition and related sections in one statement (services/questionRead.ts), the
      // read rule then applied to the row; any other query shape through Prisma. The signed-in
      // viewer's attempt ledger of it comes in the same statement when the query shows it.
      const viewer = context.viewer;
      readsAlongside(context, info, args.questionId);
      const showsLedger = viewer !== null && LEDGER_FIELDS.some((name) => selectsField(info, name));
      const read = await findQuestionWithRelations(query, args.questionId, showsLedger ? { userId: viewer.id, now: context.now } : undefined);
      if (read === undefined) return db.question.findFirst({ ...query, where: { id: args.questionId, ...visibleQuestions(viewer) } });
      if (!read || !canSeeQuestion(viewer, read.question, read.competition)) return null;
      if (read.ledger) loadersFor(context).ledger.prime(args.questionId, read.ledger);
      return read.question;
    },
  }),
  questionByNumber: t.prismaField({
    type: QuestionRef,
    nullable: true,
    description: "A contest question by competition name (such as AMC_10A), year and problem number.",
    args: {
      competitionName: t.arg.string({ required: true }),
      year: t.arg.int({ required: true }),
      problemNumber: t.arg.int({ required: true }),
    },
    resolve: (query, _root, args, context) =>
      db.question.findFirst({
        ...query,
        where: {
          competition: { name: args.competitionName.toUpperCase(), year: args.year },
          problemNumber: args.problemNumber,
          ...visibleQuestions(context.viewer),
        },
      }),
  }),
}));


// The question bank in pages, for partner tools: what the reader may see (server/domain/access.ts),
// optionally one competition's (by name and year) or one topic's, in id order.
builder.queryField("questions", (t) =>
  t.prismaConnection({
    type: QuestionRef,
    cursor: "id",
    description: "The questions the viewer may see, oldest first, in pages; optionally only one competition's or one topic's.",
    args: {
      competitionName: t.arg.string({ description: "Only this competition's questions, such as AMC_10A (any case)." }),
      year: t.arg.int({ description: "Only questions of competitions of this year." }),
      topic: t.arg({ type: TopicEnum, description: "Only questions of this topic." }),
    },
    totalCount: (_root, args, context) => db.question.count({ where: questionsWhere(args, context.viewer) }),
    resolve: (query, _root, args, context) => db.question.findMany({ ...query, where: questionsWhere(args, context.viewer), orderBy: { id: "asc" } }),
  }),
);

function questionsWhere(args: { competitionName?: string | null; year?: number | null; topic?: Topic | null }, viewer: Reader) {
  const competition = {
    ...(args.competitionName ? { name: args.competitionName.toUpperCase() } : {}),
    ...(args.year ? { year: args.year } : {}),
  };
  return {
    AND: [visibleQuestions(viewer), Object.keys(competition).length > 0 ? { competition } : {}, args.topic ? { topic: args.topic } : {}],
  };
}

builder.queryField("questionOfTheDay", (t) =>
  t.prismaField({
    type: QuestionRef,
    nullable: true,
    description: "A published multiple-choice contest question, the same for everybody on a UTC date.",
    resolve: async (query, _root, _args, context) => {
      const chosen = await questionOfTheDayId(context.now);
      return chosen === null ? null : findQuestionById(query, chosen);
    },
  }),
);
