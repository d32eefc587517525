// Who is asking: a browser session cookie, or `Authorization: Bearer <API token>` on /graphql.
import { fastifyCookie } from "@fastify/cookie";
import type { Viewer } from "../domain/viewer.ts";
import { countingStudentLink } from "../domain/access.ts";
import { isSubscriber, type SubscriptionState } from "../domain/premium.ts";
import { SESSION_COOKIE, touchSession } from "./sessions.ts";
import { hashSecret } from "./tokens.ts";
import { isSessionLive } from "../domain/sessionLife.ts";
import { Prisma, type User } from "../db/generated/client.ts";
import { checkApiToken } from "./apiTokens.ts";
import { AUTHORIZATION_MALFORMED } from "../domain/apiTokenLife.ts";
import { outsideRequest } from "../requestScope.ts";
import { recentSittingsJson, recentSittingsOf, type RecentSittingJson, type RecentSittings } from "../services/contestSittings.ts";
import { readRows } from "../db/directReads.ts";

/**
 * The viewer's own user row with its active subscriptions, read with the session or token, as
 * Prisma would return `user.findUnique({ include: { subscriptions: ACTIVE } })`: the `viewer`
 * field answers from it (server/graphql/user.ts) instead of reading it again.
 */
export type ViewerUser = User & { subscriptions: SubscriptionState[] };

type ViewerRow = {
  id: number;
  email: string;
  username: string;
  is_admin: boolean;
  is_editor: boolean;
  student_grade: number | null;
  difficulty_level: number | null;
  referral_code: string;
  payment_customer_id: string | null;
  is_demo: boolean;
  created_at: Date;
  updated_at: Date;
  student_ids: number[];
  /** Active subscriptions, their period end in ms since the epoch. */
  subscriptions: { status: SubscriptionState["status"]; currentPeriodEnd: number | null }[];
  recent_sittings: RecentSittingJson[];
};

/**
 * The viewer's columns of a user `u`: the whole row, with their counted student links, active
 * subscriptions and unsubmitted contest sittings of the last day before `now` (whose questions'
 * reveals an open one holds back: server/graphql/openSittings.ts; read here, a request showing
 * reveals needs no statement of its own for them).
 */
const viewerColumns = (now: Date) => Prisma.sql`u.id, u.email, u.username, u.is_admin, u.is_editor, u.student_grade, u.difficulty_level, u.referral_code,
  u.payment_customer_id, u.is_demo, u.created_at, u.updated_at,
  ARRAY(SELECT l.student_id FROM student_links l WHERE l.parent_id = u.id AND l.status::text = ${countingStudentLink.status}) AS student_ids,
  COALESCE((SELECT json_agg(json_build_object('status', s.status, 'currentPeriodEnd', extract(epoch FROM s.current_period_end) * 1000))
            FROM subscriptions s WHERE s.user_id = u.id AND s.status = 'ACTIVE'), '[]'::json) AS subscriptions,
  ${recentSittingsJson(Prisma.sql`u.id`, now)} AS recent_sittings`;

type Signed = { viewer: Viewer; user: ViewerUser; sittings: RecentSittings };

function viewerOf(row: ViewerRow, via: Viewer["via"], tokenAccess: Viewer["tokenAccess"], now: Date, readAt: Date): Signed {
  const subscriptions = row.subscriptions.map((subscription) => ({
    status: subscription.status,
    currentPeriodEnd: subscription.currentPeriodEnd === null ? null : new Date(subscription.currentPeriodEnd),
  }));
  const viewer: Viewer = {
    id: row.id,
    email: row.email,
    username: row.username,
    isAdmin: row.is_admin,
    isEditor: row.is_editor,
    isSubscriber: isSubscriber(subscriptions, now),
    studentIds: row.student_ids,
    via,
    tokenAccess,
  };
  const user: ViewerUser = {
    id: row.id,
    email: row.email,
    username: row.username,
    isAdmin: row.is_admin,
    isEditor: row.is_editor,
    studentGrade: row.student_grade,
    difficultyLevel: row.difficulty_level,
    referralCode: row.referral_code,
    paymentCustomerId: row.payment_customer_id,
    isDemo: row.is_demo,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    subscriptions,
  };
  return { viewer, user, sittings: { readAt, sittings: recentSittingsOf(row.recent_sittings) } };
}

/** The user as a viewer: one statement. */
async function loadViewer(userId: number, via: Viewer["via"], tokenAccess: Viewer["tokenAccess"]): Promise<Signed | null> {
  const now = new Date();
  const [row] = await readRows<ViewerRow>`SELECT ${viewerColumns(now)} FROM users u WHERE u.id = ${userId}::int`;
  return row ? viewerOf(row, via, tokenAccess, now, now) : null;
}

/** A session with its user, and (`read_at`, set here) when the statement reading it was sent. */
type SessionRow = ViewerRow & { token_hash: string; session_id: number; expires_at: Date; last_seen_at: Date; read_at: Date };
type SessionWaiter = { resolve(row: SessionRow | undefined): void; reject(error: unknown): void };

