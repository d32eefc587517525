// Cancelling a subscription: at the end of the paid period, through Stripe. The row says so at
// once (cancelAtPeriodEnd); premium stays until currentPeriodEnd, and Stripe's
// customer.subscription.deleted then ends it.
import { db } from "../db/index.ts";
import type { Viewer } from "../domain/viewer.ts";
import { AccessDenied, InputError, SignInNeeded } from "../domain/errors.ts";
import { givesPremium } from "../domain/premium.ts";
import { payments } from "../payments/provider.ts";

export const CANCEL_FAILED = "Failed to cancel subscription";
export const NOTHING_TO_CANCEL = "You have no subscription to cancel.";

export async function cancelSubscription(viewer: Viewer | null, email: string | null, now: Date) {
  if (!viewer) throw new SignInNeeded();
  if (email !== null && email.trim().toLowerCase() !== viewer.email.toLowerCase()) {
    throw new AccessDenied("You can only cancel your own subscription.");
  }
  const rows = await db.subscription.findMany({ where: { userId: viewer.id, status: "ACTIVE" }, orderBy: { createdAt: "desc" } });
  const subscription = rows.find((row) => givesPremium(row, now));
  if (!subscription) throw new InputError(NOTHING_TO_CANCEL);
  if (subscription.providerSubscriptionId) {
    const { stripe, payments: config } = payments();
    if (config.kind === "stripe") {
      try {
        // Setting the flag twice is harmless, so no idempotency key (Stripe would keep a failure under it).
        await (await stripe()).subscriptions.update(subscription.providerSubscriptionId, { cancel_at_period_end: true });
      } catch {
        // Nothing changed here; the user may try again.
        throw new InputError(CANCEL_FAILED);
      }
    }
  }
  return db.subscription.update({ where: { id: subscription.id }, data: { cancelAtPeriodEnd: true } });
}
