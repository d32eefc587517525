// The process-wide Stripe client for services (like db): app.ts sets it once from configuration.
import type Stripe from "stripe";
import type { PaymentsConfig } from "../config.ts";
import { stripeClient } from "./stripeClient.ts";

type Payments = { stripe: Stripe; payments: PaymentsConfig; publicUrl: string };

let current: Payments | null = null;

export function usePayments(payments: PaymentsConfig, publicUrl: string): Stripe {
  current = { stripe: stripeClient(payments), payments, publicUrl };
  return current.stripe;
}

export function payments(): Payments {
  if (!current) throw new Error("Payments are not set up yet: call usePayments() first");
  return current;
}

/** Stripe.js, or in development the page-compatible stand-in served by the app itself. */
export const STRIPE_JS_URL = "https://js.stripe.com/v3/";
export const DEVELOPMENT_STRIPE_JS_PATH = "/dev-payments/stripe.js";
