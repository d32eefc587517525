// Stripe's webhook with real signatures (the stripe SDK signs, the server verifies with it).
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/testApp.ts";
import { startFakeStripe, stripeEnv, type FakeStripe } from "../support/fakeStripe.ts";
import { signIn } from "../support/signIn.ts";

const SECRET = "whsec_test_boxed";
const sdk = new Stripe("sk_test_signing_only");
let app: TestApp;
let stripe: FakeStripe;
let eventCounter = 0;

beforeAll(async () => {
  stripe = await startFakeStripe();
  app = await startTestApp({
    env: stripeEnv(stripe, SECRET),
  });
});

afterAll(async () => {
  await app?.fastify.close();
  await app?.database.drop();
  await stripe?.close();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

function event(type: string, object: Record<string, unknown>, created = nowSeconds()) {
  eventCounter += 1;
  return { id: `evt_test_${eventCounter}`, object: "event", type, created, data: { object } };
}

async function deliver(body: object, options: { secret?: string; timestamp?: number; tamper?: boolean } = {}) {
  const payload = JSON.stringify(body);
  const header = sdk.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? SECRET, timestamp: options.timestamp });
  const sent = options.tamper ? payload.replace("active", "ACTIVE!") : payload;
  const response = await fetch(`${app.baseUrl}/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": header },
    body: sent,
  });
  return { status: response.status, body: await response.json() };
}

async function userId(email: string) {
  return (await app.database.prisma.user.findUniqueOrThrow({ where: { email } })).id;
}

function subscription(id: string, user: number, fields: { status?: string; end?: number; cancel?: boolean; plan?: string } = {}) {
  return {
    id,
    object: "subscription",
    customer: `cus_for_${user}`,
    status: fields.status ?? "active",
    cancel_at_period_end: fields.cancel ?? false,
    metadata: { user_id: String(user), plan: fields.plan ?? "MONTHLY" },
    items: { data: [{ current_period_end: fields.end ?? nowSeconds() + 30 * 86400, price: { id: "price_monthly_test" } }] },
  };
}

async function isSubscriber(email: string): Promise<boolean> {
  const { jar } = await signIn(app.baseUrl, email);
  const response = await fetch(`${app.baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.baseUrl, cookie: jar.header() },
    body: JSON.stringify({ query: "{ viewer { isSubscriber } }" }),
  });
  const answer = await response.json();
  return answer.data.viewer.isSubscriber;
}

async function row(providerSubscriptionId: string) {
  return app.database.prisma.subscription.findUnique({ where: { providerSubscriptionId } });
}

describe("POST /stripe/webhook", () => {
  it("refuses forged, tampered and stale events with 400 and changes nothing", async () => {
    const student = await userId("student@boxed.test");
    const body = event("customer.subscription.created", subscription("sub_forged", student));
    expect((await deliver(body, { secret: "whsec_someone_else" })).status).toBe(400);
    expect((await deliver(body, { tamper: true })).status).toBe(400);
    expect((await deliver(body, { timestamp: nowSeconds() - 3600 })).status).toBe(400);
    const unsigned = await fetch(`${app.baseUrl}/stripe/webhook`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect(unsigned.status).toBe(400);
    expect(await row("sub_forged")).toBeNull();
    expect(await app.database.prisma.paymentEvent.count({ where: { id: body.id } })).toBe(0);
  });

  it("a completed checkout makes the student a subscriber; a replay of the event changes nothing", async () => {
    const student = await userId("student@boxed.test");
    expect(await isSubscriber("student@boxed.test")).toBe(false);
    const completed = event("checkout.session.completed", {
      id: "cs_test_1", object: "checkout.session", mode: "subscription", payment_status: "paid", customer: "cus_student",
      subscription: "sub_student", client_reference_id: String(student), metadata: { user_id: String(student), plan: "MONTHLY" },
    });
    expect(await deliver(completed)).toEqual({ status: 200, body: { received: true, duplicate: false } });
    const end = nowSeconds() + 30 * 86400;
    await deliver(event("customer.subscription.created", subscription("sub_student", student, { end })));
    expect(await row("sub_student")).toMatchObject({ userId: student, plan: "MONTHLY", status: "ACTIVE", currentPeriodEnd: new Date(end * 1000) });
    expect(await isSubscriber("student@boxed.test")).toBe(true);

    const ended = event("customer.subscription.deleted", subscription("sub_student", student, { status: "canceled", end }));
    expect((await deliver(ended)).status).toBe(200);
    expect((await row("sub_student"))?.status).toBe("CANCELED");
    // The very same event delivered again (Stripe retries) is answered and ignored.
    const retried = { ...completed };
    expect(await deliver(retried)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect((await row("sub_student"))?.status).toBe("CANCELED");
    expect(await isSubscriber("student@boxed.test")).toBe(false);
  });

  it("tolerates events out of order: an older update arriving late changes nothing", async () => {
    const parent = await userId("parent@boxed.test");
    const t = nowSeconds();
    const newer = event("customer.subscription.updated", subscription("sub_parent", parent, { cancel: true, end: t + 86400 }), t);
    const older = event("customer.subscription.created", subscription("sub_parent", parent, { status: "incomplete", end: t + 86400 }), t - 60);
    await deliver(newer);
    await deliver(older);
    expect(await row("sub_parent")).toMatchObject({ status: "ACTIVE", cancelAtPeriodEnd: true });
    // Checkout completion arriving after the subscription events fills nothing in.
    await deliver(event("checkout.session.completed", {
      id: "cs_test_2", object: "checkout.session", mode: "subscription", payment_status: "unpaid", customer: "cus_parent",
      subscription: "sub_parent", metadata: { user_id: String(parent), plan: "MONTHLY" },
    }, t - 120));
    expect((await row("sub_parent"))?.status).toBe("ACTIVE");
    expect(await isSubscriber("parent@boxed.test")).toBe(true);
  });

  it("a failed payment ends premium; a later paid invoice restores it", async () => {
    const user = await userId("newcomer@boxed.test").catch(async () => {
      await signIn(app.baseUrl, "newcomer@boxed.test");
      return userId("newcomer@boxed.test");
    });
    const t = nowSeconds();
    await deliver(event("customer.subscription.created", subscription("sub_new", user, { plan: "ANNUAL" }), t - 10));
    expect(await isSubscriber("newcomer@boxed.test")).toBe(true);
    const invoice = (type: string, created: number) =>
      event(type, {
        id: `in_${created}`, object: "invoice", customer: "cus_new",
        parent: { type: "subscription_details", subscription_details: { subscription: "sub_new" } },
        lines: { data: [{ period: { end: t + 365 * 86400 } }] },
      }, created);
    await deliver(invoice("invoice.payment_failed", t - 5));
    expect((await row("sub_new"))?.status).toBe("PAST_DUE");
    expect(await isSubscriber("newcomer@boxed.test")).toBe(false);
    await deliver(invoice("invoice.paid", t));
    expect(await row("sub_new")).toMatchObject({ status: "ACTIVE", plan: "ANNUAL", currentPeriodEnd: new Date((t + 365 * 86400) * 1000) });
    expect(await isSubscriber("newcomer@boxed.test")).toBe(true);
  });
});
