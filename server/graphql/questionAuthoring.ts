// Writing questions: submitQuestion (signed in; non-editors' questions wait for review), and the
// admin question editor's questionDraft and updateQuestion. Rules: domain/questionRules.ts.
import { builder } from "./builder.ts";
import { competitionTitle } from "../domain/labels.ts";
import { TopicEnum } from "./enums.ts";
import { QuestionStatus } from "../db/generated/enums.ts";
import { InputError } from "../domain/errors.ts";
import { db } from "../db/index.ts";
import { previewStatement, restoreRevision, reviewQuestion, submitQuestion, updateQuestion } from "../services/questionAuthoring.ts";

export const QuestionStatusEnum = builder.enumType(QuestionStatus, {
  name: "QuestionStatus",
  description: "PUBLISHED questions are seen by students; PENDING_REVIEW and REJECTED ones only by their author and editors.",
});

export const QuestionDraftRef = builder.prismaObject("Question", {
  variant: "QuestionDraft",
  description: "A question with every field the admin question editor changes, answer and solution included.",
  // Its answer is here: editors and admins, and the question's own author, only.
  authScopes: (question, context) => question.authorId === (context.viewer?.id ?? -1) || { editor: true },
  fields: (t) => ({
    questionId: t.exposeInt("id"),
    text: t.exposeString("text", { nullable: true }),
    problemHtml: t.exposeString("problemHtml", { nullable: true }),
    imageUrl: t.exposeString("imageUrl", { nullable: true }),
    isMultipleChoice: t.exposeBoolean("isMultipleChoice"),
    choices: t.exposeStringList("choices", { description: "The stored choices A-E; empty when read from the statement." }),
    answer: t.exposeString("answer"),
    solutionText: t.exposeString("solutionText", { nullable: true }),
    solutionHtml: t.exposeString("solutionHtml", { nullable: true }),
    problemNumber: t.exposeInt("problemNumber"),
    competitionName: t.string({ nullable: true, select: { competition: { select: { name: true } } }, resolve: (q) => q.competition?.name ?? null }),
    competitionYear: t.int({ nullable: true, select: { competition: { select: { year: true } } }, resolve: (q) => q.competition?.year ?? null }),
    competitionTitle: t.string({
      nullable: true,
      description: "AMC 10A 2024: the competition as screens show it.",
      select: { competition: { select: { name: true, year: true } } },
      resolve: (q) => (q.competition ? competitionTitle(q.competition.name, q.competition.year) : null),
    }),
    topic: t.expose("topic", { type: TopicEnum, nullable: true }),
    schoolGrade: t.exposeInt("schoolGrade", { nullable: true }),
    difficultyLevel: t.exposeInt("difficultyLevel", { nullable: true }),
    organizationName: t.exposeString("organizationName", { nullable: true }),
    setName: t.exposeString("setName", { nullable: true }),
    status: t.expose("status", { type: QuestionStatusEnum }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "Send it back with updateQuestion: a save over a newer version is refused." }),
    reviewNote: t.exposeString("reviewNote", { nullable: true, description: "The reviewing editor's note to the author." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    authorName: t.string({ nullable: true, select: { author: { select: { username: true } } }, resolve: (q) => q.author?.username ?? null }),
    revisions: t.relation("revisions", {
      description: "The editor's saves, newest first (the last 20): who, when, which fields changed.",
      authScopes: { admin: true },
      query: { orderBy: { id: "desc" }, take: 20 },
    }),
  }),
});

builder.prismaObject("QuestionRevision", {
  description: "One save of the question editor; restoring it puts back the fields as they were before that save.",
  fields: (t) => ({
    revisionId: t.exposeInt("id"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    changed: t.exposeStringList("changed", { description: "The fields the save changed (problemHtml, answer, …)." }),
    editorName: t.string({ nullable: true, select: { editor: { select: { username: true } } }, resolve: (r) => r.editor?.username ?? null }),
  }),
});

const ReviewDecisionEnum = builder.enumType("ReviewDecision", { values: ["APPROVE", "REJECT"] as const });

const PENDING_REVIEW = { status: "PENDING_REVIEW" } as const;
const authoredBy = (viewerId: number) => ({ authorId: viewerId });

builder.queryFields((t) => ({
  reviewQueue: t.withAuth({ editor: true }).prismaField({
    type: [QuestionDraftRef],
    description: "Questions waiting for review, oldest first (editors and admins); the first 100 only.",
    deprecationReason: "Use reviewQueueConnection, which pages (first/after) and counts (totalCount).",
    resolve: (query) => db.question.findMany({ ...query, where: PENDING_REVIEW, orderBy: { id: "asc" }, take: 100 }),
  }),
  reviewQueueConnection: t.withAuth({ editor: true }).prismaConnection({
    type: QuestionDraftRef,
    cursor: "id",
    description: "Questions waiting for review, oldest first, in pages (editors and admins).",
    totalCount: () => db.question.count({ where: PENDING_REVIEW }),
    resolve: (query) => db.question.findMany({ ...query, where: PENDING_REVIEW, orderBy: { id: "asc" } }),
  }),
  mySubmittedQuestions: t.withAuth({ signedIn: true }).prismaField({
    type: [QuestionDraftRef],
    description: "The viewer's own questions, newest first, with their review status and note; the newest 50 only.",
    deprecationReason: "Use mySubmittedQuestionsConnection, which pages (first/after) and counts (totalCount).",
    resolve: (query, _root, _args, context) =>
      db.question.findMany({ ...query, where: authoredBy(context.viewer.id), orderBy: { id: "desc" }, take: 50 }),
  }),
  mySubmittedQuestionsConnection: t.withAuth({ signedIn: true }).prismaConnection({
    type: QuestionDraftRef,
    cursor: "id",
    description: "The viewer's own questions, newest first, with their review status and note, in pages.",
    totalCount: (_root, _args, context) => db.question.count({ where: authoredBy(context.viewer.id) }),
    resolve: (query, _root, _args, context) => db.question.findMany({ ...query, where: authoredBy(context.viewer.id), orderBy: { id: "desc" } }),
  }),
}));

const SubmittedQuestionRef = builder.objectRef<{ id: number; status: QuestionStatus }>("SubmittedQuestion").implement({
  description: "A question just added: published at once for editors and admins, otherwise waiting for review.",
  fields: (t) => ({
    questionId: t.exposeInt("id"),
    status: t.expose("status", { type: QuestionStatusEnum }),
    message: t.string({ resolve: () => "Question submitted! Add another one?" }),
  }),
});

const SubmitQuestionInput = builder.inputType("SubmitQuestionInput", {
  fields: (t) => ({
    text: t.string({ description: "The question as plain text." }),
    problemHtml: t.string({ description: "The question as HTML with $…$ or \\(…\\) math; (A)…(E) at the end become the choices." }),
    solution: t.string({ description: "The worked solution (HTML or text with math). Required." }),
    answer: t.string({ description: "A letter A-E for multiple choice, else the answer. Required." }),
    isMultipleChoice: t.boolean({ defaultValue: true }),
    problemNumber: t.int({ defaultValue: 1 }),
    competitionName: t.string(),
    competitionYear: t.int(),
    topic: t.field({ type: TopicEnum }),
    imageBase64: t.string({ description: "A PNG, JPEG, GIF or WebP picture of at most 1 MB, base64 (POST /api/questions takes it as a file)." }),
  }),
});

const UpdateQuestionInput = builder.inputType("UpdateQuestionInput", {
  description: "Every field of the admin question editor; null clears a field.",
  fields: (t) => ({
    text: t.string(),
    problemHtml: t.string(),
    answer: t.string(),
    solutionHtml: t.string(),
    solutionText: t.string(),
    choices: t.stringList({ description: "Five choices A-E; omit or null to keep the stored ones." }),
    isMultipleChoice: t.boolean({ defaultValue: true }),
    problemNumber: t.int({ defaultValue: 1 }),
    competitionName: t.string(),
    competitionYear: t.int(),
    topic: t.field({ type: TopicEnum }),
    schoolGrade: t.int(),
    difficultyLevel: t.int({ description: "1 (easiest) to 5." }),
    organizationName: t.string(),
    setName: t.string(),
    openedAt: t.field({ type: "DateTime", description: "The updatedAt the editor loaded; a save over a newer version is refused." }),
  }),
});

const QuestionPreviewRef = builder.objectRef<{ problemHtml: string | null; choices: string[] }>("QuestionPreview").implement({
  description: "A statement as it would be stored and shown: math rewritten, HTML cleaned, choices read off (A)…(E).",
  fields: (t) => ({
    problemHtml: t.exposeString("problemHtml", { nullable: true }),
    choices: t.exposeStringList("choices"),
  }),
});

builder.queryField("questionPreview", (t) =>
  t.field({
    type: QuestionPreviewRef,
    description: "The live preview of the add-question form and the question editor.",
    authScopes: { signedIn: true },
    args: { problemHtml: t.arg.string({ required: true }), isMultipleChoice: t.arg.boolean({ required: true }) },
    resolve: (_root, args) => previewStatement(args.problemHtml, args.isMultipleChoice),
  }),
);

builder.queryField("questionDraft", (t) =>
  t.prismaField({
    type: QuestionDraftRef,
    nullable: true,
    description: "A question with every field, for the admin question editor.",
    authScopes: { admin: true },
    args: { questionId: t.arg.int({ required: true }) },
    resolve: (query, _root, args) => db.question.findFirst({ ...query, where: { id: args.questionId, status: { not: "DELETED" } } }),
  }),
);

builder.mutationFields((t) => ({
  restoreQuestionRevision: t.withAuth({ admin: true }).field({
    type: QuestionDraftRef,
    description: "Puts back the fields as they were before that save; refused when the question was saved after openedAt.",
    errors: { types: [InputError] },
    args: { revisionId: t.arg.int({ required: true }), openedAt: t.arg({ type: "DateTime" }) },
    resolve: (_root, args, context) => restoreRevision(context.viewer!, args.revisionId, args.openedAt ?? null),
  }),
  reviewQuestion: t.withAuth({ editor: true }).field({
    type: QuestionDraftRef,
    description: "Approves (publishes) or rejects, with a note for the author, a question waiting for review.",
    errors: { types: [InputError] },
    args: {
      questionId: t.arg.int({ required: true }),
      decision: t.arg({ type: ReviewDecisionEnum, required: true }),
      note: t.arg.string(),
    },
    resolve: (_root, args, context) => reviewQuestion(context.viewer!, args.questionId, args.decision, args.note ?? null),
  }),
  submitQuestion: t.withAuth({ signedIn: true }).field({
    type: SubmittedQuestionRef,
    description: "Adds a question: editors and admins publish it, anyone else's waits for review.",
    errors: { types: [InputError] },
    args: { input: t.arg({ type: SubmitQuestionInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const image = input.imageBase64 ? new Uint8Array(Buffer.from(input.imageBase64, "base64")) : null;
      const question = await submitQuestion(context.viewer, {
        text: input.text ?? null,
        problemHtml: input.problemHtml ?? null,
        hasImage: false,
        solution: input.solution ?? null,
        answer: input.answer ?? null,
        isMultipleChoice: input.isMultipleChoice ?? true,
        problemNumber: input.problemNumber ?? 1,
        competitionName: input.competitionName ?? null,
        competitionYear: input.competitionYear ?? null,
        topic: input.topic ?? null,
      }, image);
      return { id: question.id, status: question.status };
    },
  }),
  updateQuestion: t.withAuth({ admin: true }).field({
    type: QuestionDraftRef,
    description: "Saves the admin question editor; refused when the question was saved after openedAt.",
    errors: { types: [InputError] },
    args: { questionId: t.arg.int({ required: true }), input: t.arg({ type: UpdateQuestionInput, required: true }) },
    resolve: (_root, { questionId, input }, context) =>
      updateQuestion(
        context.viewer!,
        questionId,
        {
          text: input.text ?? null,
          problemHtml: input.problemHtml ?? null,
          hasImage: false,
          // The editor sends the answer as both solution and answer.
          solution: input.answer ?? null,
          answer: input.answer ?? null,
          solutionHtml: input.solutionHtml ?? null,
          solutionText: input.solutionText ?? null,
          choices: input.choices ?? null,
          isMultipleChoice: input.isMultipleChoice ?? true,
          problemNumber: input.problemNumber ?? 1,
          competitionName: input.competitionName ?? null,
          competitionYear: input.competitionYear ?? null,
          topic: input.topic ?? null,
          schoolGrade: input.schoolGrade ?? null,
          difficultyLevel: input.difficultyLevel ?? null,
          organizationName: input.organizationName ?? null,
          setName: input.setName ?? null,
        },
        input.openedAt ?? null,
      ),
  }),
}));
