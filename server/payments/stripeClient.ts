// The Stripe SDK, set up from configuration: Stripe itself, or the API at STRIPE_API_URL
// (the tests' fake Stripe).
import Stripe from "stripe";
import type { PaymentsConfig } from "../config.ts";

export function stripeClient(payments: PaymentsConfig): Stripe {
  if (!payments.apiUrl) return new Stripe(payments.secretKey, { maxNetworkRetries: 1 });
  const api = new URL(payments.apiUrl);
  return new Stripe(payments.secretKey, {
    host: api.hostname,
    port: api.port || (api.protocol === "https:" ? 443 : 80),
    protocol: api.protocol === "https:" ? "https" : "http",
    maxNetworkRetries: 0,
  });
}
