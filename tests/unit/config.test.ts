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
    expect(loadConfig({ NODE_ENV: "production", APP_SECRET: "x".repeat(40) }).env).toBe("production");
  });
});
