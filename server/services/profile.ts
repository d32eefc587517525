// Changes to a profile and to linked student accounts. Each checks its rules first and writes
// nothing when one fails.
import { db } from "../db/index.ts";
import type { Viewer } from "../graphql/context.ts";
import { AccessDenied, InputError } from "./errors.ts";
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
  if (!user) throw new InputError("No account has that email address.", field);
  if (!canSeeUser(viewer, user.id)) throw new AccessDenied("You may only change your own account or your students'.");
  return user;
}

export async function updateUsername(viewer: Viewer, email: string | null | undefined, username: string) {
  const name = valid<string>(checkUsername(username), "username");
  const user = await targetUser(viewer, email, "email");
  if (user.id !== viewer.id && !viewer.isAdmin) throw new AccessDenied("You may only change your own username.");
  return db.user.update({ where: { id: user.id }, data: { username: name } });
}

/** Links a student by email (creating the account, claimed when the student first signs in) and sets the grade. */
export async function saveStudent(viewer: Viewer, studentEmail: string, studentGrade: number) {
  const email = valid<string>(checkStudentEmail(studentEmail, viewer.email), "studentEmail");
  const grade = valid<number>(checkGrade(studentGrade), "studentGrade");
  return db.$transaction(async (tx) => {
    const student = await tx.user.upsert({
      where: { email },
      update: { studentGrade: grade },
      create: { email, username: usernameFromProfile(undefined, email), studentGrade: grade, referralCode: newReferralCode() },
    });
    await tx.studentLink.upsert({
      where: { parentId_studentId: { parentId: viewer.id, studentId: student.id } },
      update: {},
      create: { parentId: viewer.id, studentId: student.id },
    });
    return student;
  });
}

export async function updateDifficulty(viewer: Viewer, studentEmail: string | null | undefined, level: number) {
  const difficultyLevel = valid<number>(checkDifficulty(level), "difficultyLevel");
  const user = await targetUser(viewer, studentEmail, "studentEmail");
  return db.user.update({ where: { id: user.id }, data: { difficultyLevel } });
}
