// Users as the identity provider knows them: first sign-in creates the account, later ones link
// by issuer and subject. An account a parent created for a student is claimed by that email.
// An email address counts only once the identity provider has verified it: otherwise anyone
// could claim someone else's account, or become admin through ADMIN_EMAILS, with another issuer.
import { randomBytes } from "node:crypto";
import { db } from "../db/index.ts";
import { normaliseEmail, usernameFromProfile } from "../domain/accountRules.ts";
import { InputError } from "../domain/errors.ts";

export type SignedInProfile = { issuer: string; subject: string; email: string; emailVerified: boolean; name?: string };

export const UNVERIFIED_EMAIL = "Your identity provider has not verified your email address. Verify it there, then sign in again.";

const REFERRAL_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function newReferralCode(): string {
  return Array.from(randomBytes(8), (byte) => REFERRAL_ALPHABET[byte % REFERRAL_ALPHABET.length]).join("");
}

/**
 * Finds or creates the user for a verified sign-in; returns the user id. A known identity (issuer
 * and subject) signs in as before; linking or creating by email needs a verified address.
 */
export async function userForSignIn(profile: SignedInProfile, adminEmails: string[]): Promise<number> {
  const email = normaliseEmail(profile.email);
  const makeAdmin = profile.emailVerified && adminEmails.includes(email);
  return db.$transaction(async (tx) => {
    const identity = await tx.identity.findUnique({ where: { issuer_subject: { issuer: profile.issuer, subject: profile.subject } } });
    let userId = identity?.userId;
    if (userId === undefined) {
      if (!profile.emailVerified) throw new InputError(UNVERIFIED_EMAIL, "email");
      const existing = await tx.user.findUnique({ where: { email } });
      const user =
        existing ??
        (await tx.user.create({ data: { email, username: usernameFromProfile(profile.name, email), referralCode: newReferralCode() } }));
      if (!existing) {
        // Link requests made for this email before it had an account now wait for the student.
        const invites = await tx.studentInvite.findMany({ where: { email } });
        await tx.studentLink.createMany({ data: invites.map((invite) => ({ parentId: invite.parentId, studentId: user.id, requestedGrade: invite.grade })), skipDuplicates: true });
        await tx.studentInvite.deleteMany({ where: { email } });
      }
      await tx.identity.create({ data: { userId: user.id, issuer: profile.issuer, subject: profile.subject, email } });
      userId = user.id;
    }
    if (makeAdmin) await tx.user.update({ where: { id: userId }, data: { isAdmin: true } });
    return userId;
  });
}
