// Who a request is, asked as soon as it arrives. On a signed-in request to /graphql, /api or the
// rendered home page, the session (or API token) is read while the request's rate-limit count is
// being made (server/rateLimits.ts), not after it: both are a round trip to the database, and they
// were the first two of every such request, one waiting for the other. The GraphQL context then
// takes the identity from here (server/app.ts) instead of reading it again. A request the rate
// limit refuses has read its session for nothing: one indexed read, batched with the others of its
// turn of the event loop (server/auth/viewer.ts).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { identify, type Identity } from "./viewer.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Who the request is, read when it arrived (absent when it carries no session or token). */
    identity?: Promise<Identity>;
  }
}

const servedThroughGraphQL = (path: string) => path === "/graphql" || path.startsWith("/api/") || path === "/app/" || path === "/app";

/** The headers identify() reads, from Node's. */
function credentials(request: FastifyRequest): Headers {
  const headers = new Headers();
  const { authorization, cookie } = request.headers;
  if (authorization) headers.set("authorization", authorization);
  if (cookie) headers.set("cookie", cookie);
  return headers;
}

/** Registered before the rate limits, so that both reads start in the same turn of the event loop. */
export function identifyOnArrival(fastify: FastifyInstance): void {
  fastify.addHook("onRequest", (request, _reply, done) => {
    const { authorization, cookie } = request.headers;
    if ((authorization || cookie) && servedThroughGraphQL(request.url.split("?")[0]!)) {
      const identity = identify(credentials(request));
      // Awaited by the request's GraphQL context; a refused request never awaits it.
      identity.catch(() => {});
      request.identity = identity;
    }
    done();
  });
}
