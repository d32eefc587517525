// What a username, a grade and a difficulty level may be. Messages are shown to users as they are.
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
const USERNAME_CHARACTERS = /^[\p{L}\p{N} ._'-]+$/u;

export const GRADE_MIN = 1;
export const GRADE_MAX = 12;
export const DIFFICULTY_MIN = 1;
export const DIFFICULTY_MAX = 5;

export type RuleResult = { ok: true; value: string | number } | { ok: false; message: string };

export function checkUsername(input: string): RuleResult {
  const username = input.trim().replace(/\s+/g, " ");
  if (username.length < USERNAME_MIN || username.length > USERNAME_MAX) {
    return { ok: false, message: `Username must be ${USERNAME_MIN} to ${USERNAME_MAX} characters long.` };
  }
  if (!USERNAME_CHARACTERS.test(username)) {
    return { ok: false, message: "Username may contain letters, digits, spaces, dots, hyphens, apostrophes and underscores only." };
  }
  return { ok: true, value: username };
}

export function checkGrade(grade: number): RuleResult {
  return Number.isInteger(grade) && grade >= GRADE_MIN && grade <= GRADE_MAX
    ? { ok: true, value: grade }
    : { ok: false, message: `Grade must be a whole number from ${GRADE_MIN} to ${GRADE_MAX}.` };
}

export function checkDifficulty(level: number): RuleResult {
  return Number.isInteger(level) && level >= DIFFICULTY_MIN && level <= DIFFICULTY_MAX
    ? { ok: true, value: level }
    : { ok: false, message: `Difficulty level must be a whole number from ${DIFFICULTY_MIN} to ${DIFFICULTY_MAX}.` };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseEmail(input: string): string {
  return input.trim().toLowerCase();
}

export function checkStudentEmail(input: string, ownEmail: string): RuleResult {
  const email = normaliseEmail(input);
  if (!EMAIL.test(email)) return { ok: false, message: "Enter the student's email address, such as student@example.org." };
  if (email === normaliseEmail(ownEmail)) return { ok: false, message: "A student account must use an email address other than your own." };
  return { ok: true, value: email };
}

/** A username made from what the identity provider tells us, valid by the rules above. */
export function usernameFromProfile(name: string | undefined, email: string): string {
  const candidate = (name ?? "").trim() || email.split("@")[0];
  const cleaned = candidate.replace(/[^\p{L}\p{N} ._'-]/gu, "").slice(0, USERNAME_MAX).trim();
  return cleaned.length >= USERNAME_MIN ? cleaned : `student ${cleaned}`.trim().padEnd(USERNAME_MIN, "0");
}
