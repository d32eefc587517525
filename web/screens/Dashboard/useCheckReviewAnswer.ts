// Review Work's check: the server decides with its answer rule, for questions already revealed.
import { graphql } from "react-relay";
import { useMutationAsync } from "../../relay/useMutationAsync.ts";
import type { useCheckReviewAnswerMutation } from "../../__generated__/useCheckReviewAnswerMutation.graphql.ts";

export const useCheckReviewAnswer = () =>
  useMutationAsync<useCheckReviewAnswerMutation>(graphql`
    mutation useCheckReviewAnswerMutation($questionId: Int!, $answer: String!) {
      checkReviewAnswer(questionId: $questionId, answer: $answer) {
        __typename
        ... on InputError { message }
        ... on ReviewCheck { correct answer }
      }
    }
  `);
