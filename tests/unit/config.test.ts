import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";

const stripe = { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_PUBLISHABLE_KEY: "pk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1", STRIPE_PRICE_MONTHLY: "price_m", STRIPE_PRICE_ANNUAL: "price_a" };

describe("configuration", () => {
  it("works with nothing configured: port 3000 and PGlite in ./data", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: "pglite", dataDir: "./data" });
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it("uses PostgreSQL when DATABASE_URL is set", () => {
    const config = loadConfig({ DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/boxed" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgresql://postgres@127.0.0.1:5432/boxed", preparedStatements: true });
    // Behind a pooler that cannot keep prepared statements.
    expect(loadConfig({ DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/boxed", DATABASE_PREPARED_STATEMENTS: "false" }).database).toMatchObject({ preparedStatements: false });
    expect(() => loadConfig({ DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/boxed", DATABASE_PREPARED_STATEMENTS: "no" })).toThrow(/DATABASE_PREPARED_STATEMENTS/);
  });

  it("names the bad variable in one line", () => {
    expect(() => loadConfig({ DATABASE_URL: "not a url" })).toThrow(/^Invalid configuration: DATABASE_URL must be a postgresql:\/\/ URL/);
    expect(() => loadConfig({ PORT: "seventy" })).toThrow(/PORT/);
  });

  it("refuses the development secret in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/APP_SECRET must be set in production/);
    // NODE_ENV unset, but reachable by others: the public default secret would let anyone forge start tokens.
    expect(() => loadConfig({ PUBLIC_URL: "https://boxed.example.org", DATABASE_URL: "postgresql://postgres@db/boxed" })).toThrow(
      /^Invalid configuration: APP_SECRET must be set in production \(PUBLIC_URL is not a loopback address\)/,
    );
    const production = { NODE_ENV: "production", APP_SECRET: "x".repeat(40), GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret", ...stripe };
    expect(loadConfig(production).env).toBe("production");
  });

  it("signs in through the embedded development provider unless Google credentials are set", () => {
    expect(loadConfig({ PORT: "4000" }).identityProvider).toMatchObject({ kind: "development", issuer: "http://localhost:4000/dev-idp" });
    expect(loadConfig({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" }).identityProvider).toEqual({
      kind: "external", issuer: "https://accounts.google.com", clientId: "id", clientSecret: "secret",
    });
    expect(loadConfig({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s", OIDC_ISSUER: "https://id.example.org" }).identityProvider)
      .toMatchObject({ kind: "external", issuer: "https://id.example.org" });
  });

  it("refuses the development identity provider in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production", APP_SECRET: "x".repeat(40) })).toThrow(
      /GOOGLE_CLIENT_ID must be set in production \(the development identity provider is refused when PUBLIC_URL is not a loopback address\)/,
    );
  });

  it("runs the development defaults only on a loopback PUBLIC_URL, whatever NODE_ENV says", () => {
    const secret = { APP_SECRET: "x".repeat(40) };
    expect(() => loadConfig({ ...secret, PUBLIC_URL: "https://boxed.example.org" })).toThrow(/GOOGLE_CLIENT_ID must be set in production/);
    expect(() => loadConfig({ ...secret, NODE_ENV: "test", PUBLIC_URL: "http://10.0.0.5:3000" })).toThrow(/GOOGLE_CLIENT_ID/);
    for (const local of ["http://localhost:3000", "http://127.0.0.1:4100", "http://[::1]:3000"]) {
      expect(loadConfig({ PUBLIC_URL: local }).identityProvider.kind).toBe("development");
    }
    const real = { ...secret, PUBLIC_URL: "https://boxed.example.org", GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s", ...stripe };
    expect(loadConfig(real).identityProvider.kind).toBe("external");
  });

  it("takes card payments through Stripe when its keys are set, else (loopback only) the development payment provider", () => {
    expect(loadConfig({}).payments.kind).toBe("development");
    expect(loadConfig(stripe).payments).toEqual({
      kind: "stripe",
      secretKey: "sk_test_1",
      publishableKey: "pk_test_1",
      webhookSecret: "whsec_1",
      prices: { MONTHLY: "price_m", ANNUAL: "price_a" },
      apiUrl: null,
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(/STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is set/);
    // Without the publishable key the browser could not redirect to Stripe's checkout page.
    expect(() => loadConfig({ ...stripe, STRIPE_PUBLISHABLE_KEY: undefined })).toThrow(/STRIPE_PUBLISHABLE_KEY must be set when STRIPE_SECRET_KEY is set/);
    const production = { NODE_ENV: "production", APP_SECRET: "x".repeat(40), GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" };
    expect(() => loadConfig(production)).toThrow(
      /STRIPE_SECRET_KEY must be set in production \(the development payment page is refused when PUBLIC_URL is not a loopback address\)/,
    );
  });

  it("reads ADMIN_EMAILS as a comma-separated list", () => {
    expect(loadConfig({ ADMIN_EMAILS: " Ada@Example.org, bo@example.org ," }).adminEmails).toEqual(["ada@example.org", "bo@example.org"]);
  });
});
