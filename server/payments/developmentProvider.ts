// The development payment provider (no Stripe keys, loopback only): a checkout "session" is a
// signed-in user's plan choice, and paying it (POST /dev-payments/pay {session_id}, what the
// development payment page's Pay button sends) delivers a correctly signed
// customer.subscription.created event to the real webhook handler, as Stripe would.
// GET /dev-payments/stripe.js stands in for Stripe.js: its redirectToCheckout opens the
// development payment page, so the checkout screen runs the same code with or without keys.
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import type { Config } from "../config.ts";
import { viewerFromHeaders } from "../auth/viewer.ts";
import type { PlanName } from "./checkout.ts";
import { DEVELOPMENT_STRIPE_JS_PATH } from "./provider.ts";

export const DEV_PAY_PATH = "/dev-payments/pay";
export const DEVELOPMENT_PAYMENT_PAGE = "/app/checkout/pay";

// Like Stripe.js: Stripe(key).redirectToCheckout({ sessionId }) leaves the page, and its promise
// settles only when it could not.
const DEVELOPMENT_STRIPE_JS = `window.Stripe = function () {
  return {
    redirectToCheckout: function (options) {
      window.location.assign(${JSON.stringify(DEVELOPMENT_PAYMENT_PAGE)} + "?session_id=" + encodeURIComponent(options.sessionId));
      return new Promise(function () {});
    },
  };
};
`;

const SESSION_ID = /^cs_dev_(\d+)_(MONTHLY|ANNUAL)$/;

/** The plan of the viewer's own development checkout session, or null. */
export function developmentSessionPlan(sessionId: string, userId: number): PlanName | null {
  const match = SESSION_ID.exec(sessionId);
  return match && Number(match[1]) === userId ? (match[2] as PlanName) : null;
}

const PERIOD_DAYS: Record<PlanName, number> = { MONTHLY: 30, ANNUAL: 365 };

export function developmentSessionId(userId: number, plan: PlanName): string {
  return `cs_dev_${userId}_${plan}`;
}

export function registerDevelopmentPayments(fastify: FastifyInstance, config: Config, stripe: () => Promise<Stripe>, webhookPath: string): void {
  fastify.get(DEVELOPMENT_STRIPE_JS_PATH, (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").header("cache-control", "no-store").send(DEVELOPMENT_STRIPE_JS),
  );
  fastify.post(DEV_PAY_PATH, async (request, reply) => {
    const viewer = await viewerFromHeaders(new Headers({ cookie: request.headers.cookie ?? "" }));
    if (!viewer) return reply.status(401).send({ detail: "Sign in required." });
    const sessionId = (request.body as { session_id?: unknown } | null)?.session_id;
    const plan = typeof sessionId === "string" ? developmentSessionPlan(sessionId, viewer.id) : null;
    if (!plan) return reply.status(400).send({ detail: "Unknown checkout session." });
    const now = Math.floor(Date.now() / 1000);
    const event = {
      id: `evt_dev_${randomUUID()}`,
      object: "event",
      type: "customer.subscription.created",
      created: now,
      data: {
        object: {
          id: `sub_dev_${randomUUID()}`,
          object: "subscription",
          customer: `cus_dev_${viewer.id}`,
          status: "active",
          cancel_at_period_end: false,
          metadata: { user_id: String(viewer.id), plan },
          items: { data: [{ current_period_end: now + PERIOD_DAYS[plan] * 86400, price: { id: config.payments.prices[plan] } }] },
        },
      },
    };
    const payload = JSON.stringify(event);
    const signature = (await stripe()).webhooks.generateTestHeaderString({ payload, secret: config.payments.webhookSecret });
    const delivered = await fastify.inject({
      method: "POST",
      url: webhookPath,
      headers: { "content-type": "application/json", "stripe-signature": signature },
      payload,
    });
    if (delivered.statusCode !== 200) return reply.status(502).send({ detail: "Unexpected error. Please try again." });
    return { paid: true };
  });
}
