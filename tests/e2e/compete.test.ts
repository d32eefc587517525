// Mock tests and the timed contest in Chromium: choosing a contest, answering with clicks and the
// keyboard, surviving a reload, submitting through the dialog to the server's /result page, the
// boards afterwards, the auto-submit at zero, the submission limit and a failing submit.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page, Route } from "playwright-core";
import type { TestApp } from "../support/testApp.ts";
import { openPage, PHONE, screenshot, startBrowserApp, stopBrowserApp, VIEWPORT } from "../support/browser.ts";
import { loadConfig } from "../../server/config.ts";
import { issueStartToken } from "../../server/domain/contestClock.ts";

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  ({ app, browser } = await startBrowserApp());
});

afterAll(() => stopBrowserApp({ app, browser }));

const prisma = () => app.database.prisma;

/** A new browser page, signed in as `email` (through the real sign-in flow) or anonymous. */
const openAs = (email: string | null) => openPage({ app, browser }, email);

// The client sends persisted operations ({ doc_id }): find the ids of the operations we watch in
// the artifacts the build uses (persisted-queries.json also keeps the previous versions).
const docId = (operation: string) => {
  const artifact = readFileSync(new URL(`../../web/__generated__/${operation}.graphql.ts`, import.meta.url), "utf8");
  const id = /"id": "([0-9a-f]{64})"/.exec(artifact)?.[1];
  if (!id) throw new Error(`no persisted operation ${operation}`);
  return id;
};
const SUBMIT_CONTEST = docId("useSubmitContestMutation");
const MOCK_TESTS_QUERY = docId("MockTestScreenQuery");

function isOperation(request: { url(): string; postData(): string | null }, id: string): boolean {
  if (new URL(request.url()).pathname !== "/graphql") return false;
  try {
    return JSON.parse(request.postData() ?? "{}").doc_id === id;
  } catch {
    return false;
  }
}

/** Counts the GraphQL requests of one operation (or all of them) the page makes from now on. */
function countRequests(page: Page, id?: string): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (id ? isOperation(request, id) : new URL(request.url()).pathname === "/graphql") count++;
  });
  return () => count;
}

async function contestQuestions(name: string, year: number) {
  return prisma().question.findMany({ where: { competition: { name, year }, status: "PUBLISHED" }, orderBy: { problemNumber: "asc" } });
}

const wrongLetter = (answer: string) => (answer.trim().toUpperCase().startsWith("A") ? "B" : "A");
const letterOf = (answer: string) => answer.trim().toUpperCase()[0];

/** The timer's value in seconds ("39:58" → 2398). */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByRole("timer").textContent()) ?? "";
  return text.split(":").map(Number).reduce((total, part) => total * 60 + part, 0);
}

const answerGroup = (page: Page) => page.getByRole("group", { name: "Your answer" });
const choice = (page: Page, letter: string) => answerGroup(page).getByRole("button", { name: letter, exact: true });
const questionHeading = (page: Page, text: string) => page.getByRole("heading", { name: text, exact: true }).waitFor();

async function userId(email: string): Promise<number> {
  return (await prisma().user.findUniqueOrThrow({ where: { email } })).id;
}

