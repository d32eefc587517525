// The printout's rule: how many problems it holds. Adding one that is already there changes
// nothing (and is never refused).

export const PRINTOUT_MAX_PROBLEMS = 100;

export const PRINTOUT_FULL = `Your printout holds at most ${PRINTOUT_MAX_PROBLEMS} problems. Remove one to add another.`;

/** Whether a printout of this many problems can take one more. */
export function printoutHasRoom(problems: number): boolean {
  return problems < PRINTOUT_MAX_PROBLEMS;
}
