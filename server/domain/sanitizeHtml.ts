// Problem, solution and section HTML comes from editors and imports: it is sanitised when
// written and again before it is served, so a script, event handler or javascript: URL
// never reaches a browser. KaTeX delimiters are plain text and pass through untouched.
import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";

const purify = createDOMPurify(new JSDOM("").window);

// Only web links and site-relative paths; no javascript:, data: or other schemes.
const SAFE_URL = /^(?:https?:|\/(?!\/))/i;

// DOMPurify lets data: URLs through on images; links and sources must pass SAFE_URL too.
purify.addHook("afterSanitizeAttributes", (node) => {
  for (const name of ["href", "src"]) {
    const value = node.getAttribute(name);
    if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(name);
  }
});

const ALLOWED_TAGS = [
  "p", "br", "em", "strong", "b", "i", "u", "sub", "sup", "span", "div", "ul", "ol", "li",
  "table", "thead", "tbody", "tr", "th", "td", "img", "a", "code", "pre", "blockquote", "h3", "h4", "hr",
];
const ALLOWED_ATTR = ["href", "src", "alt", "title", "width", "height", "class", "colspan", "rowspan"];

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return "";
  return purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: SAFE_URL,
  });
}
