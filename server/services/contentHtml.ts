// Every write of problem, solution or section HTML goes through here, so stored HTML is already
// clean; it is sanitised once more when served (see graphql/question.ts and course.ts).
import { sanitizeHtml } from "../domain/sanitizeHtml.ts";

export function cleanQuestionHtml<T extends { problemHtml?: string | null; solutionHtml?: string | null; choices?: string[] }>(question: T): T {
  return {
    ...question,
    ...(question.choices && { choices: question.choices.map(sanitizeHtml) }),
    ...(question.problemHtml != null && { problemHtml: sanitizeHtml(question.problemHtml) }),
    ...(question.solutionHtml != null && { solutionHtml: sanitizeHtml(question.solutionHtml) }),
  };
}

export function cleanSectionHtml<T extends { notesHtml?: string }>(section: T): T {
  return section.notesHtml === undefined ? section : { ...section, notesHtml: sanitizeHtml(section.notesHtml) };
}
