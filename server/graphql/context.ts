// What every resolver knows about the request: who is asking (null when anonymous).
export type Viewer = {
  id: number;
  email: string;
  username: string;
  isAdmin: boolean;
  isEditor: boolean;
  isSubscriber: boolean;
  /** Students this viewer (a parent or teacher) has linked. */
  studentIds: number[];
  /** How the request proved who it is: a browser session, or a partner tool's API token. */
  via: "session" | "token";
  /** For API tokens: READ tokens may not run mutations. */
  tokenAccess: "READ" | "READ_WRITE" | null;
};

export type Context = {
  viewer: Viewer | null;
  /** The time of the request, for day-based picks such as the question of the day. */
  now: Date;
  /** Signs and checks contest start tokens. */
  appSecret: string;
};
