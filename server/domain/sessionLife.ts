// How long a browser stays signed in: while it is used at least every SESSION_IDLE_DAYS, and
// never longer than SESSION_MAX_DAYS after sign-in. An idle or old session is simply gone.

export const SESSION_IDLE_DAYS = 14;
export const SESSION_MAX_DAYS = 90;
const DAY_MS = 86_400_000;

export function sessionEnd(signedInAt: Date): Date {
  return new Date(signedInAt.getTime() + SESSION_MAX_DAYS * DAY_MS);
}

export function isSessionLive(session: { expiresAt: Date; lastSeenAt: Date }, now: Date): boolean {
  return now < session.expiresAt && now.getTime() - session.lastSeenAt.getTime() < SESSION_IDLE_DAYS * DAY_MS;
}
