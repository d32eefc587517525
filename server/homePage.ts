// The home page (/app/) sent rendered: the built index.html with the markup of the app's home
// screen for this visitor (WEB_DIST/.ssr, web/ssr.tsx) inside #root, the Relay records it came from,
// and no script of the app's until the page has loaded. A small inline loader (LOADER below,
// allowed by its hash in the content security policy) imports the app once the browser is idle
// after `load`, or at once on the visitor's first touch, key or focus; the app then hydrates the
// page from the records without asking for them again (web/main.tsx). Until then the page is
// plain HTML: its links are links, the loader opens and closes the phone menu, and a button pressed
// meanwhile is held and pressed again for the visitor once the app has taken the page.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { SSR_ENTRY } from "./webDist.ts";

/** What the server renderer (web/ssr.tsx) offers; typed here so the server does not import web/. */
export type RenderedPage = { html: string; records: Record<string, unknown>; title: string; math: boolean };
export type Execute = (documentId: string, variables: Record<string, unknown>) => Promise<unknown>;
type Renderer = { renderPage: (path: string, execute: Execute, signal?: AbortSignal) => Promise<RenderedPage> };

/**
 * Starts the app: after `load` when the browser is idle (at most 3 s later), or at the first sign
 * of a visitor about to act. Until the app has taken the page (it sets data-app on <html>), the
 * Menu button and Escape work the menu. Kept free of any per-page text so its hash is fixed.
 */
export const LOADER = `(function () {
  var root = document.documentElement;
  var boot = JSON.parse(document.getElementById("boxed-boot").textContent);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    boot.preload.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    });
    import(boot.entry);
  }
  ["pointerdown", "touchstart", "keydown", "focusin"].forEach(function (type) {
    addEventListener(type, start, { capture: true, passive: true, once: true });
  });
  function idle() {
    if (window.requestIdleCallback) requestIdleCallback(start, { timeout: 3000 });
    else setTimeout(start, 200);
  }
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
  function setMenu(button, open) {
    button.setAttribute("aria-expanded", String(open));
    var menu = document.getElementById(button.getAttribute("aria-controls"));
    if (menu) menu.classList.toggle("open", open);
  }
  // A button of the page pressed before the app has it (add to printout, a survey answer) is not
  // lost: the press is held, and given again to the same element once the app has taken the page
  // (hydration keeps the page's elements).
  var held = null;
  document.addEventListener("click", function (event) {
    if (root.dataset.app || !event.target.closest) return;
    var menu = event.target.closest(".menu-button");
    if (menu) return setMenu(menu, menu.getAttribute("aria-expanded") !== "true");
    var button = event.target.closest("#root button");
    if (!button) return;
    event.preventDefault();
    held = button;
    start();
  });
  new MutationObserver(function (changes, observer) {
    if (!root.dataset.app) return;
    observer.disconnect();
    if (held) setTimeout(function () { held.click(); held = null; }, 0);
  }).observe(root, { attributes: true, attributeFilter: ["data-app"] });
  document.addEventListener("keydown", function (event) {
    var button = root.dataset.app || event.key !== "Escape" ? null : document.querySelector(".menu-button[aria-expanded=true]");
    if (!button) return;
    setMenu(button, false);
    button.focus();
  });
})();`;

/** The loader's entry in the content security policy's script-src. */
export const LOADER_CSP_SOURCE = `'sha256-${createHash("sha256").update(LOADER).digest("base64")}'`;

/** JSON inside a <script> element: nothing in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

type ManifestChunk = { file: string; src?: string; imports?: string[]; css?: string[]; isEntry?: boolean };

/** The built page split around what a rendered page adds, and the files the loader asks for. */
export type PageShell = {
  /** index.html without the app's script and module preloads (they come after `load`). */
  template: string;
  entry: string;
  preload: string[];
  /** KaTeX's style sheet, for a page with typeset math. */
  katexCss: string | null;
};

/** Reads the build's index.html and manifest (WEB_DIST). */
export function readShell(webDist: string): PageShell {
  const html = readFileSync(join(webDist, "index.html"), "utf8");
  const manifest = JSON.parse(readFileSync(join(webDist, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/.exec(html);
  if (!entry) throw new Error("The built index.html has no module script");
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g)];
  let template = html.replace(entry[0], "");
  for (const preload of preloads) template = template.replace(preload[0], "");
  // The home screen's chunk and what it imports, fetched with the entry (never before `load`).
  const home = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || home.has(chunk.file)) return;
    home.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit("screens/Home/HomeScreen.tsx");
  const base = entry[1].slice(0, entry[1].lastIndexOf("/assets/") + 1);
  const katex = Object.entries(manifest).find(([key]) => /katex(\.min)?\.css$/.test(key))?.[1].file ?? null;
  return {
    template,
    entry: entry[1],
    preload: [...new Set([...preloads.map((preload) => preload[1]), ...[...home].map((file) => base + file)])],
    katexCss: katex ? base + katex : null,
  };
}

/** The page as sent: the shell with the rendered markup, its records, the boot data and the loader. */
export function pageHtml(shell: PageShell, page: RenderedPage): string {
  let html = shell.template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`);
  if (page.math && shell.katexCss) html = html.replace("</head>", () => `  <link rel="stylesheet" href="${shell.katexCss}">\n  </head>`);
  const scripts =
    `<script type="application/json" id="boxed-records">${scriptJson(page.records)}</script>` +
    `<script type="application/json" id="boxed-boot">${scriptJson({ entry: shell.entry, preload: shell.preload })}</script>` +
    `<script>${LOADER}</script>`;
  return html.replace(/<div id="root"><\/div>/, () => `<div id="root">${page.html}</div>${scripts}`);
}

/** The server renderer of a build, or null if the build has none. */
export async function loadRenderer(webDist: string): Promise<Renderer | null> {
  const file = join(webDist, SSR_ENTRY);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as Partial<Renderer>;
  if (typeof module.renderPage !== "function") throw new Error(`${file} has no renderPage`);
  return module as Renderer;
}
