// Query.apiLimits: the limits a partner's operations meet (docs/API.md, "Costs and limits"), read
// from the server's configuration and the document limits /graphql enforces, so the developers
// page (/app/developers) states the real numbers instead of copying them.
import { builder } from "./builder.ts";
import { DEFAULT_PAGE_SIZE } from "./cost.ts";
import { MAX_LIST_ITEMS, MAX_OPERATION_ITEMS, MAX_PAGE_SIZE } from "./limits.ts";

/** GraphQL Armor's document limits on /graphql (server/graphql/yoga.ts). */
export const DOCUMENT_LIMITS = { depth: 12, aliases: 30, directives: 50, tokens: 5000 } as const;

/** The configured limits (server/config.ts): the cost limits and the per-minute request limit. */
export type ConfiguredLimits = {
  maxQueryCost: number;
  budget: number;
  restoreRate: number;
  requestsPerMinute: number;
  maxBodyBytes: number;
  /** Whether callers with neither token nor session may introspect (server/graphql/introspection.ts). */
  anonymousIntrospection: boolean;
};

type ApiLimits = ConfiguredLimits & typeof DOCUMENT_LIMITS;

const ApiLimitsRef = builder.objectRef<ApiLimits>("ApiLimits").implement({
  description: "The limits every /graphql operation meets, as this server is configured. Passing one is refused with a message that names it.",
  fields: (t) => ({
    maxQueryCost: t.exposeInt("maxQueryCost", { description: "The most points one operation may cost (QUERY_COST_LIMIT_EXCEEDED beyond it)." }),
    budget: t.exposeInt("budget", { description: "The points a caller's budget (a leaky bucket per token, user or address) holds when full." }),
    restoreRate: t.exposeFloat("restoreRate", { description: "The points a budget regains each second." }),
    maxDepth: t.exposeInt("depth", { description: "The most levels an operation may nest (DEPTH_LIMIT_EXCEEDED beyond it)." }),
    maxAliases: t.exposeInt("aliases", { description: "The most aliases in one operation (ALIAS_LIMIT_EXCEEDED beyond it)." }),
    maxDirectives: t.exposeInt("directives", { description: "The most directives in one operation (DIRECTIVE_LIMIT_EXCEEDED beyond it)." }),
    maxTokens: t.exposeInt("tokens", { description: "The most tokens (names, punctuation, values) in one document (TOKEN_LIMIT_EXCEEDED beyond it)." }),
    maxListItems: t.int({ description: "The most items one list argument may hold.", resolve: () => MAX_LIST_ITEMS }),
    maxOperationListItems: t.int({ description: "The most list items one operation may pass in all.", resolve: () => MAX_OPERATION_ITEMS }),
    defaultPageSize: t.int({ description: "The items a connection page holds when neither first nor last is given.", resolve: () => DEFAULT_PAGE_SIZE }),
    maxPageSize: t.int({ description: "The most items one connection page may hold.", resolve: () => MAX_PAGE_SIZE }),
    requestsPerMinute: t.exposeInt("requestsPerMinute", {
      description: "The requests one token or user may send each minute (HTTP 429 beyond it); twice that per address.",
    }),
    maxBodyBytes: t.exposeInt("maxBodyBytes", { description: "The largest request body, in bytes (HTTP 413 beyond it)." }),
    anonymousIntrospection: t.exposeBoolean("anonymousIntrospection", {
      description: "Whether callers with neither an API token nor a session may introspect the schema (API tokens and signed-in users always may).",
    }),
  }),
});

builder.queryField("apiLimits", (t) =>
  t.field({
    type: ApiLimitsRef,
    description: "The limits every /graphql operation meets, as this server is configured (the budget left is rateLimit).",
    resolve: (_root, _args, context) => ({ ...context.limits, ...DOCUMENT_LIMITS }),
  }),
);