describe("mock tests and contests", () => {
  it("takes AMC 8 2024: answers by click and keyboard, survives a reload, submits through the dialog, lands on /result and on the boards", async () => {
    const page = await openAs("student@boxed.test");
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      // The app has no icon yet, so the browser asks for /favicon.ico (404).
      if (new URL(message.location().url || "about:blank").pathname === "/favicon.ico") return;
      if (message.type() === "error" || message.type() === "warning") consoleErrors.push(`${message.text()} ${message.location().url}`);
    });
    page.on("pageerror", (error) => consoleErrors.push(error.message));
    const requests = countRequests(page);
    await page.goto(`${app.baseUrl}/app/mock-test`);
    await page.getByRole("heading", { level: 1, name: "AMC Tests", exact: true }).waitFor();
    const amc8 = page.getByRole("region", { name: "AMC 8", exact: true });
    await amc8.waitFor();
    // One card per competition name, each with its years.
    const names = await prisma().competition.findMany({ where: { enabled: true }, distinct: ["name"], select: { name: true } });
    await expect(page.locator(".mock-card").count()).resolves.toBe(names.length);
    await expect(amc8.getByRole("combobox", { name: "Year" }).locator("option").allTextContents()).resolves.toEqual(["Select a year", "2024", "2023"]);
    await expect(amc8.getByText("0 test takers").isVisible()).resolves.toBe(true);
    await expect(amc8.getByText("No one has taken it yet").isVisible()).resolves.toBe(true);
    // Nobody is rated yet: every card's mini board and the four overall boards are empty.
    await expect(page.getByText("No leaderboard data yet").count()).resolves.toBe(names.length + 4);
    for (const board of ["AMC 8", "AMC 10", "AMC 12", "AIME"]) {
      await expect(page.locator(".overall-boards").getByRole("heading", { name: board, exact: true }).isVisible()).resolves.toBe(true);
    }
    // The screen's query and the top bar's status.
    expect(requests()).toBe(2);
    await screenshot(page, "compete-mock-tests");

    // No year chosen: an alert, and no navigation.
    const alerts: string[] = [];
    page.once("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await amc8.getByRole("button", { name: "Take the Test" }).click();
    await expect.poll(() => alerts).toEqual(["Please select a year first"]);
    expect(new URL(page.url()).pathname).toBe("/app/mock-test");

    await amc8.getByRole("combobox", { name: "Year" }).selectOption("2024");
    const submits = countRequests(page, SUBMIT_CONTEST);
    await amc8.getByRole("button", { name: "Take the Test" }).click();
    await page.waitForURL(`${app.baseUrl}/app/contest/AMC_8/2024`);
    await page.getByRole("heading", { level: 1, name: "AMC 8 2024", exact: true }).waitFor();
    await questionHeading(page, "Question 1 of 25");
    await page.getByRole("region", { name: "Question 1 of 25" }).locator(".katex").first().waitFor();
    // Before the start the page says this sitting will be rated, and why; no site navigation.
    await expect(page.getByRole("note").innerText()).resolves.toContain("Rated sitting. This is your first sitting of this contest, so it will be rated");
    await expect(page.getByRole("navigation", { name: "Main" }).count()).resolves.toBe(0);
    await expect(page.title()).resolves.toBe("AMC 8 2024 · Boxed");
    expect(await secondsLeft(page)).toBeGreaterThanOrEqual(40 * 60 - 3);
    await expect(page.locator(".contest-timer.warning").count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: "Previous" }).isDisabled()).resolves.toBe(true);
    await expect(page.getByText("Answered 0 of 25", { exact: true }).isVisible()).resolves.toBe(true);

    const questions = await contestQuestions("AMC_8", 2024);
    expect(questions).toHaveLength(25);
    const nav = page.getByRole("navigation", { name: "Questions" });

    // 1: a click on the right letter (and a second click clears it, a third sets it again).
    await choice(page, letterOf(questions[0].answer)).click();
    await expect(choice(page, letterOf(questions[0].answer)).getAttribute("aria-pressed")).resolves.toBe("true");
    await choice(page, letterOf(questions[0].answer)).click();
    await expect(choice(page, letterOf(questions[0].answer)).getAttribute("aria-pressed")).resolves.toBe("false");
    await choice(page, letterOf(questions[0].answer)).click();
    await nav.getByRole("button", { name: "Question 1, answered" }).waitFor();

    // 2: Next, then the right letter typed; 3: the right arrow, then a wrong letter typed.
    await page.getByRole("button", { name: "Next" }).click();
    await questionHeading(page, "Question 2 of 25");
    await page.keyboard.press(letterOf(questions[1].answer).toLowerCase());
    await expect(choice(page, letterOf(questions[1].answer)).getAttribute("aria-pressed")).resolves.toBe("true");
    await page.keyboard.press("ArrowRight");
    await questionHeading(page, "Question 3 of 25");
    await page.keyboard.press(wrongLetter(questions[2].answer));
    await page.keyboard.press("ArrowLeft");
    await questionHeading(page, "Question 2 of 25");
    await expect(choice(page, letterOf(questions[1].answer)).getAttribute("aria-pressed")).resolves.toBe("true");

    // 5: from the question navigation, by click.
    await nav.getByRole("button", { name: "Question 5", exact: true }).click();
    await questionHeading(page, "Question 5 of 25");
    await expect(nav.getByRole("button", { name: "Question 5", exact: true }).getAttribute("aria-current")).resolves.toBe("step");
    await choice(page, letterOf(questions[4].answer)).click();
    await expect(page.getByText("Answered 4 of 25", { exact: true }).isVisible()).resolves.toBe(true);
    for (const number of [1, 2, 3, 5]) await nav.getByRole("button", { name: `Question ${number}, answered` }).waitFor();
    await expect(nav.getByRole("button", { name: "Question 4", exact: true }).isVisible()).resolves.toBe(true);
    await page.getByRole("region", { name: "Question 5 of 25" }).locator(".katex").first().waitFor();
    await screenshot(page, "compete-contest");
    // The grid is one Tab stop (the current question); arrows, Home and End move in it, once each.
    await expect(nav.locator('button[tabindex="0"]').count()).resolves.toBe(1);
    await nav.getByRole("button", { name: "Question 5, answered" }).focus();
    await page.keyboard.press("ArrowDown");
    await questionHeading(page, "Question 10 of 25");
    await page.keyboard.press("Home");
    await questionHeading(page, "Question 1 of 25");
    await page.keyboard.press("ArrowRight");
    await questionHeading(page, "Question 2 of 25");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).resolves.toBe("Question 2, answered");
    await page.keyboard.press("End");
    await questionHeading(page, "Question 25 of 25");
    await nav.getByRole("button", { name: "Question 5, answered" }).click();
    await questionHeading(page, "Question 5 of 25");
    // On a phone the navigation goes under the question, and nothing of the contest is wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const overflowing = page.evaluate(() => [...document.querySelectorAll(".contest-page *")].filter((element) => element.getBoundingClientRect().right > 390).length);
    await expect(overflowing).resolves.toBe(0);
    await screenshot(page, "compete-contest-phone");
    // The timer stays in view wherever the page is scrolled; the answer letters are 44 px targets.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const timer = await page.locator(".contest-timer").boundingBox();
    expect(timer!.y).toBeGreaterThanOrEqual(0);
    expect(timer!.y + timer!.height).toBeLessThanOrEqual(844);
    const letter = await choice(page, "A").boundingBox();
    expect(Math.min(letter!.width, letter!.height)).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: "tests/e2e/screenshots/compete-contest-phone-scrolled.png" });
    await page.setViewportSize({ width: 1280, height: 900 });

    // A reload (or a crash) keeps the sitting: same token, same answers, same question, same clock.
    const storageKey = "boxed.contest.AMC_8.2024";
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), storageKey);
    expect(stored.answers).toEqual({
      [questions[0].id]: letterOf(questions[0].answer),
      [questions[1].id]: letterOf(questions[1].answer),
      [questions[2].id]: wrongLetter(questions[2].answer),
      [questions[4].id]: letterOf(questions[4].answer),
    });
    const before = await secondsLeft(page);
    await page.reload();
    await questionHeading(page, "Question 5 of 25");
    const after = await secondsLeft(page);
    expect(after).toBeLessThanOrEqual(before);
    expect(before - after).toBeLessThanOrEqual(3);
    await expect(page.getByText("Answered 4 of 25", { exact: true }).isVisible()).resolves.toBe(true);
    await expect(choice(page, letterOf(questions[4].answer)).getAttribute("aria-pressed")).resolves.toBe("true");
    await page.getByText("Welcome back").waitFor();
    const reloaded = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), storageKey);
    expect(reloaded.startToken).toBe(stored.startToken);

    // Meanwhile, in another tab, a question of the contest says it is answered there, in place of its answer form.
    const elsewhere = await page.context().newPage();
    await elsewhere.goto(`${app.baseUrl}/app/question/${questions[5].id}`);
    const held = elsewhere.getByRole("note");
    await held.waitFor();
    await expect(held.innerText()).resolves.toContain("This question is part of your contest in progress: answer it there, and see its solution after you submit.");
    await expect(held.getByRole("link", { name: "Back to your contest" }).getAttribute("href")).resolves.toBe("/app/contest/AMC_8/2024");
    await expect(elsewhere.getByRole("button", { name: "Submit Answer" }).count()).resolves.toBe(0);
    await expect(elsewhere.getByRole("button", { name: "Show Solution" }).count()).resolves.toBe(0);
    await screenshot(elsewhere, "compete-question-during-contest");
    await elsewhere.setViewportSize(PHONE);
    await screenshot(elsewhere, "compete-question-during-contest-phone");
    await elsewhere.close();

    // The last question offers Submit Contest, as does the footer; the dialog can be declined.
    await nav.getByRole("button", { name: "Question 25", exact: true }).click();
    await questionHeading(page, "Question 25 of 25");
    await expect(page.getByRole("button", { name: "Next" }).count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: "Submit Contest" }).count()).resolves.toBe(2);
    await page.locator(".contest-footer").getByRole("button", { name: "Submit Contest" }).click();
    const dialog = page.getByRole("dialog", { name: "Submit your contest?" });
    await dialog.waitFor();
    await expect(dialog.innerText()).resolves.toContain("You have answered 4 of 25 questions (21 left blank)");
    // The dialog repeats what the page said before the start: this first sitting is rated.
    await expect(dialog.innerText()).resolves.toContain("This is your first sitting of this contest, so it will be rated");
    await screenshot(page, "compete-submit-dialog");
    await dialog.getByRole("button", { name: "No, keep working" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(submits()).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/app/contest/AMC_8/2024");

    await page.getByRole("region", { name: "Question 25 of 25" }).getByRole("button", { name: "Submit Contest" }).click();
    await dialog.getByRole("button", { name: "Yes, submit" }).click();
    await page.waitForURL(/\/app\/result\/\d+$/);
    await page.getByRole("heading", { level: 1, name: "AMC 8 2024 results" }).waitFor();
    expect(submits()).toBe(1);

    const student = await userId("student@boxed.test");
    const submissions = await prisma().contestSubmission.findMany({ where: { userId: student }, include: { ratingChanges: true } });
    expect(submissions).toHaveLength(1);
    const [submission] = submissions;
    expect([submission.correctCount, submission.incorrectCount, submission.blankCount, submission.rated, submission.late]).toEqual([3, 1, 21, true, false]);
    const change = submission.ratingChanges[0];
    const score = page.getByRole("region", { name: "Score" });
    await expect(score.innerText()).resolves.toContain(`${submission.score} / ${submission.fullScore}`);
    await expect(score.innerText()).resolves.toContain(`AMC 8 rating: ${Math.round(change.before)} → ${Math.round(change.after)}`);
    await expect(page.title()).resolves.toBe("AMC 8 2024 results · Boxed");
    // Every question with the student's answer, the key, and a link to review it.
    const rows = page.locator(".result-answers tbody tr");
    await expect(rows.count()).resolves.toBe(25);
    await expect(page.getByRole("link", { name: "Review question 1", exact: true }).getAttribute("href")).resolves.toBe(`/app/question/${(await contestQuestions("AMC_8", 2024))[0].id}`);
    await screenshot(page, "compete-result");
    // The address is the result's own: a reload shows it again and posts nothing.
    const resultUrl = page.url();
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "AMC 8 2024 results" }).waitFor();
    expect(page.url()).toBe(resultUrl);
    expect(submits()).toBe(1);
    await expect(prisma().contestSubmission.count({ where: { userId: student } })).resolves.toBe(1);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "compete-result-phone");
    await page.setViewportSize(VIEWPORT);
    // A question of the submitted contest, left blank, shows its solution and takes no more answers.
    await page.getByRole("link", { name: "Review question 25" }).click();
    await page.getByText("This question was in a contest you submitted, so its answer and solution are open.").waitFor();
    await expect(page.getByText(/attempts? left/).count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Show Solution" }).click();
    await page.getByRole("region", { name: "Solution" }).waitFor();
    await screenshot(page, "compete-question-after-contest");
    // Submitted: the sitting is forgotten.
    await expect(page.evaluate((key) => localStorage.getItem(key), storageKey)).resolves.toBeNull();

    // The student is on the AMC 8 boards, marked as "You", and is the top taker.
    const rating = String(Math.round(change.after));
    await page.goto(`${app.baseUrl}/app/mock-test`);
    await amc8.getByText("1 test taker", { exact: true }).waitFor();
    const topTaker = amc8.locator(".top-takers li").first();
    await expect(topTaker.innerText()).resolves.toMatch(new RegExp(`^student\\s+${submission.score} pts · 2024$`));
    await expect(amc8.locator(".mini-leaderboard tbody tr").first().innerText()).resolves.toBe(`1\tStu Student\t${rating}`);
    const overallAmc8 = page.locator(".overall-boards .leaderboard").filter({ has: page.getByRole("heading", { name: "AMC 8", exact: true }) });
    await expect(overallAmc8.locator("tbody tr").first().innerText()).resolves.toBe(`1\tStu Student You\t${rating}`);
    await expect(page.getByText("No leaderboard data yet").count()).resolves.toBe(names.length + 4 - 2);
    await screenshot(page, "compete-mock-tests-after");

    await page.goto(`${app.baseUrl}/app/`);
    const homeBoard = page.locator(".leaderboard").filter({ has: page.getByRole("heading", { name: "AMC 8 leaders" }) });
    await expect(homeBoard.locator("tbody tr").first().innerText()).resolves.toBe(`1\tStu Student You\t${rating}`);
    await screenshot(page, "compete-home-after");

    // Taking it again starts a new sitting with a full clock and no answers.
    await page.goto(`${app.baseUrl}/app/contest/AMC_8/2024`);
    await questionHeading(page, "Question 1 of 25");
    await expect(page.getByText("Answered 0 of 25", { exact: true }).isVisible()).resolves.toBe(true);
    expect(await secondsLeft(page)).toBeGreaterThanOrEqual(40 * 60 - 3);
    expect(consoleErrors).toEqual([]);
  }, 120_000);

  it("goes on with a kept sitting only when the server resumes it: another account's starts afresh", async () => {
    const page = await openAs("switcher@boxed.test");
    const competition = await prisma().competition.findUniqueOrThrow({ where: { name_year: { name: "AMC_12A", year: 2024 } } });
    const [first] = await contestQuestions("AMC_12A", 2024);
    // Kept in this browser by another account ten minutes ago, signed by the server.
    const othersToken = issueStartToken(competition.id, await userId("student@boxed.test"), loadConfig({}).appSecret, new Date(Date.now() - 600_000));
    const storageKey = "boxed.contest.AMC_12A.2024";
    await page.goto(`${app.baseUrl}/app/mock-test`);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [storageKey, JSON.stringify({ startToken: othersToken, answers: { [first.id]: "A" }, current: 4 })]);
    await page.goto(`${app.baseUrl}/app/contest/AMC_12A/2024`);
    await questionHeading(page, "Question 1 of 25");
    await expect(page.getByText("Answered 0 of 25", { exact: true }).isVisible()).resolves.toBe(true);
    expect(await secondsLeft(page)).toBeGreaterThanOrEqual(75 * 60 - 3);
    await expect(page.getByText("Welcome back").count()).resolves.toBe(0);
    const kept = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null"), storageKey);
    expect(kept).toMatchObject({ answers: {}, current: 0 });
    expect(kept.startToken).not.toBe(othersToken);
  });

  it("auto-submits exactly once when the timer reaches zero, and lands on /result", async () => {
    const competition = await prisma().competition.findUniqueOrThrow({ where: { name_year: { name: "AMC_8", year: 2023 } } });
    await prisma().competition.update({ where: { id: competition.id }, data: { durationMinutes: 1 } });
    try {
      const page = await openAs("sprinter@boxed.test");
      // This browser's clock is years off: the countdown runs from the server's seconds left.
      await page.clock.install({ time: new Date("2020-01-01T09:00:00Z") });
      const submits = countRequests(page, SUBMIT_CONTEST);
      await page.goto(`${app.baseUrl}/app/contest/AMC_8/2023`);
      await questionHeading(page, "Question 1 of 25");
      // Under five minutes from the start: the warning style.
      expect(await secondsLeft(page)).toBeGreaterThanOrEqual(57);
      await page.locator(".contest-timer.warning").waitFor();
      const [first] = await contestQuestions("AMC_8", 2023);
      await choice(page, letterOf(first.answer)).click();
      await page.getByRole("region", { name: "Question 1 of 25" }).locator(".katex").first().waitFor();
      await screenshot(page, "compete-timer-warning");

      await page.clock.runFor(20_000);
      expect(await secondsLeft(page)).toBeLessThanOrEqual(40);
      expect(submits()).toBe(0);
      await page.clock.fastForward(45_000);
      await page.waitForURL(/\/app\/result\/\d+$/);
      await page.getByRole("heading", { level: 1, name: "AMC 8 2023 results" }).waitFor();
      await expect(page.getByRole("region", { name: "Score" }).innerText()).resolves.toContain("1 correct");
      await screenshot(page, "compete-auto-submit-result");
      await page.waitForTimeout(500);
      expect(submits()).toBe(1);
      const submissions = await prisma().contestSubmission.findMany({ where: { userId: await userId("sprinter@boxed.test"), competitionId: competition.id } });
      expect(submissions).toHaveLength(1);
      expect(submissions[0].correctCount).toBe(1);
    } finally {
      await prisma().competition.update({ where: { id: competition.id }, data: { durationMinutes: competition.durationMinutes } });
    }
  });

  it("shows the submission-limit message after 3 submissions, and the server's refusal", async () => {
    const page = await openAs("limit@boxed.test");
    const competition = await prisma().competition.findUniqueOrThrow({ where: { name_year: { name: "AMC_10A", year: 2024 } } });
    const user = await userId("limit@boxed.test");
    for (let index = 0; index < 3; index++) {
      await prisma().contestSubmission.create({
        data: {
          userId: user,
          competitionId: competition.id,
          startKey: randomBytes(12).toString("base64url"),
          startedAt: new Date(Date.now() - 3600_000),
          timeSpentSeconds: 1800,
          answers: [],
          score: 60,
          fullScore: 150,
          correctCount: 10,
          blankCount: 15,
          incorrectCount: 0,
        },
      });
    }
    await page.goto(`${app.baseUrl}/app/contest/AMC_10A/2024`);
    await questionHeading(page, "Question 1 of 25");
    const limit = page.getByRole("status").filter({ hasText: "You have reached the submission limit." });
    await expect(limit.innerText()).resolves.toBe("You have reached the submission limit. You may still review or try to submit, but it might fail.");
    await page.getByRole("region", { name: "Question 1 of 25" }).locator(".katex").first().waitFor();
    await screenshot(page, "compete-submission-limit");

    // Trying anyway: the server refuses, the banner says why and the buttons come back.
    await page.keyboard.press("b");
    await page.locator(".contest-footer").getByRole("button", { name: "Submit Contest" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes, submit" }).click();
    await page.getByRole("alert").filter({ hasText: "You have reached the submission limit for this contest." }).waitFor();
    await expect(page.locator(".contest-footer").getByRole("button", { name: "Submit Contest" }).isEnabled()).resolves.toBe(true);
    await expect(prisma().contestSubmission.count({ where: { userId: user } })).resolves.toBe(3);
  });

  it("shows the error banner when submitting fails, ends the submitting state, and a retry succeeds", async () => {
    const page = await openAs("retry@boxed.test");
    const submits = countRequests(page, SUBMIT_CONTEST);
    let failure: "network" | "server" | null = "network";
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/graphql", async (route: Route) => {
      if (!isOperation(route.request(), SUBMIT_CONTEST) || failure === null) return route.fallback();
      // Held for a moment, so the page can be seen submitting.
      await held;
      if (failure === "network") return route.abort("connectionfailed");
      return route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ errors: [{ message: "The contest service is busy. Please try again." }] }) });
    });

    await page.goto(`${app.baseUrl}/app/contest/AIME_I/2024`);
    await questionHeading(page, "Question 1 of 15");
    // Free answers: a box, and letters typed there are the student's, not shortcuts.
    await expect(answerGroup(page).getByRole("button", { name: "A", exact: true }).count()).resolves.toBe(0);
    const input = answerGroup(page).getByRole("textbox", { name: "Answer" });
    // An AIME answer is a whole number 0-999: the box says so while it holds anything else.
    await input.fill("abc");
    await answerGroup(page).getByRole("alert").filter({ hasText: "Enter a whole number from 0 to 999." }).waitFor();
    await screenshot(page, "contest-aime-invalid");
    await input.fill("42");
    await expect(answerGroup(page).getByRole("alert").filter({ hasText: /\S/ }).count()).resolves.toBe(0);
    await input.press("ArrowRight");
    await questionHeading(page, "Question 1 of 15");
    await input.press("Enter");
    await questionHeading(page, "Question 2 of 15");
    await page.keyboard.press("ArrowLeft");
    await questionHeading(page, "Question 1 of 15");
    await expect(input.inputValue()).resolves.toBe("42");

    const footerSubmit = page.locator(".contest-footer").getByRole("button", { name: /Submit/ });
    await footerSubmit.click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes, submit" }).click();
    // While submitting, the buttons are disabled.
    await page.locator(".contest-footer").getByRole("button", { name: "Submitting…" }).waitFor();
    await expect(footerSubmit.isDisabled()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Next" }).isDisabled()).resolves.toBe(true);
    release();
    await page.getByRole("alert").filter({ hasText: "Failed to submit contest." }).waitFor();
    await expect(footerSubmit.isEnabled()).resolves.toBe(true);

    failure = "server";
    await footerSubmit.click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes, submit" }).click();
    await page.getByRole("alert").filter({ hasText: "The contest service is busy. Please try again." }).waitFor();
    await expect(footerSubmit.isEnabled()).resolves.toBe(true);
    await screenshot(page, "compete-submit-error");
    expect(new URL(page.url()).pathname).toBe("/app/contest/AIME_I/2024");

    failure = null;
    await footerSubmit.click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes, submit" }).click();
    await page.waitForURL(/\/app\/result\/\d+$/);
    await page.getByRole("heading", { level: 1, name: "AIME I 2024 results" }).waitFor();
    expect(submits()).toBe(3);
    await expect(prisma().contestSubmission.count({ where: { userId: await userId("retry@boxed.test") } })).resolves.toBe(1);
  });

  it("explains a missing contest, a failing mock test list and an empty one", async () => {
    const page = await openAs(null);
    await page.goto(`${app.baseUrl}/app/contest/AMC_9/2024`);
    const missing = page.getByRole("alert");
    await missing.getByRole("heading", { name: "Error loading contest" }).waitFor();
    await expect(missing.innerText()).resolves.toContain("Contest not found: there is no AMC 9 2024 contest to take.");
    await missing.getByRole("link", { name: "Back to AMC Tests" }).waitFor();
    await screenshot(page, "compete-contest-missing");

    await page.route("**/graphql", (route) =>
      isOperation(route.request(), MOCK_TESTS_QUERY)
        ? route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ errors: [{ message: "Cannot query field \"mockTests\" on type \"Query\"." }] }) })
        : route.fallback(),
    );
    await page.goto(`${app.baseUrl}/app/mock-test`);
    const failed = page.getByRole("alert");
    await failed.getByRole("heading", { name: "Error loading mock tests" }).waitFor();
    await expect(failed.innerText()).resolves.toContain("The server may not be deployed with the latest changes.");
    await screenshot(page, "compete-mock-tests-error");
    await page.unroute("**/graphql");

    await prisma().competition.updateMany({ data: { enabled: false } });
    try {
      await page.goto(`${app.baseUrl}/app/mock-test`);
      await page.getByText("No mock tests available at this time. Please check back later.").waitFor();
      await screenshot(page, "compete-mock-tests-empty");
    } finally {
      await prisma().competition.updateMany({ data: { enabled: true } });
    }
  });
});
