// Courses, a course and a lesson in Chromium, on the demo content: what visitors, students and
// editors see, lesson practice with its attempts and locks, the printable sheet, and the empty
// and error states.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page, Request } from "playwright-core";
import type { TestApp } from "../support/testApp.ts";
import { openPage, screenshot, startBrowserApp, stopBrowserApp, VIEWPORT } from "../support/browser.ts";

const LETTERS = ["A", "B", "C", "D", "E"];

let app: TestApp;
let browser: Browser;
/** A visitor who signs in as the student halfway through. */
let page: Page;

beforeAll(async () => {
  ({ app, browser } = await startBrowserApp());
  page = await browser.newPage({ viewport: VIEWPORT });
});

afterAll(() => stopBrowserApp({ app, browser }));

const prisma = () => app.database.prisma;
const url = (path: string) => `${app.baseUrl}${path}`;

const inOrder = [{ position: "asc" as const }, { id: "asc" as const }];

/** A demo course with its lessons, sections and their practice questions, in page order. */
function courseNamed(name: string) {
  return prisma().course.findFirstOrThrow({
    where: { name },
    include: {
      lessons: {
        orderBy: inOrder,
        include: {
          sections: {
            orderBy: inOrder,
            include: {
              questions: {
                where: { isExample: false },
                orderBy: [{ position: "asc" }, { questionId: "asc" }],
                include: { question: { include: { competition: true } } },
              },
            },
          },
        },
      },
    },
  });
}
type Course = Awaited<ReturnType<typeof courseNamed>>;
type Lesson = Course["lessons"][number];

const practiceCount = (lesson: Lesson) => lesson.sections.reduce((sum, section) => sum + section.questions.length, 0);
const wrongLetter = (answer: string) => LETTERS.find((letter) => letter !== answer)!;

/** Records the page's GraphQL requests from now on. */
function recordGraphql(target: Page) {
  const requests: string[] = [];
  const listener = (request: Request) => {
    if (new URL(request.url()).pathname === "/graphql") requests.push(request.postData() ?? "");
  };
  target.on("request", listener);
  return { requests, stop: () => target.off("request", listener) };
}

/** A new browser context holding a session of `email`, signed in through the development provider. */
const signedInPage = (email: string) => openPage({ app, browser }, email);

const lessonPath = (lesson: Lesson, section = lesson.sections[0]) => `/app/section-notes?id=${lesson.id}&sid=${section.id}`;

// The practice panel of `target`.
const practice = (target: Page) => target.locator(".practice");
// The shared answer widget's letters A-E.
const choice = (target: Page, letter: string) => practice(target).getByRole("button", { name: letter, exact: true });
const status = (target: Page, text: string) => practice(target).getByRole("status").filter({ hasText: text });

async function answerWith(target: Page, letter: string) {
  await choice(target, letter).click();
  await practice(target).getByRole("button", { name: "Submit Answer" }).click();
}

let foundations: Course;
let firstLesson: Lesson;

