// The question page, the printout and the home page's For You cards, in Chromium.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { TestApp } from "../support/testApp.ts";
import { openPage, screenshot, startBrowserApp, stopBrowserApp } from "../support/browser.ts";
import { cleanStoredHtml } from "../../server/services/dataSteps.ts";

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  ({ app, browser } = await startBrowserApp());
});

afterAll(() => stopBrowserApp({ app, browser }));

/** A new browser page, signed in as `email` (through the real sign-in flow) or anonymous. */
const openAs = (email: string | null) => openPage({ app, browser }, email);

const prisma = () => app.database.prisma;

async function contestQuestion(name: string, year: number, problemNumber: number) {
  return prisma().question.findFirstOrThrow({ where: { competition: { name, year }, problemNumber } });
}

/** A multiple-choice answer that is not the right one. */
const wrongLetter = (answer: string) => (answer.trim().toUpperCase().startsWith("A") ? "B" : "A");

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Counts the GraphQL requests the page makes from now on. */
function countGraphql(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/graphql") count++;
  });
  return () => count;
}

describe("question page", () => {
  it("shows a contest question by id and by competition, year and number, typeset, with one request", async () => {
    const question = await contestQuestion("AMC_8", 2024, 3);
    const page = await openAs(null);
    const requests = countGraphql(page);
    await page.goto(`${app.baseUrl}/app/question/${question.id}`);
    await page.getByRole("heading", { level: 1, name: "AMC 8 2024 · Problem 3" }).waitFor();
    const problem = page.getByRole("region", { name: "Problem" });
    await problem.locator(".katex").first().waitFor();
    expect(await problem.innerText()).not.toMatch(/\\\(|\\\[/);
    await expect(problem.locator(".choices li").count()).resolves.toBe(5);
    // The screen's query and the top bar's status.
    expect(requests()).toBe(2);

    await expect(page.getByRole("link", { name: "View Contest" }).getAttribute("href")).resolves.toBe("/app/contest/AMC_8/2024");
    await expect(page.getByRole("link", { name: "Edit Question" }).count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: "Show Solution" }).isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId("estimated-success-rate").innerText()).resolves.toMatch(/^\d+%$/);
    await expect(page.getByTestId("success-rate").innerText()).resolves.toBe("No answers yet");
    await page.getByRole("button", { name: "Print", exact: true }).waitFor();
    await screenshot(page, "question-anonymous");

    // Printed: the problem alone.
    await page.emulateMedia({ media: "print" });
    for (const hidden of [".top-bar", ".question-actions", ".answer-card", ".question-side"]) {
      await expect(page.locator(hidden).isVisible()).resolves.toBe(false);
    }
    await expect(problem.isVisible()).resolves.toBe(true);
    await screenshot(page, "question-print-media");
    await page.emulateMedia({ media: "screen" });

    await page.goto(`${app.baseUrl}/app/question/AMC_8/2024/3`);
    await page.getByRole("heading", { level: 1, name: "AMC 8 2024 · Problem 3" }).waitFor();
    await page.getByRole("region", { name: "Problem" }).locator(".katex").first().waitFor();
    await expect(page.getByRole("region", { name: "Problem" }).locator(".choices li").count()).resolves.toBe(5);

    // Anonymous visitors read; answering sends them to sign in.
    await expect(page.getByRole("button", { name: "Submit Answer" }).isDisabled()).resolves.toBe(true);
    await page.getByRole("button", { name: "A", exact: true }).click();
    await page.getByRole("button", { name: "Submit Answer" }).click();
    await page.getByLabel("Email address").waitFor();
  });

  it("shows 'Question text unavailable.' for a question without text", async () => {
    const question = await contestQuestion("AMC_8", 2023, 20);
    await prisma().question.update({ where: { id: question.id }, data: { text: "  ", problemHtml: "" } });
    const page = await openAs(null);
    await page.goto(`${app.baseUrl}/app/question/${question.id}`);
    await page.getByRole("region", { name: "Problem" }).getByText("Question text unavailable.").waitFor();
  });

  it("takes a wrong then a right answer, then reveals the solution, which Show/Hide Solution toggles", async () => {
    const question = await contestQuestion("AMC_8", 2024, 3);
    const page = await openAs("student@boxed.test");
    await page.goto(`${app.baseUrl}/app/question/${question.id}`);
    // A multiple-choice question is answered with the shared widget's letters A-E.
    const choice = (letter: string) => page.getByRole("button", { name: letter, exact: true });
    const choices = page.locator(".answer-choice");
    const submit = page.getByRole("button", { name: "Submit Answer" });

    // As in random practice, Submit waits for a letter; taking the letter back disables it again.
    await expect(submit.isDisabled()).resolves.toBe(true);
    await choice("A").click();
    await expect(submit.isDisabled()).resolves.toBe(false);
    await choice("A").click();
    await expect(submit.isDisabled()).resolves.toBe(true);

    await choice(wrongLetter(question.answer)).click();
    await submit.click();
    await page.getByRole("status").filter({ hasText: "Try again! You have 1 more attempt(s)." }).waitFor();
    await expect(page.locator(".answer-choice[aria-pressed=true]").count()).resolves.toBe(0);
    // Focus stays on the widget, so the letter key answers again.
    await expect(page.evaluate(() => document.activeElement?.classList.contains("answer-choice"))).resolves.toBe(true);
    await expect(page.getByText("1 of 2 attempts left.").isVisible()).resolves.toBe(true);
    await screenshot(page, "question-wrong-answer");

    await page.keyboard.press(question.answer.trim().toLowerCase().slice(0, 1));
    await expect(choice(question.answer.trim().slice(0, 1)).getAttribute("aria-pressed")).resolves.toBe("true");
    await submit.click();
    await page.getByRole("status").filter({ hasText: "Correct!" }).waitFor();
    const solution = page.getByRole("region", { name: "Solution" });
    await solution.waitFor();
    await expect(solution.innerText()).resolves.toContain(`Answer: ${question.answer}`);
    await solution.locator(".katex").first().waitFor();
    await expect(choices.count()).resolves.toBe(0);
    await screenshot(page, "question-correct-answer");

    await page.getByRole("button", { name: "Hide Solution" }).click();
    await expect(solution.count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Show Solution" }).click();
    await solution.waitFor();

    const attempts = await prisma().attempt.findMany({ where: { questionId: question.id, user: { email: "student@boxed.test" } }, orderBy: { attemptNumber: "asc" } });
    expect(attempts.map((attempt) => [attempt.source, attempt.correct])).toEqual([["QUESTION", false], ["QUESTION", true]]);

    // Coming back: the solved notice, the measured success rate, and the solution on demand.
    await page.reload();
    await page.getByRole("status").filter({ hasText: "You have solved this problem." }).waitFor();
    await expect(page.getByTestId("success-rate").innerText()).resolves.toBe("0%");
    await page.getByRole("button", { name: "Show Solution" }).click();
    await page.getByRole("region", { name: "Solution" }).waitFor();
  });

  it("reveals the answer once both attempts are used up", async () => {
    const question = await contestQuestion("AMC_8", 2024, 4);
    const page = await openAs("student@boxed.test");
    await page.goto(`${app.baseUrl}/app/question/AMC_8/2024/4`);
    for (let attempt = 0; attempt < 2; attempt++) {
      await page.getByRole("button", { name: wrongLetter(question.answer), exact: true }).click();
      await page.getByRole("button", { name: "Submit Answer" }).click();
      if (attempt === 0) await page.getByRole("status").filter({ hasText: "Try again!" }).waitFor();
    }
    await page.getByRole("status").filter({ hasText: `Incorrect. The correct answer is ${question.answer}.` }).waitFor();
    await expect(page.locator(".answer-choice").count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Show Solution" }).click();
    await expect(page.getByRole("region", { name: "Solution" }).innerText()).resolves.toContain(`Answer: ${question.answer}`);
    await screenshot(page, "question-attempts-used");
  });

  it("locks similar questions for a student (sending them to checkout) and links them for a subscriber", async () => {
    const question = await contestQuestion("AMC_10A", 2024, 10);
    const student = await openAs("student@boxed.test");
    await student.goto(`${app.baseUrl}/app/question/${question.id}`);
    const similar = student.getByRole("region", { name: "Similar questions" });
    const locked = similar.locator(".link-list li").getByRole("link", { name: /premium, locked/ });
    await locked.first().waitFor();
    expect(await locked.count()).toBeGreaterThan(1);
    await expect(similar.locator(".link-list li").count()).resolves.toBe(await locked.count());
    await expect(similar.locator(".link-list .lock").count()).resolves.toBe(await locked.count());
    await expect(similar.getByRole("link", { name: "Practice Similar Problems (premium, locked)" }).getAttribute("href")).resolves.toBe("/app/checkout");
    await screenshot(student, "question-similar-locked");
    await locked.first().click();
    await student.waitForURL(`${app.baseUrl}/app/checkout`);

    const subscriber = await openAs("subscriber@boxed.test");
    await subscriber.goto(`${app.baseUrl}/app/question/${question.id}`);
    const open = subscriber.getByRole("region", { name: "Similar questions" });
    await open.getByRole("link", { name: "Practice Similar Problems" }).waitFor();
    await expect(open.getByRole("link", { name: "Practice Similar Problems" }).getAttribute("href")).resolves.toBe(`/app/random?similar=${question.id}`);
    await expect(open.locator(".lock").count()).resolves.toBe(0);
    const first = open.locator(".link-list a").first();
    const href = (await first.getAttribute("href"))!;
    expect(href).toMatch(/^\/app\/question\/\d+$/);
    const label = await first.innerText();
    await screenshot(subscriber, "question-similar-subscriber");
    await first.click();
    await subscriber.waitForURL(`${app.baseUrl}${href}`);
    await subscriber.getByRole("heading", { level: 1, name: label }).waitFor();
  });

  it("links a lesson question to its lesson sections and shows admins the Edit Question link", async () => {
    const placement = await prisma().sectionQuestion.findFirstOrThrow({
      where: { isExample: false },
      include: { section: { include: { lesson: true } } },
      orderBy: [{ sectionId: "asc" }, { position: "asc" }],
    });
    const page = await openAs("admin@boxed.test");
    await page.goto(`${app.baseUrl}/app/question/${placement.questionId}`);
    await page.getByRole("heading", { level: 1, name: `Question ${placement.questionId}` }).waitFor();
    const related = page.getByRole("region", { name: "Related lessons" }).getByRole("link", { name: placement.section.lesson.name });
    await expect(related.first().getAttribute("href")).resolves.toBe(
      `/app/section-notes?id=${placement.section.lessonId}&sid=${placement.sectionId}`,
    );
    await expect(page.getByRole("link", { name: "Edit Question" }).getAttribute("href")).resolves.toBe(`/app/question/${placement.questionId}/edit`);
    await expect(page.getByRole("link", { name: "View Contest" }).count()).resolves.toBe(0);
    // Admins may always read the solution.
    await page.getByRole("button", { name: "Show Solution" }).click();
    await page.getByRole("region", { name: "Solution" }).waitFor();
    await expect(page.locator(".related-lesson-link a").getAttribute("href")).resolves.toBe(
      `/app/section-notes?id=${placement.section.lessonId}&sid=${placement.sectionId}`,
    );
    await screenshot(page, "question-admin-lesson-question");
  });

  it("shows 'Question not found', 'Invalid question id' (without a request) and 'Unable to load question'", async () => {
    const page = await openAs(null);
    await page.goto(`${app.baseUrl}/app/question/999999`);
    const notFound = page.getByRole("alert").filter({ hasText: "Question not found" });
    await notFound.waitFor();
    await expect(notFound.innerText()).resolves.toContain("The requested question could not be located.");
    await page.goto(`${app.baseUrl}/app/question/AMC_8/1999/1`);
    await page.getByRole("alert").filter({ hasText: "Question not found" }).waitFor();
    await screenshot(page, "question-not-found");

    const requests = countGraphql(page);
    await page.goto(`${app.baseUrl}/app/question/abc`);
    await page.getByRole("alert").filter({ hasText: "Invalid question id" }).waitFor();
    await page.getByRole("link", { name: "Sign In", exact: true }).waitFor();
    expect(requests()).toBe(1); // the top bar's status only
    await screenshot(page, "question-invalid-id");

    await page.route("**/graphql", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ errors: [{ message: "The database is unavailable" }] }) }),
    );
    await page.goto(`${app.baseUrl}/app/question/1`);
    const failed = page.getByRole("alert").filter({ hasText: "Unable to load question" });
    await failed.waitFor();
    await expect(failed.innerText()).resolves.toContain("The database is unavailable");
    await failed.getByRole("button", { name: "Try again" }).waitFor();
    await screenshot(page, "question-load-error");
    await page.unroute("**/graphql");
  });
});

