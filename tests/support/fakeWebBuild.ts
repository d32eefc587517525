// A small stand-in for a client build (what `vite build` leaves in WEB_DIST), so server tests of
// how the client is served need no real build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

export type FakeWebBuild = { dist: string; script: string; page: string; remove(): void };

/** `renderer`: the source of a home page server renderer (WEB_DIST/.ssr/ssr.js); none by default. */
export function makeFakeWebBuild(options: { renderer?: string } = {}): FakeWebBuild {
  const dist = mkdtempSync(join(tmpdir(), "boxed-web-"));
  const script = `export const hello = ${JSON.stringify("Boxed ".repeat(2000))};\n`;
  const page = `<!doctype html><html><head><title>Boxed</title><script type="module" crossorigin src="/app/assets/index-AbC123.js"></script></head><body><div id="root"></div><!-- ${"padding ".repeat(300)}--></body></html>`;
  mkdirSync(join(dist, "assets"));
  mkdirSync(join(dist, ".vite"));
  writeFileSync(join(dist, "index.html"), page);
  writeFileSync(join(dist, "assets/index-AbC123.js"), script);
  writeFileSync(join(dist, "assets/index-AbC123.js.br"), brotliCompressSync(script));
  writeFileSync(join(dist, "assets/index-AbC123.js.gz"), gzipSync(script));
  writeFileSync(join(dist, "assets/index-AbC123.js.map"), '{"version":3,"sources":["secret.tsx"]}');
  writeFileSync(join(dist, ".vite/manifest.json"), '{"index.html":{}}');
  writeFileSync(join(dist, ".source-stamp"), "abc\n");
  if (options.renderer !== undefined) {
    mkdirSync(join(dist, ".ssr"));
    writeFileSync(join(dist, ".ssr/ssr.js"), options.renderer);
  }
  return { dist, script, page, remove: () => rmSync(dist, { recursive: true, force: true }) };
}
