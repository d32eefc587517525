// The GraphQL server: the single contract behind /graphql, /api and the form handlers.
import { existsSync, readFileSync } from "node:fs";
import { createYoga, type YogaServerInstance } from "graphql-yoga";
import { DOCUMENT_LIMIT_CODES, listLimits, namedDocumentLimit } from "./limits.ts";
import { costLimits, type CostOptions } from "./costLimits.ts";
import { DOCUMENT_LIMITS } from "./apiLimits.ts";
import { introspectionPolicy, type IntrospectionPolicy } from "./introspection.ts";
import { usePersistedOperations } from "@graphql-yoga/plugin-persisted-operations";
import { graphiqlOptions, renderGraphiQLPage } from "./graphiql.ts";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { getOperationAST, GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import { schema } from "./schema.ts";
import type { Context } from "./context.ts";
import { isDomainError, TooManyTries } from "../domain/errors.ts";
import { currentRequest } from "../requestScope.ts";
import { readsAtOnce } from "./readsAtOnce.ts";
import { executionCancellation } from "./executionCancellation.ts";
import type { CountedLater } from "../rateLimits.ts";
import type { Identity } from "../auth/viewer.ts";

/**
 * What the HTTP layer hands each request: the caller's address (absent for the server's own
 * in-process calls), and whether the request came to /graphql itself, whose query text pays the
 * cost budget (fixed documents, the /api adapters' and the web client's persisted ones, are covered
 * by the per-minute request limits: `persistedDocument`), and
 * the nonce of the response's content security policy (for GraphiQL's page); `identity`: who the
 * request is, when its reading began as it arrived (server/auth/requestIdentity.ts).
 */
export type ServerContext = {
  clientAddress?: string;
  paysCost?: boolean;
  cspNonce?: string;
  identity?: Promise<Identity>;
  /** The request's per-minute count when it started before the count was answered (server/rateLimits.ts). */
  countedLater?: CountedLater;
  /**
   * Set when the request runs one of the web client's persisted documents (named by `doc_id`, with
   * no query text beside it): a fixed document, like an /api adapter's, so it pays no cost budget
   * (the per-minute request limits cover it, as they cover /api).
   */
  persistedDocument?: boolean;
};
export type Yoga = YogaServerInstance<ServerContext, Context>;

const PERSISTED_QUERIES = new URL("../../web/__generated__/persisted-queries.json", import.meta.url);

/** Relay's compiler writes the first-party operations here, keyed by the id the client sends. */
function loadPersistedQueries(): Record<string, string> {
  return existsSync(PERSISTED_QUERIES) ? JSON.parse(readFileSync(PERSISTED_QUERIES, "utf8")) : {};
}

/**
 * The one place where errors become what clients see. Never send stack traces or internal
 * messages: GraphQL errors (raised by graphql-js for a document or variables that do not fit,
 * or by the auth scopes with a code) and the services' domain errors (server/domain/errors.ts)
 * keep their message and carry their code; anything else thrown in a resolver is masked.
 */
function maskUnexpected(error: unknown, message: string): Error {
  if (error instanceof GraphQLError) {
    const limit = namedDocumentLimit(error.message);
    if (limit) return limit;
    const original = error.originalError;
    if (original instanceof TooManyTries) {
      // 429 on /graphql too, with the wait in seconds for clients and in Retry-After for HTTP.
      const retryAfter = original.retryAfterSeconds;
      return new GraphQLError(original.message, {
        nodes: error.nodes,
        path: error.path,
        extensions: { code: original.code, retryAfter, http: { status: 429, headers: { "retry-after": String(retryAfter) } } },
      });
    }
    if (isDomainError(original)) {
      return new GraphQLError(original.message, { nodes: error.nodes, path: error.path, extensions: { code: original.code } });
    }
    if (!original || original instanceof GraphQLError) {
      const code = error.extensions.code ?? (original as GraphQLError | undefined)?.extensions.code ?? "BAD_USER_INPUT";
      return new GraphQLError(error.message, { nodes: error.nodes, path: error.path, extensions: { ...error.extensions, code } });
    }
    if (original.name === "InputValidationError") {
      return new GraphQLError(error.message, { nodes: error.nodes, path: error.path, extensions: { code: "BAD_USER_INPUT" } });
    }
  }
  return new GraphQLError(message, { extensions: { code: "INTERNAL_SERVER_ERROR" } });
}

/** Refusals a client caused: worth a line at info for tracing, never an error with a stack. */
const CLIENT_ERROR_CODES = new Set([
  "UNAUTHENTICATED", "FORBIDDEN", "BAD_USER_INPUT", "NOT_FOUND", "GRAPHQL_VALIDATION_FAILED", "GRAPHQL_PARSE_FAILED", "PERSISTED_QUERY_NOT_FOUND", "RATE_LIMITED",
  "QUERY_COST_LIMIT_EXCEEDED", "THROTTLED", ...DOCUMENT_LIMIT_CODES,
]);

/** The code of an error the client caused, or null for a fault of ours. */
function clientCode(error: GraphQLError): string | null {
  const original = error.originalError;
  const code = isDomainError(original)
    ? original.code
    : original?.name === "InputValidationError"
      ? "BAD_USER_INPUT"
      : String(error.extensions.code ?? (original instanceof GraphQLError ? (original.extensions.code ?? "") : ""));
  return CLIENT_ERROR_CODES.has(code) ? code : null;
}

type Log = { debug(...args: unknown[]): void; info(...args: unknown[]): void; warn(...args: unknown[]): void; error(...args: unknown[]): void };

/**
 * Yoga logs every error it sends; only the unexpected ones are errors of ours. A refusal is the
 * caller's business: its request's own line (requestLog.ts) shows the status, so the code goes to
 * debug and info keeps one line per request.
 */
function clientErrorsAtInfo(log: Log): Log {
  return {
    debug: (...args) => log.debug(...args),
    info: (...args) => log.info(...args),
    warn: (...args) => log.warn(...args),
    error: (...args) => {
      const [first] = args;
      const code = first instanceof GraphQLError ? clientCode(first) : null;
      if (code) log.debug({ code, message: (first as GraphQLError).message }, "request refused");
      // A request whose client left (or whose deadline passed) fails as its work is stopped: the
      // request's own line says so at info (server/requestScope.ts).
      else if (currentRequest()?.signal.aborted) log.debug({ message: first instanceof Error ? first.message : String(first) }, "abandoned request's work stopped");
      else log.error(...args);
    },
  };
}

/** A read-only API token may query but never run a mutation. */
const readOnlyTokens: Plugin<Context> = {
  onExecute({ args, setResultAndStopExecution }) {
    const operation = getOperationAST(args.document, args.operationName);
    if (operation?.operation === "mutation" && args.contextValue.viewer?.tokenAccess === "READ") {
      setResultAndStopExecution({
        errors: [new GraphQLError("This API token is read-only.", { extensions: { code: "FORBIDDEN" } })],
      });
    }
  },
};

/**
 * A request that started before its per-minute count was answered (server/rateLimits.ts: reads
 * only) runs a mutation only once the count allows it: writes cannot be taken back. Over the
 * allowance nothing runs, and the answer goes out as the 429 refusal.
 */
const writesWaitForCount: Plugin<Context> = {
  async onExecute({ args, setResultAndStopExecution }) {
    const counting = args.contextValue.countedLater;
    if (!counting || getOperationAST(args.document, args.operationName)?.operation === "query") return;
    if (await counting()) setResultAndStopExecution({ errors: [new GraphQLError("Too many requests.", { extensions: { code: "THROTTLED" } })] });
  },
};

/**
 * Cross-origin reads: this site's own pages may send cookies; any other origin may call with an
 * API token only (a wildcard origin, which browsers never pair with cookies).
 */
export function corsFor(publicUrl: string) {
  const siteOrigin = new URL(publicUrl).origin;
  return (request: Request) =>
    request.headers.get("origin") === siteOrigin
      ? { origin: siteOrigin, credentials: true }
      : { origin: "*", credentials: false, allowedHeaders: ["authorization", "content-type"], methods: ["GET", "POST"] };
}

export function createGraphQLServer(options: {
  createContext: (request: Request, server: ServerContext) => Promise<Context>;
  logging?: Log;
  publicUrl: string;
  cost: CostOptions;
  introspection: IntrospectionPolicy;
  /** Queries executing at once at most (./readsAtOnce.ts). */
  readsAtOnce: number;
}): Yoga {
  const persisted = loadPersistedQueries();
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: "/graphql",
    landingPage: false,
    cors: corsFor(options.publicUrl),
    // GraphiQL from this server's own files under a nonce policy (./graphiql.ts).
    graphiql: (_request, server) => graphiqlOptions((server as ServerContext).cspNonce ?? ""),
    renderGraphiQL: renderGraphiQLPage,
    // Never send stack traces or internal messages to clients.
    maskedErrors: { maskError: maskUnexpected },
    logging: options.logging ? clientErrorsAtInfo(options.logging) : false,
    context: ({ request, ...server }) => options.createContext(request, server as ServerContext),
    plugins: [
      readOnlyTokens,
      introspectionPolicy(options.introspection),
      listLimits,
      // Before writesWaitForCount: it sends the request's count with the cost take (one statement
      // in PostgreSQL), and a mutation then waits for both at once.
      costLimits(options.cost),
      writesWaitForCount,
      // A client that leaves, or a deadline that passes, stops the work done for it.
      executionCancellation,
      // Past every check that may refuse, and after the signal is set: only a read that will run
      // waits for its turn, and leaves the line when that signal aborts.
      readsAtOnce(options.readsAtOnce),
      usePersistedOperations({
        // Asked only when the request sends no query text (a text runs as sent, and pays).
        getPersistedOperation: (id, _request, server) => {
          const text = persisted[id] ?? null;
          if (text !== null) (server as ServerContext).persistedDocument = true;
          return text;
        },
        // Relay sends { doc_id }; partner tools and GraphiQL send query text.
        extractPersistedOperationId: (params) => {
          const id = (params as { doc_id?: unknown }).doc_id;
          return typeof id === "string" ? id : null;
        },
        allowArbitraryOperations: true,
      }),
      // Limits for everybody; Relay queries are built of fragments, so depth counts through them.
      EnvelopArmorPlugin({
        maxDepth: { n: DOCUMENT_LIMITS.depth, flattenFragments: true },
        maxAliases: { n: DOCUMENT_LIMITS.aliases },
        maxDirectives: { n: DOCUMENT_LIMITS.directives },
        maxTokens: { n: DOCUMENT_LIMITS.tokens },
        // The cost limit is ours (./costLimits.ts): the same points the budget counts.
        costLimit: { enabled: false },
        blockFieldSuggestion: { enabled: true },
      }),
    ],
  });
}