/** Session lookups waiting for the current turn of the event loop to end, by token hash. */
let waitingSessions: Map<string, SessionWaiter[]> | null = null;

/** How a turn's session statement may be sent in another statement of the turn (null: on its own). */
type RideSessions = (select: Prisma.Sql) => Promise<SessionRow[]> | null;
let rideSessions: RideSessions = () => null;

/**
 * From now on, the turn's session statement rides in another statement of the turn when `ride`
 * takes it: on PostgreSQL the app sends it in the turn's rate-limit statement (server/app.ts,
 * services/allowanceWrites.ts `alongside`), so a signed-in request's session and its count are one
 * statement. Gives back the function that undoes it.
 */
export function rideSessionsWith(ride: RideSessions): () => void {
  rideSessions = ride;
  return () => {
    if (rideSessions === ride) rideSessions = () => null;
  };
}

/**
 * Reads the sessions asked for in one turn of the event loop (a burst of requests) with their
 * users, in one statement for all of them. Shared by several requests, so it runs outside any
 * one request's scope (an abandoned request does not stop the others' lookup).
 */
async function readWaitingSessions(): Promise<void> {
  const waiting = waitingSessions!;
  waitingSessions = null;
  try {
    const hashes = [...waiting.keys()];
    // One session (most turns) is compared with `=`: PostgreSQL then keeps one generic plan for
    // the statement, where an array of unknown length (`= ANY`) is planned again at every
    // execution (0.21 ms of planning for 0.07 of execution).
    const matching = hashes.length === 1 ? Prisma.sql`s.token_hash = ${hashes[0]}` : Prisma.sql`s.token_hash = ANY(${hashes}::text[])`;
    const readAt = new Date();
    const select = Prisma.sql`
      SELECT s.token_hash, s.id AS session_id, s.expires_at, s.last_seen_at, ${viewerColumns(readAt)}
      FROM sessions s JOIN users u ON u.id = s.user_id WHERE ${matching}`;
    const rows = await (rideSessions(select) ?? readRows<SessionRow>`${select}`);
    for (const row of rows) row.read_at = readAt;
    const byHash = new Map(rows.map((row) => [row.token_hash, row]));
    for (const [hash, waiters] of waiting) for (const waiter of waiters) waiter.resolve(byHash.get(hash));
  } catch (error) {
    for (const waiters of waiting.values()) for (const waiter of waiters) waiter.reject(error);
  }
}

function sessionRow(tokenHash: string): Promise<SessionRow | undefined> {
  return new Promise((resolve, reject) => {
    if (!waitingSessions) {
      waitingSessions = new Map();
      setImmediate(() => outsideRequest(() => void readWaitingSessions()));
    }
    const waiters = waitingSessions.get(tokenHash) ?? [];
    waiters.push({ resolve, reject });
    waitingSessions.set(tokenHash, waiters);
  });
}

/** The viewer of a browser session, read with the session (every request of a signed-in browser; see sessionRow). */
async function sessionViewer(token: string): Promise<Signed | null> {
  const now = new Date();
  const row = await sessionRow(hashSecret(token));
  const session = row ? { id: row.session_id, expiresAt: row.expires_at, lastSeenAt: row.last_seen_at } : null;
  if (!row || !session || !isSessionLive(session, now)) return null;
  await touchSession(session, now);
  return viewerOf(row, "session", null, now, row.read_at);
}

/**
 * Who a request is (and, read in the same statement, their own row `user` and recent contest
 * sittings), or why its API token is refused (a token is never quietly anonymous).
 */
export type Identity = { viewer: Viewer | null; user: ViewerUser | null; sittings: RecentSittings | null; tokenId: number | null } | { refused: string };

const ANONYMOUS = { viewer: null, user: null, sittings: null, tokenId: null } as const;

export async function identify(headers: Headers): Promise<Identity> {
  const authorization = headers.get("authorization");
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (!match) return { refused: AUTHORIZATION_MALFORMED };
    const token = await checkApiToken(match[1]);
    if ("refused" in token) return token;
    const signed = await loadViewer(token.userId, "token", token.access);
    return { viewer: signed?.viewer ?? null, user: signed?.user ?? null, sittings: signed?.sittings ?? null, tokenId: token.tokenId };
  }
  const session = fastifyCookie.parse(headers.get("cookie") ?? "")[SESSION_COOKIE];
  if (!session) return ANONYMOUS;
  const signed = await sessionViewer(session);
  return signed ? { ...signed, tokenId: null } : ANONYMOUS;
}

/** The viewer of a cookie-only route (pages, payments): a refused token is nobody there. */
export async function viewerFromHeaders(headers: Headers): Promise<Viewer | null> {
  const identity = await identify(headers);
  return "refused" in identity ? null : identity.viewer;
}
