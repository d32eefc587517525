// Accessibility to WCAG 2.2 AA (issue 15): axe-core on every route, at a desktop (1280x800) and a
// phone (390x844) size, signed out and as a student; any serious or critical violation fails.
// Also: a title per route, focus moved to the new page's heading on in-app navigation, and a skip
// link. One browser, one page per account, each route loaded once and checked at both sizes.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { TestApp } from "../support/testApp.ts";
import { SESSION_COOKIE } from "../../server/auth/sessions.ts";
import { signIn } from "../support/signIn.ts";
import { anonymous, browser as browserCaller, graphql, type Caller } from "../support/clients.ts";
import { SCREENSHOT_DIR, startBrowserApp, stopBrowserApp } from "../support/browser.ts";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const SIZES = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;
const FAILING = new Set(["serious", "critical"]);

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  ({ app, browser } = await startBrowserApp());
});
afterAll(() => stopBrowserApp({ app, browser }));

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] };

/** A page whose context bypasses the app's strict CSP, so axe can be injected; and its account's API caller. */
async function openAs(email: string | null): Promise<{ page: Page; caller: Caller }> {
  const context = await browser.newContext({ viewport: SIZES[0], bypassCSP: true });
  let caller: Caller = anonymous;
  if (email) {
    const { jar } = await signIn(app.baseUrl, email);
    await context.addCookies([{ name: SESSION_COOKIE, value: jar.get(SESSION_COOKIE)!, url: app.baseUrl }]);
    caller = browserCaller(jar);
  }
  return { page: await context.newPage(), caller };
}

/**
 * A sitting of AMC 8 2024 submitted with some answers right and some wrong, so the dashboard,
 * ratings, mastery grid, review work and For You have something to show; its result's address.
 */
async function sitContest(caller: Caller): Promise<string> {
  const started = await graphql(app.baseUrl, caller, `{ contest(name: "AMC_8", year: 2024) { startToken questions { questionId } } }`);
  const { startToken, questions } = started.data.contest;
  const stored = await app.database.prisma.question.findMany({ where: { id: { in: questions.map((entry: { questionId: number }) => entry.questionId) } } });
  const answers = stored.slice(0, 12).map((question, index) => ({
    questionId: question.id,
    answer: index % 3 === 0 ? (question.answer.trim().toUpperCase().startsWith("A") ? "B" : "A") : question.answer,
  }));
  const submitted = await graphql(
    app.baseUrl,
    caller,
    `mutation ($startToken: String!, $answers: [ContestAnswerInput!]!) { submitContest(startToken: $startToken, answers: $answers) { ... on ContestResult { submissionId } } }`,
    { startToken, answers },
  );
  return `/app/result/${submitted.data.submitContest.submissionId}`;
}

/** The page's loaded state: its h1 shown and nothing left saying Loading…. */
async function settle(page: Page): Promise<void> {
  await page.locator("main h1").first().waitFor();
  await page.waitForFunction(() => !document.querySelector("main .loading"), undefined, { timeout: 10_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
}

async function axe(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
      resultTypes: ["violations"],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 3).map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
    }));
  });
}

/** Every route of the spec, with seeded ids. */
async function routes(result: string): Promise<string[]> {
  const prisma = app.database.prisma;
  const course = await prisma.course.findFirstOrThrow({ orderBy: { id: "asc" } });
  const section = await prisma.section.findFirstOrThrow({ orderBy: { id: "asc" }, include: { lesson: true } });
  const question = await prisma.question.findFirstOrThrow({ where: { status: "PUBLISHED", competition: { name: "AMC_10A", year: 2024 } }, include: { competition: true } });
  return [
    "/app/",
    "/app/courses",
    `/app/get_course?course_id=${course.id}`,
    `/app/section-notes?id=${section.lessonId}&sid=${section.id}`,
    "/app/mock-test",
    "/app/contest/AMC_12B/2024",
    result,
    "/app/random",
    "/app/space",
    "/app/space?tab=performance",
    "/app/space?tab=review",
    "/app/space?tab=ratings",
    "/app/space?tab=amc-mastery",
    "/app/user",
    "/app/aboutus",
    "/app/developers",
    `/app/question/${question.id}`,
    `/app/question/${question.competition!.name}/${question.competition!.year}/${question.problemNumber}`,
    "/app/question/new",
    "/app/printout",
    "/app/review",
    "/app/checkout",
    "/app/stats",
    "/app/no-such-page",
  ];
}

async function audit(page: Page, caller: Caller, who: string): Promise<{ failures: string[]; titles: Map<string, string> }> {
  const failures: string[] = [];
  const titles = new Map<string, string>();
  for (const path of await routes(await sitContest(caller))) {
    await page.setViewportSize(SIZES[0]);
    await page.goto(`${app.baseUrl}${path}`);
    const started = Date.now();
    await settle(page);
    titles.set(path, await page.title());
    console.info(`${who} ${path} settled in ${Date.now() - started} ms`);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const violation of await axe(page)) {
        const line = `${who} ${size.name} ${path}: [${violation.impact}] ${violation.id} ${violation.help} ${JSON.stringify(violation.nodes)}`;
        if (FAILING.has(violation.impact ?? "")) failures.push(line);
        else console.info(line);
      }
      // The first screen as the user sees it (full-page shots of every route at both sizes would
      // double the run); the feature tests keep full-page ones.
      const name = `a11y-${who}-${size.name}-${path.replace(/^\/app\/?/, "").replace(/[^a-z0-9]+/gi, "-") || "home"}`;
      await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });
    }
  }
  return { failures, titles };
}

describe("accessibility", () => {
  it("has no serious or critical axe violation on any route, at desktop and phone sizes, signed out", async () => {
    const { page, caller } = await openAs(null);
    const { failures } = await audit(page, caller, "signed-out");
    expect(failures).toEqual([]);
  }, 300_000);

  it("has no serious or critical axe violation on any route, at desktop and phone sizes, as a student; each route has its own title", async () => {
    const { page, caller } = await openAs("student@boxed.test");
    const { failures, titles } = await audit(page, caller, "student");
    expect(failures).toEqual([]);
    // One title per route: the dashboard's tabs are one route; the question's two addresses are the
    // same page, and the stats page sends a non-admin home.
    const routeTitles = [...titles].filter(([path]) => !path.includes("?tab="));
    expect(new Set(routeTitles.map(([, title]) => title)).size).toBe(routeTitles.length - 2);
    for (const title of titles.values()) expect(title).toMatch(/ · Boxed$/);
  }, 300_000);

  it("offers a skip link first, and moves focus to the new page's heading on in-app navigation", async () => {
    const { page } = await openAs("student@boxed.test");
    await page.goto(`${app.baseUrl}/app/courses`);
    await settle(page);
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Skip to main content");
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main");

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "AMC Tests" }).click();
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("AMC Tests");
    await expect(page.title()).resolves.toBe("AMC Tests · Boxed");
  });
});
