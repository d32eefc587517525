// The question object of spec section 3 (one fragment, RestQuestionObject in questions.graphql,
// and one mapper, shared by every /api route that carries questions), GET /api/questions/{id},
// GET /api/questions/by-competition/{name}/{year}/{number} and POST /api/random/submit_answer.
import { body, RestError, restRoute, unwrapResult } from "./door.ts";
import { TOPIC_LABEL } from "../domain/labels.ts";
import {
  RestQuestionByNumberDocument,
  RestQuestionDocument,
  RestSubmitAnswerDocument,
  type AttemptSource,
  type RestQuestionObjectFragment,
  type RestQuestionQuery,
  type Topic,
} from "./__generated__/graphql.ts";

/** The spec's topic words (the random practice filters use the same). */
export const TOPIC_WORDS: Record<Topic, string> = TOPIC_LABEL;

/** The general question object; answer and solution fields stay null until the server reveals them. */
export function questionJson(question: RestQuestionObjectFragment, isAdmin: boolean) {
  const reveal = question.reveal;
  return {
    id: question.questionId,
    question: question.text,
    question_text: question.text,
    problem_html: question.problemHtml,
    img: question.imageUrl,
    problem_number: question.problemNumber,
    // The choices; true when they are to be read from the text; false for a free answer.
    multiple_choice: question.isMultipleChoice ? (question.choices.length > 0 ? question.choices : true) : false,
    c: question.choices,
    competition_name: question.competition?.name ?? null,
    competition_year: question.competition?.year ?? null,
    category: question.topic ? TOPIC_WORDS[question.topic] : null,
    school_grade: question.schoolGrade,
    difficult_level: question.difficultyLevel,
    organization_name: question.organizationName,
    solution: reveal?.answer ?? null,
    answer: reveal?.answer ?? null,
    solution_text: reveal?.solutionText ?? null,
    solution_html: reveal?.solutionHtml ?? null,
    solution_ai: reveal?.solutionAi ?? null,
    solution_url: reveal?.solutionUrl ?? null,
    solution_youtubes: reveal ? reveal.solutionVideos : null,
    answer_distribution_correct: question.successRate,
    answer_distribution_estimate: question.estimatedSuccessRate,
    similar_questions: question.similarQuestions.map((similar) => ({
      id: similar.questionId,
      competition_name: similar.competitionName,
      competition_year: similar.competitionYear,
      problem_number: similar.problemNumber,
    })),
    related_sections: question.relatedSections.map(({ section }) => ({
      id: section.sectionId,
      lession_id: section.lessonId,
      section_name: section.name,
    })),
    already_solved: question.solved,
    set_name: question.setName,
    is_admin: isAdmin,
  };
}

const MAX_INT = 2 ** 31 - 1;

/**
 * A numeric id from the path. Not a number: 400 with `message`. A number no row can have (out of
 * GraphQL's Int range) becomes 0, which finds nothing, so the caller answers its own 404.
 */
export function pathId(value: unknown, message: string): number {
  const text = typeof value === "string" ? value.trim() : "";
  if (!/^-?\d+$/.test(text)) throw new RestError(400, message);
  const id = Number(text);
  return Math.abs(id) > MAX_INT ? 0 : id;
}

const params = (request: { params: unknown }) => (request.params ?? {}) as Record<string, string | undefined>;

/** Both question routes ask for the viewer and one question object. */
function questionPageJson(data: RestQuestionQuery) {
  if (!data.question) throw new RestError(404, "Question not found");
  return questionJson(data.question, data.viewer?.isAdmin ?? false);
}

export const questionRoute = restRoute({
  method: "GET",
  url: "/api/questions/:id",
  document: RestQuestionDocument,
  variables: (request) => ({ questionId: pathId(params(request).id, "Invalid question id") }),
  toJson: questionPageJson,
});

export const questionByNumberRoute = restRoute({
  method: "GET",
  url: "/api/questions/by-competition/:name/:year/:number",
  document: RestQuestionByNumberDocument,
  variables: (request) => ({
    competitionName: params(request).name ?? "",
    year: pathId(params(request).year, "Invalid question id"),
    problemNumber: pathId(params(request).number, "Invalid question id"),
  }),
  toJson: questionPageJson,
});

/** A JSON answer as the mutation's string: numbers are accepted as typed ("12"), anything else is blank. */
export function answerText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

/** A question id from a JSON body: a whole number (or its digits), else 400. */
export function bodyId(value: unknown, field: string): number {
  if (typeof value === "number" && Number.isInteger(value)) return Math.abs(value) > MAX_INT ? 0 : value;
  if (typeof value === "string") return pathId(value, `${field} must be a whole number.`);
  throw new RestError(400, `${field} must be a whole number.`);
}

export const randomSubmitAnswerRoute = restRoute({
  method: "POST",
  url: "/api/random/submit_answer",
  document: RestSubmitAnswerDocument,
  // The question page sends only question_id and user_answer; random practice adds a tag. The
  // client's attempt count is ignored: the server counts.
  variables: (request) => {
    const { question_id, user_answer, tag } = body(request);
    const source: AttemptSource = tag === undefined || tag === null ? "QUESTION" : tag === "review" ? "REVIEW" : "PRACTICE";
    return { questionId: bodyId(question_id, "question_id"), answer: answerText(user_answer), source };
  },
  toJson: (data) => {
    const result = unwrapResult(data.submitAnswer);
    const question = result.question;
    const reveal = result.locked ? question.reveal : null;
    return {
      is_correct: result.correct,
      attempts_left: result.attemptsLeft,
      correct_answer: result.correctAnswer,
      success_rate: question.successRate,
      competition_details: {
        competition_name: question.competition?.name ?? null,
        competition_year: question.competition?.year ?? null,
        problem_number: question.problemNumber,
      },
      explanation: reveal ? reveal.solutionHtml || reveal.solutionText || null : null,
    };
  },
});
