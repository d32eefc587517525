// Browser sessions: a random token in an httpOnly cookie, stored hashed, alive while used
// (server/domain/sessionLife.ts).
import { db } from "../db/index.ts";
import { sessionEnd } from "../domain/sessionLife.ts";
import { hashSecret, newSecret } from "./tokens.ts";

export const SESSION_COOKIE = "boxed_session";
/** lastSeenAt is refreshed at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

/** Starts a session; the previous one of this browser (if any) ends, so the token rotates on sign-in. */
export async function startSession(userId: number, previousToken?: string): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecret();
  const expiresAt = sessionEnd(new Date());
  await db.$transaction([
    ...(previousToken ? [db.session.deleteMany({ where: { tokenHash: hashSecret(previousToken) } })] : []),
    db.session.create({ data: { userId, tokenHash: hashSecret(token), expiresAt } }),
  ]);
  return { token, expiresAt };
}

/** Notes that a live session was used now (at most every few minutes: reads do not each cost a write). */
export async function touchSession(session: { id: number; lastSeenAt: Date }, now: Date): Promise<void> {
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.session.update({ where: { id: session.id }, data: { lastSeenAt: now } });
  }
}

export async function endSession(token: string): Promise<void> {
  await db.session.deleteMany({ where: { tokenHash: hashSecret(token) } });
}
