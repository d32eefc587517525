// GET /api/section-notes/?id={lessonId}&sid={sectionId} (the lesson page data of spec section 3)
// and POST /api/section-notes/submit-answer (lesson practice: 2 attempts, counted by the server).
import { body, RestError, unwrapResult, type RestRoute } from "./door.ts";
import { answerText, bodyId, pathId, QUESTION_FRAGMENT, questionJson, type QuestionData } from "./questions.ts";

type SectionSummary = {
  sectionId: number;
  name: string;
  progress: { total: number; completed: number };
  practiceQuestions: { questionId: number; viewerState: { locked: boolean } | null }[];
};
/** The section shown: its notes, example ids and practice questions as general question objects. */
type SectionPage = {
  sectionId: number;
  notesHtml: string;
  exampleQuestions: { questionId: number }[];
  practiceQuestions: QuestionData[];
};

type SectionNotesData = {
  viewer: { isAdmin: boolean; isEditor: boolean } | null;
  lesson: {
    lessonId: number;
    name: string;
    description: string | null;
    progress: { rate: number };
    /** With the page fields only when no sid was asked for (then the first section is shown). */
    sections: (SectionSummary & Partial<SectionPage>)[];
  } | null;
  /** The section sid, when asked for: absent without sid, null when there is no such section. */
  section?: (SectionPage & { lesson: { lessonId: number } }) | null;
};

const query = (request: { query: unknown }) => (request.query ?? {}) as Record<string, unknown>;
const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

export const sectionNotesRoute: RestRoute<SectionNotesData> = {
  method: "GET",
  url: "/api/section-notes/",
  // The sidebar and the answered ids need every section of the lesson; the questions, notes and
  // examples only the section shown: sid's (through node, which also tells the mapper which one
  // was asked for), or without sid the first one (then every section's, and the mapper picks).
  document: /* GraphQL */ `
    query RestSectionNotes($lessonId: Int!, $sectionNodeId: ID!, $withSection: Boolean!) {
      viewer { isAdmin isEditor }
      lesson(lessonId: $lessonId) {
        lessonId name description
        progress { rate }
        sections {
          sectionId name
          progress { total completed }
          practiceQuestions { questionId viewerState { locked } }
          ...RestSectionPage @skip(if: $withSection)
        }
      }
      section: node(id: $sectionNodeId) @include(if: $withSection) {
        ... on Section { lesson { lessonId } ...RestSectionPage }
      }
    }
    fragment RestSectionPage on Section {
      sectionId notesHtml
      exampleQuestions { questionId }
      practiceQuestions { ...RestQuestion }
    }
    ${QUESTION_FRAGMENT}
  `,
  variables: (request) => {
    const { id, sid } = query(request);
    const lessonId = pathId(id, "Invalid lesson id");
    const withSection = sid !== undefined && sid !== "";
    return { lessonId, withSection, sectionNodeId: globalId("Section", withSection ? pathId(sid, "Invalid section id") : 0) };
  },
  toJson: (data) => {
    const lesson = data.lesson;
    if (!lesson) throw new RestError(404, "Lesson not found");
    // A node that is not a section of this lesson comes back null, empty, or from another lesson.
    const asked = data.section;
    const shown: SectionPage | undefined =
      asked === undefined ? (lesson.sections[0] as SectionPage | undefined) : asked?.lesson?.lessonId === lesson.lessonId ? asked : undefined;
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
};

type LessonAnswerData = {
  submitLessonAnswer:
    | { __typename: "InputError"; message: string }
    | { __typename: "LessonAnswerResult"; correct: boolean; message: string; correctAnswer: string | null };
};

export const sectionSubmitAnswerRoute: RestRoute<LessonAnswerData> = {
  method: "POST",
  url: "/api/section-notes/submit-answer",
  document: /* GraphQL */ `
    mutation RestSubmitLessonAnswer($questionId: Int!, $lessonId: Int!, $sectionId: Int!, $answer: String!) {
      submitLessonAnswer(questionId: $questionId, lessonId: $lessonId, sectionId: $sectionId, answer: $answer) {
        __typename
        ... on InputError { message }
        ... on LessonAnswerResult { correct message correctAnswer }
      }
    }
  `,
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
};
