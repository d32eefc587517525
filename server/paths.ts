// Which requests are which, by path: shared by the rate limits (server/rateLimits.ts), the
// identity read on arrival (server/auth/requestIdentity.ts) and the CSRF defence
// (server/auth/csrf.ts), so all always mean the same requests, however the path is written.

/**
 * A request's path as the router matches it (app.ts: a trailing slash ignored, percent-escapes
 * decoded), without the query string: `/graphql/` and `/gr%61phql` reach the /graphql route, so
 * every rule keyed by path must see `/graphql` in them too.
 */
export function routedPath(url: string): string {
  const raw = url.split("?")[0]!;
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    path = raw;
  }
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** /graphql and the /api routes (paths as `routedPath` gives them). */
export const isApiPath = (path: string) => path === "/graphql" || path === "/api" || path.startsWith("/api/");

/** The home page, rendered on the server by running the home screen's documents (server/homePage.ts). */
export const isRenderedHomePath = (path: string) => path === "/app/" || path === "/app";

/** The steps of signing in (Boxed's own and the development identity provider's). */
export const isSignInPath = (path: string) => path.startsWith("/auth/") || path.startsWith("/dev-idp");

/** The requests whose work runs GraphQL documents as their caller: /graphql, /api and the rendered home page. */
export const runsGraphQL = (path: string) => isApiPath(path) || isRenderedHomePath(path);
