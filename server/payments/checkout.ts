// Starting a purchase: a Stripe Checkout Session in subscription mode for the signed-in user.
// Each user has one Stripe customer (created on their first checkout and stored); the session
// and the subscription carry the user id in metadata, which the webhook reads back.
// A double click must not create two sessions: Stripe idempotency keys of the user, the plan
// and the ten-minute window, so a repeated request within it answers the same session.
import type Stripe from "stripe";
import { db } from "../db/index.ts";
import type { PaymentsConfig } from "../config.ts";
import type { Viewer } from "../domain/viewer.ts";
import { AccessDenied, InputError, SignInNeeded } from "../domain/errors.ts";
import { ALREADY_SUBSCRIBED } from "../domain/premium.ts";

import type { PlanName } from "../domain/plans.ts";

export type { PlanName };

export const CHECKOUT_WINDOW_MS = 10 * 60 * 1000;

/** {plan_id} may name the plan ("monthly"/"annual") or its price id; it must agree with the route. */
export function checkPlanId(planId: unknown, plan: PlanName, payments: PaymentsConfig): void {
  if (planId === undefined || planId === null) return;
  const names = [plan.toLowerCase(), payments.prices[plan]];
  if (typeof planId !== "string" || !names.includes(planId)) {
    throw new InputError(`plan_id must be "${plan.toLowerCase()}" on this address.`, "plan_id");
  }
}

async function customerOf(stripe: Stripe, viewer: Viewer): Promise<string> {
  const user = await db.user.findUniqueOrThrow({ where: { id: viewer.id }, select: { paymentCustomerId: true } });
  if (user.paymentCustomerId) return user.paymentCustomerId;
  // The same key on a concurrent first checkout answers the same customer.
  const customer = await stripe.customers.create(
    { email: viewer.email, name: viewer.username, metadata: { user_id: String(viewer.id) } },
    { idempotencyKey: `boxed-customer-${viewer.id}` },
  );
  await db.user.updateMany({ where: { id: viewer.id, paymentCustomerId: null }, data: { paymentCustomerId: customer.id } });
  const stored = await db.user.findUniqueOrThrow({ where: { id: viewer.id }, select: { paymentCustomerId: true } });
  return stored.paymentCustomerId ?? customer.id;
}

export async function createCheckoutSession(input: {
  stripe: Stripe;
  payments: PaymentsConfig;
  publicUrl: string;
  viewer: Viewer | null;
  plan: PlanName;
  now: Date;
}): Promise<{ id: string; url: string | null }> {
  const { stripe, payments, viewer, plan, now } = input;
  if (!viewer) throw new SignInNeeded("Sign in to upgrade to premium.");
  if (viewer.isSubscriber) throw new AccessDenied(ALREADY_SUBSCRIBED);
  const customer = await customerOf(stripe, viewer);
  const metadata = { user_id: String(viewer.id), plan };
  const window = Math.floor(now.getTime() / CHECKOUT_WINDOW_MS);
  const session = await stripe.checkout.sessions.create(
    {
      mode: "subscription",
      customer,
      client_reference_id: String(viewer.id),
      line_items: [{ price: payments.prices[plan], quantity: 1 }],
      metadata,
      subscription_data: { metadata },
      success_url: `${input.publicUrl}/app/checkout?status=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${input.publicUrl}/app/checkout?status=cancelled`,
    },
    { idempotencyKey: `boxed-checkout-${viewer.id}-${plan}-${window}` },
  );
  return { id: session.id, url: session.url ?? null };
}
