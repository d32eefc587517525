import { describe, expect, it } from "vitest";
import { checkImage, imageTypeOf, MAX_IMAGE_BYTES } from "../../server/domain/images.ts";

const bytes = (...values: number[]) => new Uint8Array(values);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);

describe("question images", () => {
  it("recognises PNG, JPEG, GIF and WebP by their content", () => {
    expect(imageTypeOf(PNG)).toBe("image/png");
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(imageTypeOf(new TextEncoder().encode("GIF89a...."))).toBe("image/gif");
    expect(imageTypeOf(new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBe("image/webp");
  });

  it.each([
    ["an SVG", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ["HTML named picture.png", "<html><script>alert(1)</script></html>"],
    ["an empty file", ""],
  ])("refuses %s", (_name, text) => {
    expect(checkImage(new TextEncoder().encode(text))).toEqual({ problem: "The image must be a PNG, JPEG, GIF or WebP picture." });
  });

  it("refuses a picture over 1 MB and takes one of exactly 1 MB", () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(PNG);
    expect(checkImage(big)).toEqual({ problem: "The image must be at most 1 MB." });
    expect(checkImage(big.subarray(0, MAX_IMAGE_BYTES))).toEqual({ type: "image/png" });
  });
});
