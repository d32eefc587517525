// How the editors tell the outcome of a save: the server's InputError message, the success
// message, or the failure's own message (else a fallback). One place, so every editor says it alike.
import { toast } from "sonner";
import { inputErrorOf } from "../relay/useMutationAsync.ts";

/** Runs `save`; answers its result when it succeeded (not an InputError), else null. */
export async function toastOutcome<T extends { readonly __typename: string; readonly message?: string }>(
  save: () => Promise<T>,
  words: { saved: string; failed: string },
): Promise<T | null> {
  try {
    const result = await save();
    const problem = inputErrorOf(result);
    if (problem) {
      toast.error(problem);
      return null;
    }
    toast.success(words.saved);
    return result;
  } catch (failure) {
    toast.error((failure as Error).message || words.failed);
    return null;
  }
}
