// `npm start` builds the client only when it is missing or its sources changed since the build.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ensureWebBuild, sourceStamp, writeStamp } from "../../scripts/webBuild.ts";
import { REPOSITORY_ROOT } from "../../server/webDist.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function folder(): string {
  const path = mkdtempSync(join(tmpdir(), "boxed-build-"));
  folders.push(path);
  return path;
}

/** A checkout with a web/ folder and a config file, and a build step that records what it did. */
function checkout() {
  const root = folder();
  mkdirSync(join(root, "web/screens"), { recursive: true });
  writeFileSync(join(root, "web/main.tsx"), "render(<App />);\n");
  writeFileSync(join(root, "web/screens/Home.tsx"), "export default function Home() {}\n");
  writeFileSync(join(root, "vite.config.ts"), "export default {};\n");
  const dist = join(root, "dist/web");
  const inputs = ["web", "vite.config.ts"];
  let builds = 0;
  const build = () => {
    builds += 1;
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, "index.html"), "<!doctype html>");
    mkdirSync(join(dist, ".ssr"), { recursive: true });
    writeFileSync(join(dist, ".ssr/ssr.js"), "export function renderPage() {}\n");
    writeStamp(dist, sourceStamp(root, inputs));
  };
  return { root, dist, ensure: () => ensureWebBuild({ root, dist, inputs, build }), builds: () => builds };
}

describe("building the web client only when needed", () => {
  it("builds when nothing is built, then skips while the sources are unchanged", () => {
    const site = checkout();
    expect(site.ensure()).toBe("built");
    expect(site.ensure()).toBe("current");
    expect(site.ensure()).toBe("current");
    expect(site.builds()).toBe(1);
  });

  it("builds again when a source file or the build configuration changes, or a file is added", () => {
    const site = checkout();
    site.ensure();
    writeFileSync(join(site.root, "web/screens/Home.tsx"), "export default function Home() { return 1; }\n");
    expect(site.ensure()).toBe("built");
    writeFileSync(join(site.root, "vite.config.ts"), "export default { base: '/app/' };\n");
    expect(site.ensure()).toBe("built");
    writeFileSync(join(site.root, "web/screens/About.tsx"), "export default function About() {}\n");
    expect(site.ensure()).toBe("built");
    expect(site.ensure()).toBe("current");
    expect(site.builds()).toBe(4);
  });

  it("builds when the output lost its page, even with a matching stamp", () => {
    const site = checkout();
    site.ensure();
    rmSync(join(site.dist, "index.html"));
    expect(site.ensure()).toBe("built");
  });

  it("builds when the output lost the home page's server renderer, even with a matching stamp", () => {
    const site = checkout();
    site.ensure();
    rmSync(join(site.dist, ".ssr"), { recursive: true });
    expect(site.ensure()).toBe("built");
    expect(site.ensure()).toBe("current");
  });

  it("npm start's step says the client is current, without building, when WEB_DIST holds a build of these sources", () => {
    const dist = folder();
    writeFileSync(join(dist, "index.html"), "<!doctype html>");
    mkdirSync(join(dist, ".ssr"));
    writeFileSync(join(dist, ".ssr/ssr.js"), "export function renderPage() {}\n");
    writeStamp(dist, sourceStamp(REPOSITORY_ROOT));
    const started = Date.now();
    const result = spawnSync(process.execPath, ["scripts/build-web-if-stale.ts"], { cwd: REPOSITORY_ROOT, env: { ...process.env, WEB_DIST: dist }, encoding: "utf8" });
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe(`boxed: the web client in ${dist}/ is current`);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
