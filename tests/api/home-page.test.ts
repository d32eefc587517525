// How the server sends the home page (/app/): rendered for the visitor by the build's server
// renderer (WEB_DIST/.ssr/ssr.js, server/homePage.ts), private to them, with the records it came
// from embedded safely; and the plain page, never an error, when the renderer is missing or fails.
// Stand-in builds with small renderers are served, so this needs no real build (the real
// renderer is tested in Chromium: tests/e2e/server-rendered-home.test.ts).
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it, vi } from "vitest";
import { SESSION_COOKIE } from "../../server/auth/sessions.ts";
import { LOADER, LOADER_CSP_SOURCE } from "../../server/homePage.ts";
import { useTestApp } from "../support/testApp.ts";
import { makeFakeWebBuild } from "../support/fakeWebBuild.ts";
import { signIn } from "../support/signIn.ts";

// Three apps start in this file, one per stand-in build.
vi.setConfig({ hookTimeout: 180_000 });

const persisted = JSON.parse(readFileSync(new URL("../../web/__generated__/persisted-queries.json", import.meta.url), "utf8")) as Record<string, string>;
const TOP_BAR_QUERY = Object.keys(persisted).find((id) => persisted[id].startsWith("query TopBarQuery"))!;

/** Renders who the viewer is from the top bar's persisted query, as web/ssr.tsx's network would run it. */
const namingRenderer = `
export async function renderPage(path, execute) {
  const result = await execute(${JSON.stringify(TOP_BAR_QUERY)}, {});
  const viewer = result.data.viewer;
  return {
    html: "<main><h1>" + (viewer ? "Hello " + viewer.username : "Hello visitor") + "</h1></main>",
    records: { "client:root": { __id: "client:root", __typename: "__Root", note: "</script><script>alert(1)</script>" } },
    title: "Practice & more · Boxed",
    math: false,
  };
}
`;

async function get(baseUrl: string, path: string, cookie?: string) {
  const response = await fetch(`${baseUrl}${path}`, { headers: { "accept-encoding": "br", ...(cookie ? { cookie } : {}) } });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe("a rendered home page", () => {
  const build = makeFakeWebBuild({ renderer: namingRenderer });
  afterAll(build.remove);
  const app = useTestApp({ env: { WEB_DIST: build.dist } });

  it("carries the signed-in student's name, is private to them, and goes out compressed", async () => {
    const { jar } = await signIn(app().baseUrl, "student@boxed.test");
    const page = await get(app().baseUrl, "/app/", `${SESSION_COOKIE}=${jar.get(SESSION_COOKIE)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("cache-control")).toBe("private, no-cache");
    expect(page.headers.get("content-encoding")).toBe("br");
    expect(page.body).toContain('<div id="root"><main><h1>Hello Stu Student</h1></main></div>');
    expect(page.body).toContain("<title>Practice &amp; more · Boxed</title>");

    const visitor = await get(app().baseUrl, "/app");
    expect(visitor.status).toBe(200);
    expect(visitor.body).toContain("<h1>Hello visitor</h1>");
    expect(visitor.body).not.toContain("Stu Student");
  });

  it("has no app script before load, only the loader the policy allows by its hash, and records nobody can close", async () => {
    const page = await get(app().baseUrl, "/app/");
    expect(page.body).not.toContain('src="/app/assets/index-AbC123.js"');
    expect(page.body).toContain(`<script>${LOADER}</script>`);
    expect(page.headers.get("content-security-policy")).toContain(`script-src 'self' ${LOADER_CSP_SOURCE}`);
    const boot = /<script type="application\/json" id="boxed-boot">([^<]*)<\/script>/.exec(page.body);
    expect(JSON.parse(boot![1]).entry).toBe("/app/assets/index-AbC123.js");
    const records = /<script type="application\/json" id="boxed-records">([^<]*)<\/script>/.exec(page.body);
    expect(records, "the records end where their element ends").not.toBeNull();
    expect(JSON.parse(records![1])["client:root"].note).toBe("</script><script>alert(1)</script>");
  });

  it("keeps the renderer itself unpublished", async () => {
    expect((await get(app().baseUrl, "/app/.ssr/ssr.js")).status).toBe(404);
  });
});

describe("when the renderer fails", () => {
  const throwing = makeFakeWebBuild({ renderer: `export async function renderPage() { throw new Error("the database is away"); }\n` });
  afterAll(throwing.remove);
  const app = useTestApp({ seed: false, env: { WEB_DIST: throwing.dist } });

  it("sends the plain page with 200, every time", async () => {
    for (const path of ["/app/", "/app/", "/app"]) {
      const page = await get(app().baseUrl, path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get("cache-control"), path).toBe("no-cache");
      expect(page.body, path).toBe(throwing.page);
    }
  });
});

describe("when the renderer cannot be loaded", () => {
  const broken = makeFakeWebBuild({ renderer: "export function renderPage( {\n" });
  afterAll(broken.remove);
  const app = useTestApp({ seed: false, env: { WEB_DIST: broken.dist } });

  it("sends the plain page with 200", async () => {
    const page = await get(app().baseUrl, "/app/");
    expect(page.status).toBe(200);
    expect(page.body).toBe(broken.page);
  });
});

describe("over the visitor's request allowance", () => {
  // Rendering runs the home screen's documents, so a rendered page counts against the same
  // allowance as /graphql (an address gets twice a caller's: 2 x 3 here).
  const build = makeFakeWebBuild({ renderer: namingRenderer });
  afterAll(build.remove);
  const app = useTestApp({ seed: false, env: { WEB_DIST: build.dist, RATE_LIMIT_REQUESTS_PER_MINUTE: "3" } });

  it("sends the page unrendered with 200 (the browser renders it), never a refusal", async () => {
    const pages = [];
    for (let i = 0; i < 8; i++) pages.push(await get(app().baseUrl, "/app/"));
    expect(pages.map((page) => page.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
    expect(pages.map((page) => page.body.includes("<h1>Hello visitor</h1>"))).toEqual([true, true, true, true, true, true, false, false]);
    expect(pages[7]!.body).toBe(build.page);
    expect(pages[7]!.headers.get("cache-control")).toBe("no-cache");
  });
});
