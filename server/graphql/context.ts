// What every resolver knows about the request.
import type { Viewer } from "../domain/viewer.ts";

export type Context = {
  /** Who is asking; null when anonymous. */
  viewer: Viewer | null;
  /** The time of the request: every rule that depends on the clock reads this one. */
  now: Date;
  /** Signs and checks contest start tokens. */
  appSecret: string;
};
