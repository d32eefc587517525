import { describe, expect, it } from "vitest";
import { isSessionLive, SESSION_IDLE_DAYS, SESSION_MAX_DAYS, sessionEnd } from "../../server/domain/sessionLife.ts";

const day = 86_400_000;
const signedIn = new Date("2026-01-01T00:00:00Z");
const at = (days: number) => new Date(signedIn.getTime() + days * day);

describe("a browser session", () => {
  it("stays alive while it is used at least every 14 days", () => {
    const session = { expiresAt: sessionEnd(signedIn), lastSeenAt: at(30) };
    expect(isSessionLive(session, at(30 + SESSION_IDLE_DAYS - 0.01))).toBe(true);
  });

  it("ends after 14 days without use", () => {
    expect(isSessionLive({ expiresAt: sessionEnd(signedIn), lastSeenAt: at(1) }, at(1 + SESSION_IDLE_DAYS))).toBe(false);
  });

  it("ends 90 days after sign-in however much it is used", () => {
    expect(sessionEnd(signedIn)).toEqual(at(SESSION_MAX_DAYS));
    expect(isSessionLive({ expiresAt: sessionEnd(signedIn), lastSeenAt: at(89.9) }, at(SESSION_MAX_DAYS))).toBe(false);
  });
});
