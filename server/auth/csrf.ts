// Cross-site request forgery defence for everything a session cookie can change: a
// state-changing request that carries the session cookie must come from a page of this site,
// as its Origin (or, failing that, Referer) header shows. Browsers always send Origin on
// cross-site POSTs. On /graphql a bearer token replaces the cookie, so such requests carry no
// ambient credentials and need no check; /api ignores bearer tokens, so there it changes nothing.
// "This site" is PUBLIC_URL: never the Host or X-Forwarded-Host a client sends.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "./sessions.ts";
import { routedPath } from "../paths.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function sourceOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin && origin !== "null") return origin;
  const referer = request.headers.referer;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

export function isCrossSite(request: FastifyRequest, siteOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (!request.cookies[SESSION_COOKIE]) return false;
  if (request.headers.authorization && routedPath(request.url) === "/graphql") return false;
  return sourceOrigin(request) !== siteOrigin;
}

/** The documented GET links that change state; they keep their URLs but only work from this site. */
const STATE_CHANGING_GETS = new Set(["/addToPrintout", "/logout"]);

/**
 * A link or script of another site following one of those URLs: browsers say so in
 * Sec-Fetch-Site; older ones at least send that site's Referer. A typed or bookmarked URL
 * (Sec-Fetch-Site: none) is the user's own doing.
 */
export function isCrossSiteLink(request: FastifyRequest, siteOrigin: string): boolean {
  if (request.method !== "GET" || !STATE_CHANGING_GETS.has(routedPath(request.url))) return false;
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite) return fetchSite === "cross-site" || fetchSite === "same-site";
  const origin = sourceOrigin(request);
  return origin !== null && origin !== siteOrigin;
}

export function registerCsrfDefence(fastify: FastifyInstance, publicUrl: string): void {
  const siteOrigin = new URL(publicUrl).origin;
  fastify.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    if (isCrossSite(request, siteOrigin) || isCrossSiteLink(request, siteOrigin)) {
      return reply.status(403).send({ detail: "Request refused: it did not come from a Boxed page." });
    }
  });
}
