// The home page's largest contentful paint on a slow phone: Chromium with its CPU slowed 4x and a
// network like DevTools' "Fast 3G" preset (562.5 ms round trip, 180 KB/s down, 84 KB/s up), both
// set through the DevTools protocol, on a fresh browser context each run (nothing cached).
//
//   node bench/home-lcp.ts http://127.0.0.1:3000 [--runs=5] [--student=student@boxed.test]
//
// Prints each run's LCP (what the browser reported when the page went quiet), the element it was,
// and the JavaScript the page had asked for before `load`; then the median.
import { chromium } from "playwright-core";
import { chooseChromium } from "../tests/support/browser.ts";
import { signIn } from "../tests/support/signIn.ts";
import { SESSION_COOKIE } from "../server/auth/sessions.ts";

const args = process.argv.slice(2);
const baseUrl = args.find((arg) => !arg.startsWith("--")) ?? "http://127.0.0.1:3000";
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
const runs = Number(option("runs") ?? 5);
const student = option("student");

const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 };

const { executablePath, args: switches } = await chooseChromium();
const browser = await chromium.launch({ executablePath, args: switches });
const cookie = student ? (await signIn(baseUrl, student)).jar.get(SESSION_COOKIE) : undefined;
const results: number[] = [];
const headings: number[] = [];
let attempts = 0;
for (let run = 1; run <= runs; run++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (cookie) await context.addCookies([{ name: SESSION_COOKIE, value: cookie, url: baseUrl }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", FAST_3G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(() => {
    const seen: { at: number; element: string }[] = [];
    Object.assign(window, { lcp: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
        const element = entry.element;
        seen.push({ at: entry.startTime, element: element ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(" ")[0]}` : ""}` : "?" });
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
    // When the home page's heading (the hero's or the student's greeting) is in the page: the
    // client-rendered page's LCP is often its first paint (bar, 'Loading…', footer), before it.
    // It is on screen at the later of this and the first contentful paint.
    const watch = new MutationObserver(() => {
      if (!document.querySelector("main h1")) return;
      Object.assign(window, { headingAt: performance.now() });
      watch.disconnect();
    });
    watch.observe(document, { childList: true, subtree: true });
  });
  // Chromium reports no LCP for a page that was hidden before its first paint: in front first.
  await page.bringToFront();
  await page.goto(`${baseUrl}/app/`, { waitUntil: "load", timeout: 120_000 });
  await page.waitForLoadState("networkidle", { timeout: 120_000 });
  // A client-rendered page may still be rendering when the network is quiet.
  await page.locator("main h1").waitFor({ timeout: 120_000 });
  await page.waitForTimeout(500);
  const measured = await page.evaluate(() => {
    const seen = (window as unknown as { lcp: { at: number; element: string }[] }).lcp;
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter(
      (entry) => entry.startTime < navigation.loadEventStart && /\.js$/.test(new URL(entry.name).pathname),
    );
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
    const inserted = (window as unknown as { headingAt?: number }).headingAt;
    const headingAt = inserted === undefined || fcp === null ? null : Math.max(inserted, fcp);
    return { last: seen.at(-1), fcp, headingAt, load: navigation.loadEventStart, scriptBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0) };
  });
  if (!measured.last) {
    // Now and then headless Chromium reports none at all: that run is done again (three tries at most).
    await context.close();
    if (++attempts >= 3 * runs) throw new Error(`No largest-contentful-paint entry (${JSON.stringify(measured)})`);
    run--;
    continue;
  }
  results.push(measured.last.at);
  headings.push(measured.headingAt ?? Number.NaN);
  console.log(
    `run ${run}: LCP ${(measured.last.at / 1000).toFixed(2)} s (${measured.last.element}), FCP ${((measured.fcp ?? 0) / 1000).toFixed(2)} s, heading ${((measured.headingAt ?? 0) / 1000).toFixed(2)} s, load ${(measured.load / 1000).toFixed(2)} s, ` +
      `scripts before load ${(measured.scriptBytes / 1024).toFixed(1)} KB`,
  );
  await context.close();
}
await browser.close();
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] / 1000;
console.log(`median LCP ${median(results).toFixed(2)} s, heading on screen ${median(headings).toFixed(2)} s over ${runs} runs (${student ? student : "signed out"}, 390x844, Fast 3G, CPU 4x)`);
