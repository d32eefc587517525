import { describe, expect, it } from "vitest";
import { canSeeApiToken, canSeeCompetition, canSeeQuestion, canSeeUser, opensSimilarQuestions, visibleCompetitions, visibleQuestions } from "../../server/domain/access.ts";

describe("who may see a user's private details", () => {
  const parent = { id: 1, isAdmin: false, studentIds: [2] };
  it("the user themself, their linked parent, and admins", () => {
    expect(canSeeUser({ id: 2, isAdmin: false, studentIds: [] }, 2)).toBe(true);
    expect(canSeeUser(parent, 2)).toBe(true);
    expect(canSeeUser({ id: 9, isAdmin: true, studentIds: [] }, 2)).toBe(true);
  });
  it("nobody else: not another user, not a parent of other students, not an anonymous visitor", () => {
    expect(canSeeUser({ id: 3, isAdmin: false, studentIds: [] }, 2)).toBe(false);
    expect(canSeeUser(parent, 3)).toBe(false);
    expect(canSeeUser(null, 2)).toBe(false);
  });
});

const student = { id: 2, isAdmin: false, isEditor: false, studentIds: [], via: "session" as const };
const editor = { ...student, id: 5, isEditor: true };
const admin = { ...student, id: 9, isAdmin: true };

describe("who may see an API token", () => {
  it("its owner, signed in through a browser session", () => {
    expect(canSeeApiToken(student, { userId: 2 })).toBe(true);
  });
  it("not the owner through a token, not an admin, not anybody else", () => {
    expect(canSeeApiToken({ ...student, via: "token" }, { userId: 2 })).toBe(false);
    expect(canSeeApiToken(admin, { userId: 2 })).toBe(false);
    expect(canSeeApiToken(null, { userId: 2 })).toBe(false);
  });
});

describe("who may see a question", () => {
  const enabled = { enabled: true };
  const disabled = { enabled: false };
  it("everybody, when it is published and not in a disabled competition", () => {
    expect(canSeeQuestion(null, { status: "PUBLISHED" }, enabled)).toBe(true);
    expect(canSeeQuestion(null, { status: "PUBLISHED" }, null)).toBe(true);
  });
  it("only editors and admins, when it is pending review or in a disabled competition", () => {
    for (const [question, competition] of [[{ status: "PENDING_REVIEW" as const }, enabled], [{ status: "PUBLISHED" as const }, disabled]] as const) {
      expect(canSeeQuestion(null, question, competition)).toBe(false);
      expect(canSeeQuestion(student, question, competition)).toBe(false);
      expect(canSeeQuestion(editor, question, competition)).toBe(true);
      expect(canSeeQuestion(admin, question, competition)).toBe(true);
    }
  });
  it("lists filter the same way: editors and admins see everything but deleted questions", () => {
    expect(visibleQuestions(student)).toEqual({ status: "PUBLISHED", OR: [{ competitionId: null }, { competition: { enabled: true } }] });
    expect(visibleQuestions(editor)).toEqual({ status: { not: "DELETED" } });
  });
  it("a deleted question is seen by nobody, editors and admins included", () => {
    for (const reader of [null, student, editor, admin]) expect(canSeeQuestion(reader, { status: "DELETED" }, null)).toBe(false);
  });
});

describe("who may see a competition", () => {
  it("everybody when enabled; editors and admins also when disabled", () => {
    expect(canSeeCompetition(null, { enabled: true })).toBe(true);
    expect(canSeeCompetition(student, { enabled: false })).toBe(false);
    expect(canSeeCompetition(editor, { enabled: false })).toBe(true);
    expect(visibleCompetitions(student)).toEqual({ enabled: true });
  });
});

describe("who may open similar questions", () => {
  it("subscribers and admins", () => {
    expect(opensSimilarQuestions({ ...student, isSubscriber: true })).toBe(true);
    expect(opensSimilarQuestions(admin)).toBe(true);
    expect(opensSimilarQuestions(editor)).toBe(false);
    expect(opensSimilarQuestions(null)).toBe(false);
  });
});
