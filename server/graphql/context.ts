// What every resolver knows about the request.
import type { Viewer } from "../domain/viewer.ts";

export type Context = {
  /** Who is asking; null when anonymous. */
  viewer: Viewer | null;
  /** The time of the request: every rule that depends on the clock reads this one. */
  now: Date;
  /** Signs and checks contest start tokens. */
  appSecret: string;
  /**
   * Counts an anonymous submission of this contest from the caller's address, or throws
   * TooManyTries when the address has used its allowance (in-process calls are not counted).
   */
  anonymousContestSubmission: (competitionId: number) => Promise<void>;
};
