import { describe, expect, it } from "vitest";
import { isWebLink, webLinks } from "../../server/domain/links.ts";

describe("links stored with content", () => {
  it("are absolute http or https addresses", () => {
    expect(isWebLink("https://www.youtube.com/watch?v=abc")).toBe(true);
    expect(isWebLink("http://example.org/solution")).toBe(true);
  });

  it.each(["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,<b>x</b>", "vbscript:x", "/relative/path", "//evil.test", "ftp://x.org/f", "", "https://"])(
    "refuse %s",
    (link) => {
      expect(isWebLink(link)).toBe(false);
    },
  );

  it("only web links are served", () => {
    expect(webLinks(["https://a.example/v", "javascript:alert(1)", "http://b.example/w"])).toEqual(["https://a.example/v", "http://b.example/w"]);
  });
});
