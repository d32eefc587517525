// Who is asking: a browser session cookie, or `Authorization: Bearer <API token>` on /graphql.
import { fastifyCookie } from "@fastify/cookie";
import { db } from "../db/index.ts";
import type { Viewer } from "../domain/viewer.ts";
import { countingStudentLink } from "../domain/access.ts";
import { isSubscriber } from "../domain/premium.ts";
import { SESSION_COOKIE, sessionUserId } from "./sessions.ts";
import { apiTokenOwner } from "./apiTokens.ts";

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

export async function viewerFromHeaders(headers: Headers): Promise<Viewer | null> {
  const authorization = headers.get("authorization");
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    const owner = match ? await apiTokenOwner(match[1]) : null;
    return owner ? loadViewer(owner.userId, "token", owner.access) : null;
  }
  const token = fastifyCookie.parse(headers.get("cookie") ?? "")[SESSION_COOKIE];
  if (!token) return null;
  const userId = await sessionUserId(token);
  return userId === null ? null : loadViewer(userId, "session", null);
}
