// A parent asks to follow a student; the student accepts on the profile; then the parent sees the
// dashboard (issue 10, case 5). Before that, the parent gets the 'No Access' card (issue 9, case 7).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { openPage, screenshot, startBrowserApp, stopBrowserApp, type BrowserApp } from "../support/browser.ts";

let running: BrowserApp;
const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  running = await startBrowserApp();
});

afterAll(() => stopBrowserApp(running));

const url = (path: string) => `${running.app.baseUrl}${path}`;

/** The GraphQL operations the page sends from now on, by name (Relay sends persisted ids). */
function operationsOf(page: Page): string[] {
  const persisted = JSON.parse(readFileSync("web/__generated__/persisted-queries.json", "utf8")) as Record<string, string>;
  const names: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname !== "/graphql") return;
    const id = (JSON.parse(request.postData() ?? "{}") as { doc_id?: string }).doc_id ?? "";
    names.push(/^(?:query|mutation) (\w+)/.exec(persisted[id] ?? "")?.[1] ?? "?");
  });
  return names;
}

describe("student links with consent in Chromium", () => {
  it("parent adds a student, the student accepts on the profile, the parent sees the dashboard", async () => {
    const studentId = (await running.app.database.prisma.user.findUniqueOrThrow({ where: { email: "subscriber@boxed.test" } })).id;

    const parent = await openPage(running, "parent@boxed.test");
    await parent.goto(url("/app/user"));
    await parent.getByLabel("Student email").fill("subscriber@boxed.test");
    await parent.locator("#student-grade").selectOption("7");
    const parentOperations = operationsOf(parent);
    await parent.getByRole("button", { name: "Add or update student" }).click();
    const pending = parent.getByRole("table", { name: "Pending requests" }).getByRole("row").filter({ hasText: "subscriber@boxed.test" });
    await pending.waitFor();
    // The request's row comes from the mutation's answer: the profile is not read again.
    await parent.waitForTimeout(300);
    expect(parentOperations).toEqual(["mutationsSaveStudentMutation"]);
    await screenshot(parent, "student-links-parent-pending");

    // Nothing of the student before acceptance: a card, not an error panel.
    await parent.goto(url(`/app/space?userid=${studentId}`));
    const card = parent.getByRole("region", { name: "No Access" });
    await card.waitFor();
    await screenshot(parent, "student-links-no-access");
    await parent.setViewportSize(PHONE);
    await screenshot(parent, "student-links-no-access-phone");

    const student = await openPage(running, "subscriber@boxed.test");
    await student.goto(url("/app/"));
    const notice = student.getByRole("region", { name: "Parents and teachers" });
    await notice.getByText("asks to follow your progress").waitFor();
    await screenshot(student, "student-links-home-notice");
    await student.goto(url("/app/user"));
    await notice.getByText("asks to follow your progress").waitFor();
    await student.setViewportSize(PHONE);
    await screenshot(student, "student-links-profile-request-phone");
    const studentOperations = operationsOf(student);
    await notice.getByRole("button", { name: "Accept" }).click();
    const linked = notice.getByRole("row").filter({ hasText: "parent@boxed.test" });
    await linked.waitFor();
    await expect(notice.getByText("asks to follow your progress").count()).resolves.toBe(0);
    // The grade the parent typed is on the account card, from the same answer.
    await expect(student.locator(".facts dt", { hasText: "Grade" }).locator("xpath=following-sibling::dd[1]").innerText()).resolves.toBe("7");
    expect(studentOperations).toEqual(["parentLinkMutationsAcceptParentMutation"]);
    await expect(linked.getByRole("button", { name: "Remove" }).isVisible()).resolves.toBe(true);
    await screenshot(student, "student-links-profile-accepted-phone");

    await parent.setViewportSize({ width: 1280, height: 900 });
    await parent.goto(url(`/app/space?userid=${studentId}`));
    await parent.locator(".dashboard-student").waitFor();
    await expect(parent.getByRole("region", { name: "No Access" }).count()).resolves.toBe(0);
    await screenshot(parent, "student-links-parent-dashboard");

    // The student removes the parent: the card is back.
    await linked.getByRole("button", { name: "Remove" }).click();
    await linked.waitFor({ state: "detached" });
    await parent.reload();
    await parent.getByRole("region", { name: "No Access" }).waitFor();
    await parent.context().close();
    await student.context().close();
  });
});
