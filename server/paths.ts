// Which requests are which, by path: shared by the rate limits (server/rateLimits.ts) and the
// identity read on arrival (server/auth/requestIdentity.ts), so both always mean the same requests.

/** /graphql and the /api routes. */
export const isApiPath = (path: string) => path === "/graphql" || path.startsWith("/api/");

/** The home page, rendered on the server by running the home screen's documents (server/homePage.ts). */
export const isRenderedHomePath = (path: string) => path === "/app/" || path === "/app";

/** The steps of signing in (Boxed's own and the development identity provider's). */
export const isSignInPath = (path: string) => path.startsWith("/auth/") || path.startsWith("/dev-idp");

/** The requests whose work runs GraphQL documents as their caller: /graphql, /api and the rendered home page. */
export const runsGraphQL = (path: string) => isApiPath(path) || isRenderedHomePath(path);
