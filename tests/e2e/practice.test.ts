// Random practice (/app/random) in Chromium, on the demo content: Practice New with its 2 attempts,
// Show Solution and Next Question; the competition and topic filters; Review of a past mistake
// with the review-days slider; the empty review state of a fresh student.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { TestApp } from "../support/testApp.ts";
import { openPage, screenshot, startBrowserApp, stopBrowserApp } from "../support/browser.ts";

const LETTERS = ["A", "B", "C", "D", "E"];
const DAY = 86_400_000;

let app: TestApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ app, browser } = await startBrowserApp());
});

afterAll(() => stopBrowserApp({ app, browser }));

const prisma = () => app.database.prisma;
const url = (path: string) => `${app.baseUrl}${path}`;

const signedInPage = (email: string) => openPage({ app, browser }, email);

const card = (target: Page) => target.locator(".random-question");
const status = (target: Page, text: string) => card(target).getByRole("status").filter({ hasText: text });
const submitButton = (target: Page) => card(target).getByRole("button", { name: "Submit Answer" });

/** choices: the choice texts in their stored order; reviewChoices: in the order Review shows them (shuffled per round), or null. */
type Fetched = { variables: Record<string, unknown>; questionId: number | null; choices: string[]; reviewChoices: string[] | null };

/** Runs `action` and waits for the practice question it fetches, and for the page to show it. */
async function fetchedBy(target: Page, action: () => Promise<unknown>): Promise<Fetched> {
  const response = target.waitForResponse((candidate) => {
    if (new URL(candidate.url()).pathname !== "/graphql") return false;
    const body = candidate.request().postData() ?? "";
    return body.includes('"mode"');
  });
  await action();
  const settled = await response;
  const variables = JSON.parse(settled.request().postData()!).variables;
  const json = await settled.json();
  expect(json.errors).toBeUndefined();
  const questionId: number | null = json.data.practiceQuestion?.questionId ?? null;
  if (questionId === null) await target.locator(".random-empty").waitFor();
  else await target.locator(`.random-question[data-question-id="${questionId}"]`).waitFor();
  const { choices = [], reviewChoices = null } = json.data.practiceQuestion ?? {};
  return { variables, questionId, choices, reviewChoices };
}

const question = (id: number) => prisma().question.findUniqueOrThrow({ where: { id }, include: { competition: true } });

function wrongAnswerFor(answer: string, multipleChoice: boolean): string {
  if (multipleChoice) return LETTERS.find((letter) => letter !== answer.trim().toUpperCase().slice(0, 1))!;
  return answer.trim() === "1" ? "2" : "1";
}

/**
 * A wrong answer in Review: a review round shows stored choices shuffled (Question.reviewChoices)
 * and reads the letter in that order, so the right letter on screen is where the right choice's
 * text was moved to, not the stored answer's letter.
 */
function wrongReviewAnswerFor(shown: { answer: string; isMultipleChoice: boolean }, { choices, reviewChoices }: Fetched): string {
  if (!shown.isMultipleChoice || reviewChoices === null) return wrongAnswerFor(shown.answer, shown.isMultipleChoice);
  const right = choices[LETTERS.indexOf(shown.answer.trim().toUpperCase().slice(0, 1))];
  const rightShown = LETTERS[reviewChoices.indexOf(right)];
  expect(rightShown).toBeDefined();
  return wrongAnswerFor(rightShown, true);
}

async function answer(target: Page, value: string, multipleChoice: boolean) {
  if (multipleChoice) await card(target).getByRole("button", { name: value, exact: true }).click();
  else await card(target).getByLabel("Your answer").fill(value);
  await submitButton(target).click();
}

/** The question on screen's choice state: a checked letter, or the text box's value. */
async function currentInput(target: Page, multipleChoice: boolean): Promise<string> {
  if (!multipleChoice) return card(target).getByLabel("Your answer").inputValue();
  for (const letter of LETTERS) if ((await card(target).getByRole("button", { name: letter, exact: true }).getAttribute("aria-pressed")) === "true") return letter;
  return "";
}

let mistakeId: number;

