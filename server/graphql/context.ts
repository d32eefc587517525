// What every resolver knows about the request: who is asking (null when anonymous).
export type Viewer = {
  id: number;
  email: string;
  username: string;
  isAdmin: boolean;
  isEditor: boolean;
  isSubscriber: boolean;
};

export type Context = {
  viewer: Viewer | null;
  /** When set, the date "today" for day-based picks such as the question of the day. */
  now: Date;
};

export function anonymousContext(now = new Date()): Context {
  return { viewer: null, now };
}
