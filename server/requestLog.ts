// One log line per request once it is answered, for everything but the web client's files
// (those are many per page and say nothing an operator needs). The path is logged without its
// query string, which can hold one-time sign-in codes. Client errors are ordinary: the line's
// status says enough, so they get no stack.
import type { FastifyInstance } from "fastify";

export function isWebClientPath(path: string): boolean {
  return path === "/app" || path.startsWith("/app/");
}

export function registerRequestLog(fastify: FastifyInstance): void {
  fastify.addHook("onResponse", async (request, reply) => {
    const path = request.url.split("?")[0];
    if (isWebClientPath(path)) return;
    const ms = Math.round(reply.elapsedTime);
    request.log.info({ method: request.method, path, status: reply.statusCode, ms }, `${request.method} ${path} ${reply.statusCode} ${ms}ms`);
  });
}
