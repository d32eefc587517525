// The settings the benches run the real server with: production mode (NODE_ENV=production, as a
// deployment runs it: React, graphql-js and the REST door's answer checks in their production
// form), with throwaway secrets made for the run and placeholders for the outside services a
// bench never calls (sign-in is discovered on first use; payments only when asked), and the
// rate limits and cost budget out of the way (every bench client comes from 127.0.0.1).
import { randomBytes } from "node:crypto";

export function productionEnv(): Record<string, string> {
  const unused = "bench-placeholder-never-called";
  return {
    NODE_ENV: "production",
    APP_SECRET: randomBytes(32).toString("base64url"),
    GOOGLE_CLIENT_ID: unused,
    GOOGLE_CLIENT_SECRET: unused,
    STRIPE_SECRET_KEY: unused,
    STRIPE_PUBLISHABLE_KEY: unused,
    STRIPE_WEBHOOK_SECRET: unused,
    STRIPE_PRICE_MONTHLY: unused,
    STRIPE_PRICE_ANNUAL: unused,
    SEED_DEMO_COMMUNITY: "false",
    LOG_LEVEL: "error",
    RATE_LIMIT_REQUESTS_PER_MINUTE: "1000000000",
    RATE_LIMIT_SIGN_INS_PER_MINUTE: "1000000000",
    GRAPHQL_COST_BUDGET: "1000000000",
    GRAPHQL_COST_RESTORE_RATE: "1000000000",
    GRAPHQL_MAX_QUERY_COST: "1000000000",
  };
}
