// The home page (/app/) comes rendered by the server for its visitor (web/ssr.tsx,
// server/homePage.ts): complete without JavaScript, signed out and as a student; its menu works
// before the app arrives; the app then takes it over without fetching its data again or
// re-drawing it, and from there the page works as the app always did.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { SESSION_COOKIE } from "../../server/auth/sessions.ts";
import { openPage, PHONE, SCREENSHOT_DIR, screenshot, startBrowserApp, stopBrowserApp, type BrowserApp } from "../support/browser.ts";
import { signIn } from "../support/signIn.ts";

const DESKTOP = { width: 1280, height: 800 };
const STUDENT = "student@boxed.test";
let running: BrowserApp;
let studentCookie: string;

beforeAll(async () => {
  running = await startBrowserApp({ community: true });
  studentCookie = (await signIn(running.app.baseUrl, STUDENT)).jar.get(SESSION_COOKIE)!;
}, 180_000);
afterAll(() => stopBrowserApp(running));

const home = () => `${running.app.baseUrl}/app/`;

/** A browser context with JavaScript off, signed in as the student or not. */
async function withoutJavaScript(signedIn: boolean, viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await running.browser.newContext({ viewport, javaScriptEnabled: false });
  if (signedIn) await context.addCookies([{ name: SESSION_COOKIE, value: studentCookie, url: running.app.baseUrl }]);
  return context;
}

/** A full-page screenshot of a page without JavaScript (the shared helper runs script in the page). */
const plainScreenshot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });

/** Waits until the app has taken the page over and its first effects have run (the toaster mounts after hydration). */
/** Holds the app's entry script back until the returned function is called, to act on the page before the takeover. */
async function holdAppEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/app\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function takenOver(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.app === "on");
  await page.locator("section[aria-label^='Notifications']").waitFor({ state: "attached" });
}

