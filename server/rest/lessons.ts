// GET /api/section-notes/?id={lessonId}&sid={sectionId} (the lesson page data of spec section 3)
// and POST /api/section-notes/submit-answer (lesson practice: 2 attempts, counted by the server).
import { body, RestError, restRoute, unwrapResult } from "./door.ts";
import { answerText, bodyId, pathId, questionJson } from "./questions.ts";
import {
  RestSectionNotesDocument,
  RestSubmitLessonAnswerDocument,
} from "./__generated__/graphql.ts";

const query = (request: { query: unknown }) => (request.query ?? {}) as Record<string, unknown>;

export const sectionNotesRoute = restRoute({
  method: "GET",
  url: "/api/section-notes/",
  document: RestSectionNotesDocument,
  variables: (request) => {
    const { id, sid } = query(request);
    const lessonId = pathId(id, "Invalid lesson id");
    return { lessonId, sectionId: sid !== undefined && sid !== "" ? pathId(sid, "Invalid section id") : null };
  },
  toJson: (data) => {
    const lesson = data.lesson;
    if (!lesson) throw new RestError(404, "Lesson not found");
    // sid's section (none when it is not one of this lesson's), or the first one.
    const shown = lesson.shown[0];
    const summary = shown && lesson.sections.find((section) => section.sectionId === shown.sectionId);
    if (!shown || !summary) throw new RestError(404, "Section not found");
    const isAdmin = data.viewer?.isAdmin ?? false;
    const answered = lesson.sections.flatMap((section) =>
      section.practiceQuestions.filter((question) => question.viewerState?.locked).map((question) => question.questionId),
    );
    return {
      lession: { lession_name: lesson.name, lession_description: lesson.description },
      section: { id: summary.sectionId, section_name: summary.name, section_notes: shown.notesHtml },
      sections: lesson.sections.map((section) => ({ id: section.sectionId, section_name: section.name })),
      progress: lesson.progress.rate,
      example_question_ids: shown.exampleQuestions.map((question) => question.questionId),
      questions: shown.practiceQuestions.map((question) => questionJson(question, isAdmin)),
      already_answered_questions_ids: [...new Set(answered)],
      already_completed_section_ids: lesson.sections
        .filter((section) => section.progress.total > 0 && section.progress.completed === section.progress.total)
        .map((section) => section.sectionId),
      is_admin: isAdmin,
      is_editor: data.viewer?.isEditor ?? false,
    };
  },
});

export const sectionSubmitAnswerRoute = restRoute({
  method: "POST",
  url: "/api/section-notes/submit-answer",
  document: RestSubmitLessonAnswerDocument,
  variables: (request) => {
    const { question_id, user_answer, lession_id, sid } = body(request);
    return {
      questionId: bodyId(question_id, "question_id"),
      lessonId: bodyId(lession_id, "lession_id"),
      sectionId: bodyId(sid, "sid"),
      answer: answerText(user_answer),
    };
  },
  toJson: (data) => {
    const result = unwrapResult(data.submitLessonAnswer);
    return { correct: result.correct, message: result.message, correct_answer: result.correctAnswer };
  },
});
