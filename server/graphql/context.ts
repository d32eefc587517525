// What every resolver knows about the request.
import type { Viewer } from "../domain/viewer.ts";
import type { ViewerUser } from "../auth/viewer.ts";
import type { BucketPolicy } from "../domain/leakyBucket.ts";
import type { ConfiguredLimits } from "./apiLimits.ts";
import type { CountedLater } from "../rateLimits.ts";
import type { RecentSittings } from "../services/contestSittings.ts";

export type Context = {
  /** Who is asking; null when anonymous. */
  viewer: Viewer | null;
  /** The viewer's own user row and active subscriptions, read with the session (the `viewer` field answers from it). */
  viewerUser?: ViewerUser | null;
  /**
   * The viewer's unsubmitted contest sittings of the last day, read with the session or token, and
   * when (absent: not read, as in-process calls; ./openSittings.ts reads them then, and when they
   * were read too long before `now`). Which are open, and so hold their questions' reveals back, is
   * decided at `now`.
   */
  viewerSittings?: RecentSittings | null;
  /** The time of the request: every rule that depends on the clock reads this one. */
  now: Date;
  /** Signs and checks contest start tokens. */
  appSecret: string;
  /**
   * Counts an anonymous submission of this contest from the caller's address, or throws
   * TooManyTries when the address has used its allowance (in-process calls are not counted).
   */
  anonymousContestSubmission: (competitionId: number) => Promise<void>;
  /**
   * Whose cost budget pays for this request on /graphql: an API token, a signed-in user, or an
   * anonymous address. Null for the server's own in-process calls (the /api adapters, which the
   * per-minute request limits cover).
   */
  budgetKey?: string | null;
  /**
   * Sends the request's per-minute count, when the read started before it was counted, if not yet
   * sent, and answers it: the cost limits send it beside the take, a mutation waits for it
   * (server/graphql/costLimits.ts, server/graphql/yoga.ts).
   */
  countedLater?: CountedLater;
  /** The configured limits, as Query.apiLimits reports them. */
  limits: ConfiguredLimits;
  /** This operation's requested cost and the budget left once it was taken: a read may start before its take is answered (server/graphql/costLimits.ts). */
  cost?: Promise<{ requested: number; available: number; policy: BucketPolicy }>;
};
