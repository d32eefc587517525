// Adding a question and the admin question editor in Chromium, on a desktop and a 390 px phone:
// the live KaTeX preview, the spec's toasts, a student's question pending review, an admin's
// save, the numeric check, and the access message for non-admins.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { type BrowserApp, openPage, screenshot, startBrowserApp, stopBrowserApp } from "../support/browser.ts";

let running: BrowserApp;
beforeAll(async () => {
  running = await startBrowserApp();
});
afterAll(() => stopBrowserApp(running));

const db = () => running.app.database.prisma;
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).last().waitFor();

/** Elements of the form page reaching past a 390 px screen's right edge. */
const widest = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll(".question-form-page *")]
      .filter((element) => element.getBoundingClientRect().right > 390)
      .slice(0, 5)
      .map((element) => `${element.tagName}.${element.className}`),
  );

describe("adding a question", () => {
  it("shows the server's message, a live preview with typeset math and choices, and submits for review", async () => {
    const page = await openPage(running, "student@boxed.test");
    await page.goto(`${running.app.baseUrl}/app/question/new`);
    await page.getByRole("heading", { name: "Add a Question" }).waitFor();
    await expect(page.getByLabel("Multiple choice").isChecked()).resolves.toBe(true);
    await expect(page.getByLabel("Problem number").inputValue()).resolves.toBe("1");

    await page.getByRole("button", { name: "Submit Question" }).click();
    await toast(page, "Provide question text, problem HTML, or upload an image.");

    await page.getByLabel("Problem HTML").fill("<p>What is $\\frac{1}{2}+\\frac{1}{4}$?</p><p>(A) $\\frac14$ (B) $\\frac12$ (C) $\\frac34$ (D) $1$ (E) $2$</p>");
    const preview = page.locator(".question-preview");
    await preview.locator(".katex").first().waitFor();
    await expect(preview.getByRole("list", { name: "Choices" }).locator("li").count()).resolves.toBe(5);
    await page.getByRole("button", { name: "Submit Question" }).click();
    await toast(page, "Solution is required.");
    await page.getByLabel("Solution").fill("Add the fractions: $\\frac{2}{4}+\\frac{1}{4}=\\frac{3}{4}$.");
    await page.getByRole("button", { name: "Submit Question" }).click();
    await toast(page, "Answer is required.");

    await page.getByLabel("Answer").fill("C");
    await page.getByLabel("Competition name").selectOption("AMC_8");
    await page.getByLabel("Competition year").fill("1988");
    await page.getByLabel("Topic (optional)").selectOption("ALGEBRA");
    await page.getByLabel("Image (PNG, JPEG, GIF or WebP, at most 1 MB)").setInputFiles({ name: "figure.png", mimeType: "image/png", buffer: PNG });
    await page.locator(".question-preview img.question-image").waitFor();
    await screenshot(page, "authoring-new-question");
    await page.getByRole("button", { name: "Submit Question" }).click();
    await toast(page, "Question submitted! Add another one?");
    await expect(page.getByLabel("Problem HTML").inputValue()).resolves.toBe("");

    const saved = await db().question.findFirstOrThrow({ where: { author: { email: "student@boxed.test" } }, orderBy: { id: "desc" } });
    expect(saved).toMatchObject({ status: "PENDING_REVIEW", answer: "C", topic: "ALGEBRA", choices: ["\\(\\frac14\\)", "\\(\\frac12\\)", "\\(\\frac34\\)", "\\(1\\)", "\\(2\\)"] });
    expect(saved.imageUrl).toMatch(/^\/images\/\d+$/);

    // A fake picture is refused with the server's words.
    await page.getByLabel("Problem HTML").fill("<p>Again</p><p>(A) 1 (B) 2 (C) 3 (D) 4 (E) 5</p>");
    await page.getByLabel("Solution").fill("x");
    await page.getByLabel("Answer").fill("A");
    await page.getByLabel("Image (PNG, JPEG, GIF or WebP, at most 1 MB)").setInputFiles({ name: "evil.png", mimeType: "image/png", buffer: Buffer.from("<svg><script>alert(1)</script></svg>") });
    await page.getByRole("button", { name: "Submit Question" }).click();
    await toast(page, "The image must be a PNG, JPEG, GIF or WebP picture.");
  });

  it("fits a 390 px phone", async () => {
    const page = await openPage(running, "editor@boxed.test");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${running.app.baseUrl}/app/question/new`);
    await page.getByLabel("Problem HTML").fill("<p>Find $x$ if $2x=6$.</p><p>(A) 1 (B) 2 (C) 3 (D) 4 (E) 5</p>");
    await page.locator(".question-preview .katex").first().waitFor();
    await screenshot(page, "authoring-new-question-phone");
    // The form and its preview fit (the top bar's own width on phones is another screen's matter).
    expect(await widest(page)).toEqual([]);
  });
});

describe("the admin question editor", () => {
  it("tells a non-admin the page is for administrators", async () => {
    const page = await openPage(running, "editor@boxed.test");
    const question = await db().question.findFirstOrThrow({ where: { competition: { name: "AMC_12A" } } });
    await page.goto(`${running.app.baseUrl}/app/question/${question.id}/edit`);
    await page.getByText("Access Restricted: This page is only available to administrators.").waitFor();
  });

  it("loads every field, checks numbers, saves, and tells the second of two admins", async () => {
    const question = await db().question.findFirstOrThrow({ where: { competition: { name: "AMC_12A" }, problemNumber: 5 } });
    const page = await openPage(running, "admin@boxed.test");
    await page.goto(`${running.app.baseUrl}/app/question/${question.id}/edit`);
    await page.getByRole("heading", { name: `Edit Question ${question.id}` }).waitFor();
    await expect(page.getByLabel("Answer").inputValue()).resolves.toBe(question.answer);
    await expect(page.getByLabel("(A)").inputValue()).resolves.toBe(question.choices[0]);
    // The selects' lists are the server's (Query.choices) and show the question's own values.
    await expect(page.getByLabel("Competition name").inputValue()).resolves.toBe("AMC_12A");
    await expect(page.getByLabel("Topic", { exact: true }).inputValue()).resolves.toBe(question.topic ?? "");
    await page.locator(".question-preview .katex").first().waitFor();
    await screenshot(page, "authoring-edit-question");

    await page.getByLabel("School grade").fill("ten");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await toast(page, "Invalid numeric value: ten");
    await page.getByLabel("School grade").fill("");
    await page.getByLabel("Set name").fill("Edited in Chromium");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await toast(page, "Question updated successfully");
    const saved = await db().question.findUniqueOrThrow({ where: { id: question.id } });
    expect(saved).toMatchObject({ setName: "Edited in Chromium", schoolGrade: null });

    // Another admin saves meanwhile; this page's next save is refused with the server's words.
    await db().question.update({ where: { id: question.id }, data: { organizationName: "Someone else" } });
    await page.getByLabel("Set name").fill("Second save");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await toast(page, "Someone else saved this question after you opened it.");
    expect((await db().question.findUniqueOrThrow({ where: { id: question.id } })).setName).toBe("Edited in Chromium");

    // The save kept a revision; restoring it puts the set name back as it was before.
    await page.reload();
    const revisions = page.getByRole("region", { name: "Revisions" });
    await revisions.getByText("Changed: schoolGrade, setName").waitFor();
    await screenshot(page, "authoring-edit-question-revisions");
    await revisions.getByRole("button", { name: "Restore" }).first().click();
    await toast(page, "Revision restored");
    await expect.poll(() => page.getByLabel("Set name").inputValue()).toBe(question.setName);
    expect(await db().question.findUniqueOrThrow({ where: { id: question.id } })).toMatchObject({ setName: question.setName, schoolGrade: question.schoolGrade });
  });

  it("fits a 390 px phone", async () => {
    const question = await db().question.findFirstOrThrow({ where: { competition: { name: "AIME_I" }, problemNumber: 2 } });
    const page = await openPage(running, "admin@boxed.test");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${running.app.baseUrl}/app/question/${question.id}/edit`);
    await page.getByRole("heading", { name: `Edit Question ${question.id}` }).waitFor();
    await page.locator(".question-preview .katex").first().waitFor();
    await expect(page.getByText("Choices (leave all empty").count()).resolves.toBe(0);
    await screenshot(page, "authoring-edit-question-phone");
    // The form and its preview fit (the top bar's own width on phones is another screen's matter).
    expect(await widest(page)).toEqual([]);
  });
});

