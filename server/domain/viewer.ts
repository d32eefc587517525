// Who is asking, as every layer sees it: resolved once per request from a session cookie or an
// API token (server/auth/viewer.ts) and handed to services and resolvers alike.
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
