import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { TestApp } from "../support/testApp.ts";
import { screenshot, startBrowserApp, stopBrowserApp, VIEWPORT } from "../support/browser.ts";

let app: TestApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ app, browser } = await startBrowserApp());
  page = await browser.newPage({ viewport: VIEWPORT });
});

afterAll(() => stopBrowserApp({ app, browser }));

const bar = () => page.locator(".top-bar");

async function signInThroughProvider(email: string) {
  await page.getByRole("link", { name: "Sign In", exact: true }).click();
  await page.getByLabel("Email address").fill(email);
  await screenshot(page, "accounts-provider-email");
  await page.getByRole("button", { name: "Continue" }).click();
  await bar().getByRole("link", { name: "Logout" }).waitFor();
}

describe("accounts in Chromium", () => {
  it("signs in through the development provider and returns to the page", async () => {
    await page.goto(`${app.baseUrl}/app/aboutus`);
    await expect(page.getByRole("heading", { name: "Editor tutorial" }).count()).resolves.toBe(0);
    await signInThroughProvider("parent@boxed.test");
    await page.waitForURL(`${app.baseUrl}/app/aboutus`);
    await bar().getByText("Welcome Pat Parent").waitFor();
    for (const label of ["Add Question", "Upgrade to Premium", "Logout"]) {
      await expect(bar().getByRole("link", { name: label, exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(bar().getByRole("link", { name: "Stats" }).count()).resolves.toBe(0);
    await expect(bar().getByRole("link", { name: "Sign In", exact: true }).count()).resolves.toBe(0);
  });

  it("edits the username, refusing a bad one with the rule's message", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Profile" }).click();
    await page.getByRole("heading", { name: "Profile", level: 1 }).waitFor();
    const input = page.getByLabel("Username");
    await input.fill("P");
    await page.getByRole("button", { name: "Save username" }).click();
    await page.getByRole("alert").filter({ hasText: "Username must be 3 to 30 characters long." }).waitFor();
    await input.fill("Pat the Parent");
    await page.getByRole("button", { name: "Save username" }).click();
    await bar().getByText("Welcome Pat the Parent").waitFor();
    expect((await app.database.prisma.user.findUniqueOrThrow({ where: { email: "parent@boxed.test" } })).username).toBe("Pat the Parent");
  });

  it("asks to follow a student by email: pending until the student accepts, and withdrawable", async () => {
    await page.getByLabel("Student email").fill("newkid@example.org");
    await page.locator("#student-grade").selectOption("6");
    await page.getByRole("button", { name: "Add or update student" }).click();
    const row = page.getByRole("table", { name: "Pending requests" }).getByRole("row").filter({ hasText: "newkid@example.org" });
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain("Waiting for the student to accept");
    expect(await app.database.prisma.user.count({ where: { email: "newkid@example.org" } })).toBe(0);
    await row.getByRole("button", { name: "Withdraw" }).click();
    await row.waitFor({ state: "detached" });
    await page.getByLabel("Student email").fill("parent@boxed.test");
    await page.getByRole("button", { name: "Add or update student" }).click();
    await page.getByRole("alert").filter({ hasText: "A student account must use an email address other than your own." }).waitFor();
  });

  it("creates a token for the lifetime chosen, shows it once, and revokes it", async () => {
    // Runs on its own too (vitest -t): sign the parent in if the earlier tests did not, and open the profile.
    if (page.url() === "about:blank") {
      await page.goto(`${app.baseUrl}/app/aboutus`);
      await signInThroughProvider("parent@boxed.test");
    }
    await page.goto(`${app.baseUrl}/app/user`);
    await page.getByRole("heading", { name: "Profile", level: 1 }).waitFor();
    const { username } = await app.database.prisma.user.findUniqueOrThrow({ where: { email: "parent@boxed.test" } });
    await page.getByLabel("Token name").fill("Study tracker");
    await page.getByLabel("Access").selectOption("READ");
    expect(await page.getByLabel("Expires after").inputValue()).toBe("90");
    await page.getByLabel("Expires after").selectOption("30");
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/graphql")) sent.push(request.postData() ?? "");
    });
    await page.getByRole("button", { name: "Create token" }).click();
    const secret = await page.getByTestId("new-token").innerText();
    // The new token joins the list from the mutation's own answer: no second request reloads the screen.
    await page.getByRole("row").filter({ hasText: "Study tracker" }).waitFor();
    expect(sent).toHaveLength(1);
    expect(secret).toMatch(/^bxd_/);
    const askViewer = async () => {
      const response = await fetch(`${app.baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", authorization: `Bearer ${secret}` },
        body: JSON.stringify({ query: "{ viewer { username } }" }),
      });
      // Since the partner-API merge every answer also carries extensions.cost (query cost and budget), not checked here.
      const { data, errors } = await response.json();
      return { status: response.status, challenge: response.headers.get("www-authenticate"), data, errors };
    };
    expect(await askViewer()).toEqual({ status: 200, challenge: null, data: { viewer: { username } }, errors: undefined });
    await screenshot(page, "accounts-profile");

    const row = page.getByRole("row").filter({ hasText: "Study tracker" });
    const inThirtyDays = await page.evaluate(() => new Date(Date.now() + 30 * 86_400_000).toLocaleDateString());
    expect(await row.innerText()).toContain(inThirtyDays);
    await row.getByRole("button", { name: "Revoke" }).click();
    await row.getByText("Revoked").waitFor();
    // The partner-API merge made a refused token answer 401 with a WWW-Authenticate challenge (RFC 6750)
    // instead of serving it as an anonymous caller (200, viewer null), so a revoked token is turned away.
    expect(await askViewer()).toEqual({
      status: 401,
      challenge: expect.stringMatching(/^Bearer realm="Boxed GraphQL", error="invalid_token", error_description="This API token has been revoked."$/),
      data: undefined,
      errors: [{ message: "This API token has been revoked.", extensions: { code: "UNAUTHENTICATED" } }],
    });
  });

  it("logs out back to /app", async () => {
    await bar().getByRole("link", { name: "Logout" }).click();
    await page.waitForURL(`${app.baseUrl}/app/`);
    await bar().getByRole("link", { name: "Sign In", exact: true }).waitFor();
    await screenshot(page, "accounts-signed-out");
  });

  it("shows admins the Stats link and editors the editor tutorial", async () => {
    await signInThroughProvider("editor@boxed.test");
    await page.goto(`${app.baseUrl}/app/aboutus`);
    await page.getByRole("heading", { name: "Editor tutorial" }).waitFor();
    await screenshot(page, "accounts-about-editor");
    await page.goto(`${app.baseUrl}/logout`);
    await signInThroughProvider("admin@boxed.test");
    await bar().getByRole("link", { name: "Stats" }).waitFor();
    await screenshot(page, "accounts-admin-bar");
  });

  it("shows 'Error loading profile' with the message and a Login link when the profile cannot load", async () => {
    await page.route("**/graphql", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ errors: [{ message: "The database is unavailable" }] }) }),
    );
    await page.goto(`${app.baseUrl}/app/user`);
    const error = page.getByRole("alert").filter({ hasText: "Error loading profile" });
    await error.waitFor();
    await expect(error.innerText()).resolves.toContain("The database is unavailable");
    await expect(error.getByRole("link", { name: "Login" }).getAttribute("href")).resolves.toBe("/auth/login?return_to=%2Fapp%2Fuser");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Courses" }).waitFor();
    await screenshot(page, "accounts-profile-error");
    await page.unroute("**/graphql");
  });

  it("sends an anonymous visitor of the profile to sign in, then back to the profile", async () => {
    await page.goto(`${app.baseUrl}/logout`);
    await page.goto(`${app.baseUrl}/app/user`);
    await page.getByLabel("Email address").fill("student@boxed.test");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(`${app.baseUrl}/app/user`);
    await page.getByRole("heading", { name: "Upgrade to Premium" }).waitFor();
    await expect(page.getByText("student@boxed.test").first().isVisible()).resolves.toBe(true);
  });
});
