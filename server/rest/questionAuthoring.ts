// POST /api/questions (multipart or JSON: add a question) and PUT /api/questions/{id} (the admin
// question editor, JSON). Field names are the spec's; the rules run in the GraphQL mutations.
import { body, RestError, restRoute, textField, unwrapResult, wholeNumber } from "./door.ts";
import { pathId, TOPIC_WORDS } from "./questions.ts";
import {
  RestSubmitQuestionDocument,
  RestUpdateQuestionDocument,
  type RestQuestionDraftFragment,
  type Topic,
} from "./__generated__/graphql.ts";
import { topicOf } from "../domain/problemBank.ts";
import type { UploadedFile } from "./multipart.ts";

const blank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

const optionalNumber = (value: unknown, field: string) => (blank(value) ? null : wholeNumber(value, field));

function flag(value: unknown, fallback: boolean): boolean {
  if (blank(value)) return fallback;
  if (typeof value === "boolean") return value;
  if (typeof value === "string" && /^(true|false|on|1|0)$/i.test(value.trim())) return /^(true|on|1)$/i.test(value.trim());
  throw new RestError(400, "multiple_choice must be true or false.");
}

function category(value: unknown): Topic | null {
  if (blank(value)) return null;
  const topic = typeof value === "string" ? topicOf(value) : null;
  if (!topic) throw new RestError(400, "category must be one of Algebra, Geometry, Number Theory, Counting & Probability.");
  return topic;
}

export const submitQuestionRoute = restRoute({
  method: "POST",
  url: "/api/questions",
  document: RestSubmitQuestionDocument,
  variables: (request) => {
    const form = body(request);
    // A file input left empty still sends an empty part.
    const image = form.image;
    const bytes = image && typeof image === "object" ? (image as UploadedFile).bytes : null;
    return {
      input: {
        text: textField(form.question, "question"),
        problemHtml: textField(form.problem_html, "problem_html"),
        solution: textField(form.solution, "solution"),
        answer: textField(form.answer, "answer"),
        isMultipleChoice: flag(form.multiple_choice, true),
        problemNumber: optionalNumber(form.problem_number, "problem_number") ?? 1,
        competitionName: blank(form.competition_name) ? null : textField(form.competition_name, "competition_name"),
        competitionYear: optionalNumber(form.competition_year, "competition_year"),
        topic: category(form.category),
        imageBase64: bytes && bytes.length > 0 ? Buffer.from(bytes).toString("base64") : null,
      },
    };
  },
  toJson: (data) => {
    const submitted = unwrapResult(data.submitQuestion);
    return { id: submitted.questionId, status: submitted.status, message: submitted.message };
  },
});

/** The editor's question: every field it edits, in the spec's names, and updated_at to send back. */
export const questionDraftJson = (q: RestQuestionDraftFragment) => ({
  id: q.questionId,
  question: q.text,
  problem_html: q.problemHtml,
  img: q.imageUrl,
  multiple_choice: q.isMultipleChoice,
  c: q.choices,
  solution: q.answer,
  answer: q.answer,
  solution_text: q.solutionText,
  solution_html: q.solutionHtml,
  problem_number: q.problemNumber,
  competition_name: q.competitionName,
  competition_year: q.competitionYear,
  category: q.topic ? TOPIC_WORDS[q.topic] : null,
  school_grade: q.schoolGrade,
  difficult_level: q.difficultyLevel,
  organization_name: q.organizationName,
  set_name: q.setName,
  status: q.status,
  updated_at: q.updatedAt,
});

export const updateQuestionRoute = restRoute({
  method: "PUT",
  url: "/api/questions/:id",
  document: RestUpdateQuestionDocument,
  variables: (request) => {
    const fields = body(request);
    const questionId = pathId((request.params as { id?: string }).id, "Invalid question id");
    const choices = fields.c ?? fields.choices;
    if (!blank(choices) && !(Array.isArray(choices) && choices.every((c) => typeof c === "string"))) {
      throw new RestError(400, "c must be a list of five choices.");
    }
    const openedAt = blank(fields.updated_at) ? null : String(fields.updated_at);
    if (openedAt !== null && Number.isNaN(new Date(openedAt).getTime())) throw new RestError(400, "updated_at must be a date.");
    return {
      questionId,
      input: {
        text: textField(fields.question ?? fields.question_text, "question"),
        problemHtml: textField(fields.problem_html, "problem_html"),
        // The editor sends the answer as both solution and answer.
        answer: textField(fields.answer ?? fields.solution, "answer"),
        solutionHtml: textField(fields.solution_html, "solution_html"),
        solutionText: textField(fields.solution_text, "solution_text"),
        choices: Array.isArray(choices) && choices.length > 0 ? (choices as string[]) : null,
        isMultipleChoice: flag(fields.multiple_choice, true),
        problemNumber: optionalNumber(fields.problem_number, "problem_number") ?? 1,
        competitionName: blank(fields.competition_name) ? null : textField(fields.competition_name, "competition_name"),
        competitionYear: optionalNumber(fields.competition_year, "competition_year"),
        topic: category(fields.category),
        schoolGrade: optionalNumber(fields.school_grade, "school_grade"),
        difficultyLevel: optionalNumber(fields.difficult_level, "difficult_level"),
        organizationName: textField(fields.organization_name, "organization_name"),
        setName: textField(fields.set_name, "set_name"),
        openedAt,
      },
    };
  },
  toJson: (data) => ({ question: questionDraftJson(unwrapResult(data.updateQuestion)) }),
});
