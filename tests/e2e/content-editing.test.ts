// The content editors in Chromium, at 1280 px and on a 390 px phone: an editor builds a section
// (finds a question by search, marks it as an example, writes notes with math and sees them
// typeset), a student then reads it in the lesson; an admin deletes a question after confirming
// and it leaves the lesson while the student's dashboard history stays.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { type BrowserApp, openPage, screenshot, startBrowserApp, stopBrowserApp } from "../support/browser.ts";

let running: BrowserApp;
beforeAll(async () => {
  running = await startBrowserApp();
});
afterAll(() => stopBrowserApp(running));

const db = () => running.app.database.prisma;
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).last().waitFor();

/** Elements reaching past a 390 px screen's right edge. */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("main *")]
      .filter((element) => element.getBoundingClientRect().right > 391)
      .slice(0, 5)
      .map((element) => `${element.tagName}.${element.className}`),
  );

describe("the section editor", () => {
  it("builds a section with an example found by search and notes with math, which a student then reads in the lesson", async () => {
    const section = await db().section.findFirstOrThrow({ where: { questions: { some: {} } }, include: { lesson: true }, orderBy: { id: "asc" } });
    const target = await db().question.findFirstOrThrow({
      where: { status: "PUBLISHED", competition: { name: "AMC_8", enabled: true }, sectionQuestions: { none: { sectionId: section.id } } },
      include: { competition: true },
      orderBy: { id: "asc" },
    });
    const title = `AMC 8 ${target.competition!.year} · Problem ${target.problemNumber}`;

    const page = await openPage(running, "editor@boxed.test");
    await page.goto(`${running.app.baseUrl}/edit_section?id=${section.id}`);
    await page.getByRole("heading", { name: "Edit Section" }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/app/section/${section.id}/edit`);

    await page.getByLabel("Section name").fill("Areas of squares");
    await page.getByRole("textbox", { name: /^Notes/ }).fill("<p>A square of side $s$ has area $s^2$, so a side of $3$ gives $\\frac{18}{2}=9$.</p>");
    const preview = page.locator(".notes-preview");
    // The preview first shows the stored notes; wait for the server's rendering of the new ones.
    await preview.getByText("A square of side").waitFor();
    await preview.locator(".katex").first().waitFor();
    await expect(preview.locator(".katex").count()).resolves.toBe(4);

    await page.getByLabel("Find a question").fill(`AMC_8 ${target.competition!.year} ${target.problemNumber}`);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("button", { name: `Add ${title}` }).click();
    const entry = page.getByRole("list", { name: "Section questions" }).locator("li").filter({ hasText: title });
    await entry.getByLabel("Example").check();
    await page.getByRole("button", { name: `Move ${title} up` }).click();
    await screenshot(page, "content-section-editor");
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(overflowing(page)).resolves.toEqual([]);
    await screenshot(page, "content-section-editor-phone");
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole("button", { name: "Save Section" }).click();
    await toast(page, "Section saved.");
    const placed = await db().sectionQuestion.findUniqueOrThrow({ where: { sectionId_questionId: { sectionId: section.id, questionId: target.id } } });
    expect(placed.isExample).toBe(true);

    // The student follows the spec's /section_notes address to the example, in its lesson.
    const student = await openPage(running, "student@boxed.test");
    await student.goto(`${running.app.baseUrl}/section_notes?id=${section.lessonId}&sid=${section.id}&pid=${target.id}`);
    await student.getByRole("heading", { name: "Areas of squares" }).waitFor();
    await student.locator(".lesson-notes .katex").first().waitFor();
    const example = student.locator(".example-question");
    await example.locator(".question-statement").waitFor();
    await expect(example.getByRole("link", { name: "Try This Problem" }).getAttribute("href")).resolves.toBe(`/app/question/${target.id}`);
    await expect(student.getByRole("link", { name: "Edit Question" }).count()).resolves.toBe(0);
    await screenshot(student, "content-section-student");
    await student.getByRole("tab", { name: "Practice" }).click();
    const exampleLinks = student.getByRole("navigation", { name: "Worked examples" }).getByRole("link");
    await exampleLinks.first().waitFor();
    expect(await exampleLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toContain(
      `/app/section-notes?id=${section.lessonId}&sid=${section.id}&pid=${target.id}`,
    );
    await student.setViewportSize({ width: 390, height: 844 });
    await student.getByRole("tab", { name: "Lesson" }).click();
    await screenshot(student, "content-section-student-phone");

    // A student cannot open the editor.
    await student.goto(`${running.app.baseUrl}/edit_section?id=${section.id}`);
    await student.getByText("Access Restricted: This page is only available to editors and administrators.").waitFor();
  });

  it("saves a course's lesson order and active flags, and a lesson's name", async () => {
    const course = await db().course.findFirstOrThrow({ include: { lessons: { orderBy: [{ position: "asc" }, { id: "asc" }] } }, orderBy: { id: "asc" } });
    const [first, second] = course.lessons;
    const page = await openPage(running, "editor@boxed.test");
    await page.goto(`${running.app.baseUrl}/app/courses`);
    await page.getByRole("link", { name: "Edit Course" }).first().click();
    await page.getByRole("heading", { name: "Edit Course" }).waitFor();
    await page.getByRole("button", { name: `Move ${second.name} up` }).click();
    await page.getByRole("list").locator("li").filter({ hasText: first.name }).getByLabel("Active").uncheck();
    await page.getByLabel("Course name").fill("");
    await page.getByRole("button", { name: "Save Course" }).click();
    await toast(page, "Course name is required.");
    await page.getByLabel("Course name").fill("Foundations, edited");
    await page.getByRole("button", { name: "Save Course" }).click();
    await toast(page, "Course saved.");
    await screenshot(page, "content-course-editor");
    const saved = await db().lesson.findMany({ where: { courseId: course.id }, orderBy: [{ position: "asc" }, { id: "asc" }] });
    expect(saved.slice(0, 2).map((lesson) => [lesson.id, lesson.active])).toEqual([[second.id, second.active], [first.id, false]]);

    await page.goto(`${running.app.baseUrl}/edit_lession?id=${second.id}`);
    await page.getByRole("heading", { name: "Edit Lesson" }).waitFor();
    await page.getByLabel("Lesson name").fill("Renamed lesson");
    await page.getByRole("button", { name: "Save Lesson" }).click();
    await toast(page, "Lesson saved.");
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(overflowing(page)).resolves.toEqual([]);
    await screenshot(page, "content-lesson-editor-phone");
    expect((await db().lesson.findUniqueOrThrow({ where: { id: second.id } })).name).toBe("Renamed lesson");
  });
});

describe("deleting a question", () => {
  it("asks the admin to confirm, then the question leaves the lesson while the student's history stays", async () => {
    const student = await db().user.findUniqueOrThrow({ where: { email: "student@boxed.test" } });
    const placement = await db().sectionQuestion.findFirstOrThrow({
      where: { isExample: false, question: { status: "PUBLISHED" } },
      include: { section: { include: { lesson: true, questions: { where: { isExample: false, question: { status: "PUBLISHED" } } } } } },
      orderBy: [{ sectionId: "desc" }],
    });
    const practiceCount = placement.section.questions.length;
    await db().attempt.create({
      data: { userId: student.id, questionId: placement.questionId, answer: "A", correct: false, source: "LESSON", lessonId: placement.section.lessonId, sectionId: placement.sectionId },
    });

    const admin = await openPage(running, "admin@boxed.test");
    await admin.goto(`${running.app.baseUrl}/app/question/${placement.questionId}`);
    await admin.getByRole("link", { name: "Edit Question" }).first().waitFor();
    await admin.getByRole("link", { name: "Delete Question" }).first().click();
    await admin.getByRole("heading", { name: /^Delete .*\?$/ }).waitFor();
    expect(new URL(admin.url()).pathname).toBe(`/app/question/${placement.questionId}/delete`);
    // Opening the confirmation changed nothing.
    expect((await db().question.findUniqueOrThrow({ where: { id: placement.questionId } })).status).toBe("PUBLISHED");
    await screenshot(admin, "content-delete-confirm");
    await admin.setViewportSize({ width: 390, height: 844 });
    await screenshot(admin, "content-delete-confirm-phone");
    await admin.getByRole("button", { name: "Delete Question" }).click();
    await admin.getByRole("heading", { name: "Question deleted." }).waitFor();

    const page = await openPage(running, "student@boxed.test");
    await page.goto(`${running.app.baseUrl}/app/section-notes?id=${placement.section.lessonId}&sid=${placement.sectionId}`);
    await page.getByRole("tab", { name: "Practice" }).click();
    if (practiceCount > 1) await page.getByText(`Question 1 of ${practiceCount - 1}`).waitFor();
    else await page.getByText("No practice questions").waitFor();
    await page.goto(`${running.app.baseUrl}/app/question/${placement.questionId}`);
    await page.getByText(/not found/i).first().waitFor();

    await page.goto(`${running.app.baseUrl}/app/space?tab=performance`);
    await page.getByRole("region", { name: placement.section.lesson.name }).waitFor();
    await screenshot(page, "content-delete-history");
    expect(await db().attempt.count({ where: { questionId: placement.questionId, userId: student.id } })).toBe(1);
  });
});
