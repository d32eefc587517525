import { describe, expect, it } from "vitest";
import { safeReturnPath } from "../../server/domain/returnTo.ts";

describe("the page a user returns to after signing in", () => {
  it("is the page they came from when it is on this site", () => {
    expect(safeReturnPath("/app/space?tab=ratings")).toBe("/app/space?tab=ratings");
    expect(safeReturnPath("/app/question/12#solution")).toBe("/app/question/12#solution");
  });

  it.each(["https://evil.example/", "//evil.example/app", "/\\evil.example", "/.//evil.test", "/./\\evil.test", "/a/..//evil.test", "/%2e//evil.test", "javascript:alert(1)", "app/user", "", undefined, 42])(
    "is the home page instead of %s",
    (target) => {
      expect(safeReturnPath(target)).toBe("/app/");
    },
  );
});
