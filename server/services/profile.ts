// Changes to a profile and to linked student accounts. Each checks its rules first and writes
// nothing when one fails.
import { db } from "../db/index.ts";
import type { Viewer } from "../domain/viewer.ts";
import { AccessDenied, InputError } from "../domain/errors.ts";
import {
  checkDifficulty, checkGrade, checkStudentEmail, checkUsername, normaliseEmail, type RuleResult,
} from "../domain/accountRules.ts";
import { canSeeUser } from "../domain/access.ts";
import { readRows } from "../db/directReads.ts";

function valid<T extends string | number>(result: RuleResult, field: string): T {
  if (!result.ok) throw new InputError(result.message, field);
  return result.value as T;
}

/** The signed-in user, or (for admins, and parents of linked students) the user with this email. */
async function targetUser(viewer: Viewer, email: string | null | undefined, field: string) {
  if (!email || normaliseEmail(email) === normaliseEmail(viewer.email)) return db.user.findUniqueOrThrow({ where: { id: viewer.id } });
  const user = await db.user.findUnique({ where: { email: normaliseEmail(email) } });
  if (user && canSeeUser(viewer, user.id)) return user;
  // Others learn nothing about which addresses have accounts.
  if (!viewer.isAdmin) throw new AccessDenied("You may only change your own account or your students'.");
  throw new InputError("No account has that email address.", field);
}

export async function updateUsername(viewer: Viewer, email: string | null | undefined, username: string) {
  const name = valid<string>(checkUsername(username), "username");
  const isOwn = !email || normaliseEmail(email) === normaliseEmail(viewer.email);
  if (!isOwn && !viewer.isAdmin) throw new AccessDenied("You may only change your own username.");
  const user = await targetUser(viewer, email, "email");
  return db.user.update({ where: { id: user.id }, data: { username: name } });
}

/** What a parent sees of their own link request: only what they typed, and whether it is accepted. */
export type StudentLinkRequest = { parentId: number; email: string; grade: number; status: "PENDING" | "ACCEPTED"; studentId: number | null };

/** A parent as the student sees them: asking (PENDING) or linked (ACCEPTED). */
export type ParentLink = { parentId: number; studentId: number; username: string; email: string };

/**
 * A parent asks to follow a student by email, or updates the grade of a student who accepted.
 * The request stays pending until the student accepts it; an email with no account gets no
 * account: the request waits keyed by email (StudentInvite) until that email first signs in.
 */
export async function saveStudent(viewer: Viewer, studentEmail: string, studentGrade: number): Promise<StudentLinkRequest> {
  const email = valid<string>(checkStudentEmail(studentEmail, viewer.email), "studentEmail");
  const grade = valid<number>(checkGrade(studentGrade), "studentGrade");
  return db.$transaction(async (tx) => {
    const student = await tx.user.findUnique({ where: { email } });
    if (!student) {
      await tx.studentInvite.upsert({ where: { parentId_email: { parentId: viewer.id, email } }, create: { parentId: viewer.id, email, grade }, update: { grade } });
      return { parentId: viewer.id, email, grade, status: "PENDING", studentId: null };
    }
    const key = { parentId_studentId: { parentId: viewer.id, studentId: student.id } };
    const link = await tx.studentLink.findUnique({ where: key });
    if (link?.status === "ACCEPTED") {
      await tx.user.update({ where: { id: student.id }, data: { studentGrade: grade } });
      return { parentId: viewer.id, email, grade, status: "ACCEPTED", studentId: student.id };
    }
    await tx.studentLink.upsert({ where: key, create: { ...key.parentId_studentId, requestedGrade: grade }, update: { requestedGrade: grade } });
    return { parentId: viewer.id, email, grade, status: "PENDING", studentId: null };
  });
}

