// The home page as a browser first meets it: the JavaScript it asks for before its `load` event
// (measured in Chromium, signed out and as a student), what the app then brings when it takes the
// page over (from the build's files, WEB_DIST, built by the e2e setup), and what the build leaves
// to be served.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webDistOf } from "../../server/webDist.ts";
import { homeFirstLoad, scriptsBeforeLoad } from "../support/firstLoad.ts";
import { openPage, startBrowserApp, stopBrowserApp, type BrowserApp } from "../support/browser.ts";

const dist = webDistOf();
const files = readdirSync(dist, { recursive: true, encoding: "utf8" });

/**
 * The budget for the home page's first load: JavaScript requested before the page's `load`
 * event, as the server compressed it (brotli to Chromium), inline scripts included (gzip).
 * The page is server-rendered (web/ssr.tsx), so this is the inline loader only (about 0.6 KB);
 * it was 157 KB gzip of client app before (React DOM and Relay alone are 120 KB).
 */
const FIRST_LOAD_BUDGET_BYTES = 100 * 1024;

/**
 * The app the home page fetches after `load` (entry, its static imports and the home chunk),
 * gzip-compressed: a guard against growth, not a first-load budget. Measured 157.3 KB on 2026-11-26.
 */
const APP_GROWTH_GUARD_BYTES = 160 * 1024;

let running: BrowserApp;
beforeAll(async () => {
  running = await startBrowserApp();
});
afterAll(() => stopBrowserApp(running));

describe("the home page's first load in Chromium", () => {
  for (const [who, email] of [["signed out", null], ["a student", "student@boxed.test"]] as const) {
    it(`asks for under ${FIRST_LOAD_BUDGET_BYTES / 1024} KB of compressed JavaScript before its load event, ${who}`, async () => {
      const page = await openPage(running, email);
      await page.goto(`${running.app.baseUrl}/app/`, { waitUntil: "load" });
      const load = await scriptsBeforeLoad(page);
      console.info(
        `home first load, ${who}: ${load.files.length} script files, ${(load.totalBytes / 1024).toFixed(1)} KB ` +
          `(files ${((load.totalBytes - load.inlineBytes) / 1024).toFixed(1)} KB as sent, inline ${(load.inlineBytes / 1024).toFixed(1)} KB gzip)`,
      );
      expect(load.totalBytes).toBeLessThan(FIRST_LOAD_BUDGET_BYTES);
      // The page is all there before any script: the home screen's own content, not 'Loading…'.
      await expect(page.locator("main .loading").count()).resolves.toBe(0);
      await expect(page.getByRole("heading", { name: "Question of the Day" }).isVisible()).resolves.toBe(true);
      await page.context().close();
    });
  }
});

describe("the app the home page loads after its first paint", () => {
  it(`stays within ${APP_GROWTH_GUARD_BYTES / 1024} KB of compressed JavaScript`, () => {
    const load = homeFirstLoad(dist);
    console.info(
      `home app load: ${load.files.length} scripts, ${(load.gzipBytes / 1024).toFixed(1)} KB gzip, ` +
        `${(load.brotliBytes / 1024).toFixed(1)} KB brotli, ${(load.rawBytes / 1024).toFixed(1)} KB raw`,
    );
    expect(load.gzipBytes).toBeLessThanOrEqual(APP_GROWTH_GUARD_BYTES);
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

  it("holds the home page's server renderer next to the client it renders for", () => {
    expect(files).toContain(".ssr/ssr.js");
  });

  it("has a brotli and a gzip copy of every script and style sheet over 1 KB it serves", () => {
    // .ssr holds the home page's server renderer, which is never served.
    const text = files.filter((file) => !file.startsWith(".ssr/") && /\.(js|css|html)$/.test(file) && readFileSync(join(dist, file)).length >= 1024);
    expect(text.length).toBeGreaterThan(10);
    for (const file of text) {
      expect(files, file).toContain(`${file}.br`);
      expect(files, file).toContain(`${file}.gz`);
    }
  });
});
