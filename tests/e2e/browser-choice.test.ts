// The browser tests run on a machine without a system Chromium: the one inside the
// @sparticuz/chromium package launches and draws a page. (TEST_BROWSER=package runs any e2e
// file on it.)
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chooseChromium, screenshot } from "../support/browser.ts";

describe("choosing Chromium for the browser tests", () => {
  it("falls back to the npm package's Chromium, which launches and renders a page", async () => {
    const choice = await chooseChromium({ TEST_BROWSER: "package" });
    expect(choice.source).toBe("@sparticuz/chromium");
    expect(existsSync(choice.executablePath)).toBe(true);
    const browser = await chromium.launch({ executablePath: choice.executablePath, args: choice.args });
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 200 } });
      await page.setContent("<h1 style='font-family: sans-serif'>Boxed 2 + 2 = 4</h1>");
      expect((await page.locator("h1").boundingBox())!.width).toBeGreaterThan(100);
      await screenshot(page, "browser-choice-package");
    } finally {
      await browser.close();
    }
  });

  it("prefers CHROMIUM_PATH, and says so when it names nothing", async () => {
    await expect(chooseChromium({ CHROMIUM_PATH: "/nowhere/chromium" })).rejects.toThrow("CHROMIUM_PATH names /nowhere/chromium, which does not exist.");
    const own = await chooseChromium({ CHROMIUM_PATH: process.execPath });
    expect(own).toMatchObject({ executablePath: process.execPath, source: "CHROMIUM_PATH" });
  });
});
