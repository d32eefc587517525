// The pages the server renders itself (outside the web app) share one template: each is a whole
// document that phones lay out at their own width, named "… · Boxed" in the tab, and shows text
// it was given (an email typed, an error) as text, never as markup.
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { CookieJar, step, type Step } from "../support/signIn.ts";

const app = useTestApp({ seed: false });

function expectServerPage(page: { status: number; body: string }, status: number, title: string) {
  expect(page.status).toBe(status);
  expect(page.body).toMatch(/^<!doctype html>\s*<html lang="en"><head><meta charset="utf-8">/);
  expect(page.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  expect(page.body).toContain(`<title>${title} · Boxed</title>`);
}

/** Follows Boxed's /auth/login to the development provider's email page. */
async function emailPage(): Promise<{ jar: CookieJar; page: Step }> {
  const jar = new CookieJar();
  let page = await step(jar, `${app().baseUrl}/auth/login`);
  while (page.location) page = await step(jar, page.location);
  return { jar, page };
}

describe("the server's own pages", () => {
  it("the development provider's email page, and its answer to an address that is not one", async () => {
    const { jar, page } = await emailPage();
    expectServerPage(page, 200, "Sign in");
    expect(page.body).toContain('<input id="email" name="email" type="email" required autofocus value="">');

    const action = /action="([^"]+)"/.exec(page.body)![1];
    const typed = `"><script>alert(1)</script>`;
    const refused = await step(jar, new URL(action, app().baseUrl).href, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: app().baseUrl },
      body: new URLSearchParams({ email: typed }),
    });
    expectServerPage(refused, 400, "Sign in");
    expect(refused.body).toContain('<p class="error" role="alert">Enter an email address such as ada@example.org.</p>');
    expect(refused.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(refused.body).not.toContain("<script>");
  });

  it("the development provider's error page", async () => {
    const page = await step(new CookieJar(), `${app().baseUrl}/dev-idp/auth?client_id=nobody&response_type=code&scope=openid`);
    expectServerPage(page, 400, "Sign-in error");
    expect(page.body).toContain("<h1>Sign-in error</h1>");
  });

  it("the sign-in failure page", async () => {
    const page = await step(new CookieJar(), `${app().baseUrl}/auth/callback?code=x&state=y`);
    expectServerPage(page, 400, "Sign-in failed");
    expect(page.body).toContain("The sign-in expired or was started elsewhere. Please sign in again.");
    expect(page.body).toContain('href="/auth/login"');
  });

  it("the contest result page's refusal", async () => {
    const page = await step(new CookieJar(), `${app().baseUrl}/result`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ts: "<b>forged</b>", name: "AMC_8", year: "2024" }),
    });
    expectServerPage(page, 400, "Contest not submitted");
    expect(page.body).toContain("start token is not valid");
  });
});
