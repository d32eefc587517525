// Chromium driven by Playwright (which cannot download its own browser here): the one
// CHROMIUM_PATH names, else the system's (Debian's chromium), else the one inside the
// @sparticuz/chromium npm package, so `npm install && npm test` works on a machine without one.
// TEST_BROWSER=package skips the first two (to check the package's browser on a machine that
// has a system one).
import { existsSync, mkdirSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";
import { webDistOf } from "../../server/webDist.ts";
import { SESSION_COOKIE } from "../../server/auth/sessions.ts";
import { startTestApp, type TestApp, type TestAppOptions } from "./testApp.ts";
import { signIn } from "./signIn.ts";

export const SCREENSHOT_DIR = "tests/e2e/screenshots";

const SYSTEM_CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];
const ARGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];

export type ChromiumChoice = { executablePath: string; args: string[]; source: "CHROMIUM_PATH" | "system" | "@sparticuz/chromium" };

/** Which Chromium the browser tests drive, and with which switches. */
export async function chooseChromium(env: Record<string, string | undefined> = process.env): Promise<ChromiumChoice> {
  const packageOnly = env.TEST_BROWSER === "package";
  if (env.CHROMIUM_PATH && !packageOnly) {
    if (!existsSync(env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH names ${env.CHROMIUM_PATH}, which does not exist.`);
    return { executablePath: env.CHROMIUM_PATH, args: ARGS, source: "CHROMIUM_PATH" };
  }
  const system = packageOnly ? undefined : SYSTEM_CHROMIUM.find((path) => existsSync(path));
  if (system) return { executablePath: system, args: ARGS, source: "system" };
  // The package's browser is unpacked into the temporary folder on first use (about 15 s).
  const { default: packaged } = await import("@sparticuz/chromium");
  return { executablePath: await packaged.executablePath(), args: packaged.args, source: "@sparticuz/chromium" };
}

export async function launchBrowser(): Promise<Browser> {
  const { executablePath, args } = await chooseChromium();
  return chromium.launch({ executablePath, args });
}

/**
 * Saves a full-page screenshot once fonts (KaTeX's included) are ready, scrolled to the top
 * (a sticky top bar is otherwise drawn mid-page).
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(window.scrollTo(0, 0))))));
  const path = `${SCREENSHOT_DIR}/${name}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}

export const VIEWPORT = { width: 1280, height: 900 };
/** A common phone (iPhone 12 to 15). */
export const PHONE = { width: 390, height: 844 };

export type BrowserApp = { app: TestApp; browser: Browser };

/** The seeded app on a free port and Chromium, for one e2e file. */
export async function startBrowserApp(options: TestAppOptions = {}): Promise<BrowserApp> {
  if (!existsSync(webDistOf())) throw new Error(`The web client is not built in ${webDistOf()}: the e2e project's setup (tests/support/webBuildSetup.ts) builds it.`);
  const app = await startTestApp(options);
  return { app, browser: await launchBrowser() };
}

export async function stopBrowserApp(running: Partial<BrowserApp>): Promise<void> {
  await running.browser?.close();
  await running.app?.fastify.close();
  await running.app?.database.drop();
}

/** A page in a new browser context: signed in as `email` through the real sign-in flow, or anonymous. */
export async function openPage({ app, browser }: BrowserApp, email: string | null, viewport = VIEWPORT): Promise<Page> {
  const context = await browser.newContext({ viewport });
  if (email) {
    const { jar } = await signIn(app.baseUrl, email);
    await context.addCookies([{ name: SESSION_COOKIE, value: jar.get(SESSION_COOKIE)!, url: app.baseUrl }]);
  }
  return context.newPage();
}
