// /app/developers (issue 14, point 5): a partner finds it from the footer, reads how to get a token
// (the link opens the profile's API tokens), authenticate, page, stay within the limits (the
// numbers are this server's, from Query.apiLimits) and read errors, and reaches GraphiQL and the
// OpenAPI document. Desktop and phone screenshots.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { openPage, PHONE, SCREENSHOT_DIR, screenshot, startBrowserApp, stopBrowserApp, VIEWPORT, type BrowserApp } from "../support/browser.ts";

let running: BrowserApp;
// Limits unlike the defaults, so the page can only show them by reading the server's.
beforeAll(async () => {
  running = await startBrowserApp({ env: { GRAPHQL_MAX_QUERY_COST: "1234", GRAPHQL_COST_RESTORE_RATE: "35" } });
});
afterAll(() => stopBrowserApp(running));

describe("the developers page", () => {
  it("is linked from the footer; in-app navigation moves focus to its heading and titles the tab", async () => {
    const page = await openPage(running, null, VIEWPORT);
    await page.goto(`${running.app.baseUrl}/app/courses`);
    await page.locator("main h1").waitFor();
    await page.getByRole("contentinfo").getByRole("link", { name: "For developers" }).click();
    await page.waitForURL(`${running.app.baseUrl}/app/developers`);
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("For developers");
    await expect(page.title()).resolves.toBe("For developers · Boxed");
    await page.context().close();
  });

  it("states this server's limits and links to the token section, GraphiQL and the OpenAPI document", async () => {
    const page = await openPage(running, "student@boxed.test", VIEWPORT);
    await page.goto(`${running.app.baseUrl}/app/developers`);
    const limits = page.getByRole("table", { name: "The limits of this server" });
    await limits.waitFor();
    const row = (name: string) => limits.getByRole("row", { name: new RegExp(`^${name}`) }).innerText();
    await expect(row("One operation's cost")).resolves.toContain("1,234 points");
    // The budget in the test app is the suites' own (GRAPHQL_COST_BUDGET, tests/support/testApp.ts).
    await expect(row("Budget")).resolves.toContain("100,000,000 points, +35 a second");
    await expect(row("Depth")).resolves.toContain("12 levels");
    await expect(row("Aliases")).resolves.toContain("30");
    const text = await page.locator("main").innerText();
    for (const words of ["Authorization: Bearer", "WWW-Authenticate", "Retry-After", "pageInfo.endCursor", "extensions.cost", "rateLimit"])
      expect(text).toContain(words);

    await expect(page.getByRole("link", { name: "GraphiQL" }).first().getAttribute("href")).resolves.toBe("/graphql");
    const openapi = await page.getByRole("link", { name: "/api/openapi.json" }).first().getAttribute("href");
    expect((await fetch(`${running.app.baseUrl}${openapi}`)).status).toBe(200);
    await screenshot(page, "developers-desktop");

    await page.getByRole("link", { name: "profile's API tokens" }).click();
    await page.waitForURL(`${running.app.baseUrl}/app/user#api-tokens`);
    await page.getByRole("heading", { name: "API tokens" }).waitFor();
    await expectTokensCardInView(page);
    await screenshot(page, "developers-to-api-tokens");
    // And back: the tokens card links to this page.
    await page.getByRole("link", { name: "How to use the API" }).click();
    await page.waitForURL(`${running.app.baseUrl}/app/developers`);
    await page.context().close();
  });

  it("opens the profile at its API tokens card on a full load of /app/user#api-tokens, on a phone", async () => {
    const page = await openPage(running, "student@boxed.test", PHONE);
    await page.goto(`${running.app.baseUrl}/app/user#api-tokens`);
    await page.getByRole("heading", { name: "API tokens" }).waitFor();
    await expectTokensCardInView(page);
    await screenshot(page, "developers-to-api-tokens-phone");
    await page.context().close();
  });

  it("reads on a 390 px phone without scrolling sideways", async () => {
    const page = await openPage(running, null, PHONE);
    await page.goto(`${running.app.baseUrl}/app/developers`);
    await page.getByRole("table", { name: "The limits of this server" }).waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).resolves.toBe(0);
    await screenshot(page, "developers-phone");
    await page.getByRole("table", { name: "The limits of this server" }).screenshot({ path: `${SCREENSHOT_DIR}/developers-phone-limits.png` });
    await page.context().close();
  });
});

/** The profile's API tokens card (the fragment's target) has focus and its heading is on screen, below the sticky bar. */
async function expectTokensCardInView(page: Page) {
  await page.waitForFunction(() => document.activeElement?.id === "api-tokens");
  const [top, barBottom, height] = await page.evaluate(() => [
    document.getElementById("api-tokens")!.getBoundingClientRect().top,
    document.querySelector(".top-bar")!.getBoundingClientRect().bottom,
    window.innerHeight,
  ]);
  expect(top).toBeGreaterThanOrEqual(barBottom);
  // Its heading is on screen (the page may end before the card could reach the top).
  expect(top).toBeLessThan(height - 100);
}
