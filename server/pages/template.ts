// The one HTML template of the server's own pages (the contest result, the sign-in failure, the
// development identity provider's login and error pages): the same head, look and escaping.
// Markup is written with the `html` tag, which escapes every value it is given unless the value
// is markup made by `html` itself, so text from a request or the database cannot become markup.

/** Markup made by `html`: safe to put in a page as it is. */
export class Html {
  readonly markup: string;
  constructor(markup: string) {
    this.markup = markup;
  }
  toString(): string {
    return this.markup;
  }
}

/** What `html` accepts: text and numbers (escaped), markup, lists of either; null, undefined and false are left out. */
export type HtmlValue = Html | string | number | null | undefined | false | readonly HtmlValue[];

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof Html) return value.markup;
  if (Array.isArray(value)) return value.map(render).join("");
  return escapeHtml(String(value));
}

/** Tagged template: `html\`<p>${text}</p>\`` escapes `text`; nested `html` markup goes in as it is. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  return new Html(strings.reduce((markup, part, index) => markup + render(values[index - 1]) + part));
}

const STYLE = `
  body { font-family: "Liberation Sans", Arial, sans-serif; color: #1d2433; background: #f6f8fb; margin: 0; }
  main { max-width: 860px; margin: 0 auto; padding: 2rem 1.25rem; }
  main.narrow { max-width: 26rem; padding-top: 4rem; }
  .card { background: #fff; border: 1px solid #e3e7ee; border-radius: 10px; padding: 1.25rem; margin-bottom: 1.25rem; }
  .card > h1:first-child { font-size: 1.3rem; margin-top: 0; }
  .muted { color: #5f6b7a; font-size: 0.9rem; }
  .notice { color: #7a4b00; }
  .error, .incorrect, .down { color: #c23a2b; }
  .correct, .up { color: #1f8a4c; }
  .blank { color: #5f6b7a; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: 0.4rem; border-bottom: 1px solid #e3e7ee; }
  label { display: block; font-weight: 600; margin-bottom: 0.35rem; }
  input { width: 100%; box-sizing: border-box; padding: 0.55rem; border: 1px solid #c9d0db; border-radius: 6px; font: inherit; }
  a.button, button { display: inline-block; padding: 0.5rem 1rem; border: 0; border-radius: 8px; background: #2454d6; color: #fff;
    font: inherit; font-weight: 600; text-decoration: none; cursor: pointer; margin-right: 0.5rem; }
  form button { width: 100%; margin: 1rem 0 0; padding: 0.6rem; }
`;

/**
 * A whole page: `title` names it in the browser tab ("… · Boxed"); `style` adds the page's own
 * rules to the shared ones; `narrow` is for a single card such as a form or a short message.
 */
export function page(options: { title: string; body: Html; style?: string; narrow?: boolean }): string {
  const { title, body, style = "", narrow = false } = options;
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Boxed</title><link rel="icon" href="data:,"><style>${new Html(STYLE + style)}</style></head>
<body><main${narrow ? new Html(' class="narrow"') : ""}>${body}</main></body></html>`.markup;
}
