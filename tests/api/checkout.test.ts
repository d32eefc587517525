// Checkout through the real stripe SDK against the fake Stripe API (tests/support/fakeStripe.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/testApp.ts";
import { startFakeStripe, stripeEnv, type FakeStripe } from "../support/fakeStripe.ts";
import { signIn, type CookieJar } from "../support/signIn.ts";

let app: TestApp;
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe();
  app = await startTestApp({
    env: stripeEnv(stripe),
  });
});

afterAll(async () => {
  await app?.fastify.close();
  await app?.database.drop();
  await stripe?.close();
});

async function checkout(path: string, jar: CookieJar | null, body: unknown = { plan_id: path.endsWith("annual") ? "annual" : "monthly" }) {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.baseUrl, ...(jar ? { cookie: jar.header() } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function userId(email: string): Promise<number> {
  return (await app.database.prisma.user.findUniqueOrThrow({ where: { email } })).id;
}

describe("POST /create-checkout-session and /create-checkout-session-annual", () => {
  it("asks a signed-out visitor to sign in and calls Stripe for nothing", async () => {
    const answer = await checkout("/create-checkout-session", null);
    expect(answer.status).toBe(401);
    expect(stripe.requests).toHaveLength(0);
  });

  it("creates a subscription-mode session for the student's own Stripe customer, the user id in metadata", async () => {
    const { jar } = await signIn(app.baseUrl, "student@boxed.test");
    const answer = await checkout("/create-checkout-session", jar);
    expect(answer.status).toBe(200);
    const id = await userId("student@boxed.test");
    const [customer] = stripe.created("/v1/customers");
    expect(customer.params).toMatchObject({ email: "student@boxed.test", "metadata[user_id]": String(id) });
    const [session] = stripe.created("/v1/checkout/sessions");
    expect(answer.body).toEqual({ id: expect.stringMatching(/^cs_test_/) });
    expect(session.params).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": "price_monthly_test",
      "line_items[0][quantity]": "1",
      client_reference_id: String(id),
      "metadata[user_id]": String(id),
      "subscription_data[metadata][user_id]": String(id),
    });
    const stored = await app.database.prisma.user.findUniqueOrThrow({ where: { id } });
    expect(session.params.customer).toBe(stored.paymentCustomerId);
    expect(session.params.success_url).toBe(`${app.baseUrl}/app/checkout?status=success&session_id={CHECKOUT_SESSION_ID}`);
  });

  it("answers a double click with one session, and keeps one customer per user across plans", async () => {
    const { jar } = await signIn(app.baseUrl, "parent@boxed.test");
    const before = stripe.created("/v1/checkout/sessions").length;
    const [first, second] = await Promise.all([checkout("/create-checkout-session", jar), checkout("/create-checkout-session", jar)]);
    expect(first.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    expect(stripe.created("/v1/checkout/sessions")).toHaveLength(before + 1);

    const annual = await checkout("/create-checkout-session-annual", jar);
    expect(annual.status).toBe(200);
    expect(annual.body.id).not.toBe(first.body.id);
    const sessions = stripe.created("/v1/checkout/sessions");
    expect(sessions.at(-1)!.params["line_items[0][price]"]).toBe("price_annual_test");
    const customers = stripe.created("/v1/customers").filter((c) => c.params.email === "parent@boxed.test");
    expect(customers).toHaveLength(1);
    expect(new Set(sessions.slice(before).map((s) => s.params.customer)).size).toBe(1);
  });

  it("refuses a second subscription to a subscriber", async () => {
    const { jar } = await signIn(app.baseUrl, "subscriber@boxed.test");
    const before = stripe.requests.length;
    const answer = await checkout("/create-checkout-session-annual", jar);
    expect(answer).toEqual({ status: 409, body: { detail: "You already have a premium subscription." } });
    expect(stripe.requests).toHaveLength(before);
  });

  it("refuses a plan_id that names the other plan", async () => {
    const { jar } = await signIn(app.baseUrl, "student@boxed.test");
    const answer = await checkout("/create-checkout-session", jar, { plan_id: "annual" });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toMatch(/plan_id/);
  });

  it("says 'Unable to start checkout. Please try again.' when Stripe fails", async () => {
    const { jar } = await signIn(app.baseUrl, "newcomer@boxed.test");
    stripe.failNext("/v1/checkout/sessions", 500);
    const answer = await checkout("/create-checkout-session", jar);
    expect(answer).toEqual({ status: 502, body: { detail: "Unable to start checkout. Please try again." } });
  });
});
