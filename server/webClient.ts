// The built web client under /app: hashed assets cached for a year (their names change with
// their content), index.html revalidated on every visit (it names the current assets), brotli or
// gzip copies sent when the browser takes them, and nothing else from the build folder (no
// source maps, no build manifest or stamp). Client-side routes all load index.html.
import { existsSync } from "node:fs";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";

export const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";
export const PAGE_CACHE_CONTROL = "no-cache";

const HIDDEN = /(^|\/)\.|\.map$/;

/** Serves the client if it is built; returns whether it is. */
export async function registerWebClient(fastify: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(webDist)) return false;
  await fastify.register(fastifyStatic, {
    root: webDist,
    prefix: "/app/",
    wildcard: false,
    index: ["index.html"],
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
  const clientRoute = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0];
    if (path.startsWith("/app/assets/") || HIDDEN.test(path)) return reply.callNotFound();
    return reply.type("text/html").sendFile("index.html");
  };
  fastify.get("/app/*", clientRoute);
  return true;
}