describe("learning in Chromium", () => {
  beforeAll(async () => {
    foundations = await courseNamed("AMC 8 Foundations");
    firstLesson = foundations.lessons[0];
  });

  it("lists the demo courses to a visitor: counts, five lessons, '+N more', inactive badges", async () => {
    // The demo's inactive lessons come last; make one in the preview inactive for this check.
    const third = foundations.lessons[2];
    await prisma().lesson.update({ where: { id: third.id }, data: { active: false } });
    try {
      const graphql = recordGraphql(page);
      await page.goto(url("/app/courses"));
      await page.getByRole("heading", { level: 1, name: "Courses" }).waitFor();
      const cards = page.locator(".course-card");
      await cards.first().waitFor();
      expect(await cards.count()).toBe(await prisma().course.count());

      const card = page.getByRole("article", { name: "AMC 8 Foundations" });
      const text = await card.innerText();
      expect(text).toContain("AMC 8");
      expect(text).toContain("Foundations");
      await expect(card.locator(".course-counts").innerText()).resolves.toMatch(
        new RegExp(`Lessons\\s*7\\s*Questions\\s*${foundations.lessons.reduce((sum, lesson) => sum + practiceCount(lesson), 0)}`),
      );
      const preview = card.locator(".lesson-preview li");
      expect(await preview.locator("span:first-child").allInnerTexts()).toEqual(foundations.lessons.slice(0, 5).map((lesson) => lesson.name));
      await expect(preview.nth(2).locator(".badge-inactive").innerText()).resolves.toBe("Inactive");
      await expect(card.locator(".badge-inactive").count()).resolves.toBe(1);
      await card.getByText("+2 more lessons...").waitFor();
      await expect(card.getByRole("link", { name: "View All Lessons" }).getAttribute("href")).resolves.toBe(`/app/get_course?course_id=${foundations.id}`);
      // Signed out: no progress, no editing.
      await expect(page.locator("progress").count()).resolves.toBe(0);
      await expect(page.getByRole("link", { name: "Edit Course" }).count()).resolves.toBe(0);
      await expect(card.getByText("Sample content").isVisible()).resolves.toBe(true);

      // The screen's query and the top bar's status, by persisted id.
      expect(graphql.requests).toHaveLength(2);
      for (const request of graphql.requests) expect(JSON.parse(request)).toHaveProperty("doc_id");
      graphql.stop();
      await screenshot(page, "learn-courses-visitor");
    } finally {
      await prisma().lesson.update({ where: { id: third.id }, data: { active: true } });
    }
  });

  it("opens a course with every lesson, linking each to its first section", async () => {
    const graphql = recordGraphql(page);
    await page.getByRole("article", { name: "AMC 8 Foundations" }).getByRole("link", { name: "View All Lessons" }).click();
    await page.waitForURL(url(`/app/get_course?course_id=${foundations.id}`));
    await page.getByRole("heading", { level: 1, name: "AMC 8 Foundations" }).waitFor();
    const lessons = page.locator(".course-lesson");
    await expect(lessons.count()).resolves.toBe(foundations.lessons.length);
    for (const [index, lesson] of foundations.lessons.entries()) {
      const item = lessons.nth(index);
      await expect(item.getByRole("link", { name: lesson.name }).getAttribute("href")).resolves.toBe(lessonPath(lesson));
      await expect(item.innerText()).resolves.toContain(`${practiceCount(lesson)} practice questions`);
      if (lesson.description) await expect(item.innerText()).resolves.toContain(lesson.description);
      await expect(item.getByText("Inactive", { exact: true }).count()).resolves.toBe(lesson.active ? 0 : 1);
    }
    expect(foundations.lessons.at(-1)!.active).toBe(false);
    await expect(page.locator("progress").count()).resolves.toBe(0);
    // Client-side navigation: only the course query (the top bar's status is cached).
    expect(graphql.requests).toHaveLength(1);
    graphql.stop();
    await screenshot(page, "learn-course-visitor");
  });

  it("shows a lesson's typeset notes with its sections and the Lesson, Practice and Print tabs", async () => {
    const graphql = recordGraphql(page);
    await page.locator(".course-lesson").first().getByRole("link", { name: firstLesson.name }).click();
    await page.waitForURL(url(lessonPath(firstLesson)));
    await page.getByRole("heading", { level: 1, name: firstLesson.name }).waitFor();
    const notes = page.locator(".lesson-notes");
    await notes.locator(".katex").first().waitFor();
    expect(await notes.innerText()).not.toMatch(/\\\(|\\\[/);
    const sidebar = page.getByRole("navigation", { name: "Sections" });
    expect(await sidebar.getByRole("link").allInnerTexts()).toEqual(firstLesson.sections.map((section) => section.name));
    await expect(sidebar.getByRole("link", { name: firstLesson.sections[0].name }).getAttribute("aria-current")).resolves.toBe("page");
    await expect(sidebar.getByRole("img", { name: "Completed" }).count()).resolves.toBe(0);
    expect(await page.getByRole("tab").allInnerTexts()).toEqual(["Lesson", "Practice", "Print"]);
    await expect(page.getByRole("tab", { name: "Lesson" }).getAttribute("aria-selected")).resolves.toBe("true");
    await expect(page.getByRole("link", { name: /Edit (Lesson|Section)/ }).count()).resolves.toBe(0);
    expect(graphql.requests).toHaveLength(1);
    graphql.stop();
    await screenshot(page, "learn-lesson-notes");
  });

  it("shows a visitor the practice questions, and answering sends them to sign in and back", async () => {
    const section = firstLesson.sections[0];
    await page.getByRole("tab", { name: "Practice" }).click();
    await page.getByText(`Question 1 of ${section.questions.length}`).waitFor();
    await practice(page).locator(".question-statement .katex").first().waitFor();
    const examples = await prisma().sectionQuestion.findMany({ where: { sectionId: section.id, isExample: true }, orderBy: { position: "asc" } });
    const exampleLinks = page.getByRole("navigation", { name: "Worked examples" }).getByRole("link");
    expect(await exampleLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
      examples.map((example) => `/app/section-notes?id=${firstLesson.id}&sid=${section.id}&pid=${example.questionId}`),
    );
    await expect(practice(page).locator(".choices li").count()).resolves.toBe(5);
    await expect(practice(page).getByRole("link", { name: "Sign in to answer" }).isVisible()).resolves.toBe(true);
    await expect(practice(page).getByText("Attempts left").count()).resolves.toBe(0);
    await screenshot(page, "learn-practice-visitor");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "learn-practice-phone");
    await page.setViewportSize(VIEWPORT);

    await answerWith(page, "A");
    await page.getByLabel("Email address").fill("student@boxed.test");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(url(lessonPath(firstLesson)));
    await page.locator(".top-bar").getByText("Welcome Stu Student").waitFor();
    const student = await prisma().user.findUniqueOrThrow({ where: { email: "student@boxed.test" } });
    await expect(prisma().attempt.count({ where: { userId: student.id } })).resolves.toBe(0);
  });

  it("counts the attempts: a wrong answer leaves 1 of 2, the right one locks the question", async () => {
    const [first] = firstLesson.sections[0].questions.map((entry) => entry.question);
    await page.getByRole("tab", { name: "Practice" }).click();
    await page.getByText("Question 1 of 4").waitFor();
    await practice(page).getByText("Attempts left: 2").waitFor();
    // The answer is required: nothing is sent without one.
    await practice(page).getByRole("button", { name: "Submit Answer" }).click();
    await practice(page).getByRole("alert").filter({ hasText: "Enter an answer." }).waitFor();
    await practice(page).getByText("Attempts left: 2").waitFor();

    await answerWith(page, wrongLetter(first.answer));
    await status(page, "Try again! You have 1 more attempt(s).").waitFor();
    await practice(page).getByText("Attempts left: 1").waitFor();
    // The next try starts from an empty answer.
    await expect(practice(page).locator(".answer-choice[aria-pressed=true]").count()).resolves.toBe(0);
    // Focus stays on the widget after the answer.
    await expect(page.evaluate(() => document.activeElement?.classList.contains("answer-choice"))).resolves.toBe(true);
    await screenshot(page, "learn-practice-try-again");

    await answerWith(page, first.answer);
    await status(page, "Correct!").waitFor();
    await expect(choice(page, first.answer).isDisabled()).resolves.toBe(true);
    await expect(practice(page).getByRole("button", { name: "Submit Answer" }).isDisabled()).resolves.toBe(true);
    await expect(practice(page).getByText("Attempts left").count()).resolves.toBe(0);
    await practice(page).getByText(`Correct answer: ${first.answer}`).waitFor();
    await expect(practice(page).locator(".solution").count()).resolves.toBe(0);
    await practice(page).getByRole("button", { name: "Show Solution" }).click();
    await practice(page).locator(".solution .katex").first().waitFor();
    await expect(practice(page).locator(".solution").innerText()).resolves.toContain(`Answer: ${first.answer}`);
    await practice(page).getByRole("button", { name: "Hide Solution" }).click();
    await expect(practice(page).locator(".solution").count()).resolves.toBe(0);

    const attempts = await prisma().attempt.findMany({ where: { questionId: first.id }, orderBy: { attemptNumber: "asc" } });
    expect(attempts.map((attempt) => [attempt.source, attempt.correct, attempt.lessonId, attempt.sectionId])).toEqual([
      ["LESSON", false, firstLesson.id, firstLesson.sections[0].id],
      ["LESSON", true, firstLesson.id, firstLesson.sections[0].id],
    ]);
  });

  it("locks a question after two wrong answers, showing the correct answer and the solution", async () => {
    const second = firstLesson.sections[0].questions[1].question;
    await practice(page).getByRole("button", { name: "Next Question" }).click();
    await page.getByText("Question 2 of 4").waitFor();
    await practice(page).getByText("Attempts left: 2").waitFor();
    await answerWith(page, wrongLetter(second.answer));
    await practice(page).getByText("Attempts left: 1").waitFor();
    await answerWith(page, wrongLetter(second.answer));
    await status(page, `Incorrect. The correct answer is ${second.answer}.`).waitFor();
    await practice(page).getByText(`Correct answer: ${second.answer}`).waitFor();
    for (const letter of LETTERS) await expect(choice(page, letter).isDisabled()).resolves.toBe(true);
    await practice(page).getByRole("button", { name: "Show Solution" }).click();
    await practice(page).locator(".solution .katex").first().waitFor();
    await screenshot(page, "learn-practice-locked");
  });

  it("answers from the keyboard, checks the finished section in the sidebar, and Finish Practice returns to the notes", async () => {
    const [, , third, fourth] = firstLesson.sections[0].questions.map((entry) => entry.question);
    const sidebar = page.getByRole("navigation", { name: "Sections" });
    const firstSectionLink = sidebar.getByRole("link", { name: firstLesson.sections[0].name });
    await expect(firstSectionLink.innerText()).resolves.toContain("2/4");

    await practice(page).getByRole("button", { name: "Next Question" }).click();
    await page.getByText("Question 3 of 4").waitFor();
    // Keyboard only: Space picks the focused letter, a letter key picks its letter, Enter answers.
    await choice(page, "A").focus();
    await page.keyboard.press("Space");
    await expect(choice(page, "A").getAttribute("aria-pressed")).resolves.toBe("true");
    await page.keyboard.press(third.answer.toLowerCase());
    await expect(choice(page, third.answer).getAttribute("aria-pressed")).resolves.toBe("true");
    await page.keyboard.press("Enter");
    await status(page, "Correct!").waitFor();

    await practice(page).getByRole("button", { name: "Next Question" }).click();
    await page.getByText("Question 4 of 4").waitFor();
    await expect(practice(page).getByRole("button", { name: "Next Question" }).count()).resolves.toBe(0);
    await expect(firstSectionLink.getByRole("img", { name: "Completed" }).count()).resolves.toBe(0);
    await answerWith(page, fourth.answer);
    await status(page, "Correct!").waitFor();
    // The answer's response refreshed the lesson: the sidebar and the lesson's progress.
    await firstSectionLink.getByRole("img", { name: "Completed" }).waitFor();
    await expect(firstSectionLink.innerText()).resolves.toContain("4/4");
    await page.getByText(`4 of ${practiceCount(firstLesson)} questions completed`).waitFor();
    await screenshot(page, "learn-section-completed");

    await practice(page).getByRole("button", { name: "Finish Practice" }).click();
    await expect(page.getByRole("tab", { name: "Lesson" }).getAttribute("aria-selected")).resolves.toBe("true");
    await page.locator(".lesson-notes .katex").first().waitFor();
    await page.getByRole("tab", { name: "Practice" }).click();
    await page.getByText("Question 1 of 4").waitFor();
    await status(page, "You have already answered this question correctly.").waitFor();
    await expect(practice(page).getByRole("button", { name: "Submit Answer" }).isDisabled()).resolves.toBe(true);
  });

  it("starts over on the Lesson tab when another section is opened", async () => {
    const next = firstLesson.sections[1];
    await practice(page).getByRole("button", { name: "Next Question" }).click();
    await page.getByText("Question 2 of 4").waitFor();
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: next.name }).click();
    await page.waitForURL(url(lessonPath(firstLesson, next)));
    await page.getByRole("heading", { level: 2, name: next.name }).waitFor();
    await expect(page.getByRole("tab", { name: "Lesson" }).getAttribute("aria-selected")).resolves.toBe("true");
    await page.getByRole("tab", { name: "Practice" }).click();
    await page.getByText(`Question 1 of ${next.questions.length}`).waitFor();
    await practice(page).getByText("Attempts left: 2").waitFor();
  });

  it("shows the server's message when the question was used up elsewhere meanwhile", async () => {
    const section = firstLesson.sections[1];
    const question = section.questions[0].question;
    const mutation = `mutation ($questionId: Int!, $lessonId: Int!, $sectionId: Int!, $answer: String!) {
      submitLessonAnswer(questionId: $questionId, lessonId: $lessonId, sectionId: $sectionId, answer: $answer) { __typename }
    }`;
    // Another tab of the same student uses both attempts.
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await page.request.post(url("/graphql"), {
        headers: { origin: app.baseUrl },
        data: { query: mutation, variables: { questionId: question.id, lessonId: firstLesson.id, sectionId: section.id, answer: wrongLetter(question.answer) } },
      });
      expect((await response.json()).data.submitLessonAnswer.__typename).toBe("LessonAnswerResult");
    }
    await answerWith(page, question.answer);
    await practice(page).getByRole("alert").filter({ hasText: "You have no attempts left for this question." }).waitFor();
  });

  it("prints every practice question of the lesson by contest year, then problem number, then id", async () => {
    const questions = firstLesson.sections.flatMap((section) => section.questions.map((entry) => entry.question));
    const [amc8In2023, amc8In2024] = await Promise.all(
      [2023, 2024].map((year) => prisma().competition.findFirstOrThrow({ where: { name: "AMC_8", year } })),
    );
    // Mix the order up: two dated questions (the later one listed first), a tie on the number.
    await prisma().question.update({ where: { id: questions[5].id }, data: { competitionId: amc8In2024.id, problemNumber: 3 } });
    await prisma().question.update({ where: { id: questions[9].id }, data: { competitionId: amc8In2023.id, problemNumber: 20 } });
    await prisma().question.updateMany({ where: { id: { in: [questions[1].id, questions[7].id] } }, data: { problemNumber: 1 } });
    const stored = await prisma().question.findMany({ where: { id: { in: questions.map((question) => question.id) } }, include: { competition: true } });
    const expected = stored
      .sort((a, b) => (a.competition?.year ?? Infinity) - (b.competition?.year ?? Infinity) || a.problemNumber - b.problemNumber || a.id - b.id)
      .map((question) => String(question.id));
    expect(expected.slice(0, 2)).toEqual([String(questions[9].id), String(questions[5].id)]);

    await page.goto(url(lessonPath(firstLesson)));
    await page.getByRole("tab", { name: "Print" }).click();
    const problems = page.locator(".print-problem");
    await expect.poll(() => problems.count()).toBe(questions.length);
    expect(await problems.evaluateAll((items) => items.map((item) => item.getAttribute("data-question-id")))).toEqual(expected);
    await expect(problems.nth(0).locator(".print-source").innerText()).resolves.toBe("AMC 8 2023, problem 20");
    await expect(problems.nth(1).locator(".print-source").innerText()).resolves.toBe("AMC 8 2024, problem 3");
    await problems.last().locator(".katex").first().waitFor();
    await screenshot(page, "learn-print");

    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await page.getByRole("button", { name: "Print" }).click();
    await expect(page.evaluate(() => (window as unknown as { printed: number }).printed)).resolves.toBe(1);

    // The print stylesheet leaves one clean column of problems.
    await page.emulateMedia({ media: "print" });
    for (const hidden of [".top-bar", ".lesson-sidebar", ".lesson-tabs", ".print-actions", ".learn-breadcrumb"]) {
      await expect(page.locator(hidden).isVisible()).resolves.toBe(false);
    }
    await expect(problems.first().evaluate((item) => getComputedStyle(item).breakInside)).resolves.toBe("avoid");
    await expect(page.getByRole("heading", { name: `${firstLesson.name}: practice problems` }).isVisible()).resolves.toBe(true);
    await screenshot(page, "learn-print-media");
    await page.emulateMedia({ media: "screen" });
  });

  it("shows a signed-in student their progress and no Edit links", async () => {
    await page.goto(url("/app/courses"));
    const card = page.getByRole("article", { name: "AMC 8 Foundations" });
    const total = foundations.lessons.reduce((sum, lesson) => sum + practiceCount(lesson), 0);
    // Section 1 (4 questions) and the question used up over the API.
    await card.getByText(`5 of ${total} questions completed`).waitFor();
    await expect(card.getByRole("progressbar", { name: "AMC 8 Foundations completion" }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("link", { name: "Edit Course" }).count()).resolves.toBe(0);
    await screenshot(page, "learn-courses-student");

    await card.getByRole("link", { name: "View All Lessons" }).click();
    await page.locator(".course-lesson").first().getByText(`5 of ${practiceCount(firstLesson)} questions completed`).waitFor();
    await expect(page.getByRole("link", { name: "Edit Course" }).count()).resolves.toBe(0);
    await screenshot(page, "learn-course-student");
    await page.goto(url(lessonPath(firstLesson)));
    await page.locator(".lesson-notes .katex").first().waitFor();
    await expect(page.getByRole("link", { name: /Edit (Lesson|Section)/ }).count()).resolves.toBe(0);
  });

  it("shows editors the Edit Course, Edit Lesson and Edit Section links", async () => {
    const editor = await signedInPage("editor@boxed.test");
    try {
      await editor.goto(url("/app/courses"));
      await editor.locator(".top-bar").getByText("Welcome Eddie Editor").waitFor();
      const card = editor.getByRole("article", { name: "AMC 8 Foundations" });
      await expect(card.getByRole("link", { name: "Edit Course" }).getAttribute("href")).resolves.toBe(`/edit_course?id=${foundations.id}`);
      await expect(editor.getByRole("link", { name: "Edit Course" }).count()).resolves.toBe(await prisma().course.count());
      await screenshot(editor, "learn-courses-editor");

      await card.getByRole("link", { name: "View All Lessons" }).click();
      await editor.getByRole("heading", { level: 1, name: "AMC 8 Foundations" }).waitFor();
      await expect(editor.getByRole("link", { name: "Edit Course" }).getAttribute("href")).resolves.toBe(`/edit_course?id=${foundations.id}`);

      const section = firstLesson.sections[2];
      await editor.goto(url(lessonPath(firstLesson, section)));
      await expect(editor.getByRole("link", { name: "Edit Lesson" }).getAttribute("href")).resolves.toBe(`/edit_lession?id=${firstLesson.id}`);
      await expect(editor.getByRole("link", { name: "Edit Section" }).getAttribute("href")).resolves.toBe(`/edit_section?id=${section.id}`);
      await editor.locator(".lesson-notes .katex").first().waitFor();
      await screenshot(editor, "learn-lesson-editor");
    } finally {
      await editor.context().close();
    }
  });
});

