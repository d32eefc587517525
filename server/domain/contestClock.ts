// The contest clock belongs to the server: starting a contest issues a signed start token
// (which competition, who, when); submitting checks it and measures the time itself.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** After the time limit, answers still arrive for this long (network, auto-submit) and count as on time. */
export const GRACE_SECONDS = 60;
/** A start token older than the time limit plus this is refused outright. */
export const TOKEN_LIFETIME_AFTER_LIMIT_SECONDS = 24 * 3600;

export type StartToken = { key: string; competitionId: number; userId: number | null; startedAt: number };

function signature(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

export function issueStartToken(competitionId: number, userId: number | null, secret: string, now = Date.now()): string {
  const token: StartToken = { key: randomBytes(12).toString("base64url"), competitionId, userId, startedAt: now };
  const payload = Buffer.from(JSON.stringify(token)).toString("base64url");
  return `${payload}.${signature(payload, secret)}`;
}

/** The token's contents, or null when it was not signed by this server. */
export function readStartToken(token: string, secret: string): StartToken | null {
  const [payload, given, ...rest] = token.split(".");
  if (!payload || !given || rest.length > 0) return null;
  const expected = Buffer.from(signature(payload, secret));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString()) as StartToken;
  } catch {
    return null;
  }
}

export type Timing = { timeSpentSeconds: number; late: boolean; expired: boolean };

export function timing(startedAt: number, durationMinutes: number, now = Date.now()): Timing {
  const timeSpentSeconds = Math.max(0, Math.round((now - startedAt) / 1000));
  const limit = durationMinutes * 60;
  return {
    timeSpentSeconds,
    late: timeSpentSeconds > limit + GRACE_SECONDS,
    expired: timeSpentSeconds > limit + TOKEN_LIFETIME_AFTER_LIMIT_SECONDS,
  };
}
