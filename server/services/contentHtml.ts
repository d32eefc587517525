// Every write of problem, solution, choice or section HTML goes through here, so stored HTML is
// clean and is served as stored: sanitising is paid once per write, not on every read (the
// resolvers in graphql/question.ts, course.ts and questionAuthoring.ts send it unchanged).
// Choices read from a question's plain text are the one thing built at read time:
// shownChoices sanitises those. Solution links keep only web addresses (server/domain/links.ts).
import { sanitizeHtml } from "../domain/sanitizeHtml.ts";
import { choicesOf } from "../domain/choices.ts";
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

/** The choices A-E as HTML: the stored ones (clean since written), or those read from the text, sanitised. */
export function shownChoices(question: { isMultipleChoice: boolean; choices: string[]; text: string | null }): string[] {
  const choices = choicesOf(question);
  return question.choices.length > 0 ? choices : choices.map(sanitizeHtml);
}
