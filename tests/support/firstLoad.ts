// What a browser downloads to show the home page: the scripts index.html names (entry and
// modulepreloads), every module they import statically, and the home route's lazy chunk with
// its static imports. Chunks loaded later (other routes, KaTeX once math is on screen) are not
// part of the first load.
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
