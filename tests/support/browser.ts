// Debian's Chromium driven by Playwright. Playwright cannot download its own browser here.
import { existsSync, mkdirSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";
import { WEB_DIST } from "../../server/app.ts";
import { SESSION_COOKIE } from "../../server/auth/sessions.ts";
import { startTestApp, type TestApp } from "./testApp.ts";
import { signIn } from "./signIn.ts";

export const SCREENSHOT_DIR = "tests/e2e/screenshots";

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean) as string[];
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      "No Chromium found for the browser tests: install it (`apt-get install -y chromium fonts-liberation`) " +
        "or set CHROMIUM_PATH to a Chromium executable.",
    );
  }
  return found;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
    ],
  });
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

export type BrowserApp = { app: TestApp; browser: Browser };

/** The seeded app on a free port and Chromium, for one e2e file. */
export async function startBrowserApp(): Promise<BrowserApp> {
  if (!existsSync(WEB_DIST)) throw new Error("The web client is not built: run `npm run build:web` first (npm test does).");
  const app = await startTestApp();
  return { app, browser: await launchBrowser() };
}

export async function stopBrowserApp(running: Partial<BrowserApp>): Promise<void> {
  await running.browser?.close();
  await running.app?.fastify.close();
  await running.app?.database.drop();
}

/** A page in a new browser context: signed in as `email` through the real sign-in flow, or anonymous. */
export async function openPage({ app, browser }: BrowserApp, email: string | null): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  if (email) {
    const { jar } = await signIn(app.baseUrl, email);
    await context.addCookies([{ name: SESSION_COOKIE, value: jar.get(SESSION_COOKIE)!, url: app.baseUrl }]);
  }
  return context.newPage();
}
