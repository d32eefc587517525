// Renders problem, solution and note HTML: sanitised again in the browser (the server already
// sanitised it), then math between \( \) or \[ \] is typeset by KaTeX, loaded on first use.
import { useLayoutEffect, useRef } from "react";
import DOMPurify from "dompurify";

const loadKatex = () =>
  Promise.all([import("katex/contrib/auto-render"), import("katex/dist/katex.min.css")]).then(([module]) => module.default);

const DELIMITERS = [
  { left: "\\[", right: "\\]", display: true },
  { left: "\\(", right: "\\)", display: false },
  { left: "$$", right: "$$", display: true },
];

export function MathHtml({ html, inline = false, className }: { html: string; inline?: boolean; className?: string }) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.innerHTML = DOMPurify.sanitize(html);
    let cancelled = false;
    void loadKatex().then((renderMathInElement) => {
      if (!cancelled) renderMathInElement(element, { delimiters: DELIMITERS, throwOnError: false });
    });
    return () => {
      cancelled = true;
    };
  }, [html]);
  const Tag = inline ? "span" : "div";
  return <Tag ref={ref as never} className={className ?? "math-html"} data-testid="math-html" />;
}
