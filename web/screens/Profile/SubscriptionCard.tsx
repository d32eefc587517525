import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { SubscriptionCard_user$key } from "../../__generated__/SubscriptionCard_user.graphql.ts";

const PLAN_NAME: Record<string, string> = { MONTHLY: "Unlimited Plan", ANNUAL: "Annual Plan" };

export function SubscriptionCard(props: { user: SubscriptionCard_user$key }) {
  const user = useFragment(
    graphql`
      fragment SubscriptionCard_user on User {
        isSubscriber
        subscription { plan status currentPeriodEnd cancelAtPeriodEnd }
      }
    `,
    props.user,
  );
  if (!user.isSubscriber || !user.subscription) {
    return (
      <section className="card premium-card" aria-labelledby="upgrade-title">
        <h2 id="upgrade-title">Upgrade to Premium</h2>
        <p>Practise the problems most like each one you solve: open similar problems from any question, and Practice Similar Problems in one click. Courses, mock contests and full solutions are free for everyone.</p>
        <Link className="button button-premium" to="/checkout">Upgrade to Premium</Link>
      </section>
    );
  }
  const { subscription } = user;
  const periodEnd = subscription.currentPeriodEnd ? new Date(subscription.currentPeriodEnd).toLocaleDateString() : null;
  return (
    <section className="card" aria-labelledby="subscription-title">
      <h2 id="subscription-title">Premium subscription</h2>
      <dl className="facts">
        <dt>Plan</dt><dd>{PLAN_NAME[subscription.plan] ?? subscription.plan}</dd>
        <dt>Status</dt><dd>{subscription.cancelAtPeriodEnd ? "Cancelled (access until the period ends)" : "Active"}</dd>
        {periodEnd && (<><dt>{subscription.cancelAtPeriodEnd ? "Ends" : "Renews"}</dt><dd>{periodEnd}</dd></>)}
      </dl>
    </section>
  );
}
