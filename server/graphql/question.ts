import { builder } from "./builder.ts";
import { db } from "../db/index.ts";
import { TopicEnum } from "./enums.ts";
import { choicesOf, displayText } from "../domain/choices.ts";
import { sanitizeHtml } from "../domain/sanitizeHtml.ts";
import { questionOfTheDayIndex } from "../domain/questionOfTheDay.ts";

// Answers and solutions are deliberately absent here: they are revealed only through the
// answer-checking mutations, once the viewer has answered.
export const QuestionRef = builder.prismaNode("Question", {
  id: { field: "id" },
  fields: (t) => ({
    questionId: t.exposeInt("id", { description: "The numeric id used in URLs and on /api." }),
    problemNumber: t.exposeInt("problemNumber"),
    text: t.string({
      description: "The plain-text statement, or 'Question text unavailable.' when blank.",
      select: { text: true },
      resolve: (question) => displayText(question.text),
    }),
    problemHtml: t.string({
      description: "Sanitised HTML with LaTeX between \\( \\) or \\[ \\] delimiters.",
      select: { problemHtml: true },
      resolve: (question) => sanitizeHtml(question.problemHtml),
    }),
    imageUrl: t.exposeString("imageUrl", { nullable: true }),
    isMultipleChoice: t.exposeBoolean("isMultipleChoice"),
    choices: t.stringList({
      description: "The choices A-E, from the question or read from its text; empty for free answers.",
      select: { isMultipleChoice: true, choices: true, text: true },
      resolve: (question) => choicesOf(question),
    }),
    topic: t.expose("topic", { type: TopicEnum, nullable: true }),
    schoolGrade: t.exposeInt("schoolGrade", { nullable: true }),
    difficultyLevel: t.exposeInt("difficultyLevel", { nullable: true }),
    organizationName: t.exposeString("organizationName", { nullable: true }),
    setName: t.exposeString("setName", { nullable: true }),
    isSample: t.exposeBoolean("isSample"),
    competition: t.relation("competition", { nullable: true }),
  }),
});

builder.queryField("questionOfTheDay", (t) =>
  t.prismaField({
    type: QuestionRef,
    nullable: true,
    description: "A published multiple-choice contest question, the same for everybody on a UTC date.",
    resolve: async (query, _root, _args, context) => {
      const eligible = { status: "PUBLISHED", isMultipleChoice: true, competition: { enabled: true } } as const;
      const index = questionOfTheDayIndex(context.now, await db.question.count({ where: eligible }));
      if (index < 0) return null;
      return db.question.findFirst({ ...query, where: eligible, orderBy: { id: "asc" }, skip: index });
    },
  }),
);
