// Every route from a 360 px phone (the narrowest the issue names) through a 390x844 phone up to a
// 1280x800 desktop: nothing scrolls sideways, and every route's full page is saved as a screenshot
// (tests/e2e/screenshots/layout-SIZE-WHO-ROUTE.png, gitignored) to look at. On a phone the navigation folds into a menu (a disclosure button, keyboard-operable, closed by
// navigating or Escape) whose links are comfortable touch targets.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { openPage, PHONE, screenshot, startBrowserApp, stopBrowserApp, VIEWPORT, type BrowserApp } from "../support/browser.ts";

const ROUTES = [
  "/app/",
  "/app/courses",
  "/app/get_course?course_id=1",
  "/app/section-notes?id=1&sid=1",
  "/app/mock-test",
  "/app/contest/AMC_8/2024",
  "/app/random",
  "/app/space",
  "/app/user",
  "/app/aboutus",
  "/app/developers",
  "/app/printout",
  "/app/question/AMC_8/2024/1",
  "/app/question/new",
  "/app/question/1/edit",
  "/app/review",
  "/app/import",
  "/app/stats",
  "/app/checkout",
  "/app/no-such-page",
];

const TOUCH = 44;
/** The narrowest phone the layout is built for (Galaxy S8 to S20, many Android phones). */
const NARROW_PHONE = { width: 360, height: 740 };
/** The desktop the issue's screenshots are taken at. */
const DESKTOP = { width: 1280, height: 800 };
let running: BrowserApp;

beforeAll(async () => {
  running = await startBrowserApp();
});
afterAll(() => stopBrowserApp(running));

/** Opens a route and waits until its screen has rendered and its data has arrived. */
async function visit(page: Page, path: string) {
  await page.goto(`${running.app.baseUrl}${path}`);
  await page.waitForLoadState("networkidle");
  await page.locator("main .loading").waitFor({ state: "detached" });
}

/** How far the page reaches past the window's right edge, in CSS pixels. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The innermost elements reaching past the window's right edge, to say what to fix. */
const widest = (page: Page) =>
  page.evaluate(() => {
    const past = [...document.querySelectorAll("body *")].filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5);
    const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
    return innermost
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(" ").join(".")}` : ""}`)
      .join(", ");
  });

/**
 * Text broken where a reader would not break it: inline math split across lines ("3 :" then
 * "x = 5"; display math scrolls in its own box instead), or an email address broken inside a name
 * ("parent@bo" then "xed.test"; before its @ or a dot is fine).
 */
const badBreaks = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const math of document.querySelectorAll<HTMLElement>(".katex")) {
      if (math.closest(".katex-display")) continue;
      // KaTeX sets each run between breakable operators in its own box (.katex-base, .base before 0.17).
      const bases = [...math.querySelectorAll<HTMLElement>(".katex-html > .katex-base, .katex-html > .base")].map((base) => base.getBoundingClientRect());
      // Punctuation right after the math (\(3\): x) stays on its line too.
      // (auto-render wraps each formula in a span of its own)
      const holder = math.parentElement?.childNodes.length === 1 ? math.parentElement : math;
      const next = holder.nextSibling;
      if (next instanceof Text && /^[:;,.!?)]/.test(next.data)) {
        const range = document.createRange();
        range.setStart(next, 0);
        range.setEnd(next, 1);
        bases.push(range.getBoundingClientRect());
      }
      if (bases.some((base, index) => index > 0 && base.top >= bases[index - 1].bottom - 1)) found.push(`math "${math.querySelector("annotation")?.textContent}"`);
    }
    // An email's pieces (a name, @name, .name) each on one line.
    const oneLine = (node: Text, start: number, end: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      return tops.size <= 1;
    };
    const walker = document.createTreeWalker(document.querySelector("main") ?? document.body, NodeFilter.SHOW_TEXT);
    const emails: Text[][] = [];
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const marked = node.parentElement?.closest(".email");
      if (marked) {
        if (marked.firstChild === node || marked.firstChild?.firstChild === node) emails.push([...marked.childNodes].filter((child): child is Text => child instanceof Text));
      } else if (/\S@\S/.test(node.data)) emails.push([node]);
    }
    for (const nodes of emails) {
      for (const node of nodes) {
        for (const match of node.data.matchAll(/[@.]?[^\s@.()]+/g)) {
          if (!oneLine(node, match.index, match.index + match[0].length)) {
            found.push(`email "${nodes.map((each) => each.data).join("")}"`);
            break;
          }
        }
      }
    }
    return found;
  });