/** The parent's requests still waiting for the student (only the email and grade they typed). */
export async function pendingStudentRequests(parentId: number): Promise<StudentLinkRequest[]> {
  const [links, invites] = await Promise.all([
    db.studentLink.findMany({ where: { parentId, status: "PENDING" }, select: { requestedGrade: true, student: { select: { email: true } } }, orderBy: { createdAt: "asc" } }),
    db.studentInvite.findMany({ where: { parentId }, orderBy: { createdAt: "asc" } }),
  ]);
  return [
    ...links.map((link) => ({ parentId, email: link.student.email, grade: link.requestedGrade ?? 0, status: "PENDING" as const, studentId: null })),
    ...invites.map((invite) => ({ parentId, email: invite.email, grade: invite.grade, status: "PENDING" as const, studentId: null })),
  ];
}

/** A student's parents: those asking (PENDING) and those linked (ACCEPTED), each oldest first. */
export type ParentLinks = Record<"PENDING" | "ACCEPTED", ParentLink[]>;

/** The parents of each student asked, in one statement (a profile shows both lists: they were two). */
export async function parentLinksOf(studentIds: readonly number[]): Promise<ParentLinks[]> {
  const rows = await readRows<{ student_id: number; status: "PENDING" | "ACCEPTED"; id: number; username: string; email: string }>`
    SELECT l.student_id, l.status::text AS status, u.id, u.username, u.email FROM student_links l JOIN users u ON u.id = l.parent_id
    WHERE l.student_id = ANY(${studentIds}::int[]) AND l.status IN ('PENDING', 'ACCEPTED')
    ORDER BY l.created_at, l.parent_id`;
  const byStudent = new Map(studentIds.map((studentId): [number, ParentLinks] => [studentId, { PENDING: [], ACCEPTED: [] }]));
  for (const row of rows) {
    byStudent.get(row.student_id)?.[row.status].push({ parentId: row.id, studentId: row.student_id, username: row.username, email: row.email });
  }
  return studentIds.map((studentId) => byStudent.get(studentId)!);
}

/** The parent withdraws a pending request (an accepted link is the student's to remove). */
export async function withdrawStudentRequest(viewer: Viewer, studentEmail: string): Promise<{ parentId: number; email: string }> {
  const email = normaliseEmail(studentEmail);
  await db.$transaction([
    db.studentInvite.deleteMany({ where: { parentId: viewer.id, email } }),
    db.studentLink.deleteMany({ where: { parentId: viewer.id, status: "PENDING", student: { email } } }),
  ]);
  return { parentId: viewer.id, email };
}

/** The student accepts a parent's request; the grade the parent typed becomes the student's grade. */
export async function acceptParent(viewer: Viewer, parentId: number): Promise<ParentLink> {
  return db.$transaction(async (tx) => {
    const key = { parentId_studentId: { parentId, studentId: viewer.id } };
    const link = await tx.studentLink.findUnique({ where: key });
    if (!link) throw new InputError("There is no request from that parent.", "parentUserId");
    if (link.status !== "ACCEPTED") {
      await tx.studentLink.update({ where: key, data: { status: "ACCEPTED" } });
      if (link.requestedGrade !== null) await tx.user.update({ where: { id: viewer.id }, data: { studentGrade: link.requestedGrade } });
    }
    const parent = await tx.user.findUniqueOrThrow({ where: { id: parentId }, select: { username: true, email: true } });
    return { parentId, studentId: viewer.id, username: parent.username, email: parent.email };
  });
}

/** The student declines a request or removes a linked parent. */
export async function removeParent(viewer: Viewer, parentId: number) {
  await db.studentLink.deleteMany({ where: { parentId, studentId: viewer.id } });
}

export async function updateDifficulty(viewer: Viewer, studentEmail: string | null | undefined, level: number) {
  const difficultyLevel = valid<number>(checkDifficulty(level), "difficultyLevel");
  const user = await targetUser(viewer, studentEmail, "studentEmail");
  return db.user.update({ where: { id: user.id }, data: { difficultyLevel } });
}
