// Without Stripe keys (development): checkout, the development payment page's Pay (a signed
// webhook event to the real handler), premium, and cancel all run offline.
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { signIn, type CookieJar } from "../support/signIn.ts";

const app = useTestApp();

async function post(jar: CookieJar, path: string, body: unknown) {
  const response = await fetch(`${app().baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app().baseUrl, cookie: jar.header() },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function isSubscriber(jar: CookieJar): Promise<boolean> {
  return (await post(jar, "/graphql", { query: "{ viewer { isSubscriber } }" })).body.data.viewer.isSubscriber;
}

describe("the development payment provider", () => {
  it("a student checks out monthly, pays on the development page, becomes a subscriber and cancels at the period end", async () => {
    const { jar } = await signIn(app().baseUrl, "student@boxed.test");
    const session = await post(jar, "/create-checkout-session", { plan_id: "monthly" });
    expect(session).toEqual({ status: 200, body: { id: expect.stringMatching(/^cs_dev_/) } });
    expect(await isSubscriber(jar)).toBe(false);

    expect(await post(jar, "/dev-payments/pay", { session_id: session.body.id })).toEqual({ status: 200, body: { paid: true } });
    expect(await isSubscriber(jar)).toBe(true);
    expect((await post(jar, "/create-checkout-session-annual", { plan_id: "annual" })).status).toBe(409);

    const form = new FormData();
    form.set("useremail", "student@boxed.test");
    const cancelled = await fetch(`${app().baseUrl}/api/cancel-subscription`, { method: "POST", headers: { origin: app().baseUrl, cookie: jar.header() }, body: form });
    expect(cancelled.status).toBe(200);
    expect(await isSubscriber(jar)).toBe(true);
  });

  it("refuses to pay another user's session", async () => {
    const { jar: parent } = await signIn(app().baseUrl, "parent@boxed.test");
    const { body } = await post(parent, "/create-checkout-session", { plan_id: "monthly" });
    const { jar: other } = await signIn(app().baseUrl, "newcomer@boxed.test");
    expect((await post(other, "/dev-payments/pay", { session_id: body.id })).status).toBe(400);
    expect(await isSubscriber(parent)).toBe(false);
  });
});
