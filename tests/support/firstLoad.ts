// What the home page costs in JavaScript. scriptsBeforeLoad: what a browser asked for before the
// page's `load` event (the first load: the page is server-rendered, and the app comes after).
// homeFirstLoad: the app itself as it starts on the home page, from the build's files: the
// scripts index.html names (entry and modulepreloads), every module they import statically, and
// the home route's lazy chunk with its static imports. Chunks loaded later (other routes, KaTeX
// once math is on screen) are part of neither.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

export type FirstLoad = { files: string[]; gzipBytes: number; brotliBytes: number; rawBytes: number };

/** The JavaScript of the home route's first load in a built client (`dist` holds index.html). */
export function homeFirstLoad(dist: string): FirstLoad {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Manifest;
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const named = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/app\/([^"]+\.js)"/g)].map((match) => match[1]);
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const home = manifest["screens/Home/HomeScreen.tsx"];
  if (!home) throw new Error("The build has no home route chunk (screens/Home/HomeScreen.tsx)");
  const files = new Set<string>();
  const visit = (chunk: ManifestChunk | undefined) => {
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const key of chunk.imports ?? []) visit(manifest[key]);
  };
  for (const file of named) {
    const chunk = byFile.get(file);
    if (!chunk) throw new Error(`index.html names ${file}, which the build manifest does not list`);
    visit(chunk);
  }
  visit(home);
  let gzipBytes = 0;
  let brotliBytes = 0;
  let rawBytes = 0;
  for (const file of files) {
    const source = readFileSync(join(dist, file));
    rawBytes += source.length;
    gzipBytes += gzipSync(source, { level: 9 }).length;
    brotliBytes += brotliCompressSync(source).length;
  }
  return { files: [...files].sort(), gzipBytes, brotliBytes, rawBytes };
}

export type BrowserFirstLoad = {
  /** Each script file requested before the page's load event, with its compressed size as sent. */
  files: { url: string; bytes: number }[];
  /** The page's inline scripts (not data blocks), gzip-compressed. */
  inlineBytes: number;
  /** files + inline. */
  totalBytes: number;
};

/**
 * The JavaScript a page in Chromium asked for before its `load` event, as the browser measured it
 * (resource timing's encodedBodySize: the body as the server sent it, brotli here), plus its
 * inline scripts. Call once the page has loaded, before any interaction.
 */
export async function scriptsBeforeLoad(page: import("playwright-core").Page): Promise<BrowserFirstLoad> {
  const seen = await page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const loadAt = navigation.loadEventStart;
    const files = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime < loadAt && (entry.initiatorType === "script" || /\.m?js(\?|$)/.test(new URL(entry.name).pathname)))
      .map((entry) => ({ url: entry.name, bytes: entry.encodedBodySize }));
    const inline = [...document.scripts]
      .filter((script) => !script.src && ["", "module", "text/javascript"].includes(script.type))
      .map((script) => script.textContent ?? "");
    return { loadAt, files, inline };
  });
  if (!(seen.loadAt > 0)) throw new Error("The page has not loaded yet");
  const inlineBytes = seen.inline.reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0);
  return { files: seen.files, inlineBytes, totalBytes: inlineBytes + seen.files.reduce((sum, file) => sum + file.bytes, 0) };
}
