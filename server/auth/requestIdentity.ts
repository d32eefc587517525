// Who a request is, asked as soon as it arrives. On a signed-in request to /graphql, /api or the
// rendered home page, the session (or API token) is read while the request's rate-limit count is
// being made (server/rateLimits.ts), not after it: both are a round trip to the database, and they
// were the first two of every such request, one waiting for the other. On PostgreSQL a browser
// session is read in the count's own statement (server/auth/viewer.ts `rideSessionsWith`,
// services/allowanceWrites.ts `alongside`): registered first, its lookup joins the turn's counts.
// The GraphQL context then takes the identity from here (server/app.ts) instead of reading it
// again. A request the rate limit refuses has read its session for nothing: one indexed read,
// batched with the others of its turn of the event loop (server/auth/viewer.ts).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { identify, type Identity } from "./viewer.ts";
import { routedPath, runsGraphQL } from "../paths.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Who the request is, read when it arrived (absent when it carries no session or token). */
    identity?: Promise<Identity>;
  }
}

/**
 * The credentials identify() reads, from Node's headers: an API token only on /graphql; the /api
 * routes and the home page are cookie routes, where only the browser session travels (a token is
 * never theirs: server/rest/door.ts).
 */
function credentials(request: FastifyRequest, path: string): Headers | null {
  const { authorization, cookie } = request.headers;
  const headers = new Headers();
  if (authorization && path === "/graphql") headers.set("authorization", authorization);
  if (cookie) headers.set("cookie", cookie);
  return headers.has("authorization") || headers.has("cookie") ? headers : null;
}

/** Registered before the rate limits, so that both reads start in the same turn of the event loop. */
export function identifyOnArrival(fastify: FastifyInstance): void {
  fastify.addHook("onRequest", (request, _reply, done) => {
    const path = routedPath(request.url);
    const headers = runsGraphQL(path) ? credentials(request, path) : null;
    if (headers) {
      const identity = identify(headers);
      // Awaited by the request's GraphQL context; a refused request never awaits it.
      identity.catch(() => {});
      request.identity = identity;
    }
    done();
  });
}
