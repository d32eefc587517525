// How the API tests call the app over HTTP: as a browser (session cookie, and Origin on POST
// as the CSRF defence requires), as a partner tool (Authorization: Bearer), or anonymously.
import type { CookieJar } from "./signIn.ts";

export type GraphQLResult<T = any> = { status: number; data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };

/** Request headers for one caller; `post` is true for state-changing requests. */
export type Caller = { headers(baseUrl: string, post: boolean): Record<string, string> };

export const anonymous: Caller = { headers: () => ({}) };

/** A browser signed in with this session: the cookie always, and this site's Origin on POST. */
export function browser(jar: CookieJar): Caller {
  return { headers: (baseUrl, post) => ({ cookie: jar.header(), ...(post ? { origin: baseUrl } : {}) }) };
}

/** A partner tool holding an API token: no cookie, no Origin. */
export function bearer(token: string): Caller {
  return { headers: () => ({ authorization: `Bearer ${token}` }) };
}

/** POST /graphql with a JSON body. */
export async function graphql<T = any>(
  baseUrl: string,
  caller: Caller,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLResult<T>> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...caller.headers(baseUrl, true) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, ...(await response.json()) };
}

/** A REST call under /api: GET without a body, POST with a JSON body. */
export async function rest(
  baseUrl: string,
  caller: Caller,
  method: "GET" | "POST",
  path: string,
  body?: Record<string, unknown>,
): Promise<{ status: number; body: any }> {
  const post = method === "POST";
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(post ? { "content-type": "application/json" } : {}), ...caller.headers(baseUrl, post) },
    body: post ? JSON.stringify(body ?? {}) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** The error codes of a GraphQL answer, or [] when it has none. */
export const errorCodes = (result: GraphQLResult) => (result.errors ?? []).map((error) => error.extensions?.code ?? "(no code)");
