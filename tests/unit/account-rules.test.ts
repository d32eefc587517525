import { describe, expect, it } from "vitest";
import { checkDifficulty, checkGrade, checkStudentEmail, checkUsername, usernameFromProfile } from "../../server/domain/accountRules.ts";

describe("usernames", () => {
  it("are 3 to 30 characters of letters, digits, spaces and . _ ' -", () => {
    expect(checkUsername("  Ada   Lovelace ")).toEqual({ ok: true, value: "Ada Lovelace" });
    expect(checkUsername("Zoë O'Neil-2")).toEqual({ ok: true, value: "Zoë O'Neil-2" });
    expect(checkUsername("ab")).toEqual({ ok: false, message: "Username must be 3 to 30 characters long." });
    expect(checkUsername("a".repeat(31)).ok).toBe(false);
    expect(checkUsername("<script>")).toEqual({
      ok: false,
      message: "Username may contain letters, digits, spaces, dots, hyphens, apostrophes and underscores only.",
    });
  });

  it("are made valid from the identity provider's profile", () => {
    expect(usernameFromProfile("Ada <Lovelace>", "ada@example.org")).toBe("Ada Lovelace");
    expect(usernameFromProfile(undefined, "bo@example.org")).toBe("student bo");
    expect(usernameFromProfile("", "pat.smith@example.org")).toBe("pat.smith");
    expect(checkUsername(usernameFromProfile("x", "x@y.z")).ok).toBe(true);
  });
});

describe("grades and difficulty levels", () => {
  it("accept grades 1 to 12 and difficulty levels 1 to 5", () => {
    expect(checkGrade(8).ok).toBe(true);
    expect(checkGrade(0)).toEqual({ ok: false, message: "Grade must be a whole number from 1 to 12." });
    expect(checkGrade(8.5).ok).toBe(false);
    expect(checkDifficulty(5).ok).toBe(true);
    expect(checkDifficulty(6)).toEqual({ ok: false, message: "Difficulty level must be a whole number from 1 to 5." });
  });
});

describe("student emails", () => {
  it("must be an address other than your own", () => {
    expect(checkStudentEmail(" Kid@Example.org ", "me@example.org")).toEqual({ ok: true, value: "kid@example.org" });
    expect(checkStudentEmail("ME@example.org", "me@example.org")).toEqual({
      ok: false,
      message: "A student account must use an email address other than your own.",
    });
    expect(checkStudentEmail("not-an-email", "me@example.org").ok).toBe(false);
  });
});
