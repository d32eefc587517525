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

  it("tells the checkout screen to load the development stand-in for Stripe.js, which opens the development payment page", async () => {
    const { jar } = await signIn(app().baseUrl, "parent@boxed.test");
    const { body } = await post(jar, "/graphql", { query: "{ paymentSetup { provider publishableKey scriptUrl } }" });
    expect(body.data.paymentSetup).toEqual({ provider: "DEVELOPMENT", publishableKey: "pk_development_boxed", scriptUrl: "/dev-payments/stripe.js" });
    const script = await fetch(`${app().baseUrl}/dev-payments/stripe.js`);
    expect(script.headers.get("content-type")).toMatch(/javascript/);
    // Its redirectToCheckout opens the payment page of the session, as Stripe.js opens Stripe's.
    let opened = "";
    const window = { location: { assign: (url: string) => (opened = url) } } as { location: { assign(url: string): void }; Stripe?: (key: string) => { redirectToCheckout(options: { sessionId: string }): unknown } };
    new Function("window", await script.text())(window);
    window.Stripe!("pk_development_boxed").redirectToCheckout({ sessionId: "cs_dev_7_ANNUAL" });
    expect(opened).toBe("/app/checkout/pay?session_id=cs_dev_7_ANNUAL");
  });

  it("names the plan of the viewer's own development session on the payment page, and nobody else's", async () => {
    const { jar } = await signIn(app().baseUrl, "parent@boxed.test");
    const { body: session } = await post(jar, "/create-checkout-session-annual", { plan_id: "annual" });
    const query = "query ($id: String!) { developmentCheckout(sessionId: $id) { name price interval } }";
    const own = await post(jar, "/graphql", { query, variables: { id: session.id } });
    expect(own.body.data.developmentCheckout).toEqual({ name: "Annual Plan", price: "$160", interval: "year" });
    const { jar: other } = await signIn(app().baseUrl, "newcomer@boxed.test");
    expect((await post(other, "/graphql", { query, variables: { id: session.id } })).body.data.developmentCheckout).toBeNull();
  });
});
