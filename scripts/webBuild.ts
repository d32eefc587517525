// Builds the web client (and its home page's server renderer, in .ssr inside it) only when it is
// missing or stale. A build records a stamp of its inputs (web/ and the build configuration) in
// the output folder, after both parts are built; a later start compares the
// stamp with the sources and skips the build when they match, so production serves the client
// it was deployed with and needs no build tools.
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { SSR_ENTRY } from "../server/webDist.ts";

/** What a build reads: the client's sources and the configuration that shapes its output. */
export const BUILD_INPUTS = ["web", "vite.config.ts", "relay.config.js", "schema.graphql", "tsconfig.json", "package-lock.json"];

export const STAMP_FILE = ".source-stamp";

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => filesUnder(join(path, entry.name)));
}

/** A hash of every input file's path and content. */
export function sourceStamp(root: string, inputs: string[] = BUILD_INPUTS): string {
  const hash = createHash("sha256");
  const files = inputs.flatMap((input) => filesUnder(join(root, input))).map((file) => relative(root, file)).sort();
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(root, file))).update("\0");
  return hash.digest("hex");
}

export function writeStamp(dist: string, stamp: string): void {
  writeFileSync(join(dist, STAMP_FILE), `${stamp}\n`);
}

export function isBuildCurrent(dist: string, stamp: string): boolean {
  const file = join(dist, STAMP_FILE);
  return existsSync(join(dist, "index.html")) && existsSync(join(dist, SSR_ENTRY)) && existsSync(file) && readFileSync(file, "utf8").trim() === stamp;
}

export type EnsureOptions = { root: string; dist: string; inputs?: string[]; build?: () => void };

/** Runs `npm run build:web` (or `build`) unless `dist` holds a build of the current sources. */
export function ensureWebBuild({ root, dist, inputs, build = () => runBuild(root, dist) }: EnsureOptions): "current" | "built" {
  if (isBuildCurrent(dist, sourceStamp(root, inputs))) return "current";
  build();
  return "built";
}

function runBuild(root: string, dist: string): void {
  // A production build whoever asks (vitest sets NODE_ENV=test, which would bundle React's development build).
  const env = { ...process.env, WEB_DIST: dist, NODE_ENV: "production" };
  const result = spawnSync("npm", ["run", "build:web"], { cwd: root, stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`Building the web client into ${dist} failed (npm run build:web exited ${result.status})`);
}