describe("random practice in Chromium", () => {
  it("Practice New: a wrong answer leaves 1 attempt and clears the input; the right one offers the solution and the next question", async () => {
    page = await signedInPage("student@boxed.test");
    const first = await fetchedBy(page, () => page.goto(url("/app/random")));
    await page.getByRole("heading", { level: 1, name: "Practice" }).waitFor();
    expect(await page.getByRole("tab", { name: "Practice New" }).getAttribute("aria-selected")).toBe("true");
    expect(first.variables.mode).toBe("NEW");
    expect(first.questionId).not.toBeNull();
    mistakeId = first.questionId!;
    const shown = await question(mistakeId);
    expect(shown.status).toBe("PUBLISHED");

    // A non-empty answer is required.
    expect(await submitButton(page).isDisabled()).toBe(true);

    await answer(page, wrongAnswerFor(shown.answer, shown.isMultipleChoice), shown.isMultipleChoice);
    await status(page, "Try again! You have 1 more attempt(s).").waitFor();
    expect(await currentInput(page, shown.isMultipleChoice)).toBe("");
    expect(await submitButton(page).isDisabled()).toBe(true);
    expect(await card(page).getByRole("button", { name: "Next Question" }).count()).toBe(0);
    expect(await card(page).getByRole("button", { name: "Show Solution" }).count()).toBe(0);
    await screenshot(page, "practice-try-again");
    const desktop = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "practice-try-again-phone");
    await page.setViewportSize(desktop);

    await answer(page, shown.isMultipleChoice ? shown.answer.trim().toUpperCase().slice(0, 1) : shown.answer.trim(), shown.isMultipleChoice);
    await status(page, "Correct!").waitFor();
    await card(page).getByRole("button", { name: "Show Solution" }).click();
    await card(page).getByRole("region", { name: "Solution" }).waitFor();
    expect(await card(page).getByRole("region", { name: "Solution" }).innerText()).toContain("Answer:");
    expect(await submitButton(page).isDisabled()).toBe(true);
    await screenshot(page, "practice-solved");
    await card(page).getByRole("button", { name: "Hide Solution" }).click();
    expect(await card(page).getByRole("region", { name: "Solution" }).count()).toBe(0);

    const attempts = await prisma().attempt.findMany({ where: { user: { email: "student@boxed.test" }, questionId: mistakeId }, orderBy: { id: "asc" } });
    expect(attempts.map((attempt) => [attempt.source, attempt.correct])).toEqual([["PRACTICE", false], ["PRACTICE", true]]);

    const next = await fetchedBy(page, () => card(page).getByRole("button", { name: "Next Question" }).click());
    expect(next.variables.excludeQuestionId).toBe(mistakeId);
    expect(next.questionId).not.toBeNull();
    expect(next.questionId).not.toBe(mistakeId);
    // The new question starts with a fresh answer state: its result region announces nothing yet.
    expect(await card(page).getByRole("status").filter({ hasText: /\S/ }).count()).toBe(0);
    expect(await card(page).locator(".practice-attempts").innerText()).toContain("2");
  });

  it("filters by one competition and one topic; clicking an active filter clears it", async () => {
    // A competition and topic with new questions for the student.
    const candidates = await prisma().question.findMany({
      where: { status: "PUBLISHED", topic: { not: null }, competition: { enabled: true }, attempts: { none: { user: { email: "student@boxed.test" } } } },
      include: { competition: true },
    });
    const counts = new Map<string, number>();
    for (const candidate of candidates) {
      const key = `${candidate.competition!.name}|${candidate.topic}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const badges = ["AMC_8", "AMC_10A", "AMC_10B", "AMC_12A", "AMC_12B", "AIME_I", "AIME_II"];
    const [competition, topic] = [...counts].filter(([key]) => badges.includes(key.split("|")[0])).sort((a, b) => b[1] - a[1])[0][0].split("|");
    const topicLabel = { ALGEBRA: "Algebra", GEOMETRY: "Geometry", NUMBER_THEORY: "Number Theory", COUNTING_PROBABILITY: "Counting & Probability" }[topic]!;
    // The badges show the human labels (Query.choices.competitionChoices: AMC_10A → "AMC 10A"),
    // while the query variables still carry the competition's name (AMC_10A).
    const label = (name: string) =>
      ({ AMC_8: "AMC 8", AMC_10A: "AMC 10A", AMC_10B: "AMC 10B", AMC_12A: "AMC 12A", AMC_12B: "AMC 12B", AIME_I: "AIME I", AIME_II: "AIME II" })[name]!;
    const filters = page.getByRole("region", { name: "Filters" });
    const competitionBadge = filters.getByRole("group", { name: "Competition" }).getByRole("button", { name: label(competition), exact: true });
    const topicBadge = filters.getByRole("group", { name: "Topic" }).getByRole("button", { name: topicLabel, exact: true });

    const byCompetition = await fetchedBy(page, () => competitionBadge.click());
    expect(byCompetition.variables).toMatchObject({ mode: "NEW", competition, topic: null });
    expect(await competitionBadge.getAttribute("aria-pressed")).toBe("true");
    expect((await question(byCompetition.questionId!)).competition!.name).toBe(competition);

    const byBoth = await fetchedBy(page, () => topicBadge.click());
    expect(byBoth.variables).toMatchObject({ mode: "NEW", competition, topic });
    const both = await question(byBoth.questionId!);
    expect([both.competition!.name, both.topic]).toEqual([competition, topic]);
    expect(await card(page).innerText()).toContain(topicLabel);
    await screenshot(page, "practice-filtered");

    // Only one competition at a time: another badge replaces it.
    const other = badges.find((name) => name !== competition)!;
    const byOther = await fetchedBy(page, () => filters.getByRole("button", { name: label(other), exact: true }).click());
    expect(byOther.variables).toMatchObject({ competition: other, topic });
    expect(await competitionBadge.getAttribute("aria-pressed")).toBe("false");
    if (byOther.questionId === null) {
      expect(await page.locator(".random-empty").innerText()).toMatch(/No new problems left for these filters/);
      await screenshot(page, "practice-new-empty");
    } else {
      const shown = await question(byOther.questionId);
      expect([shown.competition!.name, shown.topic]).toEqual([other, topic]);
    }

    const cleared = await fetchedBy(page, () => filters.getByRole("button", { name: label(other), exact: true }).click());
    expect(cleared.variables).toMatchObject({ competition: null, topic });
    expect((await question(cleared.questionId!)).topic).toBe(topic);
    const none = await fetchedBy(page, () => topicBadge.click());
    expect(none.variables).toMatchObject({ competition: null, topic: null });
    expect(await topicBadge.getAttribute("aria-pressed")).toBe("false");
  });

  it("Review shows the mistake; the review-days slider (14, 21, 30) refetches", async () => {
    // Review is spaced (adaptive merge): a fresh miss comes due a day or more later, so the
    // mistake made above is not reviewable yet. "A day later": the student's cards are due now.
    await prisma().reviewCard.updateMany({ where: { user: { email: "student@boxed.test" } }, data: { due: new Date(Date.now() - 1000) } });
    const review = await fetchedBy(page, () => page.getByRole("tab", { name: "Review" }).click());
    expect(review.variables).toMatchObject({ mode: "REVIEW", reviewDays: 21 });
    const cards = await prisma().reviewCard.findMany({ where: { user: { email: "student@boxed.test" } } });
    expect(cards.map((row) => row.questionId)).toContain(mistakeId);
    if (cards.length === 1) expect(review.questionId).toBe(mistakeId);
    expect(cards.map((row) => row.questionId)).toContain(review.questionId);
    await card(page).getByText("Review a mistake").waitFor();
    const slider = page.getByLabel("Review days");
    expect(await slider.inputValue()).toBe("1");
    await page.getByText("Mistakes from the last 21 days").waitFor();
    await screenshot(page, "practice-review");

    // Missed 20 days ago: within 21 and 30 days, not 14. The window now runs from the card's last
    // review (adaptive merge), and a miss is graded on the schedule too (lastReview = the miss), so
    // a miss 20 days ago moves both dates, as the API tests do.
    const missed = new Date(Date.now() - 20 * DAY);
    await prisma().reviewCard.updateMany({ where: { user: { email: "student@boxed.test" } }, data: { lastMissedAt: missed, lastReview: missed } });
    const fourteen = await fetchedBy(page, () => slider.fill("0"));
    expect(fourteen.variables).toMatchObject({ mode: "REVIEW", reviewDays: 14 });
    expect(fourteen.questionId).toBeNull();
    await page.getByText("No problems to review. Great work!").waitFor();
    await page.getByText("Mistakes from the last 14 days").waitFor();
    const thirty = await fetchedBy(page, () => slider.fill("2"));
    expect(thirty.variables).toMatchObject({ reviewDays: 30 });
    expect(thirty.questionId).not.toBeNull();
    await page.getByText("Mistakes from the last 30 days").waitFor();

    // Answering in Review records a REVIEW attempt.
    const shown = await question(thirty.questionId!);
    await answer(page, wrongReviewAnswerFor(shown, thirty), shown.isMultipleChoice);
    await status(page, "Try again! You have 1 more attempt(s).").waitFor();
    const attempt = await prisma().attempt.findFirstOrThrow({ where: { user: { email: "student@boxed.test" }, questionId: shown.id }, orderBy: { id: "desc" } });
    expect([attempt.source, attempt.correct]).toEqual(["REVIEW", false]);

    // The slider is Review only.
    await fetchedBy(page, () => page.getByRole("tab", { name: "Practice New" }).click());
    expect(await page.getByLabel("Review days").count()).toBe(0);
  });

  it("tells a fresh student there is nothing to review", async () => {
    const fresh = await signedInPage("fresh-practice@boxed.test");
    await fetchedBy(fresh, () => fresh.goto(url("/app/random")));
    const review = await fetchedBy(fresh, () => fresh.getByRole("tab", { name: "Review" }).click());
    expect(review.questionId).toBeNull();
    await fresh.getByText("No problems to review. Great work!").waitFor();
    await screenshot(fresh, "practice-review-empty");
    await fresh.context().close();
  });
});
