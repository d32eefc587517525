// The profile's subscription card: a subscriber's plan with Cancel Subscription (and, with
// Stripe configured, Manage billing in Stripe's customer portal); 'premium until {date}' once
// cancelled; a notice when Stripe said the payment failed; the upgrade card for everyone else.
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import { toast } from "sonner";
import type { SubscriptionCard_user$key } from "../../__generated__/SubscriptionCard_user.graphql.ts";
import { longDate } from "../../dates.ts";
import { inputErrorOf } from "../../relay/useMutationAsync.ts";
import { useOpenBillingPortal } from "./mutations.ts";

export const CANCELLED = "Subscription cancelled successfully";
export const CANCEL_FAILED = "Failed to cancel subscription";
/** Long enough to read the toast before the page reloads. */
const RELOAD_AFTER_MS = 1500;

/** POST /api/cancel-subscription, the spec's contract (multipart useremail). */
async function cancelSubscription(email: string): Promise<boolean> {
  const form = new FormData();
  form.set("useremail", email);
  try {
    const response = await fetch("/api/cancel-subscription", { method: "POST", body: form, credentials: "same-origin" });
    return response.ok;
  } catch {
    return false;
  }
}

export function SubscriptionCard(props: { user: SubscriptionCard_user$key }) {
  const user = useFragment(
    graphql`
      fragment SubscriptionCard_user on User {
        email
        isSubscriber
        managesBilling
        subscription { planName paymentFailed currentPeriodEnd cancelAtPeriodEnd }
      }
    `,
    props.user,
  );
  const [cancelling, setCancelling] = useState(false);
  const [openBillingPortal, opening] = useOpenBillingPortal();

  async function manageBilling() {
    try {
      const { openBillingPortal: result } = await openBillingPortal({});
      const message = inputErrorOf(result);
      if (message) toast.error(message);
      else if (result.__typename === "BillingPortal") window.location.assign(result.url);
    } catch {
      toast.error("Unable to open billing. Please try again.");
    }
  }

  async function cancel() {
    setCancelling(true);
    if (await cancelSubscription(user.email)) {
      toast.success(CANCELLED);
      setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
      return;
    }
    toast.error(CANCEL_FAILED);
    setCancelling(false);
  }

  const billing = user.managesBilling && (
    <button type="button" className="button button-secondary" onClick={manageBilling} disabled={opening}>
      Manage billing
    </button>
  );
  const { subscription } = user;
  if (!user.isSubscriber || !subscription) {
    return (
      <>
        {subscription?.paymentFailed && (
          <section className="card error" role="alert" aria-labelledby="payment-failed-title">
            <h2 id="payment-failed-title">Payment failed</h2>
            <p>Your card payment for the {subscription.planName} did not go through, so premium is paused. Update your card or choose a plan again.</p>
            {billing}
          </section>
        )}
        <section className="card premium-card" aria-labelledby="upgrade-title">
          <h2 id="upgrade-title">Upgrade to Premium</h2>
          <p>Practise the problems most like each one you solve: open similar problems from any question, and Practice Similar Problems in one click. Courses, mock contests and full solutions are free for everyone.</p>
          <Link className="button button-premium" to="/checkout">
            Upgrade to Premium
          </Link>
        </section>
      </>
    );
  }
  const periodEnd = subscription.currentPeriodEnd ? longDate(subscription.currentPeriodEnd) : null;
  return (
    <section className="card premium-card" aria-labelledby="subscription-title">
      <h2 id="subscription-title">Premium subscription</h2>
      <dl className="facts">
        <dt>Plan</dt>
        <dd>{subscription.planName}</dd>
        <dt>Status</dt>
        <dd>{subscription.cancelAtPeriodEnd ? "Cancelled" : "Active"}</dd>
        {periodEnd && !subscription.cancelAtPeriodEnd && (
          <>
            <dt>Renews on</dt>
            <dd>{periodEnd}</dd>
          </>
        )}
      </dl>
      {subscription.cancelAtPeriodEnd && (
        <p className="subscription-ends">
          {periodEnd ? `You keep premium until ${periodEnd}.` : "You keep premium until the paid period ends."} It will not renew.
        </p>
      )}
      {(!subscription.cancelAtPeriodEnd || billing) && (
        <p className="subscription-actions">
          {!subscription.cancelAtPeriodEnd && (
            <button type="button" className="button button-secondary" onClick={cancel} disabled={cancelling}>
              {cancelling ? "Cancelling…" : "Cancel Subscription"}
            </button>
          )}
          {billing}
        </p>
      )}
    </section>
  );
}
