// GraphiQL at /graphql under a strict content security policy (issue 14, point 6): the page's
// scripts run by nonce only (no 'unsafe-inline', no 'unsafe-eval'), every file comes from this
// server (the machine may be offline), the browser reports no violation, and a partner pastes a
// token into the header editor and runs a query as that token's owner.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { screenshot, startBrowserApp, stopBrowserApp, VIEWPORT, type BrowserApp } from "../support/browser.ts";
import { signIn } from "../support/signIn.ts";
import { browser as browserCaller, graphql } from "../support/clients.ts";

let running: BrowserApp;
beforeAll(async () => {
  running = await startBrowserApp();
});
afterAll(() => stopBrowserApp(running));

/** A fresh API token of the student's, made as the profile page makes one. */
async function studentToken(): Promise<{ token: string; username: string }> {
  const student = browserCaller((await signIn(running.app.baseUrl, "student@boxed.test")).jar);
  const { username } = (await graphql(running.app.baseUrl, student, "{ viewer { username } }")).data.viewer;
  const made = await graphql(running.app.baseUrl, student, `mutation { createApiToken(name: "GraphiQL", access: READ) { ... on CreatedApiToken { token } } }`);
  return { token: made.data.createApiToken.token, username };
}

/** Every violation the page reports, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction("reportViolation", (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation: (line: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${(event.target as Element)?.outerHTML?.slice(0, 120)}`,
      );
    });
  });
  return violations;
}

describe("GraphiQL at /graphql", () => {
  it("is served with a nonce policy and no unsafe-inline or unsafe-eval, from this server's own files", async () => {
    const page = await fetch(`${running.app.baseUrl}/graphql`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    const policy = page.headers.get("content-security-policy") ?? "";
    const nonce = /script-src 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toContain("unsafe-eval");
    const html = await page.text();
    // Every script carries the nonce, none is inline, none comes from another host.
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
    for (const script of scripts.filter((attributes) => !attributes.includes("application/json"))) {
      expect(script).toContain(`nonce="${nonce}"`);
      expect(script).toMatch(/src="\/graphiql\//);
    }
    expect(html).not.toMatch(/https?:\/\/(?!localhost)/);
    // A second load has a new nonce.
    const again = await fetch(`${running.app.baseUrl}/graphql`, { headers: { accept: "text/html" } });
    expect(again.headers.get("content-security-policy")).not.toContain(`'nonce-${nonce}'`);
  });

  it("runs a query with a token pasted into the header editor, with no policy violation", async () => {
    const { token, username } = await studentToken();
    const context = await running.browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    const violations = await watchViolations(page);
    const offsite: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(running.app.baseUrl) && !/^(data|blob):/.test(request.url())) offsite.push(request.url());
    });

    await page.goto(`${running.app.baseUrl}/graphql`);
    await expect(page.title()).resolves.toBe("Boxed GraphQL");
    const query = page.locator(".graphiql-query-editor .monaco-editor").first();
    await query.waitFor();
    await page.locator(".graphiql-query-editor .view-line").nth(3).waitFor();
    await screenshot(page, "graphiql-opened");
    // Replace the example with a query of our own.
    await query.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("Delete");
    await page.keyboard.insertText("query Me { viewer { username } }");

    // The header editor is open: paste the token.
    const headers = page.locator(".graphiql-editor-tool .monaco-editor").last();
    await headers.waitFor();
    await headers.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("Delete");
    await page.keyboard.insertText(JSON.stringify({ Authorization: `Bearer ${token}` }));

    await page.locator(".graphiql-execute-button").click();
    const response = page.locator(".graphiql-response");
    await expect.poll(() => response.innerText(), { timeout: 20_000 }).toContain('"username"');
    // The editor draws spaces as no-break spaces.
    const answer = JSON.parse((await response.innerText()).replace(/\u00a0/g, " "));
    expect(answer.data).toEqual({ viewer: { username } });
    expect(answer.extensions.cost.actualQueryCost).toBe(1);
    await screenshot(page, "graphiql-desktop");

    expect(violations).toEqual([]);
    expect(offsite).toEqual([]);
    await context.close();
  }, 120_000);
});
