// Lists read a page at a time (Relay connections with usePaginationFragment): the dashboard's
// answers and contests, the course list, the mock test page's overall leaderboards, the section editor's
// question search, the /review queue and the add-question page's "Your questions" show their first page, and "Show more" adds the next one below
// until every item is there and the button goes away.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage, PHONE, screenshot, startBrowserApp, stopBrowserApp, type BrowserApp } from "../support/browser.ts";

let running: BrowserApp;
const prisma = () => running.app.database.prisma;
const url = (path: string) => `${running.app.baseUrl}${path}`;
let answerCount = 0;
let contestCount = 0;
let courseCount = 0;

beforeAll(async () => {
  running = await startBrowserApp({ community: true });
  const student = await prisma().user.findUniqueOrThrow({ where: { email: "student@boxed.test" } });
  const questions = await prisma().question.findMany({ where: { status: "PUBLISHED", competition: { enabled: true } }, orderBy: { id: "asc" }, take: 23 });
  await prisma().attempt.createMany({
    data: questions.map((question, index) => ({
      userId: student.id, questionId: question.id, answer: "ABCDE"[index % 5], correct: index % 3 === 0, source: "PRACTICE" as const,
      createdAt: new Date(Date.UTC(2026, 10, 1, 9, index)),
    })),
    skipDuplicates: true,
  });
  answerCount = await prisma().attempt.count({ where: { userId: student.id } });
  // 13 contests submitted, on top of the demo's: more than one page (10 a page).
  const competition = await prisma().competition.findFirstOrThrow({ where: { enabled: true, name: "AMC_10A" }, orderBy: { year: "desc" } });
  for (let index = 0; index < 13; index += 1) {
    await prisma().contestSubmission.create({
      data: {
        userId: student.id, competitionId: competition.id, startKey: `show-more-${index}`, startedAt: new Date(Date.UTC(2026, 10, 2, index)),
        submittedAt: new Date(Date.UTC(2026, 10, 2, index, 40)), timeSpentSeconds: 2400, answers: [],
        score: 6 * index, fullScore: 150, correctCount: index, blankCount: 25 - index, incorrectCount: 0,
      },
    });
  }
  contestCount = await prisma().contestSubmission.count({ where: { userId: student.id } });
  // Enough courses for more than one page of the course list (12 a page).
  const demo = await prisma().course.count();
  await prisma().course.createMany({
    data: Array.from({ length: Math.max(0, 15 - demo) }, (_, index) => ({ name: `Extra course ${index + 1}`, family: "AMC10" as const, category: "Practice", position: 100 + index })),
  });
  courseCount = await prisma().course.count();
  // 25 questions of the subscriber's waiting for review: more than one page of the queue and of
  // their "Your questions" (20 a page).
  const author = await prisma().user.findUniqueOrThrow({ where: { email: "subscriber@boxed.test" } });
  await prisma().question.createMany({
    data: Array.from({ length: 25 }, (_, index) => ({ text: `Waiting question ${index + 1}`, answer: "A", status: "PENDING_REVIEW" as const, authorId: author.id })),
  });
});

afterAll(async () => {
  await stopBrowserApp(running ?? {});
});

