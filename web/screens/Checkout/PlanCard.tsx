import { graphql, useFragment } from "react-relay";
import type { PlanCard_plan$key } from "../../__generated__/PlanCard_plan.graphql.ts";

/** One plan as the server sells it: name, price, saving, features and its subscribe button. */
export function PlanCard(props: {
  plan: PlanCard_plan$key;
  /** Terms ticked, payment script ready and nothing in progress. */
  enabled: boolean;
  redirecting: boolean;
  onSubscribe: (plan: { plan: string; checkoutPath: string }) => void;
}) {
  const plan = useFragment(
    graphql`
      fragment PlanCard_plan on Plan {
        plan
        name
        price
        interval
        savingPercent
        features
        checkoutPath
      }
    `,
    props.plan,
  );
  const titleId = `plan-${plan.plan}`;
  return (
    <section className="card plan-card" aria-labelledby={titleId}>
      <header className="plan-header">
        <h2 id={titleId}>{plan.name}</h2>
        {plan.savingPercent !== null && plan.savingPercent !== undefined && <span className="badge badge-premium">Save {plan.savingPercent}%</span>}
      </header>
      <p className="plan-price">
        <strong>{plan.price}</strong> <span className="muted">per {plan.interval}</span>
      </p>
      <ul className="plan-features">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <button type="button" className="button button-premium plan-subscribe" disabled={!props.enabled} onClick={() => props.onSubscribe(plan)}>
        {props.redirecting ? "Redirecting…" : `Subscribe to ${plan.name}`}
      </button>
    </section>
  );
}
