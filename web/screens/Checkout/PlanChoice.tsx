// The plans, the terms checkbox and the messages. The subscribe buttons are enabled only once
// the terms are ticked and the payment script has loaded (spec section 4).
import { useState } from "react";
import type { PlanCard_plan$key } from "../../__generated__/PlanCard_plan.graphql.ts";
import { CHECKOUT_MESSAGES } from "./messages.ts";
import { PlanCard } from "./PlanCard.tsx";
import { startCheckout } from "./startCheckout.ts";
import { usePaymentScript } from "./usePaymentScript.ts";

type PlanKey = PlanCard_plan$key & { readonly plan: string };

export function PlanChoice(props: { plans: readonly PlanKey[]; scriptUrl: string; publishableKey: string }) {
  const script = usePaymentScript(props.scriptUrl, props.publishableKey);
  const [agreed, setAgreed] = useState(false);
  const [working, setWorking] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function subscribe(plan: { plan: string; checkoutPath: string }) {
    if (script.status !== "ready") return;
    setWorking(plan.plan);
    setFailure(null);
    const message = await startCheckout(plan, script.client);
    setFailure(message);
    setWorking(null);
  }

  const scriptMessage =
    script.status === "load-failed" ? CHECKOUT_MESSAGES.loadFailed : script.status === "init-failed" ? CHECKOUT_MESSAGES.initFailed : null;
  const message = scriptMessage ?? failure;
  return (
    <>
      <label className="checkout-terms">
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        <span>I agree to the terms of service: the plan renews automatically until I cancel, and I can cancel any time from my profile.</span>
      </label>
      {message && <p className="checkout-message card error" role="alert">{message}</p>}
      {agreed && script.status === "loading" && <p className="checkout-message muted" role="status">{CHECKOUT_MESSAGES.stillLoading}</p>}
      {!agreed && <p className="muted checkout-hint">Tick the terms to choose a plan.</p>}
      <div className="plan-grid">
        {props.plans.map((plan) => (
          <PlanCard
            key={plan.plan}
            plan={plan}
            enabled={agreed && script.status === "ready" && working === null}
            redirecting={working === plan.plan}
            onSubscribe={subscribe}
          />
        ))}
      </div>
    </>
  );
}
