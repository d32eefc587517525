// The profile page's mutations. Each returns the records it changes so Relay updates the screen.
import { graphql } from "react-relay";
import { useMutationAsync } from "../../relay/useMutationAsync.ts";
import type { mutationsUpdateUsernameMutation } from "../../__generated__/mutationsUpdateUsernameMutation.graphql.ts";
import type { mutationsUpdateDifficultyMutation } from "../../__generated__/mutationsUpdateDifficultyMutation.graphql.ts";
import type { mutationsSaveStudentMutation } from "../../__generated__/mutationsSaveStudentMutation.graphql.ts";
import type { mutationsWithdrawStudentRequestMutation } from "../../__generated__/mutationsWithdrawStudentRequestMutation.graphql.ts";
import type { mutationsCreateApiTokenMutation } from "../../__generated__/mutationsCreateApiTokenMutation.graphql.ts";
import type { mutationsRevokeApiTokenMutation } from "../../__generated__/mutationsRevokeApiTokenMutation.graphql.ts";
import type { mutationsOpenBillingPortalMutation } from "../../__generated__/mutationsOpenBillingPortalMutation.graphql.ts";

export const useUpdateUsername = () =>
  useMutationAsync<mutationsUpdateUsernameMutation>(graphql`
    mutation mutationsUpdateUsernameMutation($username: String!) {
      updateUsername(username: $username) {
        __typename
        ... on InputError { message }
        ... on User { id username }
      }
    }
  `);

export const useUpdateDifficulty = () =>
  useMutationAsync<mutationsUpdateDifficultyMutation>(graphql`
    mutation mutationsUpdateDifficultyMutation($difficultyLevel: Int!, $studentEmail: String) {
      updateDifficulty(difficultyLevel: $difficultyLevel, studentEmail: $studentEmail) {
        __typename
        ... on InputError { message }
        ... on User { id difficultyLevel }
      }
    }
  `);

// The link lists are connections: each mutation adds (@appendNode) or removes (@deleteEdge) the one
// item it changed, from its own answer; the profile is not read again.
export const useSaveStudent = () =>
  useMutationAsync<mutationsSaveStudentMutation>(graphql`
    mutation mutationsSaveStudentMutation($studentEmail: String!, $studentGrade: Int!, $requests: [ID!]!) {
      saveStudent(studentEmail: $studentEmail, studentGrade: $studentGrade) {
        __typename
        ... on InputError { message }
        ... on StudentSaved {
          pendingRequest @appendNode(connections: $requests, edgeTypeName: "UserStudentRequestsConnectionEdge") { id email grade status }
          student { id studentGrade }
        }
      }
    }
  `);

export const useWithdrawStudentRequest = () =>
  useMutationAsync<mutationsWithdrawStudentRequestMutation>(graphql`
    mutation mutationsWithdrawStudentRequestMutation($studentEmail: String!, $requests: [ID!]!) {
      withdrawStudentRequest(studentEmail: $studentEmail) { withdrawnRequestId @deleteEdge(connections: $requests) }
    }
  `);

export const useCreateApiToken = () =>
  useMutationAsync<mutationsCreateApiTokenMutation>(graphql`
    mutation mutationsCreateApiTokenMutation($name: String!, $access: ApiTokenAccess!, $lifetimeDays: Int!, $connections: [ID!]!) {
      createApiToken(name: $name, access: $access, lifetimeDays: $lifetimeDays) {
        __typename
        ... on InputError { message }
        ... on CreatedApiToken {
          token
          apiToken @prependNode(connections: $connections, edgeTypeName: "UserApiTokensConnectionEdge") {
            id name access createdAt lastUsedAt revokedAt expiresAt
          }
        }
      }
    }
  `);

export const useRevokeApiToken = () =>
  useMutationAsync<mutationsRevokeApiTokenMutation>(graphql`
    mutation mutationsRevokeApiTokenMutation($id: ID!) {
      revokeApiToken(id: $id) {
        __typename
        ... on InputError { message }
        ... on ApiToken { id revokedAt }
      }
    }
  `);

export const useOpenBillingPortal = () =>
  useMutationAsync<mutationsOpenBillingPortalMutation>(graphql`
    mutation mutationsOpenBillingPortalMutation {
      openBillingPortal {
        __typename
        ... on InputError { message }
        ... on BillingPortal { url }
      }
    }
  `);
