// Sign-in with OpenID Connect (authorization code flow with PKCE, state and nonce) through
// openid-client, against Google, any OIDC issuer, or the embedded development provider.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as oidc from "openid-client";
import type { Config } from "../config.ts";
import { safeReturnPath } from "../domain/returnTo.ts";
import { userForSignIn } from "../services/accounts.ts";
import { InputError } from "../domain/errors.ts";
import { endSession, SESSION_COOKIE, startSession } from "./sessions.ts";
import { SESSION_MAX_DAYS } from "../domain/sessionLife.ts";
import { html, page } from "../pages/template.ts";

/** The in-flight sign-in: PKCE verifier, state, nonce and where to return, in a signed cookie. */
export const SIGN_IN_COOKIE = "boxed_sign_in";
type SignInTransaction = { verifier: string; state: string; nonce: string; returnTo: string };

function failurePage(message: string): string {
  return page({
    title: "Sign-in failed",
    narrow: true,
    body: html`<section class="card"><h1>Sign-in failed</h1><p>${message}</p>
<p><a class="button" href="/auth/login">Try again</a><a href="/app/">Back to Boxed</a></p></section>`,
  });
}

export async function registerSignIn(fastify: FastifyInstance, config: Config): Promise<void> {
  const { issuer, clientId, clientSecret } = config.identityProvider;
  const redirectUri = `${config.publicUrl}/auth/callback`;
  // Secure cookies everywhere but plain-http development and tests.
  const secure = config.env === "production" || config.publicUrl.startsWith("https://");

  // Discovered on first use (the development provider is served by this very server).
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= oidc
      .discovery(new URL(issuer), clientId, clientSecret, undefined, {
        execute: issuer.startsWith("http://") ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  fastify.get<{ Querystring: { return_to?: string } }>("/auth/login", async (request, reply) => {
    const transaction: SignInTransaction = {
      verifier: oidc.randomPKCECodeVerifier(),
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      returnTo: safeReturnPath(request.query.return_to),
    };
    const url = oidc.buildAuthorizationUrl(await configuration(), {
      redirect_uri: redirectUri,
      scope: "openid email profile",
      code_challenge: await oidc.calculatePKCECodeChallenge(transaction.verifier),
      code_challenge_method: "S256",
      state: transaction.state,
      nonce: transaction.nonce,
      // Let the user choose the account each time (after a logout, someone else may sign in).
      prompt: config.identityProvider.kind === "development" ? "login" : "select_account",
    });
    reply.setCookie(SIGN_IN_COOKIE, JSON.stringify(transaction), {
      signed: true, httpOnly: true, sameSite: "lax", secure, path: "/auth", maxAge: 600,
    });
    return reply.redirect(url.href);
  });

  fastify.get("/auth/callback", async (request, reply) => {
    const fail = (message: string) => {
      reply.clearCookie(SIGN_IN_COOKIE, { path: "/auth" });
      return reply.status(400).type("text/html").send(failurePage(message));
    };
    const sealed = request.cookies[SIGN_IN_COOKIE];
    const unsigned = sealed ? request.unsignCookie(sealed) : null;
    if (!unsigned?.valid || !unsigned.value) return fail("The sign-in expired or was started elsewhere. Please sign in again.");
    const transaction = JSON.parse(unsigned.value) as SignInTransaction;

    let userId: number;
    try {
      const settings = await configuration();
      const tokens = await oidc.authorizationCodeGrant(settings, new URL(request.url, config.publicUrl), {
        pkceCodeVerifier: transaction.verifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      const profile = await oidc.fetchUserInfo(settings, tokens.access_token, claims.sub);
      const email = (profile.email ?? claims.email) as string | undefined;
      if (!email) return fail("The identity provider did not share an email address.");
      const emailVerified = (profile.email_verified ?? claims.email_verified) === true;
      userId = await userForSignIn(
        { issuer: claims.iss, subject: claims.sub, email, emailVerified, name: (profile.name ?? claims.name) as string | undefined },
        config.adminEmails,
      );
    } catch (error) {
      if (error instanceof InputError) return fail(error.message);
      request.log.warn({ err: error }, "sign-in refused");
      return fail("The identity provider's answer could not be verified. Please sign in again.");
    }

    const session = await startSession(userId, request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SIGN_IN_COOKIE, { path: "/auth" });
    reply.setCookie(SESSION_COOKIE, session.token, {
      httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: SESSION_MAX_DAYS * 86_400,
    });
    return reply.redirect(transaction.returnTo);
  });

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await endSession(token);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return reply.redirect("/app/");
  };
  fastify.get("/logout", logout);
  fastify.post("/logout", logout);
}
