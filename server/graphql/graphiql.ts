// GraphiQL at /graphql under a strict content security policy: no inline script, no eval, no CDN.
// The page is the GraphiQL that @graphql-yoga/render-graphiql bundles, served from this server
// as files (/graphiql/*): its script, its styles and its three editor workers. The only script
// the page runs is those files, each carrying the request's nonce; the small start script
// (graphiql-start.js) gives the nonce to the style elements the editor makes as it runs, reads
// the options from a JSON block, and starts GraphiQL with the header editor open for tokens.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import type { GraphiQLOptions } from "graphql-yoga";

export const GRAPHIQL_ASSETS = "/graphiql";

/** A fresh nonce for one response. */
export const cspNonce = (): string => randomBytes(16).toString("base64");

/** The /graphql policy: scripts only with the nonce, workers and styles from this server (or with the nonce). */
const POLICY_AROUND_NONCE = [
  "default-src 'self'",
  "script-src 'nonce-NONCE'",
  "worker-src 'self'",
  "style-src 'self' 'nonce-NONCE'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
]
  .join("; ")
  .split("NONCE");

/** The /graphql policy with this response's nonce (the policy's text is built once). */
export function graphiqlPolicy(nonce: string): string {
  return POLICY_AROUND_NONCE.join(nonce);
}

export type GraphiQLPage = GraphiQLOptions & { nonce: string };

/** The options every partner gets: the header editor shown, so a token can be pasted in. */
export function graphiqlOptions(nonce: string): GraphiQLPage {
  return {
    title: "Boxed GraphQL",
    nonce,
    isHeadersEditorEnabled: true,
    defaultEditorToolsVisibility: "headers",
    shouldPersistHeaders: false,
    schemaDescription: true,
    inputValueDeprecation: true,
    defaultQuery: [
      "# Boxed's GraphQL API: docs at /app/developers.",
      "# Make a token on your profile (/app/user, API tokens), then put it in Headers below:",
      '#   { "Authorization": "Bearer bxd_…" }',
      "query Budget {",
      "  viewer { username }",
      "  rateLimit { limit cost remaining restoreRate resetAt }",
      "}",
      "",
    ].join("\n"),
  };
}

/** Text safe inside a <script type="application/json"> block. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export function renderGraphiQLPage(page: GraphiQLOptions): string {
  const { nonce, ...options } = page as GraphiQLPage;
  const n = attribute(nonce ?? "");
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${attribute(options.title ?? "GraphiQL")}</title>
    <link rel="icon" href="${GRAPHIQL_ASSETS}/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="${GRAPHIQL_ASSETS}/graphiql.css" />
  </head>
  <body>
    <noscript>GraphiQL needs JavaScript. Without it, send queries with curl as docs/API.md shows.</noscript>
    <div id="root"></div>
    <script type="application/json" id="graphiql-options">${scriptJson(options)}</script>
    <script nonce="${n}" src="${GRAPHIQL_ASSETS}/graphiql-start.js"></script>
    <script nonce="${n}" src="${GRAPHIQL_ASSETS}/graphiql.js"></script>
    <script nonce="${n}" src="${GRAPHIQL_ASSETS}/graphiql-run.js"></script>
  </body>
</html>
`;
}

const START = readFileSync(new URL("./graphiql-start.js", import.meta.url), "utf8");
const RUN = readFileSync(new URL("./graphiql-run.js", import.meta.url), "utf8");
/** The app's icon, from the web client's sources (the built client may not be there, as in the API tests). */
const ICON = readFileSync(new URL("../../web/public/favicon.svg", import.meta.url), "utf8");

type Asset = { type: string; body: string };

/**
 * GraphiQL's bundle is a 9 MB module holding its files as strings: about 35 MB of the server's
 * heap once imported. Imported on the first request for one of them, so a server nobody opens
 * GraphiQL on never holds it.
 */
let assets: Promise<Record<string, Asset>> | undefined;
function loadAssets(): Promise<Record<string, Asset>> {
  assets ??= import("@graphql-yoga/render-graphiql/graphiql").then(({ css, editorWorkerService, graphqlWorker, js, jsonWorker }) => ({
    "graphiql.css": { type: "text/css; charset=utf-8", body: css },
    "graphiql.js": { type: "text/javascript; charset=utf-8", body: js },
    "graphiql-start.js": { type: "text/javascript; charset=utf-8", body: START },
    "graphiql-run.js": { type: "text/javascript; charset=utf-8", body: RUN },
    "editor.worker.js": { type: "text/javascript; charset=utf-8", body: editorWorkerService },
    "json.worker.js": { type: "text/javascript; charset=utf-8", body: jsonWorker },
    "graphql.worker.js": { type: "text/javascript; charset=utf-8", body: graphqlWorker },
    "favicon.svg": { type: "image/svg+xml", body: ICON },
  }));
  return assets;
}

const FILES = new Set(["graphiql.css", "graphiql.js", "graphiql-start.js", "graphiql-run.js", "editor.worker.js", "json.worker.js", "graphql.worker.js", "favicon.svg"]);

/** GraphiQL's files, from the installed package (the machine may be offline; no CDN). */
export function registerGraphiQLAssets(fastify: FastifyInstance): void {
  fastify.get<{ Params: { file: string } }>(`${GRAPHIQL_ASSETS}/:file`, async (request, reply) => {
    const asset = FILES.has(request.params.file) ? (await loadAssets())[request.params.file] : undefined;
    if (!asset) return reply.status(404).send({ detail: "Not found" });
    return reply.header("content-type", asset.type).header("cache-control", "public, max-age=3600").send(asset.body);
  });
}
