// A student's record as partner tools page through it: every answer they gave and every contest
// they submitted, newest first, as Relay connections on User. Both are private: the student, a
// parent or teacher whose link they accepted, and admins (the seesUser scope), through the list
// and through node(id) alike.
import type { AttemptSource } from "../db/generated/client.ts";
import { builder } from "./builder.ts";
import { loadersFor } from "./loaders.ts";
import type { RecordCount } from "../services/studentRecordCounts.ts";
import { AttemptSourceEnum } from "./question.ts";
import { UserRef } from "./user.ts";

/** The schema builder's types, as its field builders take them. */
type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

export const AnswerRef = builder.prismaNode("Attempt", {
  name: "Answer",
  description: "One answer a student gave to a question: in a lesson, random practice, the question page or a contest.",
  nullable: true,
  authScopes: (answer) => ({ seesUser: answer.userId }),
  id: { field: "id" },
  fields: (t) => ({
    questionId: t.exposeInt("questionId", { description: "The question's number id (as in /app/question/{id})." }),
    question: t.relation("question", {
      nullable: true,
      description: "The question answered; null when the reader may not see it (deleted since, or not published).",
    }),
    answer: t.exposeString("answer", { description: "What the student answered, as typed (a letter A-E for multiple choice)." }),
    correct: t.exposeBoolean("correct", { description: "Whether the answer was right." }),
    source: t.expose("source", { type: AttemptSourceEnum, description: "Where it was given." }),
    attemptNumber: t.exposeInt("attemptNumber", { description: "1 for the first answer to the question from this source, 2 for the second." }),
    answeredAt: t.expose("createdAt", { type: "DateTime", description: "When it was given." }),
  }),
});

export const ContestSubmissionRef = builder.prismaNode("ContestSubmission", {
  description: "A contest a student submitted, with its score; Query.contestResult(submissionId:) has its answers.",
  nullable: true,
  authScopes: (submission) => (submission.userId === null ? false : { seesUser: submission.userId }),
  id: { field: "id" },
  fields: (t) => ({
    submissionId: t.exposeInt("id", { description: "The number id, as in /app/result/{id} and contestResult(submissionId:)." }),
    competition: t.relation("competition", { description: "The contest sat." }),
    submittedAt: t.expose("submittedAt", { type: "DateTime", description: "When it was submitted." }),
    score: t.exposeFloat("score", { description: "Points scored, as the contest scores them." }),
    fullScore: t.exposeFloat("fullScore", { description: "The most points the contest gives." }),
    correct: t.exposeInt("correctCount", { description: "Questions answered correctly." }),
    blank: t.exposeInt("blankCount", { description: "Questions left blank." }),
    incorrect: t.exposeInt("incorrectCount", { description: "Questions answered wrongly." }),
    timeSpentSeconds: t.exposeInt("timeSpentSeconds", { description: "Measured by the server from the start token." }),
    rated: t.exposeBoolean("rated", { description: "Whether it moved the student's rating." }),
  }),
});

const privateToStudent = { authScopes: (user: { id: number }) => ({ seesUser: user.id }) };

/**
 * A student connection's totalCount, counted by the request's loaders (`count` names what, from the
 * student and the connection's arguments, as the prisma plugin's connections carry them) rather than
 * by the plugin's own `totalCount` (Prisma's _count: services/studentRecordCounts.ts says why).
 */
function countedBy(count: (student: { id: number }, args: { source?: AttemptSource | null }) => RecordCount) {
  return {
    fields: (connection: PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, object>) => ({
      totalCount: connection.int({
        resolve: (page, _args, context) => {
          const { parent, args } = page as { parent: { id: number }; args: { source?: AttemptSource | null } };
          return loadersFor(context).recordCount.load(count(parent, args));
        },
      }),
    }),
  };
}

builder.prismaObjectFields(UserRef, (t) => ({
  answers: t.relatedConnection(
    "attempts",
    {
      type: AnswerRef,
      cursor: "id",
      description: "Every answer this student gave, newest first (the student, a linked parent or teacher, and admins).",
      ...privateToStudent,
      args: { source: t.arg({ type: AttemptSourceEnum, description: "Only answers given here; all when left out." }) },
      query: (args) => ({ where: args.source ? { source: args.source } : {}, orderBy: { id: "desc" } }),
    },
    countedBy((student, args) => ({ of: "answers", userId: student.id, source: args.source ?? null })),
  ),
  contestSubmissions: t.relatedConnection(
    "contestSubmissions",
    {
      type: ContestSubmissionRef,
      cursor: "id",
      description: "The contests this student submitted, newest first (the student, a linked parent or teacher, and admins).",
      ...privateToStudent,
      query: () => ({ orderBy: { id: "desc" } }),
    },
    countedBy((student) => ({ of: "contestSubmissions", userId: student.id })),
  ),
}));
