// useMutation with a promise: `await run(variables)` resolves with the response or rejects.
import { useCallback } from "react";
import { useMutation } from "react-relay";
import type { GraphQLTaggedNode, MutationParameters } from "relay-runtime";

export function useMutationAsync<T extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit, inFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T["variables"]) =>
      new Promise<T["response"]>((resolve, reject) => {
        commit({ variables, onCompleted: (response) => resolve(response), onError: reject });
      }),
    [commit],
  );
  return [run, inFlight] as const;
}

/** The message of a typed InputError result, or null when the mutation succeeded. */
export function inputErrorOf(result: { readonly __typename: string; readonly message?: string }): string | null {
  return result.__typename === "InputError" ? (result.message ?? "Invalid input") : null;
}
