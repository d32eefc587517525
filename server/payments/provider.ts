// The process-wide Stripe client for services (like db): app.ts sets it once from configuration.
import type Stripe from "stripe";
import type { PaymentsConfig } from "../config.ts";
import { stripeClient } from "./stripeClient.ts";

let current: { stripe: Stripe; payments: PaymentsConfig } | null = null;

export function usePayments(payments: PaymentsConfig): Stripe {
  current = { stripe: stripeClient(payments), payments };
  return current.stripe;
}

export function payments(): { stripe: Stripe; payments: PaymentsConfig } {
  if (!current) throw new Error("Payments are not set up yet: call usePayments() first");
  return current;
}
