import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "../../server/domain/sanitizeHtml.ts";

describe("problem and section HTML", () => {
  it("keeps text, formatting and LaTeX delimiters", () => {
    const html = "<p>Find <em>x</em> if \\(x^2 = 4\\) and \\[x &gt; 0.\\]</p>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ["a script tag", "<p>hi</p><script>alert(1)</script>", /<script/i],
    ["an event handler", '<img src="/a.png" onerror="alert(1)">', /onerror/i],
    ["a javascript: link", '<a href="javascript:alert(1)">x</a>', /javascript:/i],
    ["a data: URL", '<img src="data:text/html;base64,PHNjcmlwdD4=">', /data:/i],
    ["an SVG with a script", "<svg><script>alert(1)</script><circle onload=alert(1) /></svg>", /<svg|<script|onload/i],
    ["an iframe", '<iframe src="https://evil.example"></iframe>', /<iframe/i],
    ["a style tag", "<style>body{display:none}</style><p>x</p>", /<style/i],
    ["a protocol-relative URL", '<a href="//evil.example/x">x</a>', /evil/i],
  ])("removes %s", (_name, payload, forbidden) => {
    expect(sanitizeHtml(payload)).not.toMatch(forbidden);
  });

  it("keeps web links and site-relative images", () => {
    expect(sanitizeHtml('<a href="https://example.org/a">a</a><img src="/uploads/q1.png" alt="figure">')).toBe(
      '<a href="https://example.org/a">a</a><img src="/uploads/q1.png" alt="figure">',
    );
  });

  it("turns nothing into an empty string", () => {
    expect(sanitizeHtml(null)).toBe("");
  });
});