describe("empty and error states", () => {
  it("says so when there are no courses", async () => {
    await page.route("**/graphql", async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      // The course list is a connection (coursesConnection): an empty first page.
      const connection = json.data?.coursesConnection;
      if (connection) json.data.coursesConnection = { ...connection, totalCount: 0, edges: [], pageInfo: { ...connection.pageInfo, hasNextPage: false, endCursor: null } };
      await route.fulfill({ response, json });
    });
    try {
      await page.goto(url("/app/courses"));
      await page.getByText("No courses available at the moment.").waitFor();
      await expect(page.locator(".course-card").count()).resolves.toBe(0);
      await screenshot(page, "learn-courses-empty");
    } finally {
      await page.unroute("**/graphql");
    }
  });

  it("says so when a section has no practice questions yet, still listing its examples", async () => {
    const lesson = foundations.lessons[1];
    const section = lesson.sections[0];
    await prisma().sectionQuestion.deleteMany({ where: { sectionId: section.id, isExample: false } });
    await page.goto(url(lessonPath(lesson, section)));
    await page.getByRole("tab", { name: "Practice" }).click();
    await page.getByText("No practice questions available for this section yet.").waitFor();
    await expect(page.getByRole("navigation", { name: "Worked examples" }).getByRole("link").count()).resolves.toBeGreaterThan(0);
    await expect(page.getByText(/Question \d+ of/).count()).resolves.toBe(0);
    await screenshot(page, "learn-practice-empty");
  });

  it("names a course or lesson that does not exist", async () => {
    await page.goto(url("/app/get_course?course_id=999999"));
    const course = page.getByRole("alert").filter({ hasText: "Error loading course details" });
    await course.getByText("There is no course with id 999999.").waitFor();
    await course.getByRole("link", { name: "Back to Courses" }).waitFor();
    await screenshot(page, "learn-course-missing");

    await page.goto(url("/app/get_course?course_id=abc"));
    await page.getByRole("alert").filter({ hasText: "Error loading course details" }).getByText(/Invalid course id/).waitFor();

    await page.goto(url("/app/section-notes?id=999999&sid=1"));
    const lesson = page.getByRole("alert").filter({ hasText: "Error loading lesson" });
    await lesson.getByText("There is no lesson with id 999999.").waitFor();
    await lesson.getByRole("link", { name: "Back to Courses" }).click();
    await page.waitForURL(url("/app/courses"));
    await page.locator(".course-card").first().waitFor();
  });

  it("shows each screen's loading error with the server's message", async () => {
    await page.route("**/graphql", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ errors: [{ message: "The database is unavailable" }] }) }),
    );
    try {
      const cases: [path: string, title: string][] = [
        ["/app/courses", "Error loading courses"],
        [`/app/get_course?course_id=${foundations.id}`, "Error loading course details"],
        [lessonPath(firstLesson), "Error loading lesson"],
      ];
      for (const [path, title] of cases) {
        await page.goto(url(path));
        const alert = page.getByRole("alert").filter({ hasText: title });
        await alert.getByText("The database is unavailable").waitFor();
        await expect(alert.getByRole("heading", { level: 1 }).innerText()).resolves.toBe(title);
      }
      await page.getByRole("alert").getByRole("link", { name: "Back to Courses" }).waitFor();
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Courses" }).waitFor();
      await screenshot(page, "learn-lesson-error");
    } finally {
      await page.unroute("**/graphql");
    }
  });
});
