// The embedded development identity provider: a real OpenID Connect provider (oidc-provider)
// mounted at /dev-idp that signs anybody in with the email address they type. It exists so that
// sign-in works offline through the same openid-client code as Google; production refuses it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { generateKeyPair } from "node:crypto";
import { promisify } from "node:util";
import formbody from "@fastify/formbody";
import type Provider from "oidc-provider";
import type { JWKS, KoaContextWithOIDC } from "oidc-provider";
import { DEV_IDP_PATH, type Config } from "../config.ts";
import { html, page } from "../pages/template.ts";

const SCOPES = "openid email profile";

/** The email page: the provider's only interaction. */
function loginPage(action: string, message = "", email = ""): string {
  return page({
    title: "Sign in",
    narrow: true,
    body: html`<form class="card" method="post" action="${action}">
  <h1>Sign in to Boxed</h1>
  <p class="muted">Development identity provider: no password, any email address signs in as that address.
  Demo accounts: admin@boxed.test, editor@boxed.test, subscriber@boxed.test, student@boxed.test, parent@boxed.test.</p>
  ${message && html`<p class="error" role="alert">${message}</p>`}
  <label for="email">Email address</label>
  <input id="email" name="email" type="email" required autofocus value="${email}">
  <button type="submit">Continue</button>
</form>`,
  });
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A signing key made at start. The provider's own defaults (a key published in its source and
 * its in-memory storage) work the same but warn at every start that they "MUST" be changed;
 * here keeping sign-ins in memory only, and new keys each start, is the point.
 */
async function signingKeys(): Promise<JWKS> {
  // Made on libuv's thread pool: 2048-bit RSA takes the main thread 50-300 ms otherwise.
  const { privateKey } = await promisify(generateKeyPair)("rsa", { modulusLength: 2048 });
  return { keys: [{ ...privateKey.export({ format: "jwk" }), kid: "boxed-development", use: "sig", alg: "RS256" }] } as JWKS;
}

export const DEVELOPMENT_SIGN_IN_NOTICE =
  "Sign-in: development identity provider at /dev-idp (any email address signs in; set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET for real sign-in)";

/**
 * oidc-provider (and Koa under it, about 7 MB of heap once loaded) is imported here, when the
 * provider is made: a server signing in through Google or another issuer never loads it.
 */
export async function createDevelopmentProvider(config: Config): Promise<Provider> {
  const [{ default: Provider }, { createMemoryAdapter }] = await Promise.all([
    import("oidc-provider"),
    import("oidc-provider/lib/adapters/memory_adapter.js"),
  ]);
  const { issuer, clientId, clientSecret } = config.identityProvider;
  const jwks = await signingKeys();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${config.publicUrl}/auth/callback`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 86_400, Grant: 86_400, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    scopes: SCOPES.split(" "),
    cookies: { keys: [config.appSecret] },
    jwks,
    adapter: createMemoryAdapter(),
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${DEV_IDP_PATH}/interaction/${interaction.uid}` },
    findAccount: (_ctx, accountId) => ({
      accountId,
      claims: () => ({ sub: accountId, email: accountId, email_verified: true, name: accountId.split("@")[0] }),
    }),
    // Boxed is this provider's only client: consent is implied, so no consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const session = ctx.oidc.session!;
      const existing = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(ctx.oidc.client!.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: session.accountId! });
      grant.addOIDCScope(SCOPES);
      await grant.save();
      return grant;
    },
    renderError: (ctx, output) => {
      ctx.type = "html";
      ctx.body = page({
        title: "Sign-in error",
        narrow: true,
        body: html`<section class="card"><h1>Sign-in error</h1><p>${String(output.error_description ?? output.error)}</p>
<p><a href="/app/">Back to Boxed</a></p></section>`,
      });
    },
  });
  provider.proxy = config.env === "production";
  return provider;
}

/**
 * Mounts the provider and its email page at /dev-idp. The provider is made by the first request
 * to /dev-idp (the first sign-in): loading oidc-provider and Koa took about half a second of the
 * embedded server's start, and made at start, or just after it, it held up the first requests.
 */
export async function registerDevelopmentProvider(fastify: FastifyInstance, config: Config): Promise<void> {
  let made: Promise<{ provider: Provider; handle: ReturnType<Provider["callback"]> }> | undefined;
  const madeProvider = () =>
    (made ??= createDevelopmentProvider(config)
      .then((provider) => ({ provider, handle: provider.callback() }))
      .catch((error: unknown) => {
        made = undefined; // the next sign-in tries again
        throw error;
      }));
  fastify.log.info(DEVELOPMENT_SIGN_IN_NOTICE);

  await fastify.register(async (scope) => {
    await scope.register(formbody);

    scope.get<{ Params: { uid: string } }>("/interaction/:uid", async (request, reply) => {
      const { provider } = await madeProvider();
      await provider.interactionDetails(request.raw, reply.raw);
      return reply.type("text/html").send(loginPage(`${DEV_IDP_PATH}/interaction/${request.params.uid}`));
    });

    scope.post<{ Params: { uid: string }; Body: { email?: string } }>("/interaction/:uid", async (request, reply) => {
      const email = String(request.body?.email ?? "").trim().toLowerCase();
      const action = `${DEV_IDP_PATH}/interaction/${request.params.uid}`;
      if (!EMAIL.test(email)) {
        return reply.status(400).type("text/html").send(loginPage(action, "Enter an email address such as ada@example.org.", email));
      }
      const { provider } = await madeProvider();
      reply.hijack();
      await provider.interactionFinished(request.raw, reply.raw, { login: { accountId: email } }, { mergeWithLastSubmission: false });
    });
  }, { prefix: DEV_IDP_PATH });

  await fastify.register(async (scope) => {
    // Everything else is the provider's own (discovery, authorize, token, userinfo, jwks).
    const passThrough = async (request: FastifyRequest, reply: FastifyReply) => {
      const { handle } = await madeProvider();
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(DEV_IDP_PATH.length) || "/";
      handle(raw, reply.raw);
    };
    // The provider reads request bodies itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    scope.all("/*", passThrough);
  }, { prefix: DEV_IDP_PATH });
}
