// Premium: who is a subscriber. The subscription rows, kept up to date by the payment
// provider's webhook events, are the single truth; this is the one place that reads them.

export type SubscriptionState = {
  status: "ACTIVE" | "PAST_DUE" | "CANCELED" | "INCOMPLETE";
  currentPeriodEnd: Date | null;
};

/**
 * A subscription gives premium while it is active and its paid period has not ended. A
 * subscription cancelled at the period end stays active (and premium) until that end; a
 * failed payment (past due), a cancelled or an unfinished subscription gives none.
 */
export function givesPremium(subscription: SubscriptionState, now: Date): boolean {
  if (subscription.status !== "ACTIVE") return false;
  return subscription.currentPeriodEnd === null || subscription.currentPeriodEnd > now;
}

/** Subscribers: someone with at least one subscription that gives premium now. */
export function isSubscriber(subscriptions: readonly SubscriptionState[], now: Date): boolean {
  return subscriptions.some((subscription) => givesPremium(subscription, now));
}

/** A subscriber cannot buy a second subscription. */
export const ALREADY_SUBSCRIBED = "You already have a premium subscription.";
