// /app/checkout/pay: the development payment page (no Stripe keys), standing in for Stripe's
// checkout page. Paying asks the development provider, which sends a correctly signed webhook
// event to the real webhook handler; then, as Stripe does, the browser returns to /checkout.
import { useState, type FormEvent } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link, useSearchParams } from "react-router";
import type { DevelopmentPaymentScreenQuery } from "../../__generated__/DevelopmentPaymentScreenQuery.graphql.ts";
import { ScreenError } from "../../components/ScreenError.tsx";
import { SignInBoundary } from "../../components/SignInBoundary.tsx";
import { CHECKOUT_MESSAGES } from "./messages.ts";

export default function DevelopmentPaymentScreen() {
  return (
    <ScreenError title="Unable to load the payment page" action={<Link to="/checkout">Back to the plans</Link>}>
      <DevelopmentPayment />
    </ScreenError>
  );
}

function DevelopmentPayment() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get("session_id") ?? "";
  const data = useLazyLoadQuery<DevelopmentPaymentScreenQuery>(
    graphql`
      query DevelopmentPaymentScreenQuery($sessionId: String!) {
        viewer { id email }
        developmentCheckout(sessionId: $sessionId) { name price interval }
      }
    `,
    { sessionId },
    { fetchPolicy: "network-only" },
  );
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function pay(event: FormEvent) {
    event.preventDefault();
    setPaying(true);
    setFailure(null);
    try {
      const response = await fetch("/dev-payments/pay", {
        method: "POST",
        headers: { "content-type": "application/json" },
        credentials: "same-origin",
        body: JSON.stringify({ session_id: sessionId }),
      });
      if (response.ok) {
        window.location.assign(`/app/checkout?status=success&session_id=${encodeURIComponent(sessionId)}`);
        return;
      }
      setFailure(CHECKOUT_MESSAGES.unexpected);
    } catch {
      setFailure(CHECKOUT_MESSAGES.unexpected);
    }
    setPaying(false);
  }

  return (
    <SignInBoundary viewer={data.viewer}>
      {(viewer) => {
        const plan = data.developmentCheckout;
        if (!plan) {
          return (
            <section className="card error" role="alert">
              <h1>Checkout session not found</h1>
              <p>This payment page does not belong to a checkout you started.</p>
              <p><Link to="/checkout">Back to the plans</Link></p>
            </section>
          );
        }
        return (
          <div className="payment-page">
            <p className="payment-banner" role="note">Development payment page: no card is charged. With Stripe keys configured, Stripe's own page appears instead.</p>
            <form className="card payment-form" onSubmit={pay} aria-labelledby="payment-title">
              <h1 id="payment-title">Pay Boxed</h1>
              <p className="payment-summary">
                <span>{plan.name}</span>
                <strong>{plan.price} <span className="muted">per {plan.interval}</span></strong>
              </p>
              <label>Email<input type="email" value={viewer.email ?? ""} readOnly /></label>
              <label>Card number<input name="card" inputMode="numeric" autoComplete="cc-number" defaultValue="4242 4242 4242 4242" required /></label>
              <div className="payment-row">
                <label>Expiry (MM / YY)<input name="expiry" autoComplete="cc-exp" defaultValue="12 / 34" required /></label>
                <label>CVC<input name="cvc" inputMode="numeric" autoComplete="cc-csc" defaultValue="123" required /></label>
              </div>
              <label>Name on card<input name="name" autoComplete="cc-name" required /></label>
              {failure && <p className="field-error" role="alert">{failure}</p>}
              <button type="submit" className="button button-premium payment-pay" disabled={paying}>
                {paying ? "Processing…" : `Pay ${plan.price}`}
              </button>
              <p className="payment-cancel"><Link to="/checkout?status=cancelled">Cancel and go back</Link></p>
            </form>
          </div>
        );
      }}
    </SignInBoundary>
  );
}
