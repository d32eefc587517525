// The server's own pages are written with one template whose `html` tag escapes every value.
import { describe, expect, it } from "vitest";
import { escapeHtml, html, page } from "../../server/pages/template.ts";

describe("the html tag", () => {
  it("escapes text so that it reads as written and never becomes markup", () => {
    const typed = `"><script>alert('x')</script>&`;
    expect(html`<p title="${typed}">${typed}</p>`.markup).toBe(
      "<p title=\"&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;\">&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;</p>",
    );
    expect(escapeHtml("5 < 7 & 7 > 5")).toBe("5 &lt; 7 &amp; 7 &gt; 5");
  });

  it("puts markup made by html in as it is, joins lists, and leaves out null, undefined and false", () => {
    const rows = [1, 2].map((n) => html`<li>${n}</li>`);
    expect(html`<ul>${rows}</ul>${null}${undefined}${false}${0}`.markup).toBe("<ul><li>1</li><li>2</li></ul>0");
  });
});

describe("a page", () => {
  it("is a whole document for phones and desktops, named in the tab, its title escaped", () => {
    const markup = page({ title: "A < B", body: html`<h1>Hello</h1>` });
    expect(markup).toMatch(/^<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">/);
    expect(markup).toContain("<title>A &lt; B · Boxed</title>");
    expect(markup).toContain("<main><h1>Hello</h1></main>");
    expect(page({ title: "Form", body: html`<form></form>`, narrow: true })).toContain('<main class="narrow"><form></form></main>');
  });
});
