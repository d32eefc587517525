// A student's answers to parent links, apart from the profile's other mutations: the home page
// shows pending requests too, and loads only these.
import { graphql } from "react-relay";
import { useMutationAsync } from "../../relay/useMutationAsync.ts";
import type { parentLinkMutationsAcceptParentMutation } from "../../__generated__/parentLinkMutationsAcceptParentMutation.graphql.ts";
import type { parentLinkMutationsRemoveParentMutation } from "../../__generated__/parentLinkMutationsRemoveParentMutation.graphql.ts";

export const useAcceptParent = () =>
  useMutationAsync<parentLinkMutationsAcceptParentMutation>(graphql`
    mutation parentLinkMutationsAcceptParentMutation($parentUserId: Int!, $requests: [ID!]!, $parents: [ID!]!) {
      acceptParent(parentUserId: $parentUserId) {
        __typename
        ... on InputError { message }
        ... on ParentLinkChange {
          parentLinkId @deleteEdge(connections: $requests)
          parentLink @appendNode(connections: $parents, edgeTypeName: "UserParentsConnectionEdge") { id parentUserId username email }
          # The grade the parent typed is the student's now.
          viewer { id studentGrade }
        }
      }
    }
  `);

export const useRemoveParent = () =>
  useMutationAsync<parentLinkMutationsRemoveParentMutation>(graphql`
    mutation parentLinkMutationsRemoveParentMutation($parentUserId: Int!, $connections: [ID!]!) {
      removeParent(parentUserId: $parentUserId) { parentLinkId @deleteEdge(connections: $connections) }
    }
  `);
