// Problem, solution and section HTML comes from editors and imports: it is sanitised when
// written (server/services/contentHtml.ts), so a script, event handler or javascript: URL never
// reaches the database, and is served as stored. KaTeX delimiters are plain text and pass
// through untouched.
import { createRequire } from "node:module";
import type createDOMPurify from "dompurify";

// Only web links and site-relative paths; no javascript:, data: or other schemes.
const SAFE_URL = /^(?:https?:|\/(?!\/))/i;

type Purifier = ReturnType<typeof createDOMPurify>;
let purifier: Purifier | null = null;

/**
 * DOMPurify on a jsdom window, made on the first write that needs it: jsdom takes a while to
 * load, and a server that only reads (most starts) never needs it.
 */
function purify(): Purifier {
  if (purifier) return purifier;
  const require = createRequire(import.meta.url);
  const { JSDOM } = require("jsdom") as typeof import("jsdom");
  const made = (require("dompurify") as typeof createDOMPurify)(new JSDOM("").window as unknown as Window & typeof globalThis);
  // DOMPurify lets data: URLs through on images; links and sources must pass SAFE_URL too.
  made.addHook("afterSanitizeAttributes", (node) => {
    for (const name of ["href", "src"]) {
      const value = node.getAttribute(name);
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(name);
    }
  });
  purifier = made;
  return made;
}

// Problem figures (prisma/seed/figures.ts): plain SVG shapes and text, no links, styles or
// foreign content, so a drawing can never carry script.
const SVG_TAGS = ["svg", "title", "g", "line", "polyline", "polygon", "circle", "rect", "text"];
const SVG_ATTR = [
  "viewbox", "xmlns", "role", "aria-label", "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "points",
  "fill", "stroke", "stroke-width", "stroke-dasharray", "font-size", "font-family", "text-anchor",
];
const ALLOWED_TAGS = [
  "p", "br", "em", "strong", "b", "i", "u", "sub", "sup", "span", "div", "ul", "ol", "li",
  "table", "thead", "tbody", "tr", "th", "td", "img", "a", "code", "pre", "blockquote", "h3", "h4", "hr",
  ...SVG_TAGS,
];
const NOT_URLS = ["width", "height", "colspan", "rowspan", ...SVG_ATTR];
const ALLOWED_ATTR = ["href", "src", "alt", "title", "width", "height", "class", "colspan", "rowspan", ...SVG_ATTR];

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return "";
  return purify().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: SAFE_URL,
    // With a URL pattern of our own, DOMPurify holds every attribute value to it (a width of "200"
    // is no URL and would be dropped); these attributes are never URLs, so only href and src are.
    ADD_URI_SAFE_ATTR: NOT_URLS,
  });
}
