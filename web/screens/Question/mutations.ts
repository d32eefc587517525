// The question page's mutation. It reads back the question's viewer state, solved flag, success
// rate and (once locked) its reveal, so the page updates without another request.
import { graphql } from "react-relay";
import { useMutationAsync } from "../../relay/useMutationAsync.ts";
import type { mutationsSubmitAnswerMutation } from "../../__generated__/mutationsSubmitAnswerMutation.graphql.ts";

export const useSubmitAnswer = () =>
  useMutationAsync<mutationsSubmitAnswerMutation>(graphql`
    mutation mutationsSubmitAnswerMutation($questionId: Int!, $answer: String!) {
      submitAnswer(questionId: $questionId, answer: $answer, source: QUESTION) {
        __typename
        ... on InputError { message }
        ... on AnswerResult {
          correct
          message
          question {
            id
            solved
            ...QuestionAnswerPanel_question
            ...QuestionStats_question
          }
        }
      }
    }
  `);
