// Rate limits, answered with 429, Retry-After and the RateLimit-* headers (IETF draft names):
//   /graphql and /api  per caller (browser session or API token) and, more loosely, per address;
//   sign-in (/auth, /dev-idp)  per address;
//   anonymous contest submissions  per address and contest, a few a day (an anonymous taker sees
//     which answers were right, so unlimited tries would reveal the answer key).
// Counters live in Redis when it is configured, else in PostgreSQL when the app runs on it, so
// every instance behind a load balancer counts the same hits; on the embedded PGlite (one process
// by construction) they live in memory.
//   the home page (/app/) per caller and per address like /graphql, since rendering it runs the
//     home screen's documents (server/homePage.ts); over the allowance it is sent unrendered
//     (the browser then renders it, and its /graphql requests meet the limit), never refused.
// @fastify/rate-limit does the counting; this file says what is limited and where counts live.
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyRateLimit from "@fastify/rate-limit";
import { fastifyCookie } from "@fastify/cookie";
import type { Config } from "./config.ts";
import type { RedisClient } from "./db/redis.ts";
import { SESSION_COOKIE } from "./auth/sessions.ts";
import { TooManyTries } from "./domain/errors.ts";
import { secondsText } from "./domain/text.ts";
import { isApiPath, isRenderedHomePath, isSignInPath, routedPath, runsGraphQL } from "./paths.ts";
import { seenBuckets } from "./seenBuckets.ts";
import type { AllowanceWrites } from "./services/allowanceWrites.ts";

const WINDOW_MS = 60_000;
const DAY_MS = 86_400_000;

type Counter = { current: number; ttl: number };

/**
 * A @fastify/rate-limit store on the rate_limit_counters table: each hit goes with its turn's other
 * allowance writes (services/allowanceWrites.ts: a burst's hits, a request's cost take), one
 * statement, and is told its own place in its key's count.
 */
function postgresStore(writes: AllowanceWrites) {
  return class PostgresRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Counter) => void, timeWindow: number): void {
      writes.count(key, timeWindow).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    }

    child(): PostgresRateLimitStore {
      return this;
    }
  };
}

const digest = (secret: string) => createHash("sha256").update(secret).digest("base64url").slice(0, 22);

const SESSION_CALLER = "session:";
/** The per-caller counters' prefix (their keys: `caller:<callerKey>`). */
const CALLER = "caller";
/** Whether a counter's key is a browser session's. */
const isSessionCaller = (key: string | null) => key?.startsWith(`${CALLER}:${SESSION_CALLER}`) === true;

/** The browser session or API token a request carries, as a key that reveals neither. */
function callerKey(request: FastifyRequest): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
  if (bearer) return `token:${digest(bearer)}`;
  const session = fastifyCookie.parse(request.headers.cookie ?? "")[SESSION_COOKIE];
  return session ? `${SESSION_CALLER}${digest(session)}` : null;
}

/** A request over its allowance: the limit it passed and when its window ends. */
export type RateRefusal = { max: number; seconds: number };

declare module "fastify" {
  interface FastifyRequest {
    /** Set when the visitor's allowance is spent: the home page goes out unrendered (server/webClient.ts). */
    homePageUnrendered?: boolean;
    /**
     * The count of a read that started before it was answered (null: within the allowance); the
     * first call sends it, if not yet sent. Its answer waits for it, and so does any GraphQL
     * mutation it runs (writesWaitForCount, server/graphql/yoga.ts).
     */
    countedLater?: CountedLater;
  }
}

/**
 * The requests that may start before their count is answered: reads. GET and HEAD on /graphql and
 * /api (GraphQL refuses mutations over GET; the /api GET routes run queries), and POST /graphql,
 * whose mutations wait for the count before they run. Other POSTs to /api, sign-in and the rendered
 * home page (sent unrendered over the allowance, so it must know first) always wait.
 */
const mayStartBeforeCounted = (method: string, path: string) => isApiPath(path) && (method === "GET" || method === "HEAD" || runsOperationLater(method, path));

/** A POST to /graphql, whose count waits for its operation to start (then sent beside its cost take). */
function runsOperationLater(method: string, path: string): boolean {
  return method === "POST" && path === "/graphql";
}

/** Sends a read's count if not yet sent; answers its refusal (null: within the allowance). */
export type CountedLater = () => Promise<RateRefusal | null>;

/** Allowances counted by the services rather than per HTTP route; each throws TooManyTries when used up. */
export type Allowances = {
  anonymousContestSubmission(address: string, competitionId: number): Promise<void>;
};

