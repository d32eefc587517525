// Environment, parsed and validated once. Every variable has a safe development default,
// so `npm start` works with nothing configured. Those defaults (the development identity
// provider, where anyone signs in as anyone, and the public development secret) only run when
// PUBLIC_URL is a loopback address: anything reachable by others must configure real ones,
// whatever NODE_ENV says.
import { z } from "zod";
import { webDistOf } from "./webDist.ts";
import type { ObjectStoreConfig } from "./services/objectStore.ts";

const postgresUrl = z
  .string()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "postgresql:" || url.protocol === "postgres:") && url.hostname !== "";
    } catch {
      return false;
    }
  }, "must be a postgresql:// URL such as postgresql://user@127.0.0.1:5432/boxed");

const DEVELOPMENT_SECRET = "development-secret-do-not-use-in-production";

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("localhost"),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: postgresUrl.optional(),
    DATABASE_PREPARED_STATEMENTS: z.enum(["true", "false"]).default("true"),
    DATA_DIR: z.string().min(1).default("./data"),
    APP_SECRET: z.string().min(32, "must be at least 32 characters").default(DEVELOPMENT_SECRET),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SEED_DEMO: z.enum(["true", "false"]).default("true").transform((value) => value === "true"),
    // Unset: the demo community is seeded outside production only.
    SEED_DEMO_COMMUNITY: z.enum(["true", "false"]).optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_ISSUER: z.url().optional(),
    ADMIN_EMAILS: z.string().default(""),
    TRUST_PROXY: z.string().optional(),
    REDIS_URL: z.url().refine((url) => /^rediss?:\/\//.test(url), "must be a redis:// or rediss:// URL").optional(),
    REDIS_KEY_PREFIX: z.string().min(1).default("boxed:"),
    RATE_LIMIT_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(300),
    RATE_LIMIT_SIGN_INS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    RATE_LIMIT_ANONYMOUS_CONTEST_SUBMISSIONS_PER_DAY: z.coerce.number().int().min(1).default(3),
    GRAPHQL_INTROSPECTION: z.enum(["open", "signed-in"]).optional(),
    GRAPHQL_COST_BUDGET: z.coerce.number().int().min(1).default(2000),
    GRAPHQL_COST_RESTORE_RATE: z.coerce.number().min(0.001).default(50),
    GRAPHQL_MAX_QUERY_COST: z.coerce.number().int().min(1).default(2000),
    CALIBRATION_INTERVAL_MS: z.coerce.number().int().min(0).default(250),
    REQUEST_DEADLINE_MS: z.coerce.number().int().min(0).default(60_000),
    READS_AT_ONCE: z.coerce.number().int().min(1).default(4),
    REANCHOR_INTERVAL_MS: z.coerce.number().int().min(0).default(86_400_000),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    STRIPE_PRICE_MONTHLY: z.string().min(1).optional(),
    STRIPE_PRICE_ANNUAL: z.string().min(1).optional(),
    STRIPE_API_URL: z.url().optional(),
    WEB_DIST: z.string().min(1).optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    const local = env.NODE_ENV !== "production" && isLoopback(publicUrlOf(env));
    if (!local && env.APP_SECRET === DEVELOPMENT_SECRET) {
      ctx.addIssue({ code: "custom", path: ["APP_SECRET"], message: "must be set in production (PUBLIC_URL is not a loopback address)" });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({ code: "custom", path: ["GOOGLE_CLIENT_SECRET"], message: "and GOOGLE_CLIENT_ID must be set together" });
    }
    if (!local && !env.GOOGLE_CLIENT_ID) {
      ctx.addIssue({
        code: "custom",
        path: ["GOOGLE_CLIENT_ID"],
        message: "must be set in production (the development identity provider is refused when PUBLIC_URL is not a loopback address)",
      });
    }
    if (env.S3_BUCKET) {
      for (const key of ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "must be set when S3_BUCKET is set" });
      }
    }
    // The browser needs the publishable key to redirect to Stripe's checkout page.
    const stripeKeys = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_MONTHLY", "STRIPE_PRICE_ANNUAL"] as const;
    if (env.STRIPE_SECRET_KEY) {
      for (const key of stripeKeys) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "must be set when STRIPE_SECRET_KEY is set" });
      }
    } else if (!local) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_SECRET_KEY"],
        message: "must be set in production (the development payment page is refused when PUBLIC_URL is not a loopback address)",
      });
    }
  });

function publicUrlOf(env: { PUBLIC_URL?: string; PORT: number }): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
}

