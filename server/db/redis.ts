// Redis, when REDIS_URL is set: where rate-limit counters and GraphQL cost budgets live, shared by
// every app instance (server/rateLimits.ts, server/services/costBudget.ts). Each key the app writes
// starts with the configured prefix, so several deployments (or test runs) can share one server.
import { Redis } from "ioredis";
import type { Config } from "../config.ts";

export type RedisClient = Redis;

export function openRedis(redis: NonNullable<Config["redis"]>): RedisClient {
  return new Redis(redis.url, {
    keyPrefix: redis.keyPrefix,
    // A request waiting on an unreachable Redis fails after a few tries instead of hanging (the
    // limiter then answers 500 rather than letting everything through).
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
  });
}
