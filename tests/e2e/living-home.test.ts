// The home page of a fresh development install (with the demo community), signed out and as a
// student with a contest and some lesson practice behind them, at desktop and phone widths.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { type BrowserApp, openPage, screenshot, startBrowserApp, stopBrowserApp } from "../support/browser.ts";
import { signIn } from "../support/signIn.ts";
import { browser as cookieCaller, graphql, rest } from "../support/clients.ts";

let running: BrowserApp;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

beforeAll(async () => {
  running = await startBrowserApp({ community: true });
  // The demo student sits AMC 8 2024 (8 right, 4 wrong) and answers one lesson question.
  const { app } = running;
  const student = cookieCaller((await signIn(app.baseUrl, "student@boxed.test")).jar);
  const contest = await graphql(app.baseUrl, student, `{ contest(name: "AMC_8", year: 2024) { startToken questions { questionId } } }`);
  const ids = contest.data.contest.questions.map((q: { questionId: number }) => q.questionId);
  const questions = await app.database.prisma.question.findMany({ where: { id: { in: ids } }, orderBy: { problemNumber: "asc" } });
  const answers = questions.slice(0, 12).map((q, i) => ({ questionId: q.id, answer: i < 8 ? q.answer : q.answer === "A" ? "B" : "A" }));
  await graphql(app.baseUrl, student, `mutation ($t: String!, $a: [ContestAnswerInput!]!) { submitContest(startToken: $t, answers: $a) { __typename } }`, {
    t: contest.data.contest.startToken, a: answers,
  });
  const placement = await app.database.prisma.sectionQuestion.findFirstOrThrow({
    where: { isExample: false, section: { lesson: { active: true, course: { family: "AMC8" } } } }, include: { section: true, question: true }, orderBy: { questionId: "asc" },
  });
  await rest(app.baseUrl, student, "POST", "/api/section-notes/submit-answer", {
    question_id: placement.questionId, user_answer: placement.question.answer, lession_id: placement.section.lessonId, sid: placement.sectionId,
  });
  // The contest's mistakes come due for review a day later (no same-day steps, docs/RATINGS.md): stand for that day.
  const studentId = (await app.database.prisma.user.findUniqueOrThrow({ where: { email: "student@boxed.test" } })).id;
  await app.database.prisma.reviewCard.updateMany({ where: { userId: studentId }, data: { due: new Date(Date.now() - 1000) } });
}, 180_000);

afterAll(() => stopBrowserApp(running));

async function atBothSizes(page: Page, name: string, check: () => Promise<void>) {
  for (const [size, viewport] of [["desktop", DESKTOP], ["phone", PHONE]] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`${running.app.baseUrl}/app/`);
    await check();
    await screenshot(page, `${name}-${size}`);
    // The first screen as the phone shows it, without scrolling.
    if (size === "phone") await page.screenshot({ path: `tests/e2e/screenshots/${name}-phone-first-screen.png` });
  }
}

describe("the home page of a fresh install", () => {
  it("signed out: full leaderboards of demo students, marked as demo data, and lessons others practise", async () => {
    const page = await openPage(running, null);
    await atBothSizes(page, "home-signed-out", async () => {
      await page.getByRole("heading", { level: 1, name: "Practise for AMC 8, AMC 10, AMC 12 and AIME" }).waitFor();
      const board = page.locator(".leaderboard").first();
      await board.locator("tbody tr").first().waitFor();
      expect(await board.locator("tbody tr").count()).toBe(5);
      expect(await board.locator(".badge-demo").count()).toBeGreaterThan(0);
      expect(await board.innerText()).toContain("Demo students are invented");
      await expect(page.getByText("No leaderboard data yet").count()).resolves.toBe(0);
      // Nobody signed in: no "You" row.
      expect(await page.locator(".leaderboard-you").count()).toBe(0);
    });
    await page.context().close();
  });

  it("signed in: the student's rating, place on the board, streak, next steps and recent activity", async () => {
    const page = await openPage(running, "student@boxed.test");
    await atBothSizes(page, "home-signed-in", async () => {
      await page.getByRole("heading", { level: 1, name: "Welcome back, Stu Student" }).waitFor();
      // What to do next, as the server ordered it.
      const steps = page.getByRole("region", { name: "What to do next" }).getByRole("link");
      expect(await steps.allInnerTexts()).toEqual([
        expect.stringMatching(/^Review 4 mistakes/),
        expect.stringMatching(/^Continue /),
        expect.stringMatching(/^Take AMC 8 2023/),
      ]);
      const streak = page.getByRole("region", { name: "Practice streak" });
      expect(await streak.innerText()).toContain("1 day");
      expect(await streak.locator(".streak-day-on").count()).toBe(1);
      const ratings = page.getByRole("region", { name: "Your ratings" });
      expect(await ratings.innerText()).toMatch(/AMC 8\s+\d+\s+#\d+ on the board · last contest [+−]\d+/);
      const activity = page.getByRole("region", { name: "Recent activity" });
      expect(await activity.innerText()).toContain("AMC 8 2024");
      // The AMC 8 board marks the student: in the rows, or below them as "You: #n".
      const amc8Board = page.locator(".leaderboard").first();
      await amc8Board.locator(".leaderboard-you").waitFor();
      const mine = await amc8Board.locator(".leaderboard-you").innerText();
      expect(mine.includes("Stu Student") || /You: #\d+/.test(mine)).toBe(true);
      // The phone layout does not scroll sideways because of the home page's own content.
      const overflow = await page.evaluate(() => [...document.querySelectorAll(".student-home, .home-grid")].some((el) => el.scrollWidth > el.clientWidth + 1));
      expect(overflow).toBe(false);
    });
    await page.context().close();
  });

  it("a geometry question shows its figure, drawn from the problem's numbers", async () => {
    const question = await running.app.database.prisma.question.findFirstOrThrow({
      where: { problemHtml: { contains: "problem-figure" }, competition: { name: "AMC_10A" } },
      orderBy: { problemNumber: "asc" },
    });
    const page = await openPage(running, null);
    for (const [size, viewport] of [["desktop", DESKTOP], ["phone", PHONE]] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`${running.app.baseUrl}/app/question/${question.id}`);
      const figure = page.locator(".problem-figure svg");
      await figure.waitFor();
      expect(await figure.getAttribute("aria-label")).toBeTruthy();
      const box = (await figure.boundingBox())!;
      expect(box.width).toBeGreaterThan(100);
      expect(box.width).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `question-figure-${size}`);
    }
    await page.context().close();
  });

  it("an unknown address says so and offers the usual places", async () => {
    const page = await openPage(running, null);
    await page.goto(`${running.app.baseUrl}/app/no-such-page`);
    await page.getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
    expect(await page.locator(".not-found").innerText()).toContain("/app/no-such-page");
    for (const name of ["Home", "Courses", "AMC Tests", "Practice"]) {
      await page.locator(".not-found").getByRole("link", { name, exact: true }).waitFor();
    }
    const favicon = await page.evaluate(() => document.querySelector<HTMLLinkElement>("link[rel=icon]")?.href ?? "");
    const icon = await fetch(favicon);
    expect(icon.headers.get("content-type")).toContain("image/svg+xml");
    await screenshot(page, "not-found");
    await page.context().close();
  });
});
