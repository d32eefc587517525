// The REST door: every /api route is a GraphQL document executed in-process against the same
// schema (so authorisation, validation and rules exist once), plus a mapper to the documented JSON.
// The documents live in server/rest/*.graphql; `npm run codegen` turns them into typed documents
// (server/rest/__generated__/graphql.ts), so each mapper's input type comes from the schema.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ExecutionResult } from "graphql";
import type { Yoga } from "../graphql/yoga.ts";
import { CONTRACT } from "./contract.ts";
import { routeSchema } from "./openapi.ts";
import type { TypedDocumentString } from "./__generated__/graphql.ts";
import { carryingSignal, currentRequest, withRequestScope } from "../requestScope.ts";
import { jsonBytes } from "../jsonBytes.ts";

type GraphQLErrorJson = { message: string; extensions?: { code?: string; retryAfter?: number; http?: { status?: number } } };

export type RestRoute<Result, Variables> = {
  method: "GET" | "POST" | "PUT";
  url: string;
  /** The generated document this route runs. */
  document: TypedDocumentString<Result, Variables>;
  /** GraphQL variables from the HTTP request (query string, params, body); may check the request first. */
  variables?: (request: FastifyRequest) => Variables | Promise<Variables>;
  /** The documented snake_case answer. */
  toJson: (data: Result) => unknown;
};

/** A route once its mapper has been checked against its document's types: what the server registers. */
export type RestHandler = {
  method: RestRoute<unknown, unknown>["method"];
  url: string;
  answer: (yoga: Yoga, request: FastifyRequest) => Promise<unknown>;
};

export function restRoute<Result, Variables>(route: RestRoute<Result, Variables>): RestHandler {
  return {
    method: route.method,
    url: route.url,
    answer: async (yoga, request) => route.toJson(await runDocument(yoga, request, route.document, await route.variables?.(request))),
  };
}

/** HTTP status for the error codes the schema uses; anything else is a server error. */
const STATUS_BY_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
};

export class RestError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

/**
 * Runs the document in-process through Yoga's own pipeline (the same plugins, context, limits and
 * error masking as /graphql) and takes the result as it comes: no request body to build and
 * parse, no JSON answer to write and read back. Yoga keeps each document parsed and validated
 * (its parser and validation cache), so a route's fixed document is parsed once.
 */
async function runDocument<Result, Variables>(
  yoga: Yoga,
  request: FastifyRequest,
  document: TypedDocumentString<Result, Variables>,
  variables: Variables | undefined,
): Promise<Result> {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  // Only the browser session travels: API tokens are for /graphql, never for the cookie routes.
  for (const name of ["cookie", "x-request-id"]) {
    const value = request.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  const result = (await yoga.getResultForParams(
    {
      params: { query: document.toString(), variables: (variables ?? {}) as Record<string, unknown> },
      // The execution stops with the request (server/requestScope.ts).
      request: carryingSignal(new Request("http://in-process/graphql", { method: "POST", headers }), currentRequest()?.signal),
    },
    { clientAddress: request.ip, identity: request.identity, countedLater: request.countedLater },
  )) as ExecutionResult<Result>;
  const error = result.errors?.[0] as GraphQLErrorJson | undefined;
  if (error) {
    // A document or variables that do not fit the schema come as 400s (extensions.http.status).
    const status = STATUS_BY_CODE[error.extensions?.code ?? ""] ?? (error.extensions?.http?.status === 400 ? 400 : 500);
    const retryAfter = error.extensions?.retryAfter;
    throw new RestError(status, status === 500 ? "An error occurred" : error.message, retryAfter ? { "retry-after": String(retryAfter) } : {});
  }
  if (!result.data) throw new RestError(500, "An error occurred");
  // The data has the generated type: Yoga validated it against the schema the types come from.
  return result.data;
}

/**
 * `checkAnswers`: hold every answer to its documented schema before sending it (development and
 * tests, where a mapper that drifts from the contract should fail loudly). Production skips the
 * check, which costs as much as the query on the largest answers: the mappers' input types come
 * from the schema and the tests hold every route to the contract.
 * `deadlineMs`: the request deadline (0: none; server/requestScope.ts).
 */
export function registerRestRoutes(
  app: FastifyInstance,
  yoga: Yoga,
  routes: RestHandler[],
  options: { checkAnswers: boolean; deadlineMs: number } = { checkAnswers: true, deadlineMs: 0 },
): void {
  for (const route of routes) {
    const contract = CONTRACT[`${route.method} ${route.url}`];
    if (!contract) throw new Error(`${route.method} ${route.url} has no schema in server/rest/contract.ts`);
    app.route({
      method: route.method,
      url: route.url,
      schema: routeSchema(contract),
      // The request is validated by the contract's zod schemas (the document's source), refusing
      // with the sentence of the field's rule; the adapter then reads the request as it came.
      validatorCompiler: ({ httpPart }) => {
        const part = httpPart === "params" ? contract.params : httpPart === "querystring" ? contract.query : httpPart === "body" ? contract.body : undefined;
        return (data: unknown) => {
          const checked = part?.safeParse(data ?? {});
          return !checked || checked.success ? { value: data } : { error: new RestError(400, checked.error.issues[0].message) };
        };
      },
      // Sent as the adapter made it (checked below), not re-shaped by a schema serializer.
      serializerCompiler: () => (data) => JSON.stringify(data),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const answer = await withRequestScope({ raw: request.raw, response: reply.raw }, options.deadlineMs, () => route.answer(yoga, request), (reason) =>
          request.log.info({ reason }, "request abandoned: its work was stopped"),
        );
        const checked = options.checkAnswers ? contract.response.safeParse(answer) : { success: true as const };
        if (!checked.success) {
          request.log.error({ route: route.url, issues: checked.error.issues }, "an /api answer does not fit its schema");
          throw new RestError(500, "An error occurred");
        }
        // As bytes written in pieces (server/jsonBytes.ts), with the type Fastify gives a JSON answer.
        return reply.type("application/json; charset=utf-8").send(jsonBytes(answer));
      },
    });
  }
}

type InputError = { __typename: "InputError"; message: string };

/** A mutation's typed failure becomes 400 with its message; anything else is its data. */
export function unwrapResult<T extends { __typename: string }>(result: T | InputError): T {
  if (result.__typename === "InputError") throw new RestError(400, (result as InputError).message);
  return result as T;
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

/** A text field from JSON or a form: absent is null; anything but text is refused in the wire's own words. */
export function textField(value: unknown, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "string") return value;
  throw new RestError(400, `${field} must be text.`);
}

/** A whole number from JSON or a form ("8" -> 8); anything else is refused in the wire's own words. */
export function wholeNumber(value: unknown, field: string): number {
  if (typeof value === "number" && Number.isInteger(value)) return value;
  if (typeof value === "string" && /^-?\d+$/.test(value.trim())) return Number(value);
  throw new RestError(400, `${field} must be a whole number.`);
}