/** The boards, the trending lessons (names and counts: they are not links) and the typeset question of the day, with its links. */
async function expectSharedParts(page: Page) {
  for (const board of ["AMC 8 leaders", "AMC 10 leaders", "AMC 12 leaders"]) {
    await expect(page.getByRole("heading", { name: board }).isVisible(), board).resolves.toBe(true);
  }
  expect(await page.locator(".leaderboard").first().locator("tbody tr").count()).toBe(5);
  const trending = page.locator("section.card", { has: page.getByRole("heading", { name: "Trending lessons" }) });
  expect(await trending.locator(".trending li").count()).toBe(10);
  expect(await trending.innerText()).toMatch(/\d+ students · \d+ questions/);
  const question = page.locator(".qotd");
  expect(await question.locator(".katex").count()).toBeGreaterThan(0);
  expect(await question.innerText()).not.toMatch(/\\\(|\\\[/);
  expect(await question.getByRole("link", { name: "Try This Problem" }).getAttribute("href")).toMatch(/^\/app\/question\/\d+$/);
  expect(await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Courses" }).getAttribute("href")).toBe("/app/courses");
  await expect(page.title()).resolves.toBe("Practice for AMC 8, AMC 10, AMC 12 and AIME · Boxed");
}

describe("the home page with JavaScript off", () => {
  it("shows a visitor the hero, the sign-in, the boards, trending lessons and the question of the day, with real links", async () => {
    for (const [size, viewport] of [["desktop", DESKTOP], ["phone", PHONE]] as const) {
      const context = await withoutJavaScript(false, viewport);
      const page = await context.newPage();
      await page.goto(home());
      await expect(page.getByRole("heading", { level: 1, name: "Practise for AMC 8, AMC 10, AMC 12 and AIME" }).isVisible()).resolves.toBe(true);
      expect(await page.getByRole("link", { name: "Browse Courses" }).getAttribute("href")).toBe("/app/courses");
      expect(await page.getByRole("link", { name: "Practice AMC Test" }).getAttribute("href")).toBe("/app/mock-test");
      expect(await page.getByRole("link", { name: "Sign In with Google" }).getAttribute("href")).toBe("/auth/login?return_to=%2Fapp%2F");
      await expectSharedParts(page);
      await expect(page.locator("main .loading").count()).resolves.toBe(0);
      // On a phone the menu cannot open without JavaScript: it shows open, without its button.
      await expect(page.getByRole("button", { name: "Menu" }).isVisible()).resolves.toBe(false);
      await plainScreenshot(page, `ssr-no-js-visitor-${size}`);
      await context.close();
    }
  });

  it("shows a student their greeting, what to do next, the boards and trending lessons", async () => {
    for (const [size, viewport] of [["desktop", DESKTOP], ["phone", PHONE]] as const) {
      const context = await withoutJavaScript(true, viewport);
      const page = await context.newPage();
      await page.goto(home());
      await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Stu Student" }).isVisible()).resolves.toBe(true);
      const steps = page.getByRole("region", { name: "What to do next" }).getByRole("link");
      expect(await steps.count()).toBeGreaterThan(0);
      for (const href of await steps.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) expect(href).toMatch(/^\/app\//);
      await expect(page.getByRole("link", { name: "Logout" }).count()).resolves.toBe(1);
      await expect(page.getByRole("link", { name: "Sign In with Google" }).count()).resolves.toBe(0);
      await expectSharedParts(page);
      await plainScreenshot(page, `ssr-no-js-student-${size}`);
      await context.close();
    }
  });
});

describe("the home page over HTTP", () => {
  it("is the student's own page for the student, kept by no shared cache, and nobody else's", async () => {
    const mine = await fetch(home(), { headers: { cookie: `${SESSION_COOKIE}=${studentCookie}`, "accept-encoding": "br" } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("private, no-cache");
    expect(mine.headers.get("content-encoding")).toBe("br");
    // (React separates adjacent text with empty comments.)
    const html = (await mine.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Welcome back, Stu Student");
    // The app's scripts are not on the page; the loader brings them after `load`.
    expect(html).not.toMatch(/<script[^>]+src=|rel="modulepreload"/);

    const visitor = await (await fetch(home())).text();
    expect(visitor).toContain("Practise for AMC 8, AMC 10, AMC 12 and AIME");
    expect(visitor).not.toContain("Stu Student");
    expect(visitor).not.toContain(STUDENT);
  });
});

describe("the home page once the app has taken it over", () => {
  it("asks for none of its data again, matches the server's markup, and follows Browse Courses inside the app", async () => {
    for (const [who, email] of [["visitor", null], ["student", STUDENT]] as const) {
      for (const [size, viewport] of [["desktop", DESKTOP], ["phone", PHONE]] as const) {
        const page = await openPage(running, email, viewport);
        const complaints: string[] = [];
        page.on("console", (message) => {
          if (message.type() === "error" || message.type() === "warning") complaints.push(message.text());
        });
        page.on("pageerror", (error) => complaints.push(error.message));
        const queries: string[] = [];
        page.on("request", (request) => {
          if (request.url().endsWith("/graphql")) queries.push(request.postData() ?? "");
        });
        await page.goto(home());
        const before = await page.locator("#main").innerHTML();
        await takenOver(page);
        expect(queries).toEqual([]);
        expect(complaints).toEqual([]);
        // Hydrated in place: the same markup (no 'Loading…', nothing drawn again).
        expect(await page.locator("#main").innerHTML()).toBe(before);
        await screenshot(page, `ssr-app-${who}-${size}`);

        if (who === "visitor") {
          await page.evaluate(() => Object.assign(window, { samePage: true }));
          await page.getByRole("link", { name: "Browse Courses" }).click();
          await page.getByRole("heading", { level: 1, name: "Courses" }).waitFor();
          expect(page.url()).toBe(`${running.app.baseUrl}/app/courses`);
          // No full page load: the window is the same one.
          await expect(page.evaluate(() => (window as { samePage?: boolean }).samePage)).resolves.toBe(true);
        }
        await page.context().close();
      }
    }
  });

  it("takes a student's vote in the survey card (the seed's open survey)", async () => {
    const page = await openPage(running, STUDENT);
    await page.goto(home());
    const card = page.getByRole("region", { name: "Quick question" });
    await expect(card.innerText()).resolves.toContain("How did you hear about Boxed?");
    await takenOver(page);
    await card.getByRole("button", { name: "From a teacher or coach" }).click();
    await card.getByText("Thank you for answering.").waitFor();
    await page.context().close();
  });

  it("keeps a button pressed before the app has arrived, and presses it once the app is there", async () => {
    // Another account than the survey test's, whose card is still open.
    const page = await openPage(running, "parent@boxed.test");
    const release = await holdAppEntry(page);
    await page.goto(home());
    const card = page.getByRole("region", { name: "Quick question" });
    await card.getByRole("button", { name: "Social media" }).click();
    await expect(page.evaluate(() => document.documentElement.dataset.app)).resolves.toBeUndefined();
    release();
    await card.getByText("Thank you for answering.").waitFor();
    await page.context().close();
  });

  it("opens the phone menu before the app has arrived, and the app goes on with it open", async () => {
    const page = await openPage(running, STUDENT, PHONE);
    const release = await holdAppEntry(page);
    await page.goto(home());
    const menu = page.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.isVisible()).resolves.toBe(false);
    await menu.click();
    await expect(menu.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(nav.isVisible()).resolves.toBe(true);
    await expect(page.getByRole("link", { name: "Logout" }).isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => document.documentElement.dataset.app)).resolves.toBeUndefined();
    await screenshot(page, "ssr-phone-menu-before-app");
    // Escape closes it and gives the button the focus, as the app's menu does.
    await page.keyboard.press("Escape");
    await expect(menu.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe("Menu");
    await menu.click();

    release();
    await takenOver(page);
    await expect(menu.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(nav.isVisible()).resolves.toBe(true);
    // From here it is the app's menu: following a link goes there inside the app and closes it.
    await nav.getByRole("link", { name: "Courses" }).click();
    await page.waitForURL(`${running.app.baseUrl}/app/courses`);
    await expect(menu.getAttribute("aria-expanded")).resolves.toBe("false");
    await page.context().close();
  });
});