const inWords = (seconds: number) => (seconds >= 3600 ? `${Math.ceil(seconds / 3600)} hours` : seconds >= 60 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`);

/** `shared`: where counts live across instances (null: in this process, on the embedded PGlite). */
export async function registerRateLimits(fastify: FastifyInstance, config: Config, shared: { redis: RedisClient } | { postgres: AllowanceWrites } | null): Promise<Allowances> {
  const { requestsPerMinute, signInsPerMinute, anonymousContestSubmissionsPerDay } = config.rateLimits;
  await fastify.register(fastifyRateLimit, {
    global: false,
    ...(shared === null ? {} : "redis" in shared ? { redis: shared.redis, nameSpace: "rate-limit:" } : { store: postgresStore(shared.postgres) }),
  });
  const limit = (prefix: string, max: number, key: (request: FastifyRequest) => string | null) => {
    /** The counter's key, as the limiter names it (null: not counted). */
    const keyOf = (request: FastifyRequest) => {
      const name = key(request);
      return name === null ? null : `${prefix}:${name}`;
    };
    const uncounted = `${prefix}:null`;
    return {
      max,
      keyOf,
      check: fastify.createRateLimit({
        max,
        timeWindow: WINDOW_MS,
        keyGenerator: (request) => keyOf(request) ?? uncounted,
        // The limiter hands over the key it generated: the caller's key is worked out once.
        allowList: (_request, generated) => generated === uncounted,
      }),
    };
  };
  const perCaller = limit(CALLER, requestsPerMinute, callerKey);
  // An address may hold many students (a school): twice a caller's allowance.
  const perAddress = limit("address", requestsPerMinute * 2, (request) => request.ip);
  const signIns = limit("sign-in", signInsPerMinute, (request) => request.ip);

  const refuse = (reply: FastifyReply, { max, seconds }: RateRefusal) =>
    reply
      .status(429)
      .header("retry-after", seconds)
      .header("ratelimit-limit", max)
      .header("ratelimit-remaining", 0)
      .header("ratelimit-reset", seconds)
      .header("content-type", "application/json; charset=utf-8");
  const refusalText = ({ seconds }: RateRefusal) => JSON.stringify({ detail: `Too many requests. Try again in ${secondsText(seconds)}.` });
  // What this instance last saw of each counter: a read from a caller seen lately with requests
  // left starts while its count is on its way (one round trip less before its data); the count
  // still decides the answer.
  const seen = seenBuckets();

  fastify.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    const path = routedPath(request.url);
    const limits = runsGraphQL(path) ? [perAddress, perCaller] : isSignInPath(path) ? [signIns] : [];
    if (limits.length === 0) return;
    const keys = limits.map(({ keyOf }) => keyOf(request));
    // Counted together: in PostgreSQL one statement for both keys (the store counts a turn's hits at once).
    const count = () =>
      Promise.all(limits.map(({ check }) => check(request))).then((results): RateRefusal | null => {
        for (const [index, result] of results.entries()) if (keys[index] && !result.isAllowed) seen.saw(keys[index], result.remaining);
        for (const [index, result] of results.entries()) if (!result.isAllowed && result.isExceeded) return { max: limits[index]!.max, seconds: result.ttlInSeconds };
        return null;
      });
    if (mayStartBeforeCounted(request.method, path) && keys.every((key) => key === null || seen.mayStart(key, 1))) {
      const answered = Promise.withResolvers<RateRefusal | null>();
      let counting: Promise<RateRefusal | null> | null = null;
      request.countedLater = () => {
        if (counting) return counting;
        counting = count();
        answered.resolve(counting);
        return counting;
      };
      // Awaited when the answer is sent (below); a failed count fails the answer there.
      answered.promise.catch(() => {});
      for (const key of keys) if (key) seen.startUntil(key, 1, answered.promise);
      // An operation on /graphql is counted when it starts, beside its cost take (./graphql/costLimits.ts:
      // in PostgreSQL, one statement for both), unless it comes with a browser session: then at once,
      // beside the session being read (in PostgreSQL one statement, services/allowanceWrites.ts
      // `alongside`; the web client's documents pay no take). Other reads at once.
      if (!runsOperationLater(request.method, path) || keys.some(isSessionCaller)) request.countedLater();
      return;
    }
    const refusal = await count();
    if (!refusal) return;
    if (isRenderedHomePath(path)) {
      request.homePageUnrendered = true;
      return;
    }
    return refuse(reply, refusal).send(refusalText(refusal));
  });

  // A read that started before its count was answered: over the allowance, its answer is the
  // refusal all the same, with nothing of what it read (nor a cookie it set).
  fastify.addHook("onSend", async (request, reply, payload) => {
    if (!request.countedLater) return payload;
    const refusal = await request.countedLater();
    if (!refusal) return payload;
    if (payload instanceof Readable) payload.destroy();
    for (const name of ["set-cookie", "etag", "last-modified", "cache-control"]) reply.removeHeader(name);
    refuse(reply, refusal);
    return refusalText(refusal);
  });

  // Counted in the same store as the limits above; the key is not a request's, so the limiter is
  // handed the one field it reads.
  const anonymousSubmissions = fastify.createRateLimit({
    max: anonymousContestSubmissionsPerDay,
    timeWindow: DAY_MS,
    keyGenerator: (request) => (request as unknown as { allowanceKey: string }).allowanceKey,
  });
  return {
    async anonymousContestSubmission(address, competitionId) {
      const probe = { allowanceKey: `anonymous-contest:${competitionId}:${address}`, routeOptions: { config: {} } };
      const result = await anonymousSubmissions(probe as unknown as FastifyRequest);
      if (result.isAllowed || !result.isExceeded) return;
      throw new TooManyTries(
        `Too many contest submissions from your address without signing in. Sign in to submit again, or try again in ${inWords(result.ttlInSeconds)}.`,
        result.ttlInSeconds,
      );
    },
  };
}