describe("Show more", () => {
  it("the dashboard lists the student's answers ten at a time", async () => {
    expect(answerCount).toBeGreaterThan(20);
    const page = await openPage(running, "student@boxed.test");
    await page.goto(url("/app/space"));
    const answers = page.getByRole("region", { name: "Answers" });
    const rows = answers.locator("tbody tr");
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(10);
    await expect.poll(() => answers.getByText(`Showing 10 of ${answerCount} answers, newest first.`).count()).toBe(1);

    await answers.getByRole("button", { name: "Show more" }).click();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(20);
    await expect.poll(() => answers.getByText(`Showing 20 of ${answerCount} answers, newest first.`).count()).toBe(1);
    // Newest first: the answers made last come first, each with its question's title.
    await expect.poll(() => rows.first().locator("td").nth(1).textContent()).toMatch(/Problem \d+|Question \d+/);
    await screenshot(page, "show-more-dashboard-answers");

    while (await answers.getByRole("button", { name: "Show more" }).count()) {
      await answers.getByRole("button", { name: "Show more" }).click();
      await page.waitForTimeout(200);
    }
    await expect.poll(() => rows.count()).toBe(answerCount);
    await page.context().close();
  });

  it("the answers list fits a phone", async () => {
    const page = await openPage(running, "student@boxed.test", PHONE);
    await page.goto(url("/app/space"));
    const answers = page.getByRole("region", { name: "Answers" });
    await expect.poll(() => answers.locator("tbody tr").count(), { timeout: 15_000 }).toBe(10);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, "show-more-dashboard-answers-phone");
    await page.context().close();
  });

  it("the dashboard lists the student's contests ten at a time, each linking to its result", async () => {
    expect(contestCount).toBeGreaterThan(10);
    const page = await openPage(running, "student@boxed.test");
    await page.goto(url("/app/space"));
    const contests = page.getByRole("region", { name: "Contests" });
    const rows = contests.locator("tbody tr");
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(10);
    await expect.poll(() => contests.getByText(`Showing 10 of ${contestCount} contests, newest first.`).count()).toBe(1);
    // Newest first: the last one seeded (score 72) leads.
    await expect.poll(() => rows.first().locator("td").nth(2).textContent()).toBe("72 / 150");
    const newest = await prisma().contestSubmission.findFirstOrThrow({ where: { startKey: "show-more-12" } });
    await expect.poll(() => rows.first().getByRole("link").getAttribute("href")).toBe(`/app/result/${newest.id}`);
    await screenshot(page, "show-more-dashboard-contests");

    await contests.getByRole("button", { name: "Show more" }).click();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(Math.min(20, contestCount));
    await expect.poll(() => contests.getByText(`Showing ${Math.min(20, contestCount)} of ${contestCount} contests, newest first.`).count()).toBe(1);
    while (await contests.getByRole("button", { name: "Show more" }).count()) {
      await contests.getByRole("button", { name: "Show more" }).click();
      await page.waitForTimeout(200);
    }
    await expect.poll(() => rows.count()).toBe(contestCount);
    await page.context().close();
  });

  it("a linked parent pages through the student's contests too, without links to the student's own result pages", async () => {
    const student = await prisma().user.findUniqueOrThrow({ where: { email: "student@boxed.test" } });
    const page = await openPage(running, "parent@boxed.test");
    await page.goto(url(`/app/space?userid=${student.id}`));
    const contests = page.getByRole("region", { name: "Contests" });
    await expect.poll(() => contests.locator("tbody tr").count(), { timeout: 15_000 }).toBe(10);
    expect(await contests.getByRole("link").count()).toBe(0);
    await contests.getByRole("button", { name: "Show more" }).click();
    await expect.poll(() => contests.locator("tbody tr").count(), { timeout: 15_000 }).toBe(Math.min(20, contestCount));
    await page.context().close();
  });

  it("the contests list fits a phone", async () => {
    const page = await openPage(running, "student@boxed.test", PHONE);
    await page.goto(url("/app/space"));
    const contests = page.getByRole("region", { name: "Contests" });
    await expect.poll(() => contests.locator("tbody tr").count(), { timeout: 15_000 }).toBe(10);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await contests.scrollIntoViewIfNeeded();
    await screenshot(page, "show-more-dashboard-contests-phone");
    await page.context().close();
  });

  it("the course list shows 12 courses, then the rest", async () => {
    expect(courseCount).toBeGreaterThan(12);
    const page = await openPage(running, null);
    await page.goto(url("/app/courses"));
    const cards = page.locator(".course-card");
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(12);
    const more = page.getByRole("button", { name: `Show more courses (12 of ${courseCount})` });
    await more.click();
    await expect.poll(() => cards.count()).toBe(courseCount);
    await expect.poll(() => page.getByRole("button", { name: /Show more courses/ }).count()).toBe(0);
    await screenshot(page, "show-more-courses");
    await page.context().close();
  });

  it("an overall leaderboard shows 10 places, then 10 more, down to the last rated student", async () => {
    const rated = await prisma().rating.count({ where: { family: "AMC10" } });
    expect(rated).toBeGreaterThan(10);
    const page = await openPage(running, null);
    await page.goto(url("/app/mock-test"));
    const board = page.locator(".overall-boards .leaderboard").filter({ has: page.getByRole("heading", { name: "AMC 10", exact: true }) });
    const rows = board.locator("tbody tr");
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(10);
    await board.getByRole("button", { name: "Show more" }).click();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(Math.min(20, rated));
    const ranks = (await rows.locator("td:first-child").allTextContents()).map(Number);
    expect(ranks).toEqual(Array.from({ length: ranks.length }, (_, index) => index + 1));
    await screenshot(page, "show-more-leaderboard");
    await page.context().close();
  });

  it("the section editor's question search shows 20 results, then 20 more", async () => {
    const section = await prisma().section.findFirstOrThrow({ orderBy: { id: "asc" } });
    const found = await prisma().question.count({ where: { status: { not: "DELETED" }, competition: { name: "AMC_8" } } });
    expect(found).toBeGreaterThan(20);
    const page = await openPage(running, "editor@boxed.test");
    await page.goto(url(`/app/section/${section.id}/edit`));
    await page.getByLabel("Find a question").fill("AMC_8");
    await page.getByRole("button", { name: "Search" }).click();
    const results = page.getByRole("list", { name: "Search results" }).locator(":scope > li");
    await expect.poll(() => results.count(), { timeout: 15_000 }).toBe(20);
    await page.getByRole("button", { name: `Show more (20 of ${found})` }).click();
    await expect.poll(() => results.count(), { timeout: 15_000 }).toBe(Math.min(40, found));
    await page.getByRole("button", { name: "Search" }).scrollIntoViewIfNeeded();
    await screenshot(page, "show-more-question-search");
    await page.context().close();
  });

  it("the review queue shows 20 waiting questions, then the rest", async () => {
    const waiting = await prisma().question.count({ where: { status: "PENDING_REVIEW" } });
    expect(waiting).toBeGreaterThan(20);
    const page = await openPage(running, "editor@boxed.test");
    await page.goto(url("/app/review"));
    const items = page.locator("article.review-item");
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(20);
    await page.getByRole("button", { name: `Show more questions (20 of ${waiting} waiting)` }).click();
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(Math.min(40, waiting));
    await page.getByRole("button", { name: /Show more questions/ }).first().scrollIntoViewIfNeeded().catch(() => undefined);
    await screenshot(page, "show-more-review-queue");
    await page.context().close();
  });

  it("the add-question page lists the author's 20 newest questions, then the rest", async () => {
    const author = await prisma().user.findUniqueOrThrow({ where: { email: "subscriber@boxed.test" } });
    const authored = await prisma().question.count({ where: { authorId: author.id } });
    expect(authored).toBeGreaterThan(20);
    const page = await openPage(running, "subscriber@boxed.test");
    await page.goto(url("/app/question/new"));
    const mine = page.getByRole("region", { name: "Your questions" });
    const rows = mine.locator("tbody tr");
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(20);
    await mine.getByRole("button", { name: `Show more questions (20 of ${authored})` }).click();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(authored);
    await expect.poll(() => mine.getByRole("button", { name: /Show more questions/ }).count()).toBe(0);
    await mine.scrollIntoViewIfNeeded();
    await screenshot(page, "show-more-my-questions");
    await page.context().close();
  });
});
