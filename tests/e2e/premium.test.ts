// Premium in Chromium, offline on the development payment page: a student upgrades (monthly, and
// annual), sees the gates open (similar questions, Practice Similar Problems), cancels and keeps
// premium until the period ends. Every checkout message in its situation, produced by
// answering the payment script or the session request through page.route. And with Stripe
// configured, the browser loads Stripe.js and redirects with the session id.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page, Route } from "playwright-core";
import Stripe from "stripe";
import { launchBrowser, openPage, screenshot, startBrowserApp, stopBrowserApp, type BrowserApp } from "../support/browser.ts";
import { startTestApp } from "../support/testApp.ts";
import { startFakeStripe, stripeEnv } from "../support/fakeStripe.ts";

let running: BrowserApp;
const url = (path: string) => `${running.app.baseUrl}${path}`;
const DAY = 86_400_000;
const longDate = (date: Date) => date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });

beforeAll(async () => {
  running = await startBrowserApp();
});
afterAll(() => stopBrowserApp(running));

async function questionWithSimilar(): Promise<number> {
  const question = await running.app.database.prisma.question.findFirstOrThrow({ where: { competition: { name: "AMC_10A", year: 2024 }, problemNumber: 10 } });
  return question.id;
}

/** A 390 px phone: the page fits the screen's width. */
async function asPhone(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const subscribeButton = (page: Page, plan: string) => page.getByRole("button", { name: `Subscribe to ${plan}` });

/** Upgrades on the checkout screen and pays on the development payment page. */
async function upgrade(page: Page, plan: "Unlimited Plan" | "Annual Plan", price: string, shots: string | null) {
  await page.goto(url("/app/checkout"));
  await page.getByRole("heading", { name: "Upgrade to Premium", level: 1 }).waitFor();
  await expect(subscribeButton(page, plan).isDisabled()).resolves.toBe(true);
  await page.getByLabel(/I agree to the terms of service/).check();
  await expect.poll(() => subscribeButton(page, plan).isEnabled()).toBe(true);
  if (shots) {
    await screenshot(page, `${shots}-plans`);
    await asPhone(page, `${shots}-plans-phone`);
  }
  await subscribeButton(page, plan).click();
  await page.waitForURL(/\/app\/checkout\/pay\?session_id=cs_dev_/);
  await page.getByRole("heading", { name: "Pay Boxed" }).waitFor();
  await page.getByText(plan).waitFor();
  await page.getByLabel("Name on card").fill("Sam Student");
  if (shots) {
    await screenshot(page, `${shots}-payment-page`);
    await asPhone(page, `${shots}-payment-page-phone`);
  }
  await page.getByRole("button", { name: `Pay ${price}` }).click();
  await page.waitForURL(/\/app\/checkout\?status=success/);
  await page.getByText("Welcome to Premium!").waitFor();
}

describe("a student upgrades on the development payment page", () => {
  it("monthly: the gates open, then cancelling keeps premium until the period ends", async () => {
    const questionId = await questionWithSimilar();
    const page = await openPage(running, "student@boxed.test");
    await page.goto(url(`/app/question/${questionId}`));
    const similar = page.getByRole("region", { name: "Similar questions" });
    await similar.getByRole("link", { name: "Practice Similar Problems (premium, locked)" }).waitFor();
    await expect(page.locator(".top-bar").getByRole("link", { name: "Upgrade to Premium" }).isVisible()).resolves.toBe(true);
    await similar.getByRole("link", { name: "Practice Similar Problems (premium, locked)" }).click();
    await page.waitForURL(url("/app/checkout"));

    await upgrade(page, "Unlimited Plan", "$24.99", "premium-monthly");
    const renews = longDate(new Date(Date.now() + 30 * DAY));
    await page.getByText(renews).waitFor();
    await expect(page.getByRole("button", { name: /Subscribe to/ }).count()).resolves.toBe(0);
    await expect(page.locator(".top-bar").getByRole("link", { name: "Upgrade to Premium" }).count()).resolves.toBe(0);
    await screenshot(page, "premium-monthly-success");
    await asPhone(page, "premium-monthly-success-phone");

    // The gates are open: similar questions link to their pages, and the practice round runs.
    await page.goto(url(`/app/question/${questionId}`));
    await similar.getByRole("link", { name: "Practice Similar Problems" }).waitFor();
    await expect(similar.locator(".lock").count()).resolves.toBe(0);
    expect(await similar.locator(".link-list a").first().getAttribute("href")).toMatch(/^\/app\/question\/\d+$/);
    await similar.getByRole("link", { name: "Practice Similar Problems" }).click();
    await page.waitForURL(url(`/app/random?similar=${questionId}`));
    await page.getByRole("heading", { name: "Practice Similar Problems", level: 1 }).waitFor();
    await page.locator(".random-question, .answer-input").first().waitFor();
    await screenshot(page, "premium-practice-similar");

    // Cancel on the profile: the toast, a reload, and premium until the period's end.
    await page.goto(url("/app/user"));
    const card = page.getByRole("region", { name: "Premium subscription" });
    await card.getByText("Unlimited Plan").waitFor();
    await screenshot(page, "premium-profile-subscriber");
    await card.getByRole("button", { name: "Cancel Subscription" }).click();
    await page.getByText("Subscription cancelled successfully").waitFor();
    await page.waitForEvent("load");
    await card.getByText(`You keep premium until ${renews}.`).waitFor();
    await expect(card.getByRole("button", { name: "Cancel Subscription" }).count()).resolves.toBe(0);
    await screenshot(page, "premium-profile-cancelled");
    await asPhone(page, "premium-profile-cancelled-phone");

    await page.goto(url(`/app/question/${questionId}`));
    await similar.getByRole("link", { name: "Practice Similar Problems" }).waitFor();
    await expect(similar.locator(".lock").count()).resolves.toBe(0);
  });

  it("annual: pays $160 and gets a year of premium", async () => {
    const page = await openPage(running, "annual.student@boxed.test");
    await upgrade(page, "Annual Plan", "$160", "premium-annual");
    await page.getByText(longDate(new Date(Date.now() + 365 * DAY))).waitFor();
    await page.goto(url("/app/user"));
    await page.getByRole("region", { name: "Premium subscription" }).getByText("Annual Plan").waitFor();
  });
});

describe("the checkout screen", () => {
  it("shows both plans from the server with prices, the annual saving and the features", async () => {
    const page = await openPage(running, "parent@boxed.test");
    await page.goto(url("/app/checkout"));
    const monthly = page.getByRole("region", { name: "Unlimited Plan" });
    const annual = page.getByRole("region", { name: "Annual Plan" });
    await monthly.getByText("$24.99").waitFor();
    await expect(monthly.getByText("per month").isVisible()).resolves.toBe(true);
    await expect(annual.getByText("$160").isVisible()).resolves.toBe(true);
    await expect(annual.getByText("Save 46%").isVisible()).resolves.toBe(true);
    for (const part of ["Math Trainer", "Courses", "Contest", "Quest", "Vision"]) {
      await expect(monthly.getByText(`Unlimited access to ${part}`).isVisible()).resolves.toBe(true);
      await expect(annual.getByText(`Unlimited access to ${part}`).isVisible()).resolves.toBe(true);
    }
  });

  it("sends a signed-out visitor to sign in, and back to checkout afterwards", async () => {
    const page = await openPage(running, null);
    await page.goto(url("/app/checkout"));
    await page.getByLabel("Email address").fill("newcomer.checkout@boxed.test");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(url("/app/checkout"));
    await subscribeButton(page, "Unlimited Plan").waitFor();
  });

  it("shows a subscriber their plan instead of the buttons", async () => {
    const page = await openPage(running, "subscriber@boxed.test");
    await page.goto(url("/app/checkout"));
    await page.getByRole("heading", { name: "You are a premium member" }).waitFor();
    await expect(page.getByRole("button", { name: /Subscribe to/ }).count()).resolves.toBe(0);
  });

  it("says a cancelled checkout charged nothing, from the payment page's Cancel", async () => {
    const page = await openPage(running, "parent@boxed.test");
    await page.goto(url("/app/checkout"));
    await page.getByLabel(/I agree to the terms of service/).check();
    await subscribeButton(page, "Annual Plan").click();
    await page.getByRole("link", { name: "Cancel and go back" }).click();
    await page.waitForURL(url("/app/checkout?status=cancelled"));
    await page.getByText("You have not been charged.").waitFor();
    await subscribeButton(page, "Annual Plan").waitFor();
    await screenshot(page, "premium-checkout-cancelled");
  });
});

describe("every checkout message in its situation", () => {
  const SCRIPT = "**/dev-payments/stripe.js";
  const SESSION = "**/create-checkout-session";

  async function checkoutPage(setUp: (page: Page) => Promise<unknown>) {
    const page = await openPage(running, "parent@boxed.test");
    await setUp(page);
    await page.goto(url("/app/checkout"));
    await page.getByRole("heading", { name: "Upgrade to Premium", level: 1 }).waitFor();
    return page;
  }
  const alert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });
  /** Ticks the terms, subscribes to the plan once its button opens, and waits for the message. */
  async function subscribeAndSee(page: Page, plan: string, message: string) {
    await page.getByLabel(/I agree to the terms of service/).check();
    await expect.poll(() => subscribeButton(page, plan).isEnabled()).toBe(true);
    await subscribeButton(page, plan).click();
    await alert(page, message).waitFor();
  }

  it("'Unable to load payment service. Please refresh the page.' when the payment script cannot be downloaded", async () => {
    const page = await checkoutPage((page) => page.route(SCRIPT, (route) => route.abort()));
    await alert(page, "Unable to load payment service. Please refresh the page.").waitFor();
    await page.getByLabel(/I agree to the terms of service/).check();
    await expect(subscribeButton(page, "Unlimited Plan").isDisabled()).resolves.toBe(true);
    await screenshot(page, "premium-message-load-failed");
  });

  it("'Unable to initialize payment service. Please refresh the page.' when the script gives no Stripe", async () => {
    const page = await checkoutPage((page) => page.route(SCRIPT, (route) => route.fulfill({ contentType: "text/javascript", body: "window.Stripe = undefined;" })));
    await alert(page, "Unable to initialize payment service. Please refresh the page.").waitFor();
    await page.getByLabel(/I agree to the terms of service/).check();
    await expect(subscribeButton(page, "Annual Plan").isDisabled()).resolves.toBe(true);
  });

  it("'Payment service is still loading. Please wait a moment.' until the script arrives, then the buttons open", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = await checkoutPage((page) => page.route(SCRIPT, async (route: Route) => {
      await held;
      await route.continue();
    }));
    await page.getByLabel(/I agree to the terms of service/).check();
    await page.getByRole("status").filter({ hasText: "Payment service is still loading. Please wait a moment." }).waitFor();
    await expect(subscribeButton(page, "Unlimited Plan").isDisabled()).resolves.toBe(true);
    release();
    await expect.poll(() => subscribeButton(page, "Unlimited Plan").isEnabled()).toBe(true);
    await expect(page.getByText("Payment service is still loading. Please wait a moment.").count()).resolves.toBe(0);
  });

  it("'Redirecting…' while working, then 'Unable to start checkout. Please try again.' when the session request fails", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = await checkoutPage((page) => page.route(SESSION, async (route: Route) => {
      await held;
      await route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ detail: "Unable to start checkout. Please try again." }) });
    }));
    await page.getByLabel(/I agree to the terms of service/).check();
    await expect.poll(() => subscribeButton(page, "Unlimited Plan").isEnabled()).toBe(true);
    await subscribeButton(page, "Unlimited Plan").click();
    const redirecting = page.getByRole("button", { name: "Redirecting…" });
    await redirecting.waitFor();
    await expect(subscribeButton(page, "Annual Plan").isDisabled()).resolves.toBe(true);
    await screenshot(page, "premium-redirecting");
    release();
    await alert(page, "Unable to start checkout. Please try again.").waitFor();
    await expect(subscribeButton(page, "Unlimited Plan").isEnabled()).resolves.toBe(true);
    await screenshot(page, "premium-message-start-failed");
  });

  it("'Unable to start checkout. Please try again.' when the server cannot be reached", async () => {
    const page = await checkoutPage((page) => page.route(SESSION, (route) => route.abort("connectionreset")));
    await subscribeAndSee(page, "Unlimited Plan", "Unable to start checkout. Please try again.");
  });

  it("'Checkout was interrupted. Please try again.' when the payment script cannot leave the page", async () => {
    const stub = "window.Stripe = function () { return { redirectToCheckout: function () { return Promise.resolve({ error: { message: 'Network error' } }); } }; };";
    const page = await checkoutPage((page) => page.route(SCRIPT, (route) => route.fulfill({ contentType: "text/javascript", body: stub })));
    await subscribeAndSee(page, "Annual Plan", "Checkout was interrupted. Please try again.");
  });

  it("'Unexpected error. Please try again.' when the session answer cannot be read", async () => {
    const page = await checkoutPage((page) => page.route(SESSION, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<html>proxy page</html>" })));
    await subscribeAndSee(page, "Unlimited Plan", "Unexpected error. Please try again.");
  });

  it("'Unexpected error. Please try again.' when the payment script throws", async () => {
    const stub = "window.Stripe = function () { return { redirectToCheckout: function () { throw new Error('broken'); } }; };";
    const page = await checkoutPage((page) => page.route(SCRIPT, (route) => route.fulfill({ contentType: "text/javascript", body: stub })));
    await subscribeAndSee(page, "Unlimited Plan", "Unexpected error. Please try again.");
  });
});

