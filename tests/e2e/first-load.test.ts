// The built client (WEB_DIST, built by the e2e setup) as a browser first meets it: what the home
// page downloads before it can show anything, and what the build leaves to be served.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { webDistOf } from "../../server/webDist.ts";
import { homeFirstLoad } from "../support/firstLoad.ts";

const dist = webDistOf();
const files = readdirSync(dist, { recursive: true, encoding: "utf8" });

/**
 * The home route's first-load JavaScript, gzip-compressed (brotli, which browsers get, is about
 * 15 % smaller), for a signed-out visitor and a student alike (one bundle serves both).
 *
 * Not the 100 KB: React DOM (~62 KB) and the Relay runtime with its hooks (~58 KB) alone
 * are 120 KB, before the router (~13 KB in its declarative mode) and any screen. Measured 157.0 KB
 * on 2026-11-26 (186.9 KB before the data router and the browser-side HTML sanitiser left the first
 * load); the budget keeps everything else (other screens, KaTeX, toasts, charts) out.
 */
const FIRST_LOAD_BUDGET_BYTES = 160 * 1024;

describe("the home page's first load", () => {
  it(`stays within ${FIRST_LOAD_BUDGET_BYTES / 1024} KB of compressed JavaScript`, () => {
    const load = homeFirstLoad(dist);
    console.info(
      `home first load: ${load.files.length} scripts, ${(load.gzipBytes / 1024).toFixed(1)} KB gzip, ` +
        `${(load.brotliBytes / 1024).toFixed(1)} KB brotli, ${(load.rawBytes / 1024).toFixed(1)} KB raw`,
    );
    expect(load.gzipBytes).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  });

  it("loads no other route's screen, no KaTeX, no charts and no toasts", () => {
    const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Record<string, { file: string }>;
    const loaded = new Set(homeFirstLoad(dist).files);
    const lazy = Object.entries(manifest).filter(
      ([source]) => /katex|uplot|sonner|screens\/(?!Home\/)[^/]+\/[^/]+Screen\.tsx$/.test(source),
    );
    expect(lazy.length).toBeGreaterThan(10);
    for (const [source, chunk] of lazy) expect(loaded.has(chunk.file), source).toBe(false);
  });
});

describe("the build's output", () => {
  it("has no source maps", () => {
    expect(files.filter((file) => file.endsWith(".map"))).toEqual([]);
  });

  it("has a brotli and a gzip copy of every script and style sheet over 1 KB", () => {
    const text = files.filter((file) => /\.(js|css|html)$/.test(file) && readFileSync(join(dist, file)).length >= 1024);
    expect(text.length).toBeGreaterThan(10);
    for (const file of text) {
      expect(files, file).toContain(`${file}.br`);
      expect(files, file).toContain(`${file}.gz`);
    }
  });
});