describe("printout", () => {
  it("adds a question with a toast, lists it on the printout page, prints cleanly and removes it", async () => {
    const first = await contestQuestion("AMC_8", 2024, 5);
    const second = await contestQuestion("AMC_10B", 2024, 7);
    const page = await openAs("student@boxed.test");
    await page.goto(`${app.baseUrl}/app/question/${first.id}`);
    await page.getByRole("button", { name: "Add to Printout" }).click();
    await toast(page, "Added to printout").waitFor();
    await screenshot(page, "question-added-to-printout");
    await page.goto(`${app.baseUrl}/app/question/${second.id}`);
    await page.getByRole("button", { name: "Add to Printout" }).click();
    await toast(page, "Added to printout").waitFor();
    await page.getByRole("link", { name: "View printout" }).click();

    await page.getByRole("heading", { level: 1, name: "Printout" }).waitFor();
    const items = page.locator(".printout-item");
    await items.nth(1).locator(".katex").first().waitFor();
    await expect(items.count()).resolves.toBe(2);
    await expect(items.nth(0).getByRole("heading").innerText()).resolves.toBe("1. AMC 8 2024 · Problem 5");
    await expect(items.nth(1).getByRole("heading").innerText()).resolves.toBe("2. AMC 10B 2024 · Problem 7");
    expect(await items.nth(0).innerText()).not.toMatch(/\\\(|\\\[/);
    await screenshot(page, "printout");

    // On paper: only the problems, numbered; no buttons, no top bar.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Remove" }).first().isVisible()).resolves.toBe(false);
    await expect(page.getByRole("button", { name: "Print" }).isVisible()).resolves.toBe(false);
    await expect(page.locator(".top-bar").isVisible()).resolves.toBe(false);
    await expect(items.nth(0).evaluate((element) => getComputedStyle(element).breakInside)).resolves.toBe("avoid");
    await screenshot(page, "printout-print-media");
    await page.emulateMedia({ media: "screen" });

    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/graphql")) sent.push(request.postData() ?? "");
    });
    await items.nth(0).getByRole("button", { name: "Remove" }).click();
    await expect.poll(() => items.count()).toBe(1);
    // Only the removal travels: its answer takes the edge out (@deleteEdge), no list is read again.
    await expect.poll(() => sent.length).toBe(1);
    await expect(items.nth(0).getByRole("heading").innerText()).resolves.toBe("1. AMC 10B 2024 · Problem 7");
    const stored = await prisma().printoutItem.findMany({ where: { user: { email: "student@boxed.test" } } });
    expect(stored.map((item) => item.questionId)).toEqual([second.id]);

    await items.nth(0).getByRole("button", { name: "Remove" }).click();
    await page.getByText("No problems in your printout yet.").waitFor();
    await screenshot(page, "printout-empty");
  });

  it("toasts 'Unable to add to printout' when the server refuses", async () => {
    const page = await openAs("student@boxed.test");
    await page.route("**/addToPrintout**", (route) => route.fulfill({ status: 404, contentType: "application/json", body: '{"success":false}' }));
    await page.goto(`${app.baseUrl}/app/question/AMC_8/2024/6`);
    await page.getByRole("button", { name: "Add to Printout" }).click();
    await toast(page, "Unable to add to printout").waitFor();
    await expect(page.getByRole("link", { name: "View printout" }).count()).resolves.toBe(0);
  });

  it("sends an anonymous visitor to sign in, then back to the printout", async () => {
    const page = await openAs(null);
    await page.goto(`${app.baseUrl}/app/printout`);
    await page.getByLabel("Email address").fill("parent@boxed.test");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(`${app.baseUrl}/app/printout`);
    await page.getByRole("heading", { level: 1, name: "Printout" }).waitFor();
  });
});

