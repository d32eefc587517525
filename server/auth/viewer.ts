// Who is asking: a browser session cookie, or `Authorization: Bearer <API token>` on /graphql.
import { fastifyCookie } from "@fastify/cookie";
import { db } from "../db/index.ts";
import type { Viewer } from "../domain/viewer.ts";
import { countingStudentLink } from "../domain/access.ts";
import { isSubscriber } from "../domain/premium.ts";
import { SESSION_COOKIE, sessionUserId } from "./sessions.ts";
import { checkApiToken } from "./apiTokens.ts";
import { AUTHORIZATION_MALFORMED } from "../domain/apiTokenLife.ts";

async function loadViewer(userId: number, via: Viewer["via"], tokenAccess: Viewer["tokenAccess"]): Promise<Viewer | null> {
  const now = new Date();
  const user = await db.user.findUnique({
    where: { id: userId },
    include: {
      students: { where: countingStudentLink, select: { studentId: true } },
      subscriptions: { where: { status: "ACTIVE" }, select: { status: true, currentPeriodEnd: true } },
    },
  });
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    isAdmin: user.isAdmin,
    isEditor: user.isEditor,
    isSubscriber: isSubscriber(user.subscriptions, now),
    studentIds: user.students.map((link) => link.studentId),
    via,
    tokenAccess,
  };
}

/** Who a request is, or why its API token is refused (a token is never quietly anonymous). */
export type Identity = { viewer: Viewer | null; tokenId: number | null } | { refused: string };

export async function identify(headers: Headers): Promise<Identity> {
  const authorization = headers.get("authorization");
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (!match) return { refused: AUTHORIZATION_MALFORMED };
    const token = await checkApiToken(match[1]);
    if ("refused" in token) return token;
    return { viewer: await loadViewer(token.userId, "token", token.access), tokenId: token.tokenId };
  }
  const session = fastifyCookie.parse(headers.get("cookie") ?? "")[SESSION_COOKIE];
  if (!session) return { viewer: null, tokenId: null };
  const userId = await sessionUserId(session);
  return { viewer: userId === null ? null : await loadViewer(userId, "session", null), tokenId: null };
}

/** The viewer of a cookie-only route (pages, payments): a refused token is nobody there. */
export async function viewerFromHeaders(headers: Headers): Promise<Viewer | null> {
  const identity = await identify(headers);
  return "refused" in identity ? null : identity.viewer;
}
