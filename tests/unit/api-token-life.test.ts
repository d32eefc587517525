import { describe, expect, it } from "vitest";
import { API_TOKEN_LIFETIME_REFUSED, apiTokenExpiry, isAllowedLifetime, isApiTokenLive } from "../../server/domain/apiTokenLife.ts";

describe("an API token's life", () => {
  const made = new Date("2026-03-01T00:00:00Z");

  it("lasts the 30, 90 or 365 days its owner chose, and no other length", () => {
    expect([30, 90, 365].every(isAllowedLifetime)).toBe(true);
    expect([0, 1, 89, 366, 100000].some(isAllowedLifetime)).toBe(false);
    expect(API_TOKEN_LIFETIME_REFUSED).toBe("A token lasts 30, 90 or 365 days.");
    expect(apiTokenExpiry(made, 30)).toEqual(new Date("2026-03-31T00:00:00Z"));
  });

  it("works until it expires or is revoked", () => {
    const expiresAt = apiTokenExpiry(made, 30);
    expect(isApiTokenLive({ revokedAt: null, expiresAt }, new Date("2026-03-30T23:59:59Z"))).toBe(true);
    expect(isApiTokenLive({ revokedAt: null, expiresAt }, expiresAt)).toBe(false);
    expect(isApiTokenLive({ revokedAt: made, expiresAt }, made)).toBe(false);
  });
});
