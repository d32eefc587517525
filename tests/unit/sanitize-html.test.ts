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
    ["an SVG's script and handler", "<svg><script>alert(1)</script><circle onload=alert(1) /></svg>", /<script|onload|alert/i],
    ["an SVG link", '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>', /href|javascript/i],
    ["an SVG's foreign content", '<svg><foreignObject><img src="x" onerror="alert(1)"></foreignObject></svg>', /foreignObject|onerror|<img/i],
    ["an SVG animation", '<svg><animate onbegin="alert(1)" attributeName="x" dur="1s"></animate></svg>', /animate|onbegin/i],
    ["an SVG use of another document", '<svg><use href="https://evil.example/x.svg#a"></use></svg>', /<use|evil/i],
    ["an SVG style", '<svg><rect style="fill:url(https://evil.example/t)" width="1"></rect></svg>', /style|evil/i],
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

  it("keeps a problem figure's plain SVG shapes and labels exactly", () => {
    const figure =
      '<div class="problem-figure"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 80" width="100" height="80" role="img" aria-label="A triangle">' +
      '<title>A triangle</title><polygon points="10,70 90,70 50,10" fill="none" stroke="#1d2433" stroke-width="2"></polygon>' +
      '<line x1="30" y1="40" x2="70" y2="40" stroke="#2454d6" stroke-width="2" stroke-dasharray="6 4"></line>' +
      '<circle cx="50" cy="10" r="3" fill="#1d2433"></circle><text x="50" y="8" font-size="14" font-family="sans-serif" text-anchor="middle" fill="#1d2433">A</text></svg></div>';
    expect(sanitizeHtml(figure)).toBe(figure);
  });

  it("keeps an image's width and height (they are not URLs)", () => {
    expect(sanitizeHtml('<img src="/images/3" alt="figure" width="200" height="120">')).toBe('<img src="/images/3" alt="figure" width="200" height="120">');
  });

  it("turns nothing into an empty string", () => {
    expect(sanitizeHtml(null)).toBe("");
  });
});
