// /app/checkout: the premium plans for a signed-in non-subscriber (visitors are sent to sign in
// and come back here), the subscriber's own plan for a subscriber, and what happened when the
// payment page sends the browser back (?status=success or ?status=cancelled).
import { useEffect, useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link, useSearchParams } from "react-router";
import type { CheckoutScreenQuery } from "../../__generated__/CheckoutScreenQuery.graphql.ts";
import { ScreenError } from "../../components/ScreenError.tsx";
import { SignInBoundary } from "../../components/SignInBoundary.tsx";
import { longDate } from "../../dates.ts";
import { PlanChoice } from "./PlanChoice.tsx";

/** Stripe may deliver its webhook a moment after the browser comes back: look again meanwhile. */
const ACTIVATION_CHECKS = 15;
const ACTIVATION_INTERVAL_MS = 2000;

export default function CheckoutScreen() {
  const retry = <button type="button" className="button button-secondary" onClick={() => window.location.reload()}>Try again</button>;
  return (
    <ScreenError title="Unable to load the plans" action={retry}>
      <Checkout />
    </ScreenError>
  );
}

function Checkout() {
  const [searchParams] = useSearchParams();
  const status = searchParams.get("status");
  const [checks, setChecks] = useState(0);
  const data = useLazyLoadQuery<CheckoutScreenQuery>(
    graphql`
      query CheckoutScreenQuery {
        viewer {
          id
          isSubscriber
          subscription { planName currentPeriodEnd cancelAtPeriodEnd }
        }
        plans { plan ...PlanCard_plan }
        paymentSetup { scriptUrl publishableKey }
      }
    `,
    {},
    { fetchPolicy: "network-only", fetchKey: checks },
  );
  const activating = status === "success" && data.viewer != null && !data.viewer.isSubscriber && checks < ACTIVATION_CHECKS;
  useEffect(() => {
    if (!activating) return;
    const timer = setTimeout(() => setChecks((count) => count + 1), ACTIVATION_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [activating]);

  return (
    <SignInBoundary viewer={data.viewer}>
      {(viewer) => (
        <div className="checkout">
          <h1>Upgrade to Premium</h1>
          {viewer.isSubscriber ? (
            <>
              {status === "success" && (
                <section className="notice checkout-success" role="status">
                  <strong>Welcome to Premium!</strong>
                  <span>Your payment went through. Similar questions and Practice Similar Problems are open now.</span>
                </section>
              )}
              <section className="card premium-card" aria-labelledby="your-plan">
                <h2 id="your-plan">You are a premium member</h2>
                <dl className="facts">
                  <dt>Plan</dt>
                  <dd>{viewer.subscription?.planName ?? "Premium"}</dd>
                  {viewer.subscription?.currentPeriodEnd && (
                    <>
                      <dt>{viewer.subscription.cancelAtPeriodEnd ? "Premium until" : "Renews on"}</dt>
                      <dd>{longDate(viewer.subscription.currentPeriodEnd)}</dd>
                    </>
                  )}
                </dl>
                <p className="checkout-links">
                  <Link className="button" to="/random">Start practising</Link>
                  <Link to="/user">Manage your subscription on your profile</Link>
                </p>
              </section>
            </>
          ) : status === "success" ? (
            <section className="notice checkout-success" role="status">
              <strong>{activating ? "Payment received. Activating your premium access…" : "Payment received."}</strong>
              {!activating && <span>Premium is taking longer than usual to start. Refresh this page in a minute; you will not be charged twice.</span>}
            </section>
          ) : (
            <>
              <p className="lead">Unlock similar questions, Practice Similar Problems and everything below. Cancel any time.</p>
              {status === "cancelled" && (
                <section className="notice checkout-cancelled" role="status">
                  <strong>Checkout cancelled.</strong>
                  <span>You have not been charged. Choose a plan whenever you are ready.</span>
                </section>
              )}
              <PlanChoice plans={data.plans} scriptUrl={data.paymentSetup.scriptUrl} publishableKey={data.paymentSetup.publishableKey} />
            </>
          )}
        </div>
      )}
    </SignInBoundary>
  );
}
