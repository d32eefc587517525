// What a survey must be: a question and 2 to 6 different answers, each short enough for a card.
import { InputError } from "./errors.ts";

export const SURVEY_ANSWERS_MIN = 2;
export const SURVEY_ANSWERS_MAX = 6;
const QUESTION_MAX = 300;
const ANSWER_MAX = 100;

/** The survey as it will be stored (trimmed), or an InputError in the words the admin sees. */
export function surveyDraft(question: string, answers: string[]): { question: string; answers: string[] } {
  const text = question.trim();
  if (!text) throw new InputError("A survey needs a question.", "question");
  if (text.length > QUESTION_MAX) throw new InputError(`Keep the question under ${QUESTION_MAX} characters.`, "question");
  const options = answers.map((answer) => answer.trim()).filter((answer) => answer !== "");
  if (options.length < SURVEY_ANSWERS_MIN || options.length > SURVEY_ANSWERS_MAX) {
    throw new InputError(`Give ${SURVEY_ANSWERS_MIN} to ${SURVEY_ANSWERS_MAX} answers.`, "answers");
  }
  if (options.some((answer) => answer.length > ANSWER_MAX)) {
    throw new InputError(`Keep each answer under ${ANSWER_MAX} characters.`, "answers");
  }
  if (new Set(options.map((answer) => answer.toLowerCase())).size !== options.length) {
    throw new InputError("Each answer must be different.", "answers");
  }
  return { question: text, answers: options };
}
