// Math typeset on the server (the server-rendered home page, web/ssr.tsx): the same delimiters and
// the same KaTeX output as the browser's auto-render in MathHtml, applied to the sanitised HTML as
// text. Only the server build imports this file (KaTeX stays out of the client's first load).
import katex from "katex";

/** Tags whose text auto-render leaves alone (its ignoredTags). */
const IGNORED = new Set(["script", "noscript", "style", "textarea", "pre", "code", "option"]);

// The delimiters MathHtml gives auto-render, in its order: \[ \], \( \), $$ $$.
const MATH = /\\\[([\s\S]+?)\\\]|\\\(([\s\S]+?)\\\)|\$\$([\s\S]+?)\$\$/g;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** A text run of the HTML as the browser reads it (entities decoded), which is what KaTeX gets there. */
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Each formula as auto-render leaves it: KaTeX's markup in a span of its own. */
function typesetText(text: string): string {
  return text.replace(MATH, (whole, display: string | undefined, inline: string | undefined, dollars: string | undefined) => {
    const tex = display ?? inline ?? dollars;
    if (tex === undefined) return whole;
    return `<span>${katex.renderToString(decode(tex), { displayMode: inline === undefined, throwOnError: false })}</span>`;
  });
}

/** `html` (sanitised by the server) with its math typeset; whether it had any. */
export function typesetHtml(html: string): { html: string; math: boolean } {
  let math = false;
  const ignored: string[] = [];
  const parts = html.split(/(<[^>]*>)/);
  const out = parts.map((part) => {
    if (part.startsWith("<")) {
      const tag = /^<(\/?)([a-z0-9]+)/i.exec(part);
      if (tag && IGNORED.has(tag[2].toLowerCase())) {
        if (tag[1]) ignored.pop();
        else if (!part.endsWith("/>")) ignored.push(tag[2]);
      }
      return part;
    }
    if (ignored.length > 0 || !MATH.test(part)) return part;
    MATH.lastIndex = 0;
    math = true;
    return typesetText(part);
  });
  MATH.lastIndex = 0;
  return { html: out.join(""), math };
}
