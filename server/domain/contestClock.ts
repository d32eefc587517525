// The contest clock belongs to the server: starting a contest issues a signed start token
// (which competition, who, when); resuming and submitting check it and measure the time
// themselves. This is the only place that reads a start token: clients keep it as an opaque
// string and read the sitting's start, deadline and time left from the schema.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** After the time limit, answers still arrive for this long (network, auto-submit) and count as on time. */
export const GRACE_SECONDS = 60;
/** A start token older than the time limit plus this is refused outright. */
export const TOKEN_LIFETIME_AFTER_LIMIT_SECONDS = 24 * 3600;

/** What a start token carries; `key` names the sitting (one submission per key). */
export type StartToken = { key: string; competitionId: number; userId: number | null; startedAt: number };

/** The contest a sitting is of: its id and time limit. */
export type TimedContest = { id: number; durationMinutes: number };

/** One sitting of a contest by one taker (null: anonymous), and its clock. */
export type Sitting = {
  startToken: string;
  key: string;
  competitionId: number;
  userId: number | null;
  startedAt: Date;
  /** The start plus the time limit. */
  deadline: Date;
  /** True when it was given back from the token the client kept, not started just now. */
  resumed: boolean;
};

function signature(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

export function issueStartToken(competitionId: number, userId: number | null, secret: string, now: Date): string {
  return signStartToken({ key: randomBytes(12).toString("base64url"), competitionId, userId, startedAt: now.getTime() }, secret);
}

function signStartToken(token: StartToken, secret: string): string {
  const { key, competitionId, userId, startedAt } = token;
  const payload = Buffer.from(JSON.stringify({ key, competitionId, userId, startedAt })).toString("base64url");
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

function sittingOf(startToken: string, token: StartToken, contest: TimedContest, resumed: boolean): Sitting {
  const startedAt = new Date(token.startedAt);
  const deadline = new Date(token.startedAt + contest.durationMinutes * 60_000);
  return { startToken, key: token.key, competitionId: token.competitionId, userId: token.userId, startedAt, deadline, resumed };
}

/** A new sitting that starts now. */
export function startSitting(contest: TimedContest, userId: number | null, secret: string, now: Date): Sitting {
  const startToken = issueStartToken(contest.id, userId, secret, now);
  return sittingOf(startToken, readStartToken(startToken, secret)!, contest, false);
}

/**
 * The sitting a kept token stands for, when it is this server's, of this contest, of this taker
 * (anonymous stays anonymous), and its time limit is not over yet; otherwise null, and the caller
 * starts a new one. (A sitting whose time ran out is submitted, not resumed.)
 */
export function resumeSitting(startToken: string, contest: TimedContest, userId: number | null, secret: string, now: Date): Sitting | null {
  const token = readStartToken(startToken, secret);
  if (!token || token.competitionId !== contest.id || token.userId !== userId) return null;
  const sitting = sittingOf(startToken, token, contest, true);
  return isUnderWay(sitting.startedAt, contest, now) ? sitting : null;
}

/** Whether a sitting started at `startedAt` is under way at `now`: started, and its time limit not over. */
export function isUnderWay(startedAt: Date, contest: TimedContest, now: Date): boolean {
  return startedAt <= now && now.getTime() < startedAt.getTime() + contest.durationMinutes * 60_000;
}

/** A sitting the server stored (a student's), given back as it was issued: the same token, the same clock. */
export function storedSitting(token: StartToken, contest: TimedContest, secret: string): Sitting {
  return sittingOf(signStartToken(token, secret), token, contest, true);
}

/** Whole seconds left until the deadline (a second begun counts as left), never below 0. */
export function secondsLeft(sitting: { deadline: Date }, now: Date): number {
  return Math.max(0, Math.ceil((sitting.deadline.getTime() - now.getTime()) / 1000));
}

export type Timing = { timeSpentSeconds: number; late: boolean; expired: boolean };

export function timing(startedAt: Date, durationMinutes: number, now: Date): Timing {
  const timeSpentSeconds = Math.max(0, Math.round((now.getTime() - startedAt.getTime()) / 1000));
  const limit = durationMinutes * 60;
  return {
    timeSpentSeconds,
    late: timeSpentSeconds > limit + GRACE_SECONDS,
    expired: timeSpentSeconds > limit + TOKEN_LIFETIME_AFTER_LIMIT_SECONDS,
  };
}
