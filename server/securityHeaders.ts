// The security headers of every response (helmet's: content security policy, HSTS, nosniff,
// frame and referrer policies...), built once at start-up: @fastify/helmet built helmet's
// middleware again for every request (parsing the policy's directives each time), which is most
// of what a header costs. A route with a policy of its own (/graphql: GraphiQL's nonces) says so
// in its config and gets the same headers without the site's policy.
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import type { Config } from "./config.ts";
import { LOADER_CSP_SOURCE } from "./homePage.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route sends its own content-security-policy header. */
    ownContentSecurityPolicy?: boolean;
  }
}

/** The site's policy: what its pages may load and from where. */
function siteDirectives(config: Pick<Config, "payments" | "env">) {
  const stripe = config.payments.kind === "stripe";
  return {
    defaultSrc: ["'self'"],
    // Stripe.js and its frames when Stripe is configured (docs.stripe.com/security/guide#content-security-policy).
    // The home page's inline loader, by its hash (./homePage.ts).
    scriptSrc: ["'self'", LOADER_CSP_SOURCE, ...(stripe ? ["https://js.stripe.com"] : [])],
    frameSrc: stripe ? ["https://js.stripe.com", "https://hooks.stripe.com", "https://checkout.stripe.com"] : ["'none'"],
    connectSrc: ["'self'", ...(stripe ? ["https://api.stripe.com"] : [])],
    // KaTeX positions glyphs with inline styles.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // blob: shows a picture chosen in the add-question form before it is uploaded.
    imgSrc: ["'self'", "data:", "blob:", "https:"],
    fontSrc: ["'self'", "data:"],
    upgradeInsecureRequests: config.env === "production" ? [] : null,
  };
}

export function registerSecurityHeaders(fastify: FastifyInstance, config: Pick<Config, "payments" | "env">): void {
  // Browsers then send an Origin on our own form posts (/result), which the CSRF check needs.
  const referrerPolicy = { policy: "same-origin" as const };
  const everyRoute = helmet({ referrerPolicy, contentSecurityPolicy: { directives: siteDirectives(config) } });
  const ownPolicy = helmet({ referrerPolicy, contentSecurityPolicy: false });
  fastify.addHook("onRequest", (request, reply, done) => {
    const headers = request.routeOptions.config.ownContentSecurityPolicy ? ownPolicy : everyRoute;
    // helmet calls back with nothing, or throws.
    headers(request.raw, reply.raw, done as () => void);
  });
}
