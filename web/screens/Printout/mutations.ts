// The printout page's mutation: removing a problem updates the list at once (optimistic), and
// the server's answer then replaces it.
import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { mutationsRemoveFromPrintoutMutation } from "../../__generated__/mutationsRemoveFromPrintoutMutation.graphql.ts";

export function useRemoveFromPrintout(userId: string) {
  const [commit, inFlight] = useMutation<mutationsRemoveFromPrintoutMutation>(graphql`
    mutation mutationsRemoveFromPrintoutMutation($questionId: Int!) {
      removeFromPrintout(questionId: $questionId) {
        id
        ...PrintoutList_user
      }
    }
  `);
  const remove = useCallback(
    (questionId: number) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { questionId },
          optimisticUpdater: (store) => {
            const user = store.get(userId);
            const items = user?.getLinkedRecords("printout");
            if (!user || !items) return;
            user.setLinkedRecords(items.filter((item) => item?.getValue("questionId") !== questionId), "printout");
          },
          onCompleted: () => resolve(),
          onError: reject,
        });
      }),
    [commit, userId],
  );
  return [remove, inFlight] as const;
}