/** Only this machine can reach a loopback address: 127.0.0.0/8, ::1 or localhost. */
export function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === "localhost" || host === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string;
  /** `preparedStatements`: each statement text prepared once per connection (off behind a pooler that cannot keep them). */
  database: { kind: "postgres"; url: string; preparedStatements?: boolean } | { kind: "pglite"; dataDir: string };
  appSecret: string;
  logLevel: string;
  seedDemo: boolean;
  /** Invented students with contest histories (users.is_demo), seeded with the demo content. */
  seedDemoCommunity: boolean;
  /** Where "Sign In with Google" goes: an external OpenID Connect issuer, or the embedded development one. */
  identityProvider:
    | { kind: "external"; issuer: string; clientId: string; clientSecret: string }
    | { kind: "development"; issuer: string; clientId: string; clientSecret: string };
  adminEmails: string[];
  /** Which proxies' X-Forwarded-* headers to believe: none, every hop, or these addresses/CIDRs. */
  trustProxy: boolean | string;
  /**
   * Per minute: /graphql and /api requests of one caller (twice that per address); sign-in steps
   * per address. Per day: submissions of one contest without signing in, per address.
   */
  rateLimits: { requestsPerMinute: number; signInsPerMinute: number; anonymousContestSubmissionsPerDay: number };
  /**
   * Redis, when configured: rate-limit counters and GraphQL cost budgets live there (shared by
   * every instance), each key starting with `keyPrefix`. Otherwise PostgreSQL, or memory on PGlite.
   */
  redis: { url: string; keyPrefix: string } | null;
  /**
   * GraphQL cost limits (docs/API.md): one operation may cost at most maxQueryCost points; each
   * caller's budget holds `budget` points and regains restoreRate points a second.
   */
  graphqlCost: { budget: number; restoreRate: number; maxQueryCost: number };
  /** Who may introspect /graphql: everyone, or API tokens and signed-in users (the production default). */
  graphqlIntrospection: "open" | "signed-in";
  /** How long the work for one /graphql or /api request may go on (0: no deadline); it also stops when the client leaves. */
  requestDeadlineMs: number;
  /** GraphQL queries executing at once at most; the others wait their turn (server/graphql/readsAtOnce.ts). */
  readsAtOnce: number;
  /** How often queued question calibration is applied; 0: never in the background (tests drain it themselves). */
  calibrationIntervalMs: number;
  /** The built web client served under /app (dist/web unless WEB_DIST names another folder). */
  webDist: string;
  /** How often new questions are seeded and each family's rating scale re-anchored; 0: never. */
  reanchorIntervalMs: number;
  /**
   * Card payments: Stripe with real keys, or (loopback only) the development payment provider,
   * which signs its webhook events with a public development secret and talks to no one.
   */
  payments: PaymentsConfig;
  /** Where question images are kept: an S3-compatible bucket when S3_BUCKET is set, else PostgreSQL. */
  imageBucket: ObjectStoreConfig | null;
};

export type PaymentsConfig = {
  kind: "stripe" | "development";
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  prices: { MONTHLY: string; ANNUAL: string };
  /** Where the Stripe API is: Stripe itself unless STRIPE_API_URL names another (a test double). */
  apiUrl: string | null;
};

const DEVELOPMENT_PAYMENTS: PaymentsConfig = {
  kind: "development",
  secretKey: "sk_development_boxed",
  publishableKey: "pk_development_boxed",
  webhookSecret: "whsec_development_boxed_do_not_use_in_production",
  prices: { MONTHLY: "price_development_monthly", ANNUAL: "price_development_annual" },
  apiUrl: null,
};

const GOOGLE_ISSUER = "https://accounts.google.com";
export const DEV_IDP_PATH = "/dev-idp";

export class ConfigError extends Error {}

function trustProxyOf(value: string | undefined): boolean | string {
  if (value === undefined || value === "false") return false;
  return value === "true" ? true : value;
}

/** Parses the environment; throws a ConfigError whose message names each bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const env = parsed.data;
  const publicUrl = publicUrlOf(env);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    database: env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL, preparedStatements: env.DATABASE_PREPARED_STATEMENTS === "true" }
      : { kind: "pglite", dataDir: env.DATA_DIR },
    appSecret: env.APP_SECRET,
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO,
    seedDemoCommunity: env.SEED_DEMO_COMMUNITY === undefined ? env.NODE_ENV !== "production" : env.SEED_DEMO_COMMUNITY === "true",
    identityProvider:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { kind: "external", issuer: env.OIDC_ISSUER ?? GOOGLE_ISSUER, clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : { kind: "development", issuer: `${publicUrl}${DEV_IDP_PATH}`, clientId: "boxed-development", clientSecret: `dev-${env.APP_SECRET}` },
    adminEmails: env.ADMIN_EMAILS.split(",").map((email) => email.trim().toLowerCase()).filter(Boolean),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    rateLimits: {
      requestsPerMinute: env.RATE_LIMIT_REQUESTS_PER_MINUTE,
      signInsPerMinute: env.RATE_LIMIT_SIGN_INS_PER_MINUTE,
      anonymousContestSubmissionsPerDay: env.RATE_LIMIT_ANONYMOUS_CONTEST_SUBMISSIONS_PER_DAY,
    },
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : null,
    graphqlIntrospection: env.GRAPHQL_INTROSPECTION ?? (env.NODE_ENV === "production" ? "signed-in" : "open"),
    graphqlCost: { budget: env.GRAPHQL_COST_BUDGET, restoreRate: env.GRAPHQL_COST_RESTORE_RATE, maxQueryCost: env.GRAPHQL_MAX_QUERY_COST },
    calibrationIntervalMs: env.CALIBRATION_INTERVAL_MS,
    requestDeadlineMs: env.REQUEST_DEADLINE_MS,
    readsAtOnce: env.READS_AT_ONCE,
    webDist: webDistOf(env),
    reanchorIntervalMs: env.REANCHOR_INTERVAL_MS,
    payments:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PRICE_MONTHLY && env.STRIPE_PRICE_ANNUAL
        ? {
            kind: "stripe",
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            prices: { MONTHLY: env.STRIPE_PRICE_MONTHLY, ANNUAL: env.STRIPE_PRICE_ANNUAL },
            apiUrl: env.STRIPE_API_URL ?? null,
          }
        : DEVELOPMENT_PAYMENTS,
    imageBucket:
      env.S3_BUCKET && env.S3_ENDPOINT && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { bucket: env.S3_BUCKET, endpoint: env.S3_ENDPOINT, region: env.S3_REGION, accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : null,
  };
}
