// Stripe's webhook events, applied to the subscription rows (the single truth for premium).
// Every event is stored once (PaymentEvent): a replay or a retry of a stored event changes
// nothing. The event is recorded and applied in one transaction. Events may arrive out of
// order: a subscription row remembers when the newest event applied to it was created, and an
// older event changes nothing on it; checkout.session.completed only creates the row when no
// subscription event has yet.
import type Stripe from "stripe";
import { db } from "../db/index.ts";
import type { Prisma } from "../db/generated/client.ts";
import type { PaymentsConfig } from "../config.ts";
import type { PlanName } from "./checkout.ts";

type Status = "ACTIVE" | "PAST_DUE" | "CANCELED" | "INCOMPLETE";

/** Stripe's subscription statuses in the product's words. */
export function statusOf(stripeStatus: string): Status {
  if (stripeStatus === "active" || stripeStatus === "trialing") return "ACTIVE";
  if (stripeStatus === "past_due" || stripeStatus === "unpaid") return "PAST_DUE";
  if (stripeStatus === "canceled" || stripeStatus === "incomplete_expired") return "CANCELED";
  return "INCOMPLETE";
}

/** An event's object as Stripe sent it: read with dig(), whatever the API version's shape. */
type Loose = Record<string, unknown>;

/** The value at a path of nested fields or list positions, or undefined. */
function dig(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const step of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string | number, unknown>)[step];
  }
  return current;
}

function idOf(value: unknown): string | null {
  if (typeof value === "string") return value;
  const id = dig(value, "id");
  return typeof id === "string" ? id : null;
}

function planOf(object: Loose, payments: PaymentsConfig): PlanName | null {
  const named = dig(object, "metadata", "plan");
  if (named === "MONTHLY" || named === "ANNUAL") return named;
  const price =
    dig(object, "items", "data", 0, "price", "id") ??
    dig(object, "lines", "data", 0, "pricing", "price_details", "price") ??
    dig(object, "lines", "data", 0, "price", "id");
  if (price === payments.prices.MONTHLY) return "MONTHLY";
  if (price === payments.prices.ANNUAL) return "ANNUAL";
  return null;
}

function secondsToDate(seconds: unknown): Date | null {
  return typeof seconds === "number" ? new Date(seconds * 1000) : null;
}

async function userIdOf(tx: Prisma.TransactionClient, object: Loose): Promise<number | null> {
  const fromMetadata = Number(dig(object, "metadata", "user_id") ?? object.client_reference_id);
  if (Number.isInteger(fromMetadata) && fromMetadata > 0) {
    const user = await tx.user.findUnique({ where: { id: fromMetadata }, select: { id: true } });
    if (user) return user.id;
  }
  const customer = idOf(object.customer);
  if (!customer) return null;
  const user = await tx.user.findUnique({ where: { paymentCustomerId: customer }, select: { id: true } });
  return user?.id ?? null;
}

type Change = {
  subscriptionId: string;
  object: Loose;
  /** What the event says about the row; undefined fields are left as they are. */
  data: { status?: Status; currentPeriodEnd?: Date | null; cancelAtPeriodEnd?: boolean };
  /** Ordered events move lastEventAt; checkout completion only fills a missing row. */
  ordered: boolean;
};

function changeOf(event: Stripe.Event): Change | null {
  const object = event.data.object as unknown as Loose;
  switch (event.type) {
    case "checkout.session.completed": {
      const subscriptionId = idOf(object.subscription);
      if (!subscriptionId || object.mode !== "subscription") return null;
      const paid = object.payment_status === "paid" || object.payment_status === "no_payment_required";
      return { subscriptionId, object, data: { status: paid ? "ACTIVE" : "INCOMPLETE" }, ordered: false };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const periodEnd = dig(object, "items", "data", 0, "current_period_end") ?? object.current_period_end;
      return {
        subscriptionId: String(object.id),
        object,
        data: {
          status: event.type === "customer.subscription.deleted" ? "CANCELED" : statusOf(String(object.status)),
          currentPeriodEnd: secondsToDate(periodEnd),
          cancelAtPeriodEnd: Boolean(object.cancel_at_period_end),
        },
        ordered: true,
      };
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const subscriptionId = idOf(dig(object, "parent", "subscription_details", "subscription") ?? object.subscription);
      if (!subscriptionId) return null;
      if (event.type === "invoice.payment_failed") return { subscriptionId, object, data: { status: "PAST_DUE" }, ordered: true };
      const periodEnd = secondsToDate(dig(object, "lines", "data", 0, "period", "end"));
      return { subscriptionId, object, data: { status: "ACTIVE", ...(periodEnd ? { currentPeriodEnd: periodEnd } : {}) }, ordered: true };
    }
    default:
      return null;
  }
}

async function applyChange(tx: Prisma.TransactionClient, change: Change, eventAt: Date, payments: PaymentsConfig): Promise<void> {
  const existing = await tx.subscription.findUnique({ where: { providerSubscriptionId: change.subscriptionId } });
  if (existing) {
    if (!change.ordered) return;
    if (existing.lastEventAt && existing.lastEventAt > eventAt) return;
    // A deleted subscription stays ended: a later invoice event cannot bring it back.
    if (existing.status === "CANCELED" && change.data.status !== "CANCELED") return;
    await tx.subscription.update({ where: { id: existing.id }, data: { ...change.data, lastEventAt: eventAt } });
    return;
  }
  const userId = await userIdOf(tx, change.object);
  const plan = planOf(change.object, payments);
  if (userId === null || plan === null) return;
  await tx.subscription.create({
    data: {
      userId,
      plan,
      providerSubscriptionId: change.subscriptionId,
      providerCustomerId: idOf(change.object.customer),
      status: change.data.status ?? "INCOMPLETE",
      currentPeriodEnd: change.data.currentPeriodEnd ?? null,
      cancelAtPeriodEnd: change.data.cancelAtPeriodEnd ?? false,
      lastEventAt: change.ordered ? eventAt : null,
    },
  });
}

/** Stores and applies one verified event; false when it had been handled already. */
export async function handleEvent(event: Stripe.Event, payments: PaymentsConfig): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const stored = await tx.paymentEvent.createMany({ data: [{ id: event.id, type: event.type }], skipDuplicates: true });
    if (stored.count === 0) return false;
    const change = changeOf(event);
    if (change) await applyChange(tx, change, new Date(event.created * 1000), payments);
    return true;
  });
}