const slug = (path: string) => path.replace(/^\/app\/?/, "").replace(/[^a-z0-9]+/gi, "-").replace(/-$/, "") || "home";

for (const [who, email] of [["signed out", null], ["a student", "student@boxed.test"]] as const) {
  describe(`every route, ${who}`, () => {
    for (const [size, viewport] of [["narrow", NARROW_PHONE], ["phone", PHONE], ["desktop", DESKTOP]] as const) {
      it(`fits a ${viewport.width} px ${size} screen without scrolling sideways`, async () => {
        const page = await openPage(running, email, viewport);
        const wide: string[] = [];
        const broken: string[] = [];
        for (const path of ROUTES) {
          await visit(page, path);
          const extra = await overflow(page);
          if (extra > 0) wide.push(`${path} is ${extra} px too wide: ${await widest(page)}`);
          for (const text of await badBreaks(page)) broken.push(`${path}: ${text} breaks mid-way`);
          await screenshot(page, `layout-${size}-${email ? "student" : "visitor"}-${slug(path)}`);
        }
        expect(wide).toEqual([]);
        expect(broken).toEqual([]);
        await page.context().close();
      }, 300_000);
    }
  });
}

describe("the navigation on a phone", () => {
  it("folds into a Menu button that opens a list of large links, and closes when a link is followed", async () => {
    const page = await openPage(running, "student@boxed.test", PHONE);
    await visit(page, "/app/");
    const menu = page.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(menu.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(nav.isVisible()).resolves.toBe(false);
    await expect(page.getByRole("link", { name: "Logout" }).isVisible()).resolves.toBe(false);
    const button = (await menu.boundingBox())!;
    expect(button.height).toBeGreaterThanOrEqual(TOUCH);
    expect(button.width).toBeGreaterThanOrEqual(TOUCH);
    expect(button.x + button.width).toBeLessThanOrEqual(PHONE.width);
    // The bar itself is one short row, not a third of the screen.
    expect((await page.locator(".top-bar").boundingBox())!.height).toBeLessThan(64);

    await menu.click();
    await expect(menu.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(page.locator(`#${await menu.getAttribute("aria-controls")}`).isVisible()).resolves.toBe(true);
    const links = nav.getByRole("link");
    const labels = await links.allInnerTexts();
    expect(labels).toEqual(["Home", "Courses", "AMC Tests", "Practice", "Dashboard", "Profile", "Add Question", "About Us", "Chat"]);
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(TOUCH);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    for (const name of ["Upgrade to Premium", "Logout"]) {
      const box = (await page.getByRole("link", { name }).boundingBox())!;
      expect(box.height, name).toBeGreaterThanOrEqual(TOUCH);
      expect(box.y + box.height, name).toBeLessThanOrEqual(PHONE.height);
    }
    expect(await overflow(page)).toBe(0);
    await screenshot(page, "layout-phone-menu-open");

    await nav.getByRole("link", { name: "Courses" }).click();
    await page.waitForURL(`${running.app.baseUrl}/app/courses`);
    await expect(menu.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(nav.isVisible()).resolves.toBe(false);
    await page.context().close();
  });

  it("works from the keyboard: Enter opens it, Tab reaches the links, Escape closes it and returns to the button", async () => {
    const page = await openPage(running, null, PHONE);
    await visit(page, "/app/courses");
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(menu.getAttribute("aria-expanded")).resolves.toBe("true");
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Home");
    await page.keyboard.press("Escape");
    await expect(menu.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe("Menu");

    // Space opens it too; following a link with Enter goes there and closes the menu.
    await page.keyboard.press(" ");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("AMC Tests");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${running.app.baseUrl}/app/mock-test`);
    await expect(menu.getAttribute("aria-expanded")).resolves.toBe("false");
    await page.context().close();
  });
});

describe("the navigation on a desktop", () => {
  it("shows every link in the bar, each at least 44 px tall, with no Menu button", async () => {
    const page = await openPage(running, "student@boxed.test", VIEWPORT);
    await visit(page, "/app/");
    await expect(page.getByRole("button", { name: "Menu" }).isVisible()).resolves.toBe(false);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const link of await nav.getByRole("link").all()) {
      await expect(link.isVisible()).resolves.toBe(true);
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(TOUCH);
    }
    await expect(page.getByRole("link", { name: "Logout" }).isVisible()).resolves.toBe(true);
    await screenshot(page, "layout-desktop-bar");
    await page.context().close();
  });
});