describe("home additions", () => {
  it("locks For You until 10 answers in a contest, then shows recommended lesson cards", async () => {
    // No answers yet: the lock message.
    const parent = await openAs("parent@boxed.test");
    await parent.goto(`${app.baseUrl}/app/`);
    await parent.getByText("Practice at least 10 problems in AMC 8 to unlock recommendations.").waitFor();
    await screenshot(parent, "home-for-you-locked");

    // A student with 12 lesson answers in two AMC 8 lessons (and 10 AMC 12 contest answers).
    const student = await prisma().user.findUniqueOrThrow({ where: { email: "subscriber@boxed.test" } });
    const lessons = await prisma().lesson.findMany({
      where: { course: { family: "AMC8" }, active: true },
      orderBy: [{ position: "asc" }, { id: "asc" }],
      include: { sections: { include: { questions: { where: { isExample: false } } } } },
    });
    const placements = (lesson: (typeof lessons)[number]) =>
      lesson.sections.flatMap((section) => section.questions.map((entry) => ({ lessonId: lesson.id, sectionId: section.id, questionId: entry.questionId })));
    const weak = placements(lessons[1]).slice(0, 4);
    const strong = placements(lessons[2]).slice(0, 8);
    expect(weak).toHaveLength(4);
    expect(strong).toHaveLength(8);
    const attempt = (placement: { lessonId: number; sectionId: number; questionId: number }, correct: boolean) => ({
      ...placement, userId: student.id, answer: correct ? "right" : "wrong", correct, source: "LESSON" as const, attemptNumber: 1,
    });
    const amc12 = await prisma().question.findMany({ where: { competition: { name: "AMC_12A" } }, take: 10, orderBy: { problemNumber: "asc" } });
    await prisma().attempt.createMany({
      data: [
        ...weak.map((placement, index) => attempt(placement, index === 0)),
        ...strong.map((placement, index) => attempt(placement, index >= 2)),
        ...amc12.map((question) => ({ userId: student.id, questionId: question.id, answer: "A", correct: false, source: "PRACTICE" as const, attemptNumber: 1 })),
      ],
    });

    const page = await openAs("subscriber@boxed.test");
    await page.goto(`${app.baseUrl}/app/`);
    const cards = page.getByRole("tabpanel", { name: "Recommended AMC 8 lessons" }).locator(".recommendation");
    await cards.first().waitFor();
    await expect(cards.count()).resolves.toBe(3);
    const weakest = cards.nth(0);
    await expect(weakest.getByRole("link").innerText()).resolves.toBe(lessons[1].name);
    await expect(weakest.getByRole("link").getAttribute("href")).resolves.toBe(`/app/section-notes?id=${lessons[1].id}`);
    await expect(weakest.innerText()).resolves.toContain("AMC 8");
    await expect(weakest.locator(".recommendation-counts").textContent()).resolves.toBe("Wrong3Correct1Attempts4");
    await expect(weakest.getByRole("progressbar").getAttribute("aria-valuenow")).resolves.toBe("25");
    await expect(cards.nth(1).getByRole("link").innerText()).resolves.toBe(lessons[2].name);
    await expect(cards.nth(1).getByRole("progressbar").getAttribute("aria-valuenow")).resolves.toBe("75");
    await screenshot(page, "home-for-you-cards");

    await page.getByRole("tab", { name: "AMC 12" }).click();
    await page.getByText("Great work! No additional recommendations at the moment.").waitFor();
    await page.getByRole("tab", { name: "AMC 10" }).click();
    await page.getByText("Practice at least 10 problems in AMC 10 to unlock recommendations.").waitFor();
  });

  it("adds the question of the day to the printout, and shows admins its edit link", async () => {
    const page = await openAs("parent@boxed.test");
    await page.goto(`${app.baseUrl}/app/`);
    const card = page.locator(".qotd");
    await card.locator(".katex").first().waitFor();
    await expect(card.getByRole("link", { name: "Edit Question" }).count()).resolves.toBe(0);
    const questionId = Number((await card.getByRole("link", { name: "Try This Problem" }).getAttribute("href"))!.split("/").pop());
    await card.getByRole("button", { name: "Add to Printout" }).click();
    await toast(page, "Added to printout").waitFor();
    await screenshot(page, "home-qotd-added");
    const stored = await prisma().printoutItem.findMany({ where: { user: { email: "parent@boxed.test" } } });
    expect(stored.map((item) => item.questionId)).toEqual([questionId]);

    const admin = await openAs("admin@boxed.test");
    await admin.goto(`${app.baseUrl}/app/`);
    await expect(admin.locator(".qotd").getByRole("link", { name: "Edit Question" }).getAttribute("href")).resolves.toBe(`/app/question/${questionId}/edit`);
  });
});

