// POST /api/cancel-subscription: cancels at the period end through the stripe SDK (fake Stripe API).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/testApp.ts";
import { startFakeStripe, stripeEnv, type FakeStripe } from "../support/fakeStripe.ts";
import { signIn, type CookieJar } from "../support/signIn.ts";

let app: TestApp;
let stripe: FakeStripe;
const periodEnd = new Date(Date.now() + 20 * 86400 * 1000);

beforeAll(async () => {
  stripe = await startFakeStripe();
  app = await startTestApp({
    env: stripeEnv(stripe),
  });
  const student = await app.database.prisma.user.findUniqueOrThrow({ where: { email: "student@boxed.test" } });
  await app.database.prisma.subscription.create({
    data: { userId: student.id, plan: "MONTHLY", status: "ACTIVE", providerSubscriptionId: "sub_student", currentPeriodEnd: periodEnd },
  });
});

afterAll(async () => {
  await app?.fastify.close();
  await app?.database.drop();
  await stripe?.close();
});

async function cancel(jar: CookieJar | null, useremail: string) {
  const form = new FormData();
  form.set("useremail", useremail);
  const response = await fetch(`${app.baseUrl}/api/cancel-subscription`, {
    method: "POST",
    headers: { origin: app.baseUrl, ...(jar ? { cookie: jar.header() } : {}) },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

async function graphql(jar: CookieJar, query: string) {
  const response = await fetch(`${app.baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.baseUrl, cookie: jar.header() },
    body: JSON.stringify({ query }),
  });
  return (await response.json()).data;
}

describe("POST /api/cancel-subscription", () => {
  it("refuses a signed-out visitor and someone naming another user's address, calling Stripe for nothing", async () => {
    expect((await cancel(null, "student@boxed.test")).status).toBe(401);
    const { jar } = await signIn(app.baseUrl, "parent@boxed.test");
    expect((await cancel(jar, "student@boxed.test")).status).toBe(403);
    expect(stripe.requests).toHaveLength(0);
    const row = await app.database.prisma.subscription.findUniqueOrThrow({ where: { providerSubscriptionId: "sub_student" } });
    expect(row.cancelAtPeriodEnd).toBe(false);
  });

  it("tells a user without a subscription there is nothing to cancel", async () => {
    const { jar } = await signIn(app.baseUrl, "parent@boxed.test");
    expect(await cancel(jar, "parent@boxed.test")).toEqual({ status: 400, body: { detail: "You have no subscription to cancel." } });
  });

  it("says 'Failed to cancel subscription' and changes nothing when Stripe fails", async () => {
    const { jar } = await signIn(app.baseUrl, "student@boxed.test");
    stripe.failNext("/v1/subscriptions/sub_student", 500);
    expect(await cancel(jar, "student@boxed.test")).toEqual({ status: 400, body: { detail: "Failed to cancel subscription" } });
    const row = await app.database.prisma.subscription.findUniqueOrThrow({ where: { providerSubscriptionId: "sub_student" } });
    expect(row.cancelAtPeriodEnd).toBe(false);
  });

  it("cancels the student's own subscription at the period end; premium stays until then", async () => {
    const { jar } = await signIn(app.baseUrl, "student@boxed.test");
    const answer = await cancel(jar, "student@boxed.test");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, cancel_at_period_end: true, current_period_end: periodEnd.toISOString() });
    expect(stripe.created("/v1/subscriptions/sub_student").map((r) => r.params)).toEqual([{ cancel_at_period_end: "true" }]);
    const data = await graphql(jar, "{ viewer { isSubscriber subscription { cancelAtPeriodEnd currentPeriodEnd } } }");
    expect(data.viewer).toEqual({ isSubscriber: true, subscription: { cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd.toISOString() } });
  });
});
