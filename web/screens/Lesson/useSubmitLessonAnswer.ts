// Answering a lesson practice question. The result carries the question (attempts, lock,
// solution) and the lesson with its sections and course, so the practice panel, the sidebar's
// check marks and every progress bar update from this one response.
import { graphql } from "react-relay";
import { useMutationAsync } from "../../relay/useMutationAsync.ts";
import type { useSubmitLessonAnswerMutation } from "../../__generated__/useSubmitLessonAnswerMutation.graphql.ts";

export const useSubmitLessonAnswer = () =>
  useMutationAsync<useSubmitLessonAnswerMutation>(graphql`
    mutation useSubmitLessonAnswerMutation($questionId: Int!, $lessonId: Int!, $sectionId: Int!, $answer: String!) {
      submitLessonAnswer(questionId: $questionId, lessonId: $lessonId, sectionId: $sectionId, answer: $answer) {
        __typename
        ... on InputError { message }
        ... on LessonAnswerResult {
          correct
          message
          locked
          correctAnswer
          question { id ...PracticeQuestion_question }
          lesson {
            id
            progress { total ...CompletionBar_completion }
            ...LessonSidebar_lesson
            course { id progress { total ...CompletionBar_completion } }
          }
        }
      }
    }
  `);
