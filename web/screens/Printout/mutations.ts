// The printout page's mutation: the removed problem's edge leaves the list at once (optimistic)
// and for good when the server answers (@deleteEdge); the list is not read again.
import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { mutationsRemoveFromPrintoutMutation } from "../../__generated__/mutationsRemoveFromPrintoutMutation.graphql.ts";

export function useRemoveFromPrintout(connectionId: string) {
  const [commit, inFlight] = useMutation<mutationsRemoveFromPrintoutMutation>(graphql`
    mutation mutationsRemoveFromPrintoutMutation($questionId: Int!, $connections: [ID!]!) {
      removeFromPrintout(questionId: $questionId) {
        removedId @deleteEdge(connections: $connections)
      }
    }
  `);
  const remove = useCallback(
    (question: { id: string; questionId: number }) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { questionId: question.questionId, connections: [connectionId] },
          optimisticResponse: { removeFromPrintout: { removedId: question.id } },
          onCompleted: () => resolve(),
          onError: reject,
        });
      }),
    [commit, connectionId],
  );
  return [remove, inFlight] as const;
}