describe("stored HTML cannot run script", () => {
  const PAYLOADS = [
    `<img src=x onerror="window.__xss=1">`,
    `<script>window.__xss=1</script>`,
    `<a href="javascript:window.__xss=1">x</a>`,
    `<svg><animate onbegin="window.__xss=1" attributeName="x" dur="1s"/></svg>`,
    `<iframe src="javascript:window.__xss=1">`,
  ].join(" ");

  /** Clicks every link inside rendered content, then checks nothing ran and nothing dangerous is left. */
  async function assertInert(page: Page) {
    for (const link of await page.locator(".math-html a").all()) await link.click({ force: true, timeout: 2000 }).catch(() => undefined);
    await page.waitForTimeout(1200); // the svg animation would begin within its 1s
    await expect(page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).resolves.toBeUndefined();
    const offenders = await page.evaluate(() =>
      [...document.querySelectorAll("*")].flatMap((element) =>
        [...element.attributes]
          .filter((attribute) => /^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value))
          .map((attribute) => `<${element.tagName.toLowerCase()} ${attribute.name}="${attribute.value}">`),
      ),
    );
    expect(offenders).toEqual([]);
    await expect(page.locator(".math-html script, .math-html iframe, .math-html animate").count()).resolves.toBe(0);
  }

  it("on the question page, the printout and the lesson page", async () => {
    const placement = await prisma().sectionQuestion.findFirstOrThrow({ where: { isExample: false }, orderBy: [{ sectionId: "desc" }] });
    const question = await prisma().question.findUniqueOrThrow({ where: { id: placement.questionId } });
    const choices = question.choices.length === 5 ? [...question.choices] : ["1", "2", "3", "4", "5"];
    choices[0] = `\\(1\\) ${PAYLOADS}`;
    await prisma().question.update({
      where: { id: question.id },
      data: { problemHtml: `<p>What is \\(1+1\\)? ${PAYLOADS}</p>`, choices, isMultipleChoice: true, solutionHtml: `<p>It is \\(2\\). ${PAYLOADS}</p>` },
    });
    await prisma().section.update({ where: { id: placement.sectionId }, data: { notesHtml: `<p>Notes \\(x^2\\) ${PAYLOADS}</p>` } });
    // Stored as an earlier version may have stored it (it cleaned HTML on each read, not on write):
    // the upgraded server's start cleans it once (server/services/dataSteps.ts), then serves it as stored.
    expect(await cleanStoredHtml(prisma())).toBeGreaterThanOrEqual(2);
    const admin = await prisma().user.findUniqueOrThrow({ where: { email: "admin@boxed.test" } });
    await prisma().printoutItem.create({ data: { userId: admin.id, questionId: question.id } });

    const page = await openAs("admin@boxed.test");
    await page.goto(`${app.baseUrl}/app/question/${question.id}`);
    await page.getByRole("region", { name: "Problem" }).locator(".katex").first().waitFor();
    await page.getByRole("button", { name: "Show Solution" }).click();
    await page.getByRole("region", { name: "Solution" }).locator(".katex").first().waitFor();
    await expect(page.locator(".choices li").count()).resolves.toBe(5);
    await assertInert(page);
    await screenshot(page, "xss-question");

    await page.goto(`${app.baseUrl}/app/printout`);
    await page.locator(".printout-item .katex").first().waitFor();
    await assertInert(page);

    const section = await prisma().section.findUniqueOrThrow({ where: { id: placement.sectionId } });
    await page.goto(`${app.baseUrl}/app/section-notes?id=${section.lessonId}&sid=${section.id}`);
    await page.getByTestId("math-html").filter({ hasText: "Notes" }).locator(".katex").first().waitFor();
    await assertInert(page);
    await screenshot(page, "xss-lesson");
  });
});
