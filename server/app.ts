// The HTTP application: security headers, /graphql, the /api door, health checks and the
// built web client under /app.
import type { Server } from "node:http";
import Fastify, { LogController, type FastifyHttpOptions, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { identify, rideSessionsWith } from "./auth/viewer.ts";
import { identifyOnArrival } from "./auth/requestIdentity.ts";
import { invalidTokenError } from "./graphql/invalidToken.ts";
import { deferringRefunds, memoryCostBudget, postgresCostBudget, redisCostBudget } from "./services/costBudget.ts";
import { postgresAllowanceWrites } from "./services/allowanceWrites.ts";
import { registerCsrfDefence } from "./auth/csrf.ts";
import { registerSignIn } from "./auth/signIn.ts";
import { registerDevelopmentProvider } from "./auth/developmentIdentityProvider.ts";
import { corsFor, createGraphQLServer, type Yoga } from "./graphql/yoga.ts";
import { answerJsonPost, isJsonPost } from "./graphql/jsonPost.ts";
import { cspNonce, graphiqlPolicy, registerGraphiQLAssets } from "./graphql/graphiql.ts";
import { registerRestRoutes, RestError } from "./rest/door.ts";
import { registerMultipart } from "./rest/multipart.ts";
import { registerImages } from "./pages/images.ts";
import { useImageBucket } from "./services/imageStore.ts";
import { restRoutes } from "./rest/routes.ts";
import { registerOpenApi } from "./rest/openapi.ts";
import { containsNul, NUL_REFUSED } from "./domain/text.ts";
import { registerRateLimits } from "./rateLimits.ts";
import { registerAddToPrintout } from "./pages/addToPrintout.ts";
import { registerContentLinks } from "./pages/contentLinks.ts";
import { registerResultPage } from "./pages/result.ts";
import { registerPayments } from "./payments/routes.ts";
import { startCalibrationWorker, type CalibrationWorker } from "./services/calibration.ts";
import { registerWebClient } from "./webClient.ts";
import { registerSecurityHeaders } from "./securityHeaders.ts";
import { registerAnswerBytes } from "./answerBytes.ts";
import { registerRequestLog } from "./requestLog.ts";
import { currentRequest, RequestAbandoned, withRequestScope } from "./requestScope.ts";
import { startScaleKeeper } from "./services/ratingScale.ts";
import { startTrendsKeeper, TRENDS_REFRESH_MS } from "./services/trendingLessons.ts";
import { directReads } from "./db/directReads.ts";

export const BODY_LIMIT_BYTES = 64 * 1024;

/** A GraphQL answer delivered in parts (subscriptions, @defer): sent as a stream. */
const isStreamed = (response: Response) => /^(text\/event-stream|multipart\/mixed)/.test(response.headers.get("content-type") ?? "");

export type App = { fastify: FastifyInstance; yoga: Yoga; calibration: CalibrationWorker };

export async function buildApp(config: Config, database: Database): Promise<App> {
  const options: FastifyHttpOptions<Server> = {
    logger: config.logLevel === "silent" ? false : { level: config.logLevel },
    routerOptions: { ignoreTrailingSlash: true },
    // The largest legitimate body is a contest submission (a few KB); refuse anything near this.
    bodyLimit: BODY_LIMIT_BYTES,
    // Forwarded headers are believed only from a proxy the operator names (TRUST_PROXY).
    trustProxy: config.trustProxy,
    // Fastify's two lines per request (and per static file) are replaced by requestLog.ts.
    logController: new LogController({ disableRequestLogging: true }),
  };
  const fastify = Fastify(options);
  registerRequestLog(fastify);
  // JSON and server pages, compressed per response; the client's files have brotli and gzip copies made at build time.
  await fastify.register(fastifyCompress, { encodings: ["br", "gzip"], threshold: 1024 });
  // Answers go out (or into compression) as bytes made by ./answerBytes.ts.
  registerAnswerBytes(fastify);

  registerSecurityHeaders(fastify, config);

  fastify.setErrorHandler((error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof RestError) return reply.status(error.status).headers(error.headers).send({ detail: error.message });
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    // A request abandoned by its client or its deadline was stopped on purpose (server/requestScope.ts).
    if (status === 500 && !currentRequest()?.signal.aborted && !(error instanceof RequestAbandoned)) request.log.error({ err: error }, "request failed");
    return reply.status(status).send({ detail: status === 500 ? "An error occurred" : error.message });
  });

  // Rate-limit counters and cost budgets: in Redis when configured (closed with the app). Its client
  // is loaded only then: a server without Redis never holds its code.
  const redis = config.redis ? (await import("./db/redis.ts")).openRedis(config.redis) : null;
  if (redis) fastify.addHook("onClose", async () => void (await redis.quit()));
  identifyOnArrival(fastify);
  const policy = { maximum: config.graphqlCost.budget, restoreRate: config.graphqlCost.restoreRate };
  // On PostgreSQL, a turn's request counts and cost takes go in one statement, and the sessions read
  // in that turn with them: a signed-in request's session and count are one round trip.
  const allowanceWrites = redis || database.pglite ? null : postgresAllowanceWrites(database.prisma, policy, directReads(database.prisma, database.clientAdapter));
  if (allowanceWrites) {
    const undo = rideSessionsWith((select) => allowanceWrites.alongside(select));
    fastify.addHook("onClose", async () => undo());
  }
  const allowances = await registerRateLimits(fastify, config, redis ? { redis } : allowanceWrites ? { postgres: allowanceWrites } : null);

  // Every route, /graphql included: a NUL in the query string, path or body is a clear 400 (before
  // the /api routes' schema validation, which would otherwise name the field instead).
  fastify.addHook("preValidation", async (request, reply) => {
    if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body)) {
      return reply.status(400).send({ detail: NUL_REFUSED });
    }
  });

  await fastify.register(fastifyCookie, { secret: config.appSecret });
  registerCsrfDefence(fastify, config.publicUrl);
  await registerSignIn(fastify, config);
  if (config.identityProvider.kind === "development") await registerDevelopmentProvider(fastify, config);

  const limits = {
    ...config.graphqlCost,
    requestsPerMinute: config.rateLimits.requestsPerMinute,
    maxBodyBytes: BODY_LIMIT_BYTES,
    anonymousIntrospection: config.graphqlIntrospection === "open",
  };
  // Shared by every instance in Redis or PostgreSQL (unused points go back with the caller's next
  // operation); in memory on the embedded PGlite (one process).
  const sharedBudget = redis ? redisCostBudget(redis, policy) : allowanceWrites ? postgresCostBudget(database.prisma, policy, allowanceWrites) : null;
  const deferred = sharedBudget && deferringRefunds(sharedBudget);
  if (deferred) fastify.addHook("onClose", () => deferred.flush().catch(() => {}));
  const costBudget = deferred ?? memoryCostBudget(policy);
  const yoga = createGraphQLServer({
    createContext: async (request, server) => {
      // A fixed document (the web client's persisted ones, /api's) pays no cost budget, so no take for
      // its count to go beside (./graphql/costLimits.ts): counted now, while the identity is read.
      const fixedDocument = !server.paysCost || server.persistedDocument;
      if (fixedDocument) server.countedLater?.().catch(() => {});
      const identity = await (server.identity ?? identify(request.headers));
      // A token that does not work is refused (401), never quietly served as anonymous.
      if ("refused" in identity) throw invalidTokenError(identity.refused);
      const { viewer, user, sittings, tokenId } = identity;
      const address = server.clientAddress;
      const budgetKey =
        fixedDocument || address === undefined ? null : tokenId !== null ? `token:${tokenId}` : viewer ? `user:${viewer.id}` : `address:${address}`;
      return {
        viewer,
        viewerUser: user,
        viewerSittings: sittings,
        now: new Date(),
        appSecret: config.appSecret,
        budgetKey,
        countedLater: server.countedLater,
        limits,
        anonymousContestSubmission: address
          ? (competitionId: number) => allowances.anonymousContestSubmission(address, competitionId)
          : async () => {},
      };
    },
    logging: fastify.log,
    publicUrl: config.publicUrl,
    introspection: config.graphqlIntrospection,
    readsAtOnce: config.readsAtOnce,
    cost: {
      budget: costBudget,
      maxQueryCost: config.graphqlCost.maxQueryCost,
    },
  });

  const cors = corsFor(config.publicUrl);
  fastify.route({
    url: "/graphql",
    method: ["GET", "POST", "OPTIONS"],
    // Its own policy: GraphiQL's scripts with this response's nonce (./graphql/graphiql.ts).
    config: { ownContentSecurityPolicy: true },
    handler: async (request, reply) => {
      const server = { clientAddress: request.ip, identity: request.identity, countedLater: request.countedLater, paysCost: true };
      // Execution stops when the client leaves (yoga's request signal) or the deadline passes (the scope's).
      const inScope = <T>(work: (signal: AbortSignal) => Promise<T>) =>
        withRequestScope({ raw: request.raw, response: reply.raw }, config.requestDeadlineMs, (scope) => work(scope.signal), (reason) =>
          request.log.info({ reason }, "request abandoned: its work was stopped"),
        );
      if (isJsonPost(request) && (await inScope((signal) => answerJsonPost(yoga, request, reply, server, cors, signal)))) return reply;
      const nonce = cspNonce();
      reply.header("content-security-policy", graphiqlPolicy(nonce));
      const response = await inScope(async () => yoga.handleNodeRequestAndResponse(request, reply, { ...server, cspNonce: nonce }));
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      // One answer (JSON, GraphiQL's page) goes out as the text Yoga made: piping it as a stream
      // cost more than the answer; an incremental delivery (event stream, multipart) streams.
      reply.send(isStreamed(response) ? response.body : await response.text());
      return reply;
    },
  });

  registerGraphiQLAssets(fastify);
  registerMultipart(fastify);
  useImageBucket(config.imageBucket);
  registerImages(fastify);
  await registerOpenApi(fastify, config.publicUrl);
  registerRestRoutes(fastify, yoga, restRoutes, { checkAnswers: config.env !== "production", deadlineMs: config.requestDeadlineMs });
  registerPayments(fastify, config);
  const calibration = startCalibrationWorker({
    intervalMs: config.calibrationIntervalMs,
    onError: (error) => fastify.log.error({ err: error }, "question calibration failed"),
  });
  fastify.addHook("onClose", () => calibration.stop());
  const scale = startScaleKeeper(database.prisma, {
    intervalMs: config.reanchorIntervalMs,
    onError: (error) => fastify.log.error({ err: error }, "rating re-anchoring failed"),
  });
  fastify.addHook("onClose", () => scale.stop());
  const trends = await startTrendsKeeper(database.prisma, {
    intervalMs: TRENDS_REFRESH_MS,
    onError: (error) => fastify.log.error({ err: error }, "refreshing the trending lessons failed"),
  });
  fastify.addHook("onClose", () => trends.stop());
  registerAddToPrintout(fastify);
  registerContentLinks(fastify);
  await registerResultPage(fastify, config.appSecret, allowances);

  fastify.get("/healthz", async () => ({ status: "ok" }));
  fastify.get("/readyz", async (_request, reply) => {
    try {
      await database.prisma.$queryRaw`SELECT 1`;
      return { status: "ready" };
    } catch {
      return reply.status(503).send({ status: "unavailable" });
    }
  });

  fastify.get("/", (_request, reply) => reply.redirect("/app/"));
  await registerWebClient(fastify, config.webDist, { yoga, deadlineMs: config.requestDeadlineMs });

  fastify.setNotFoundHandler((_request, reply) => reply.status(404).send({ detail: "Not found" }));

  return { fastify, yoga, calibration };
}
