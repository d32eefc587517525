// Renders problem, solution and note HTML as the server sends it (sanitised there, on write and
// again on every read: server/domain/sanitizeHtml.ts), then math between \( \) or \[ \] is typeset
// by KaTeX, loaded on first use. No sanitiser ships to the browser (11 KB compressed on every
// first load for HTML that is already clean).
import { useLayoutEffect, useRef } from "react";

const loadKatex = () =>
  Promise.all([import("katex/contrib/auto-render"), import("katex/dist/katex.min.css")]).then(([module]) => module.default);

const DELIMITERS = [
  { left: "\\[", right: "\\]", display: true },
  { left: "\\(", right: "\\)", display: false },
  { left: "$$", right: "$$", display: true },
];

/**
 * `html` is the server's (sanitised); `text` is what someone is typing (a preview's own choices):
 * shown as text, never parsed as HTML, with its math typeset all the same.
 */
export function MathHtml({ html, text, inline = false, className }: { inline?: boolean; className?: string } & ({ html: string; text?: never } | { text: string; html?: never })) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (text !== undefined) element.textContent = text;
    else element.innerHTML = html ?? "";
    let cancelled = false;
    void loadKatex().then((renderMathInElement) => {
      if (!cancelled) renderMathInElement(element, { delimiters: DELIMITERS, throwOnError: false });
    });
    return () => {
      cancelled = true;
    };
  }, [html, text]);
  const Tag = inline ? "span" : "div";
  return <Tag ref={ref as never} className={className ?? "math-html"} data-testid="math-html" />;
}
