import { describe, expect, it } from "vitest";
import { fastifyCookie } from "@fastify/cookie";
import { loadConfig } from "../../server/config.ts";
import { useTestApp } from "../support/testApp.ts";
import { authorizeAt, CookieJar, signIn, step } from "../support/signIn.ts";
import { SIGN_IN_COOKIE } from "../../server/auth/signIn.ts";
import { SESSION_COOKIE } from "../../server/auth/sessions.ts";
import { UNVERIFIED_EMAIL, userForSignIn } from "../../server/services/accounts.ts";

const app = useTestApp({ env: { ADMIN_EMAILS: "new.admin@example.org" } });
const sessionCount = () => app().database.prisma.session.count();

async function viewerOf(jar: CookieJar) {
  const response = await fetch(`${app().baseUrl}/api/user/status`, { headers: { cookie: jar.header() } });
  return response.json();
}

describe("signing in through OpenID Connect", () => {
  it("creates the account on the first sign-in and returns to the page the user came from", async () => {
    const { jar, landedOn } = await signIn(app().baseUrl, "Ada.Lovelace@Example.org", "/app/space?tab=ratings");
    expect(landedOn).toBe(`${app().baseUrl}/app/space?tab=ratings`);
    expect(await viewerOf(jar)).toMatchObject({ is_signed_in: true, current_user: "ada.lovelace@example.org", username: "ada.lovelace" });
    const user = await app().database.prisma.user.findUniqueOrThrow({ where: { email: "ada.lovelace@example.org" }, include: { identities: true } });
    expect(user.identities).toHaveLength(1);
    expect(user.identities[0].issuer).toBe(`${app().baseUrl}/dev-idp`);
  });

  it("links later sign-ins by issuer and subject, rotating the session token", async () => {
    const first = await signIn(app().baseUrl, "grace@example.org");
    const oldToken = first.jar.get(SESSION_COOKIE)!;
    // Signing in again in the same browser replaces its session.
    const { jar, callbackUrl } = await authorizeAt(app().baseUrl, "grace@example.org", first.jar);
    const callback = await step(jar, callbackUrl);
    expect(callback.status).toBe(302);
    expect(jar.get(SESSION_COOKIE)).not.toBe(oldToken);
    expect(await app().database.prisma.user.count({ where: { email: "grace@example.org" } })).toBe(1);
    const stale = new CookieJar();
    stale.set(SESSION_COOKIE, oldToken);
    expect((await viewerOf(stale)).is_signed_in).toBe(false);
    expect((await viewerOf(jar)).is_signed_in).toBe(true);
  });

  it("signs demo accounts in as themselves and makes ADMIN_EMAILS admins", async () => {
    expect(await viewerOf((await signIn(app().baseUrl, "editor@boxed.test")).jar)).toMatchObject({ username: "Eddie Editor", is_editor: true });
    expect((await viewerOf((await signIn(app().baseUrl, "new.admin@example.org")).jar)).is_admin).toBe(true);
  });

  it("links or creates accounts by email only when the identity provider verified the address", async () => {
    const prisma = app().database.prisma;
    const otherIssuer = { issuer: "https://id.example.org", emailVerified: false };
    // Someone else's account, and admin rights through ADMIN_EMAILS, cannot be had with an unverified address.
    await expect(userForSignIn({ ...otherIssuer, subject: "mallory-1", email: "student@boxed.test" }, [])).rejects.toThrow(UNVERIFIED_EMAIL);
    await expect(userForSignIn({ ...otherIssuer, subject: "mallory-2", email: "root@example.org" }, ["root@example.org"])).rejects.toThrow(
      UNVERIFIED_EMAIL,
    );
    expect(await prisma.identity.count({ where: { issuer: otherIssuer.issuer } })).toBe(0);
    expect(await prisma.user.count({ where: { email: "root@example.org" } })).toBe(0);
    // An identity known by issuer and subject keeps signing in, but never becomes admin unverified.
    const userId = await userForSignIn({ ...otherIssuer, subject: "lin", email: "lin@example.org", emailVerified: true }, []);
    expect(await userForSignIn({ ...otherIssuer, subject: "lin", email: "lin@example.org" }, ["lin@example.org"])).toBe(userId);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: userId } })).isAdmin).toBe(false);
  });

  it("sends a foreign or disguised return target home instead", async () => {
    const disguised = await signIn(app().baseUrl, "ada.lovelace@example.org", "/.//evil.test");
    expect(disguised.landedOn).toBe(`${app().baseUrl}/app/`);
    const { landedOn } = await signIn(app().baseUrl, "ada.lovelace@example.org", "https://evil.example/phish");
    expect(landedOn).toBe(`${app().baseUrl}/app/`);
  });

  it("ends a session left unused for 14 days, and keeps one in use", async () => {
    const prisma = app().database.prisma;
    const idle = await signIn(app().baseUrl, "ada.lovelace@example.org");
    const used = await signIn(app().baseUrl, "grace@example.org");
    const lastSeen = (email: string, daysAgo: number) =>
      prisma.session.updateMany({ where: { user: { email } }, data: { lastSeenAt: new Date(Date.now() - daysAgo * 86_400_000) } });
    await lastSeen("ada.lovelace@example.org", 15);
    await lastSeen("grace@example.org", 13);
    expect((await viewerOf(idle.jar)).is_signed_in).toBe(false);
    expect((await viewerOf(used.jar)).is_signed_in).toBe(true);
    // Using it counts as activity again.
    const [session] = await prisma.session.findMany({ where: { user: { email: "grace@example.org" } }, orderBy: { lastSeenAt: "desc" } });
    expect(Date.now() - session.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it("ends the session on logout and returns to /app", async () => {
    const { jar } = await signIn(app().baseUrl, "ada.lovelace@example.org");
    const token = jar.get(SESSION_COOKIE)!;
    const logout = await step(jar, `${app().baseUrl}/logout`);
    expect(logout.location).toBe(`${app().baseUrl}/app/`);
    expect(jar.get(SESSION_COOKIE)).toBeUndefined();
    const replay = new CookieJar();
    replay.set(SESSION_COOKIE, token);
    expect((await viewerOf(replay)).is_signed_in).toBe(false);
  });
});

describe("a sign-in that cannot be verified is refused and creates no session", () => {
  it("refuses a tampered state", async () => {
    const { jar, callbackUrl } = await authorizeAt(app().baseUrl, "mallory@example.org");
    const tampered = new URL(callbackUrl);
    tampered.searchParams.set("state", "forged-state");
    const before = await sessionCount();
    const callback = await step(jar, tampered.href);
    expect(callback.status).toBe(400);
    expect(callback.body).toContain("could not be verified");
    expect(jar.get(SESSION_COOKIE)).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it("refuses a replayed authorization code", async () => {
    const { jar, callbackUrl } = await authorizeAt(app().baseUrl, "mallory@example.org");
    const signInCookie = jar.get(SIGN_IN_COOKIE)!;
    expect((await step(jar, callbackUrl)).status).toBe(302);
    const attacker = new CookieJar();
    attacker.set(SIGN_IN_COOKIE, signInCookie);
    const before = await sessionCount();
    const replay = await step(attacker, callbackUrl);
    expect(replay.status).toBe(400);
    expect(replay.body).toContain("could not be verified");
    expect(attacker.get(SESSION_COOKIE)).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it("refuses an ID token whose nonce is not the one this browser sent", async () => {
    const { jar, callbackUrl } = await authorizeAt(app().baseUrl, "mallory@example.org");
    // Re-sign the sign-in cookie with another nonce, as only the server could.
    const secret = loadConfig({}).appSecret;
    const unsigned = fastifyCookie.unsign(decodeURIComponent(jar.get(SIGN_IN_COOKIE)!), secret);
    const transaction = JSON.parse(unsigned.value!);
    jar.set(SIGN_IN_COOKIE, encodeURIComponent(fastifyCookie.sign(JSON.stringify({ ...transaction, nonce: "another-nonce" }), secret)));
    const before = await sessionCount();
    const callback = await step(jar, callbackUrl);
    expect(callback.status).toBe(400);
    expect(callback.body).toContain("could not be verified");
    expect(jar.get(SESSION_COOKIE)).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it("refuses a callback without the sign-in cookie, or with a forged one", async () => {
    const { callbackUrl } = await authorizeAt(app().baseUrl, "mallory@example.org");
    const before = await sessionCount();
    const withoutCookie = await step(new CookieJar(), callbackUrl);
    expect(withoutCookie.status).toBe(400);
    expect(withoutCookie.body).toContain("expired or was started elsewhere");
    const forged = new CookieJar();
    forged.set(SIGN_IN_COOKIE, encodeURIComponent(`${JSON.stringify({ verifier: "x", state: "y", nonce: "z", returnTo: "/app/" })}.bad`));
    expect((await step(forged, callbackUrl)).status).toBe(400);
    expect(await sessionCount()).toBe(before);
  });
});
