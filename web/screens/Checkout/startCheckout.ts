// Subscribe: ask the server for a Checkout Session of the plan (POST {plan_id} -> {id}), then
// let the payment script take the browser to the payment page. Resolves with the message to
// show when that did not happen; on success the page is left and it never resolves.
import { CHECKOUT_MESSAGES } from "./messages.ts";
import type { PaymentClient } from "./usePaymentScript.ts";

export async function startCheckout(plan: { plan: string; checkoutPath: string }, client: PaymentClient): Promise<string> {
  let response: Response;
  try {
    response = await fetch(plan.checkoutPath, {
      method: "POST",
      headers: { "content-type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({ plan_id: plan.plan.toLowerCase() }),
    });
  } catch {
    return CHECKOUT_MESSAGES.startFailed;
  }
  let body: { id?: unknown; detail?: unknown };
  try {
    body = await response.json();
  } catch {
    return response.ok ? CHECKOUT_MESSAGES.unexpected : CHECKOUT_MESSAGES.startFailed;
  }
  // The server's own words for a refusal the user can act on (signed out, already subscribed).
  if (response.status === 401 || response.status === 409) return typeof body.detail === "string" ? body.detail : CHECKOUT_MESSAGES.startFailed;
  if (!response.ok) return CHECKOUT_MESSAGES.startFailed;
  if (typeof body.id !== "string" || body.id === "") return CHECKOUT_MESSAGES.unexpected;
  try {
    // Stripe.js settles this promise only when it could not leave the page ({ error }).
    await client.redirectToCheckout({ sessionId: body.id });
    return CHECKOUT_MESSAGES.interrupted;
  } catch {
    return CHECKOUT_MESSAGES.unexpected;
  }
}
