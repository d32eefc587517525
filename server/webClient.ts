// The built web client under /app: hashed assets cached for a year (their names change with
// their content), index.html revalidated on every visit (it names the current assets), brotli or
// gzip copies sent when the browser takes them, and nothing else from the build folder (no
// source maps, no build manifest or stamp, no server renderer). Client-side routes all load
// index.html, except the home page, which goes out rendered for its visitor (./homePage.ts).
import { existsSync } from "node:fs";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import type { ExecutionResult } from "graphql";
import type { Yoga } from "./graphql/yoga.ts";
import { loadRenderer, pageHtml, readShell, type Execute, type PageShell } from "./homePage.ts";
import { withRequestScope } from "./requestScope.ts";

export const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";
export const PAGE_CACHE_CONTROL = "no-cache";
/** A rendered page holds its visitor's data: no shared cache may keep it. */
export const RENDERED_PAGE_CACHE_CONTROL = "private, no-cache";

const HIDDEN = /(^|\/)\.|\.map$/;

export type WebClientOptions = { yoga?: Yoga; deadlineMs?: number };

/** Serves the client if it is built; returns whether it is. */
export async function registerWebClient(fastify: FastifyInstance, webDist: string, options: WebClientOptions = {}): Promise<boolean> {
  if (!existsSync(webDist)) return false;
  await fastify.register(fastifyStatic, {
    root: webDist,
    prefix: "/app/",
    wildcard: false,
    // /app/ is the route below, not the folder's index.
    index: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: "deny",
    allowedPath: (pathname) => !HIDDEN.test(pathname),
    setHeaders: (reply: FastifyReply, path: string) => {
      reply.header("cache-control", path.startsWith(`${webDist}assets/`) ? ASSET_CACHE_CONTROL : PAGE_CACHE_CONTROL);
    },
  });
  // Client-side routes all load the same page. A route of its own (files have theirs, which
  // win) so that the page goes out compressed like any other answer.
  const sendShell = (reply: FastifyReply) => reply.type("text/html").sendFile("index.html");
  const clientRoute = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0];
    if (path.startsWith("/app/assets/") || HIDDEN.test(path)) return reply.callNotFound();
    return sendShell(reply);
  };
  const home = options.yoga ? homeRenderer(fastify, webDist, options.yoga, options.deadlineMs ?? 0) : null;
  const homeRoute = async (request: FastifyRequest, reply: FastifyReply) => {
    // Over the visitor's request allowance (server/rateLimits.ts) the page goes out as the plain file.
    const page = request.homePageUnrendered ? null : await home?.(request, reply);
    if (page === undefined || page === null) return sendShell(reply);
    return reply.type("text/html; charset=utf-8").header("cache-control", RENDERED_PAGE_CACHE_CONTROL).send(page);
  };
  // /app and /app/ (the router ignores a trailing slash). /app/index.html stays the plain file: the
  // app's router reads that address as an unknown page, so the home page's markup would not match it.
  fastify.get("/app/", homeRoute);
  fastify.get("/app/*", clientRoute);
  return true;
}

/**
 * The home page for a request, rendered by the build's server renderer, or null when it cannot be
 * (no renderer in the build, or rendering failed): the caller then sends the plain page, which the
 * app renders in the browser as before. Each kind of failure is logged once, at warn.
 */
function homeRenderer(fastify: FastifyInstance, webDist: string, yoga: Yoga, deadlineMs: number) {
  let prepared: Promise<{ shell: PageShell; render: NonNullable<Awaited<ReturnType<typeof loadRenderer>>> } | null> | null = null;
  const warned = new Set<string>();
  const warnOnce = (kind: string, error: unknown) => {
    if (warned.has(kind)) return;
    warned.add(kind);
    fastify.log.warn({ err: error }, `the home page is sent unrendered (the app renders it in the browser): ${kind}`);
  };
  const prepare = () =>
    (prepared ??= (async () => {
      try {
        const render = await loadRenderer(webDist);
        if (!render) {
          warnOnce("the build has no server renderer", undefined);
          return null;
        }
        return { shell: readShell(webDist), render };
      } catch (error) {
        warnOnce("the server renderer could not be loaded", error);
        return null;
      }
    })());

  return async (request: FastifyRequest, reply: FastifyReply): Promise<string | null> => {
    const ready = await prepare();
    if (!ready) return null;
    // The documents run in-process as /api's do (server/rest/door.ts), as the session's viewer.
    const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
    for (const name of ["cookie", "x-request-id"]) {
      const value = request.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    try {
      return await withRequestScope({ raw: request.raw, response: reply.raw }, deadlineMs, async (scope) => {
        const execute: Execute = async (documentId, variables) =>
          (await yoga.getResultForParams(
            {
              params: { doc_id: documentId, variables } as never,
              request: new Request("http://in-process/graphql", { method: "POST", headers, signal: scope.signal }),
            },
            { clientAddress: request.ip, identity: request.identity },
          )) as ExecutionResult;
        const page = await ready.render.renderPage("/", execute, scope.signal);
        return pageHtml(ready.shell, page);
      });
    } catch (error) {
      warnOnce("rendering failed", error);
      return null;
    }
  };
}
