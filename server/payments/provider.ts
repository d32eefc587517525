// The process-wide Stripe client for services (like db): app.ts sets it once from configuration.
// The SDK (a megabyte of code, 6 MB of heap once loaded) is loaded on the first call that needs
// it, not at start: most processes never talk to Stripe, and every megabyte the heap keeps at rest
// is several more at its peak (V8 lets the heap grow to a multiple of what survives).
import type Stripe from "stripe";
import type { PaymentsConfig } from "../config.ts";

type Payments = { stripe: () => Promise<Stripe>; payments: PaymentsConfig; publicUrl: string };

let current: Payments | null = null;

export function usePayments(payments: PaymentsConfig, publicUrl: string): Payments["stripe"] {
  let client: Promise<Stripe> | null = null;
  const stripe = () => (client ??= import("./stripeClient.ts").then(({ stripeClient }) => stripeClient(payments)));
  current = { stripe, payments, publicUrl };
  return stripe;
}

export function payments(): Payments {
  if (!current) throw new Error("Payments are not set up yet: call usePayments() first");
  return current;
}

/** Stripe.js, or in development the page-compatible stand-in served by the app itself. */
export const STRIPE_JS_URL = "https://js.stripe.com/v3/";
export const DEVELOPMENT_STRIPE_JS_PATH = "/dev-payments/stripe.js";