describe("the profile", () => {
  it("says 'Failed to cancel subscription' and keeps the subscription when cancelling fails", async () => {
    const page = await openPage(running, "subscriber@boxed.test");
    await page.route("**/api/cancel-subscription", (route) => route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ detail: "Failed to cancel subscription" }) }));
    await page.goto(url("/app/user"));
    const card = page.getByRole("region", { name: "Premium subscription" });
    await card.getByRole("button", { name: "Cancel Subscription" }).click();
    await page.getByText("Failed to cancel subscription").waitFor();
    await expect(card.getByRole("button", { name: "Cancel Subscription" }).isEnabled()).resolves.toBe(true);
    await expect(card.getByText("Active").isVisible()).resolves.toBe(true);
  });

  it("tells a user whose payment failed, and offers the upgrade again", async () => {
    const page = await openPage(running, "failed.payment@boxed.test");
    const db = running.app.database.prisma;
    const user = await db.user.findUniqueOrThrow({ where: { email: "failed.payment@boxed.test" } });
    await db.subscription.create({ data: { userId: user.id, plan: "MONTHLY", status: "PAST_DUE", currentPeriodEnd: new Date(Date.now() + 5 * DAY) } });
    await page.goto(url("/app/user"));
    await page.getByRole("alert").filter({ hasText: "Your card payment for the Unlimited Plan did not go through" }).waitFor();
    await page.getByRole("region", { name: "Upgrade to Premium" }).getByRole("link", { name: "Upgrade to Premium" }).waitFor();
    await screenshot(page, "premium-profile-payment-failed");
  });
});

