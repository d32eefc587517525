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
import type { PrismaClient } from "./db/generated/client.ts";
import type { Database } from "./db/client.ts";
import type { RedisClient } from "./db/redis.ts";
import { SESSION_COOKIE } from "./auth/sessions.ts";
import { TooManyTries } from "./domain/errors.ts";
import { secondsText } from "./domain/text.ts";
import { isApiPath, isRenderedHomePath, isSignInPath, runsGraphQL } from "./paths.ts";
import { seenBuckets } from "./seenBuckets.ts";

const WINDOW_MS = 60_000;
const DAY_MS = 86_400_000;

type Counter = { current: number; ttl: number };

type Hit = { key: string; timeWindow: number; callback: (error: Error | null, result?: Counter) => void };

/**
 * A @fastify/rate-limit store on the rate_limit_counters table. The hits arriving in the same turn
 * of the event loop (a burst of requests) are counted together: one upsert for all their keys, in
 * key order (so two instances never wait on each other in a circle), each hit then told its own
 * place in its key's count.
 */
function postgresStore(prisma: PrismaClient) {
  let waiting: Hit[] = [];
  const flush = async () => {
    const hits = waiting;
    waiting = [];
    const byKey = new Map<string, Hit[]>();
    for (const hit of hits) byKey.set(hit.key, [...(byKey.get(hit.key) ?? []), hit]);
    const keys = [...byKey.keys()].sort();
    let rows: { key: string; hits: number; ttl: number }[];
    try {
      rows = await prisma.$queryRaw<{ key: string; hits: number; ttl: number }[]>`
        INSERT INTO rate_limit_counters (key, hits, reset_at)
        SELECT t.key, t.hits, now() + t.window_ms * interval '1 millisecond'
        FROM unnest(${keys}::text[], ${keys.map((key) => byKey.get(key)!.length)}::int[], ${keys.map((key) => byKey.get(key)![0]!.timeWindow)}::int[])
          AS t(key, hits, window_ms)
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limit_counters.reset_at <= now() THEN EXCLUDED.hits ELSE rate_limit_counters.hits + EXCLUDED.hits END,
          reset_at = CASE WHEN rate_limit_counters.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limit_counters.reset_at END
        RETURNING key, hits, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (reset_at - now())) * 1000))::int AS ttl`;
    } catch (error) {
      for (const hit of hits) hit.callback(error as Error);
      return;
    }
    for (const row of rows) {
      const counted = byKey.get(row.key)!;
      for (const [index, hit] of counted.entries()) hit.callback(null, { current: row.hits - counted.length + 1 + index, ttl: row.ttl });
    }
    // Now and then, forget windows that ended long ago.
    if (Math.random() < 0.01) await prisma.$executeRaw`DELETE FROM rate_limit_counters WHERE reset_at < now() - interval '1 hour'`.catch(() => {});
  };
  return class PostgresRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Counter) => void, timeWindow: number): void {
      if (waiting.length === 0) setImmediate(() => void flush());
      waiting.push({ key, timeWindow, callback });
    }

    child(): PostgresRateLimitStore {
      return this;
    }
  };
}

const digest = (secret: string) => createHash("sha256").update(secret).digest("base64url").slice(0, 22);

/** The browser session or API token a request carries, as a key that reveals neither. */
function callerKey(request: FastifyRequest): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
  if (bearer) return `token:${digest(bearer)}`;
  const session = fastifyCookie.parse(request.headers.cookie ?? "")[SESSION_COOKIE];
  return session ? `session:${digest(session)}` : null;
}


/** A request over its allowance: the limit it passed and when its window ends. */
export type RateRefusal = { max: number; seconds: number };

declare module "fastify" {
  interface FastifyRequest {
    /** Set when the visitor's allowance is spent: the home page goes out unrendered (server/webClient.ts). */
    homePageUnrendered?: boolean;
    /**
     * The count of a read that started before it was answered (null: within the allowance). Its
     * answer waits for it, and so does any GraphQL mutation it runs (writesWaitForCount, server/graphql/yoga.ts).
     */
    countedLater?: Promise<RateRefusal | null>;
  }
}

/**
 * The requests that may start before their count is answered: reads. GET and HEAD on /graphql and
 * /api (GraphQL refuses mutations over GET; the /api GET routes run queries), and POST /graphql,
 * whose mutations wait for the count before they run. Other POSTs to /api, sign-in and the rendered
 * home page (sent unrendered over the allowance, so it must know first) always wait.
 */
const mayStartBeforeCounted = (method: string, path: string) =>
  isApiPath(path) && (method === "GET" || method === "HEAD" || (method === "POST" && path === "/graphql"));

/** Allowances counted by the services rather than per HTTP route; each throws TooManyTries when used up. */
export type Allowances = {
  anonymousContestSubmission(address: string, competitionId: number): Promise<void>;
};

const inWords = (seconds: number) => (seconds >= 3600 ? `${Math.ceil(seconds / 3600)} hours` : seconds >= 60 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`);

export async function registerRateLimits(fastify: FastifyInstance, config: Config, database: Database, redis: RedisClient | null): Promise<Allowances> {
  const { requestsPerMinute, signInsPerMinute, anonymousContestSubmissionsPerDay } = config.rateLimits;
  await fastify.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: "rate-limit:" } : database.pglite ? {} : { store: postgresStore(database.prisma) }),
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
  const perCaller = limit("caller", requestsPerMinute, callerKey);
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
    const path = request.url.split("?")[0]!;
    const limits = runsGraphQL(path) ? [perAddress, perCaller] : isSignInPath(path) ? [signIns] : [];
    if (limits.length === 0) return;
    const keys = limits.map(({ keyOf }) => keyOf(request));
    // Counted together: in PostgreSQL one upsert for both keys (the store counts a turn's hits at once).
    const counting = Promise.all(limits.map(({ check }) => check(request))).then((results): RateRefusal | null => {
      for (const [index, result] of results.entries()) if (keys[index] && !result.isAllowed) seen.saw(keys[index], result.remaining);
      for (const [index, result] of results.entries()) if (!result.isAllowed && result.isExceeded) return { max: limits[index]!.max, seconds: result.ttlInSeconds };
      return null;
    });
    if (mayStartBeforeCounted(request.method, path) && keys.every((key) => key === null || seen.mayStart(key, 1))) {
      for (const key of keys) if (key) seen.startUntil(key, 1, counting);
      // Awaited when the answer is sent (below); a failed count fails the answer there.
      counting.catch(() => {});
      request.countedLater = counting;
      return;
    }
    const refusal = await counting;
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
    const refusal = await request.countedLater;
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
