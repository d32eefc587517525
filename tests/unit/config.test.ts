import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";

describe("configuration", () => {
  it("works with nothing configured: port 3000 and PGlite in ./data", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: "pglite", dataDir: "./data" });
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it("uses PostgreSQL when DATABASE_URL is set", () => {
    const config = loadConfig({ DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/boxed" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgresql://postgres@127.0.0.1:5432/boxed" });
  });

  it("names the bad variable in one line", () => {
    expect(() => loadConfig({ DATABASE_URL: "not a url" })).toThrow(/^Invalid configuration: DATABASE_URL must be a postgresql:\/\/ URL/);
    expect(() => loadConfig({ PORT: "seventy" })).toThrow(/PORT/);
  });

  it("refuses the development secret in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/APP_SECRET must be set in production/);
    const production = { NODE_ENV: "production", APP_SECRET: "x".repeat(40), GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" };
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
      /GOOGLE_CLIENT_ID must be set in production \(the development identity provider is refused there\)/,
    );
  });

  it("reads ADMIN_EMAILS as a comma-separated list", () => {
    expect(loadConfig({ ADMIN_EMAILS: " Ada@Example.org, bo@example.org ," }).adminEmails).toEqual(["ada@example.org", "bo@example.org"]);
  });
});
