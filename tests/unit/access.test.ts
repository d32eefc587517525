import { describe, expect, it } from "vitest";
import { canSeeUser } from "../../server/domain/access.ts";

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