describe("the review queue", () => {
  it("lets an editor approve one question and reject another with a note the author then reads", async () => {
    const student = await openPage(running, "student@boxed.test");
    await student.goto(`${running.app.baseUrl}/app/question/new`);
    for (const answer of ["A", "E"]) {
      await student.getByLabel("Problem HTML").fill(`<p>Review me ${answer}: $1+1$?</p><p>(A) 2 (B) 3 (C) 4 (D) 5 (E) 6</p>`);
      await student.getByLabel("Solution").fill("It is $2$.");
      await student.getByLabel("Answer").fill(answer);
      await student.getByRole("button", { name: "Submit Question" }).click();
      await toast(student, "Question submitted! Add another one?");
    }
    const [approved, rejected] = await db().question.findMany({ where: { problemHtml: { contains: "Review me" } }, orderBy: { id: "asc" } });

    const editor = await openPage(running, "editor@boxed.test");
    await editor.goto(`${running.app.baseUrl}/app/review`);
    const first = editor.getByRole("article", { name: `Question ${approved.id}` });
    await first.locator(".katex").first().waitFor();
    await screenshot(editor, "authoring-review-queue");
    await first.getByRole("button", { name: "Approve" }).click();
    await toast(editor, "Question approved: students can see it now.");
    await first.waitFor({ state: "detached" });
    const second = editor.getByRole("article", { name: `Question ${rejected.id}` });
    await second.getByRole("button", { name: "Reject" }).click();
    await toast(editor, "Give the author a note saying why the question is rejected.");
    await second.getByLabel("Note to the author").fill("The answer should be A.");
    await second.getByRole("button", { name: "Reject" }).click();
    await toast(editor, "Question rejected: its author sees your note.");
    expect((await db().question.findUniqueOrThrow({ where: { id: approved.id } })).status).toBe("PUBLISHED");

    await student.reload();
    const mine = student.getByRole("region", { name: "Your questions" });
    await mine.getByText("The answer should be A.").waitFor();
    await expect(mine.getByRole("row").filter({ hasText: "Rejected" }).count()).resolves.toBe(1);

    await editor.setViewportSize({ width: 390, height: 844 });
    await screenshot(editor, "authoring-review-queue-phone");
  });

  it("tells a student the queue is for editors", async () => {
    const page = await openPage(running, "student@boxed.test");
    await page.goto(`${running.app.baseUrl}/app/review`);
    await page.getByText("Only editors review questions.").waitFor();
  });
});

describe("the admin problem-bank upload", () => {
  it("shows a dry run's counts and the refused lines with their numbers", async () => {
    const page = await openPage(running, "admin@boxed.test");
    await page.goto(`${running.app.baseUrl}/app/import`);
    const lines = readFileSync(new URL("../../docs/samples/problem-bank.jsonl", import.meta.url), "utf8").split("\n").slice(0, 30);
    const file = `${lines.join("\n")}\n{"competition_name":"AMC_8","competition_year":1800}\n`;
    await page.getByLabel("Problem-bank file (.jsonl)").setInputFiles({ name: "bank.jsonl", mimeType: "application/json", buffer: Buffer.from(file) });
    await page.getByRole("button", { name: "Import" }).click();
    const report = page.getByRole("region", { name: "Dry run: nothing was written" });
    await report.getByText("31 lines read: 30 problems would be created").waitFor();
    await report.getByRole("row").filter({ hasText: "competition_year must be a whole number from 1900 to 2100" }).getByText("31", { exact: true }).waitFor();
    await screenshot(page, "authoring-import");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "authoring-import-phone");
  });
});
