// Answering a random-practice question: PRACTICE for Practice New, REVIEW for Review (whose
// letters are those of the round's shuffled choices: reviewOrder). The result
// reads back the question's viewer state and (once locked) its reveal, so Show Solution needs no
// other request.
import { graphql } from "react-relay";
import { useMutationAsync } from "../../relay/useMutationAsync.ts";
import type { useSubmitPracticeAnswerMutation } from "../../__generated__/useSubmitPracticeAnswerMutation.graphql.ts";

export const useSubmitPracticeAnswer = () =>
  useMutationAsync<useSubmitPracticeAnswerMutation>(graphql`
    mutation useSubmitPracticeAnswerMutation($questionId: Int!, $answer: String!, $source: AttemptSource!, $reviewOrder: Boolean) {
      submitAnswer(questionId: $questionId, answer: $answer, source: $source, reviewOrder: $reviewOrder) {
        __typename
        ... on InputError { message }
        ... on AnswerResult {
          correct
          message
          attemptsLeft
          locked
          correctAnswer
          question {
            id
            solved
            viewerState { attemptsLeft attemptsUsed locked solved }
            ...SolutionView_question
          }
        }
      }
    }
  `);