describe("with Stripe configured", () => {
  it("loads Stripe.js with the publishable key and redirects with the Checkout Session's id", async () => {
    const stripe = await startFakeStripe();
    const app = await startTestApp({ env: { ...stripeEnv(stripe), STRIPE_PUBLISHABLE_KEY: "pk_test_boxed_e2e" } });
    const browser = await launchBrowser();
    try {
      const page = await openPage({ app, browser }, "student@boxed.test");
      // Stripe.js itself is not reachable from the test machine: a stand-in records what the page asks of it.
      const loaded: string[] = [];
      await page.route("https://js.stripe.com/v3/", (route) => {
        loaded.push(route.request().url());
        return route.fulfill({
          contentType: "text/javascript",
          body: "window.Stripe = function (key) { return { redirectToCheckout: function (options) { window.__redirect = { key: key, sessionId: options.sessionId }; return new Promise(function () {}); } }; };",
        });
      });
      await page.goto(`${app.baseUrl}/app/checkout`);
      await page.getByLabel(/I agree to the terms of service/).check();
      await expect.poll(() => subscribeButton(page, "Annual Plan").isEnabled()).toBe(true);
      await subscribeButton(page, "Annual Plan").click();
      await page.getByRole("button", { name: "Redirecting…" }).waitFor();
      await expect.poll(() => page.evaluate(() => (window as unknown as { __redirect?: unknown }).__redirect)).toEqual({
        key: "pk_test_boxed_e2e",
        sessionId: expect.stringMatching(/^cs_test_fake_/),
      });
      expect(loaded).toEqual(["https://js.stripe.com/v3/"]);
      const [session] = stripe.created("/v1/checkout/sessions");
      expect(session.params["line_items[0][price]"]).toBe("price_annual_test");

      // Stripe then tells the webhook the subscription started; the subscriber's profile opens
      // Stripe's customer portal for the customer the checkout made.
      const student = await app.database.prisma.user.findUniqueOrThrow({ where: { email: "student@boxed.test" } });
      const payload = JSON.stringify({
        id: "evt_e2e_subscription_created",
        object: "event",
        type: "customer.subscription.created",
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: "sub_e2e_annual",
            object: "subscription",
            customer: session.params.customer,
            status: "active",
            cancel_at_period_end: false,
            metadata: { user_id: String(student.id), plan: "ANNUAL" },
            items: { data: [{ current_period_end: Math.floor(Date.now() / 1000) + 365 * 86400, price: { id: "price_annual_test" } }] },
          },
        },
      });
      const signature = new Stripe("sk_unused").webhooks.generateTestHeaderString({ payload, secret: "whsec_test_boxed" });
      const delivered = await fetch(`${app.baseUrl}/stripe/webhook`, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body: payload });
      expect(delivered.status).toBe(200);
      await page.route("https://billing.stripe.test/**", (route) => route.fulfill({ contentType: "text/html", body: "<h1>Stripe customer portal</h1>" }));
      await page.goto(`${app.baseUrl}/app/user`);
      await page.getByRole("region", { name: "Premium subscription" }).getByText("Annual Plan").waitFor();
      await screenshot(page, "premium-profile-stripe");
      await page.getByRole("button", { name: "Manage billing" }).click();
      await page.waitForURL(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_fake_/);
      const [portal] = stripe.created("/v1/billing_portal/sessions");
      expect(portal.params).toEqual({ customer: session.params.customer, return_url: `${app.baseUrl}/app/user` });
    } finally {
      await browser.close();
      await app.fastify.close();
      await app.database.drop();
      await stripe.close();
    }
  });
});
