// Every write of problem, solution or section HTML goes through here, so stored HTML is already
// clean; it is sanitised once more when served (see graphql/question.ts and course.ts). Solution
// links keep only web addresses (server/domain/links.ts).
import { sanitizeHtml } from "../domain/sanitizeHtml.ts";
import { isWebLink, webLinks } from "../domain/links.ts";

type QuestionContent = { problemHtml?: string | null; solutionHtml?: string | null; choices?: string[]; solutionUrl?: string | null; solutionVideos?: string[] };

export function cleanQuestionHtml<T extends QuestionContent>(question: T): T {
  return {
    ...question,
    ...(question.solutionUrl != null && { solutionUrl: isWebLink(question.solutionUrl) ? question.solutionUrl.trim() : null }),
    ...(question.solutionVideos && { solutionVideos: webLinks(question.solutionVideos) }),
    ...(question.choices && { choices: question.choices.map(sanitizeHtml) }),
    ...(question.problemHtml != null && { problemHtml: sanitizeHtml(question.problemHtml) }),
    ...(question.solutionHtml != null && { solutionHtml: sanitizeHtml(question.solutionHtml) }),
  };
}

export function cleanSectionHtml<T extends { notesHtml?: string }>(section: T): T {
  return section.notesHtml === undefined ? section : { ...section, notesHtml: sanitizeHtml(section.notesHtml) };
}
