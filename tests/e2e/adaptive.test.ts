// A first contest in Chromium, as a new student sees what it did (issue 16): the result page and
// the dashboard's Ratings tab show the provisional rating with its ± (one standard error, from
// server/domain/ratingScale.ts), and the Review tab says when the contest's mistakes come back (a
// day later, not the same day). And a contest sat as practice (issue 15): chosen on the contest
// page before answering, told in the outlook, the submit dialog and the result. Desktop (1280) and
// phone (390) screenshots of each.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { TestApp } from "../support/testApp.ts";
import { openPage, PHONE, screenshot, startBrowserApp, stopBrowserApp, VIEWPORT } from "../support/browser.ts";
import { signIn } from "../support/signIn.ts";
import { browser as browserCaller, graphql, type Caller } from "../support/clients.ts";
import { ratingUncertainty } from "../../server/domain/ratingScale.ts";

const STUDENT = "first-contest@adaptive.test";
const DAY = 86_400_000;

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  ({ app, browser } = await startBrowserApp());
});

afterAll(() => stopBrowserApp({ app, browser }));

const prisma = () => app.database.prisma;

async function call(caller: Caller, query: string, variables: Record<string, unknown> = {}) {
  const result = await graphql(app.baseUrl, caller, query, variables);
  expect(result.errors).toBeUndefined();
  return result.data;
}

const wrongLetter = (answer: string) => (answer.trim().toUpperCase().startsWith("A") ? "B" : "A");

/** Sits AMC 8 2024 through GraphQL: the first `right` answers correct, the rest wrong. */
async function sitAmc8(caller: Caller, right: number) {
  const { contest } = await call(caller, `{ contest(name: "AMC_8", year: 2024) { startToken questions { questionId } } }`);
  const stored = await prisma().question.findMany({ where: { id: { in: contest.questions.map((q: { questionId: number }) => q.questionId) } } });
  const answers = contest.questions.map(({ questionId }: { questionId: number }, index: number) => {
    const question = stored.find((candidate) => candidate.id === questionId)!;
    return { questionId, answer: index < right ? question.answer : wrongLetter(question.answer) };
  });
  const { submitContest } = await call(
    caller,
    `mutation ($startToken: String!, $answers: [ContestAnswerInput!]!) { submitContest(startToken: $startToken, answers: $answers) { __typename ... on ContestResult { rated } } }`,
    { startToken: contest.startToken, answers },
  );
  expect(submitContest).toEqual({ __typename: "ContestResult", rated: true });
}

async function bothWidths(page: Page, name: string) {
  await page.setViewportSize(VIEWPORT);
  await screenshot(page, name);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(VIEWPORT);
}

