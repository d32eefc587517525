// Changes to a profile and to linked student accounts. Each checks its rules first and writes
// nothing when one fails.
import { db } from "../db/index.ts";
import type { Viewer } from "../domain/viewer.ts";
import { AccessDenied, InputError } from "../domain/errors.ts";
import {
  checkDifficulty, checkGrade, checkStudentEmail, checkUsername, normaliseEmail, usernameFromProfile, type RuleResult,
} from "../domain/accountRules.ts";
import { canSeeUser } from "../domain/access.ts";
import { newReferralCode } from "./accounts.ts";

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

/**
 * Adds a student account by email (created here, claimed when the student first signs in with
 * that address) or updates the grade of a student this user already follows. An address that
 * already has its own account cannot be taken over this way.
 */
export async function saveStudent(viewer: Viewer, studentEmail: string, studentGrade: number) {
  const email = valid<string>(checkStudentEmail(studentEmail, viewer.email), "studentEmail");
  const grade = valid<number>(checkGrade(studentGrade), "studentGrade");
  return db.$transaction(async (tx) => {
    const existing = await tx.user.findUnique({ where: { email } });
    if (existing) {
      const linked = await tx.studentLink.findUnique({ where: { parentId_studentId: { parentId: viewer.id, studentId: existing.id } } });
      if (!linked) throw new InputError("That email already has its own Boxed account, so it cannot be added as your student.", "studentEmail");
      return tx.user.update({ where: { id: existing.id }, data: { studentGrade: grade } });
    }
    const student = await tx.user.create({
      data: { email, username: usernameFromProfile(undefined, email), studentGrade: grade, referralCode: newReferralCode() },
    });
    await tx.studentLink.create({ data: { parentId: viewer.id, studentId: student.id } });
    return student;
  });
}

export async function updateDifficulty(viewer: Viewer, studentEmail: string | null | undefined, level: number) {
  const difficultyLevel = valid<number>(checkDifficulty(level), "difficultyLevel");
  const user = await targetUser(viewer, studentEmail, "studentEmail");
  return db.user.update({ where: { id: user.id }, data: { difficultyLevel } });
}
