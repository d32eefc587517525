// The REST door: every /api route is a GraphQL document executed in-process against the same
// schema (so authorisation, validation and rules exist once), plus a mapper to the documented JSON.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Yoga } from "../graphql/yoga.ts";

type GraphQLErrorJson = { message: string; extensions?: { code?: string } };
type Json = Record<string, unknown>;

export type RestRoute<Data = any> = {
  method: "GET" | "POST" | "PUT";
  url: string;
  /** The GraphQL document this route runs. */
  document: string;
  /** GraphQL variables from the HTTP request (query string, params, body); may check the request first. */
  variables?: (request: FastifyRequest) => Json | Promise<Json>;
  /** The documented snake_case answer. */
  toJson: (data: Data) => unknown;
};

/** HTTP status for the error codes the schema uses; anything else is a server error. */
const STATUS_BY_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
};

export class RestError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export async function runDocument(yoga: Yoga, request: FastifyRequest, document: string, variables: Json = {}) {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  // Only the browser session travels: API tokens are for /graphql, never for the cookie routes.
  for (const name of ["cookie", "x-request-id"]) {
    const value = request.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  const response = await yoga.fetch("http://in-process/graphql", {
    method: "POST",
    headers,
    body: JSON.stringify({ query: document, variables }),
  });
  const result = (await response.json()) as { data?: Json | null; errors?: GraphQLErrorJson[] };
  const error = result.errors?.[0];
  if (error) {
    // Yoga answers 400 for a document or variables that do not fit the schema.
    const status = STATUS_BY_CODE[error.extensions?.code ?? ""] ?? (response.status === 400 ? 400 : 500);
    throw new RestError(status, status === 500 ? "An error occurred" : error.message);
  }
  return result.data ?? {};
}

export function registerRestRoutes(app: FastifyInstance, yoga: Yoga, routes: RestRoute[]): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const data = await runDocument(yoga, request, route.document, await route.variables?.(request));
        return reply.send(route.toJson(data));
      },
    });
  }
}

/** A mutation's typed failure, as selected by the /api documents. */
export type InputErrorResult = { __typename: "InputError"; message: string };

/** A mutation's typed failure becomes 400 with its message; anything else is its data. */
export function unwrapResult<T extends { __typename: string }>(result: T): Exclude<T, { __typename: "InputError" }> {
  if (result.__typename === "InputError") throw new RestError(400, (result as unknown as { message: string }).message);
  return result as Exclude<T, { __typename: "InputError" }>;
}

/** For routes that need a signed-in user: an anonymous viewer is 401. */
export function signedIn<T>(viewer: T | null): T {
  if (viewer === null) throw new RestError(401, "Sign in required.");
  return viewer;
}

/** The JSON body of a POST, or an empty object. */
export function body(request: FastifyRequest): Record<string, unknown> {
  return request.body && typeof request.body === "object" ? (request.body as Record<string, unknown>) : {};
}

/** A whole number from JSON or a form ("8" -> 8); anything else is refused in the wire's own words. */
export function wholeNumber(value: unknown, field: string): number {
  if (typeof value === "number" && Number.isInteger(value)) return value;
  if (typeof value === "string" && /^-?\d+$/.test(value.trim())) return Number(value);
  throw new RestError(400, `${field} must be a whole number.`);
}