describe("a first contest, as the student sees it", () => {
  it("shows the provisional rating with its ± on the result and the dashboard, and the mistakes coming back a day later", async () => {
    const { jar } = await signIn(app.baseUrl, STUDENT);
    await sitAmc8(browserCaller(jar), 15);
    const user = await prisma().user.findUniqueOrThrow({ where: { email: STUDENT } });
    const submission = await prisma().contestSubmission.findFirstOrThrow({ where: { userId: user.id }, include: { ratingChanges: true } });
    const rating = await prisma().rating.findUniqueOrThrow({ where: { userId_family: { userId: user.id, family: "AMC8" } } });
    const plusMinus = `± ${ratingUncertainty(rating.games)}`;
    // One contest of 25 questions: about ±136, the measured error after one contest (docs/RATINGS.md).
    expect(rating.games).toBe(25);
    expect(plusMinus).toBe("± 136");

    // The result: the change, the ± and why it is provisional.
    const page = await openPage({ app, browser }, STUDENT);
    await page.goto(`${app.baseUrl}/app/result/${submission.id}`);
    await page.getByRole("heading", { level: 1, name: "AMC 8 2024 results" }).waitFor();
    const score = page.getByRole("region", { name: "Score" });
    const [change] = submission.ratingChanges;
    await expect(score.innerText()).resolves.toContain(`AMC 8 rating: ${Math.round(change.before)} → ${Math.round(change.after)}`);
    await expect(score.innerText()).resolves.toContain(plusMinus);
    await expect(score.innerText()).resolves.toContain("provisional: your first 3 rated contests move it quickly");
    await bothWidths(page, "adaptive-result");
    // On a phone, down to 360 px, every column of the answers fits its card: nothing is cut off
    // or scrolled out of sight, and each question's review link is on screen.
    for (const viewport of [PHONE, { width: 360, height: 740 }]) {
      await page.setViewportSize(viewport);
      const hidden = await page.evaluate(() => {
        const box = document.querySelector(".result-answers")!.parentElement!;
        return box.scrollWidth - box.clientWidth;
      });
      expect(hidden, `${viewport.width} px`).toBe(0);
      const review = (await page.getByRole("link", { name: "Review question 25", exact: true }).boundingBox())!;
      expect(review.x + review.width, `${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
    }
    await screenshot(page, "adaptive-result-narrow");
    await page.setViewportSize(VIEWPORT);

    // The dashboard's Ratings tab: the same rating, its ± and the Provisional badge.
    await page.goto(`${app.baseUrl}/app/space?tab=ratings`);
    const amc8 = page.getByRole("region", { name: "AMC 8" });
    await amc8.waitFor();
    await expect(amc8.locator(".rating-value strong").innerText()).resolves.toBe(String(Math.round(rating.rating)));
    await expect(amc8.locator(".rating-uncertainty").innerText()).resolves.toBe(plusMinus);
    await expect(amc8.getByText("Provisional", { exact: true }).isVisible()).resolves.toBe(true);
    await bothWidths(page, "adaptive-dashboard-ratings");

    // The Review tab: the 10 mistakes are not due today (their answers were just shown), and the
    // list says when each comes back: a day after the contest.
    const cards = await prisma().reviewCard.findMany({ where: { userId: user.id }, orderBy: [{ due: "asc" }, { questionId: "asc" }] });
    expect(cards).toHaveLength(10);
    for (const card of cards) expect(card.due.getTime() - submission.submittedAt.getTime()).toBeGreaterThanOrEqual(DAY - 60_000);
    await page.goto(`${app.baseUrl}/app/space?tab=review`);
    await page.getByRole("status").filter({ hasText: "No problems to review. Great work!" }).waitFor();
    const upcoming = page.getByRole("region", { name: "Coming up for review" });
    await upcoming.waitFor();
    const items = upcoming.getByRole("listitem");
    await expect(items.count()).resolves.toBe(10);
    const firstDue = await page.evaluate(
      (due) => new Date(due).toLocaleString(undefined, { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }),
      cards[0].due.toISOString(),
    );
    await expect(items.first().innerText()).resolves.toContain(firstDue);
    await expect(items.first().getByRole("link").getAttribute("href")).resolves.toBe(`/app/question/${cards[0].questionId}`);
    await bothWidths(page, "adaptive-dashboard-review");
  }, 120_000);

  it("offers a practice sitting on the contest page: chosen before answering, the dialog and the result say it is not rated", async () => {
    const email = "practice-sitting@adaptive.test";
    const page = await openPage({ app, browser }, email);
    await page.goto(`${app.baseUrl}/app/contest/AMC_8/2023`);
    await page.getByRole("heading", { name: "Question 1 of 25", exact: true }).waitFor();
    const outlook = page.locator(".contest-outlook");
    await expect(outlook.innerText()).resolves.toMatch(/^Rated sitting\./);
    await bothWidths(page, "adaptive-practice-offer");
    await page.getByRole("button", { name: "Sit as practice (not rated)" }).click();
    await outlook.getByText("you chose to sit it as practice", { exact: false }).waitFor();
    await expect(outlook.innerText()).resolves.toMatch(/^Not rated\. This sitting will not be rated: you chose to sit it as practice\./);
    await expect(page.getByRole("button", { name: "Sit as practice (not rated)" }).count()).resolves.toBe(0);
    await bothWidths(page, "adaptive-practice-sitting");

    // The server holds the choice: a reload shows it again.
    await page.reload();
    await outlook.getByText("you chose to sit it as practice", { exact: false }).waitFor();

    await page.getByRole("group", { name: "Your answer" }).getByRole("button", { name: "A", exact: true }).click();
    await page.locator(".contest-footer").getByRole("button", { name: "Submit Contest" }).click();
    const dialog = page.getByRole("dialog", { name: "Submit your contest?" });
    await dialog.waitFor();
    await expect(dialog.innerText()).resolves.toContain("This sitting will not be rated: you chose to sit it as practice.");
    await dialog.getByRole("button", { name: "Yes, submit" }).click();
    await page.waitForURL(/\/app\/result\/\d+$/);
    await page.getByText("You sat this contest as practice: it is scored, not rated.").waitFor();
    const user = await prisma().user.findUniqueOrThrow({ where: { email } });
    await expect(prisma().contestSubmission.findFirstOrThrow({ where: { userId: user.id } })).resolves.toMatchObject({ rated: false, verdict: "practice" });
    await expect(prisma().rating.count({ where: { userId: user.id } })).resolves.toBe(0);
    await bothWidths(page, "adaptive-practice-result");
  }, 120_000);
});
