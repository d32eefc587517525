// Submits a contest sitting. The page leaves for the server's /result page on success, so the
// selection is only what decides success or failure.
import { graphql } from "react-relay";
import { useMutationAsync } from "../../relay/useMutationAsync.ts";
import type { useSubmitContestMutation } from "../../__generated__/useSubmitContestMutation.graphql.ts";

export const useSubmitContest = () =>
  useMutationAsync<useSubmitContestMutation>(graphql`
    mutation useSubmitContestMutation($startToken: String!, $answers: [ContestAnswerInput!]!, $competition: ContestNameInput) {
      submitContest(startToken: $startToken, answers: $answers, competition: $competition) {
        __typename
        ... on InputError { message }
        ... on ContestResult { submissionId score fullScore }
      }
    }
  `);
