// POST /api/cancel-subscription (multipart field useremail, the signed-in user's own address).
import { body, restRoute, textField, unwrapResult } from "./door.ts";
import { RestCancelSubscriptionDocument } from "./__generated__/graphql.ts";

export const cancelSubscriptionRoute = restRoute({
  method: "POST",
  url: "/api/cancel-subscription",
  document: RestCancelSubscriptionDocument,
  variables: (request) => ({ email: textField(body(request).useremail, "useremail") }),
  toJson: (data) => {
    const subscription = unwrapResult(data.cancelSubscription);
    return { success: true, cancel_at_period_end: subscription.cancelAtPeriodEnd, current_period_end: subscription.currentPeriodEnd };
  },
});
