// Renders problem, solution and note HTML as the server sends it (sanitised there, on write and
// again on every read: server/domain/sanitizeHtml.ts), then math between \( \) or \[ \] is typeset
// by KaTeX, loaded on first use. No sanitiser ships to the browser (11 KB compressed on every
// first load for HTML that is already clean).
//
// On the server-rendered home page (web/ssr.tsx) the math comes typeset in the page: the server
// provides ServerMathContext, and in the browser the first effect keeps what it finds typeset
// instead of setting the raw HTML again (which would show the TeX until KaTeX loads).
import { createContext, useContext, useLayoutEffect, useRef } from "react";

const loadKatex = () =>
  Promise.all([import("katex/contrib/auto-render"), import("katex/dist/katex.min.css")]).then(([module]) => module.default);

const DELIMITERS = [
  { left: "\\[", right: "\\]", display: true },
  { left: "\\(", right: "\\)", display: false },
  { left: "$$", right: "$$", display: true },
];

const HAS_MATH = /\\\(|\\\[|\$\$/;

/** On the server: typesets math in HTML (web/serverMath.ts). In the browser: null. */
export const ServerMathContext = createContext<((html: string) => string) | null>(null);

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * `html` is the server's (sanitised); `text` is what someone is typing (a preview's own choices):
 * shown as text, never parsed as HTML, with its math typeset all the same.
 */
export function MathHtml({ html, text, inline = false, className }: { inline?: boolean; className?: string } & ({ html: string; text?: never } | { text: string; html?: never })) {
  const ref = useRef<HTMLElement>(null);
  const typesetOnServer = useContext(ServerMathContext);
  const first = useRef(true);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const firstRun = first.current;
    first.current = false;
    // Typeset by the server (the page came rendered): nothing to do until the content changes.
    if (firstRun && element.querySelector(".katex, .katex-error")) return;
    if (text !== undefined) element.textContent = text;
    else element.innerHTML = html ?? "";
    // No math, no KaTeX to load.
    if (!HAS_MATH.test(text ?? html ?? "")) return;
    let cancelled = false;
    void loadKatex().then((renderMathInElement) => {
      if (!cancelled) renderMathInElement(element, { delimiters: DELIMITERS, throwOnError: false });
    });
    return () => {
      cancelled = true;
    };
  }, [html, text]);
  const Tag = inline ? "span" : "div";
  const source = text !== undefined ? escapeHtml(text) : (html ?? "");
  // The same element on both sides: the server's is filled with typeset HTML; the browser's content
  // is the effect's (a hydrated page keeps the server's: React leaves inner HTML alone when hydrating).
  return (
    <Tag
      ref={ref as never}
      className={className ?? "math-html"}
      data-testid="math-html"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised HTML (server/domain/sanitizeHtml.ts) or escaped text, as the effect below sets it too.
      dangerouslySetInnerHTML={{ __html: typesetOnServer ? typesetOnServer(source) : source }}
    />
  );
}
