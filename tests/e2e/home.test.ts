import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { TestApp } from "../support/testApp.ts";
import { screenshot, startBrowserApp, stopBrowserApp, VIEWPORT } from "../support/browser.ts";

let app: TestApp;
let browser: Browser;
let page: Page;
let baseUrl: string;

beforeAll(async () => {
  ({ app, browser } = await startBrowserApp());
  baseUrl = app.baseUrl;
  page = await browser.newPage({ viewport: VIEWPORT });
});

afterAll(() => stopBrowserApp({ app, browser }));

describe("home page in Chromium", () => {
  it("shows the top bar and a typeset question of the day", async () => {
    const graphqlRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/graphql")) graphqlRequests.push(request.postData() ?? "");
    });
    await page.goto(`${baseUrl}/app/`);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Home", "Courses", "AMC Tests", "Practice", "Dashboard", "Profile", "About Us", "Chat"]) {
      await nav.getByRole("link", { name: label, exact: true }).waitFor();
    }
    await page.getByRole("link", { name: "Sign In", exact: true }).waitFor();

    const card = page.locator(".qotd");
    await card.locator(".katex").first().waitFor();
    await expect(card.getByRole("heading", { name: "Question of the Day" }).isVisible()).resolves.toBe(true);
    await expect(card.locator(".choices li").count()).resolves.toBe(5);
    await expect(card.getByText("Sample content").isVisible()).resolves.toBe(true);
    expect(await card.innerText()).not.toMatch(/\\\(|\\\[/);

    // None: the page comes rendered with its data, and the app takes it over from the records in
    // the page (the top bar's status then stays cached for 5 minutes).
    await page.waitForFunction(() => document.documentElement.dataset.app === "on");
    await page.locator("section[aria-label^='Notifications']").waitFor({ state: "attached" });
    expect(graphqlRequests).toEqual([]);

    await expect(page.getByText("No leaderboard data yet").count()).resolves.toBe(3);
    await screenshot(page, "home");
  });

  it("has a page for every route of the spec", async () => {
    const routes: [string, string][] = [
      ["/app/courses", "Courses"],
      ["/app/get_course?course_id=1", "AMC 8 Foundations"],
      ["/app/mock-test", "AMC Tests"],
      ["/app/section-notes?id=1&sid=1", "Equations and Averages"],
      ["/app/space?tab=overview", "Dashboard"],
      ["/app/contest/AMC_8/2024", "AMC 8 2024"],
      ["/app/random", "Practice"],
      ["/app/question/AMC_8/2024/1", "AMC 8 2024 · Problem 1"],
      // /app/stats is for admins (tests/e2e/stats.test.ts); /app/question/new asks visitors to sign in (authoring.test.ts);
      // /app/checkout sends visitors to sign in first (premium.test.ts).
      ["/app/question/1/edit", "Edit Question"],
    ];
    for (const [path, heading] of routes) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
    }
    await screenshot(page, "placeholder-edit-question");
  });
});
