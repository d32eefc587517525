// Stripe's customer portal (card, invoices, cancellation): a portal session for the signed-in
// user's own Stripe customer, which comes back to the profile. Only with Stripe configured and
// once the user has a customer (their first checkout made one).
import { db } from "../db/index.ts";
import type { Viewer } from "../domain/viewer.ts";
import { InputError } from "../domain/errors.ts";
import { payments } from "../payments/provider.ts";

export const BILLING_UNAVAILABLE = "Billing is not available for this account.";
export const BILLING_FAILED = "Unable to open billing. Please try again.";

async function customerOf(userId: number): Promise<string | null> {
  if (payments().payments.kind !== "stripe") return null;
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { paymentCustomerId: true } });
  return user.paymentCustomerId;
}

/** Whether the user can open Stripe's customer portal. */
export async function managesBilling(userId: number): Promise<boolean> {
  return (await customerOf(userId)) !== null;
}

export async function openBillingPortal(viewer: Viewer): Promise<string> {
  const customer = await customerOf(viewer.id);
  if (!customer) throw new InputError(BILLING_UNAVAILABLE);
  const { stripe, publicUrl } = payments();
  try {
    const session = await (await stripe()).billingPortal.sessions.create({ customer, return_url: `${publicUrl}/app/user` });
    return session.url;
  } catch {
    throw new InputError(BILLING_FAILED);
  }
}
