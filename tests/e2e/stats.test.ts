// The admin statistics page (/app/stats) and surveys in Chromium: an admin sees the figures as
// charts with tables, creates a survey; a student is sent home, sees the survey card there and
// votes once. The page's error states are produced by answering its statistics query with the
// server's error shapes (page.route), since a live server answers an admin's query.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { openPage, screenshot, startBrowserApp, stopBrowserApp, type BrowserApp } from "../support/browser.ts";

let running: BrowserApp;
// The web client sends persisted query ids; this map names them.
const persisted = JSON.parse(readFileSync("web/__generated__/persisted-queries.json", "utf8")) as Record<string, string>;
const isStatsBoard = (body: string | null) => (persisted[JSON.parse(body ?? "{}").doc_id] ?? "").startsWith("query StatsBoardQuery");
const url = (path: string) => `${running.app.baseUrl}${path}`;

beforeAll(async () => {
  running = await startBrowserApp();
});
afterAll(() => stopBrowserApp(running));

/** A 390 px phone: the page, top bar included, fits the screen's width. */
async function asPhone(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

describe("the statistics page", () => {
  it("shows an admin the summary, six charts with their figures, and the survey results", async () => {
    const page = await openPage(running, "admin@boxed.test");
    await page.goto(url("/app/stats"));
    await page.getByRole("heading", { name: "Statistics", level: 1 }).waitFor();
    await expect.poll(() => page.locator(".chart canvas").count()).toBeGreaterThanOrEqual(6);
    for (const title of ["Daily active students", "Weekly active students", "Answers per month", "Active and inactive students per month", "Monthly churn", "Answers per week by source"]) {
      await page.getByRole("heading", { name: title }).waitFor();
    }
    expect(await page.getByText("Total users").isVisible()).toBe(true);
    // Each chart has a table of its numbers.
    await page.locator("details", { hasText: "Show the figures" }).first().locator("summary").click();
    expect(await page.locator(".chart").first().locator("tbody tr").count()).toBe(30);
    await page.getByRole("heading", { name: "Survey results" }).waitFor();
    await screenshot(page, "stats-admin");
    await asPhone(page, "stats-admin-phone");
  });

  it("lets an admin create a survey, which then shows as open", async () => {
    const page = await openPage(running, "admin@boxed.test");
    await page.goto(url("/app/stats"));
    await page.getByLabel("Question").fill("Which contest is next for you?");
    await page.getByLabel("Answers, one per line (2 to 6)").fill("AMC 8\nAMC 8");
    await page.getByRole("button", { name: "Create survey" }).click();
    await page.getByText("Each answer must be different.").waitFor();
    await page.getByLabel("Answers, one per line (2 to 6)").fill("AMC 8\nAMC 10\nAIME");
    await page.getByRole("button", { name: "Create survey" }).click();
    const row = page.getByRole("row", { name: /Which contest is next for you\?/ });
    await row.waitFor();
    expect(await row.getByRole("cell", { name: "Open" }).isVisible()).toBe(true);
  });

  it("sends a student to the home page, where an open survey waits for one vote", async () => {
    const page = await openPage(running, "student@boxed.test");
    await page.goto(url("/app/stats"));
    await page.waitForURL(/\/app\/?$/);
    const card = page.getByRole("region", { name: "Quick question" });
    await card.waitFor();
    await asPhone(page, "home-survey-card-phone");
    const question = await card.locator("p").first().textContent();
    await card.getByRole("button").first().click();
    await page.getByText("Thank you for answering.").waitFor();
    await page.reload();
    // A signed-in student's home page greets them (the hero is for visitors).
    await page.getByRole("heading", { level: 1, name: /^Welcome back/ }).waitFor();
    // The answered survey is not asked again.
    const next = page.getByRole("region", { name: "Quick question" });
    if (await next.count()) expect(await next.locator("p").first().textContent()).not.toBe(question);
  });

  it("shows the admin-access message on a 403 and the load error otherwise", async () => {
    const page = await openPage(running, "admin@boxed.test");
    const answerStatsWith = (body: unknown) =>
      page.route("**/graphql", async (route) => {
        if (!isStatsBoard(route.request().postData())) return route.continue();
        return route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(body) });
      });
    await answerStatsWith({ data: null, errors: [{ message: "You do not have access to this.", extensions: { code: "FORBIDDEN" } }] });
    await page.goto(url("/app/stats"));
    await page.getByText("You need admin access to view this page.").waitFor();
    await page.unrouteAll();
    await answerStatsWith({ data: null, errors: [{ message: "Unexpected error.", extensions: { code: "INTERNAL_SERVER_ERROR" } }] });
    await page.reload();
    await page.getByText("Failed to load data. Please try again later.").waitFor();
    await screenshot(page, "stats-error");
  });
});
