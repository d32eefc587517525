// The common /graphql request, one operation POSTed as JSON and answered as JSON (the web client's
// persisted documents, partner tools, graphql-request), runs straight through Yoga's operation
// pipeline: the same plugins, context, limits, error masking and status codes as any other, without
// Yoga's HTTP layer in between. Fastify has parsed the body already; Yoga would wrap the Node
// request in a fetch Request, read its parsed body back through it, build a fetch Response and
// hand its text back to Fastify, which cost a third of a small screen's server CPU (the top bar's
// 1.1 ms against 0.7 for the same document through /api). Everything else (GET, GraphiQL's page,
// batches, uploads, an answer asked as an event stream) goes through Yoga whole.
import type { FastifyReply, FastifyRequest } from "fastify";
import { processRegularResult } from "graphql-yoga";
import { getCORSHeadersByRequestAndOptions, type CORSOptions } from "@whatwg-node/server";
import type { ExecutionResult } from "graphql";
import type { ServerContext, Yoga } from "./yoga.ts";
import { carryingSignal } from "../requestScope.ts";
import { jsonBytes } from "../jsonBytes.ts";

/** The answer's content security policy: a JSON answer loads nothing and is framed nowhere. */
export const JSON_ANSWER_POLICY = "default-src 'none'; frame-ancestors 'none'";

type AnswerType = "application/json" | "application/graphql-response+json";

/**
 * The media type Yoga's result processors would answer a single result with, for this Accept
 * header, when it is one of the two JSON types; null when Yoga would pick another (an event
 * stream, multipart) or refuse (406). Yoga takes the header's types in reverse order and keeps the
 * last match, trying the JSON types last: so the first JSON type the header lists that matches,
 * and of the two, application/json when both match (`*\/*`, `application/*`).
 */
export function jsonAnswerType(accept: string | undefined): AnswerType | null {
  // A client sends the same header with every request: the last one's answer is kept.
  if (accept === lastAccept.header) return lastAccept.type;
  const type = answerTypeFor(accept);
  lastAccept = { header: accept, type };
  return type;
}

let lastAccept: { header: string | undefined; type: AnswerType | null } = { header: undefined, type: "application/json" };

function answerTypeFor(accept: string | undefined): AnswerType | null {
  const asked = (accept || "*/*")
    .replace(/\s/g, "")
    .toLowerCase()
    .split(",")
    .filter((entry) => {
      const charset = entry.split(";").slice(1).find((parameter) => parameter.includes("charset="));
      return !charset || charset === "charset=utf-8";
    })
    .map((entry) => entry.split(";")[0]!);
  const matches = (wanted: string, offered: string) => {
    const [wantedType, wantedSubtype] = wanted.split("/");
    const [type, subtype] = offered.split("/");
    return (wantedType === "*" || wantedType === type) && (wantedSubtype === "*" || wantedSubtype === subtype);
  };
  for (const type of asked) {
    if (matches(type, "application/json")) return "application/json";
    if (matches(type, "application/graphql-response+json")) return "application/graphql-response+json";
  }
  return null;
}

/** Whether this /graphql request takes the direct path: a POST of one operation as a JSON object, answered as JSON. */
export function isJsonPost(request: FastifyRequest): boolean {
  // Yoga's own test of a JSON body (its first content type, exactly).
  const contentType = (request.headers["content-type"] ?? "").split(",")[0]!;
  return (
    request.method === "POST" &&
    (contentType === "application/json" || contentType.startsWith("application/json;")) &&
    typeof request.body === "object" &&
    request.body !== null &&
    !Array.isArray(request.body) &&
    jsonAnswerType(request.headers.accept) !== null
  );
}

/**
 * Runs the operation and sends its answer; false (nothing sent) when Yoga's own handling must answer
 * instead: when its parameter checks refuse the request before anything runs (a malformed body, an
 * unknown persisted document, a Host that makes no URL), whose answers Yoga words and codes itself.
 */
export async function answerJsonPost(
  yoga: Yoga,
  request: FastifyRequest,
  reply: FastifyReply,
  server: ServerContext,
  cors: (request: Request) => CORSOptions,
  signal: AbortSignal,
): Promise<boolean> {
  let fetchRequest: Request;
  let result: ExecutionResult;
  try {
    // The execution stops with the request (server/requestScope.ts), as in the /api door.
    fetchRequest = carryingSignal(new yoga.fetchAPI.Request(`http://${request.host}${request.url}`, { method: "POST", headers: request.headers as Record<string, string> }), signal);
    result = (await yoga.getResultForParams({ params: request.body as Record<string, unknown>, request: fetchRequest }, server)) as ExecutionResult;
  } catch (error) {
    // Yoga puts the parameters on the context as its operation pipeline begins: a failure after
    // that (none is known) is not retried, lest an operation run twice.
    if ("params" in server) throw error;
    return false;
  }
  // Yoga's processor gives the status and headers, and hands its stringifier the answer it would
  // send (internals left out); the answer goes out as bytes written in pieces (server/jsonBytes.ts).
  let answer: object | null = null;
  const stringify = (sanitized: object) => {
    answer = sanitized;
    return "";
  };
  // An event stream's result (this schema has none) keeps its iterator, which a copy would lose: Yoga answers it 406.
  const streamed = Symbol.asyncIterator in (result as object);
  const response = processRegularResult(streamed ? result : { ...result, stringify }, yoga.fetchAPI, jsonAnswerType(request.headers.accept)!);
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    reply.header(key, value);
  });
  for (const [key, value] of Object.entries(getCORSHeadersByRequestAndOptions(fetchRequest, cors(fetchRequest)) ?? {})) reply.header(key, value);
  reply.header("content-security-policy", JSON_ANSWER_POLICY);
  // No answer to write when Yoga's processor answers without one (406 for an event stream).
  reply.send(answer ? jsonBytes(answer) : await response.text());
  return true;
}
