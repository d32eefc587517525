// The premium plans as the product sells them (spec section 9): names, prices, the saving the
// annual plan is advertised with, and what both include. The checkout screen and the profile
// show these; the price ids Stripe charges come from configuration.
export type PlanName = "MONTHLY" | "ANNUAL";

export type Plan = {
  plan: PlanName;
  name: string;
  /** In cents (US dollars), so the saving is computed, not typed. */
  priceCents: number;
  interval: "month" | "year";
  /** Where the browser asks for a Checkout Session for this plan. */
  checkoutPath: string;
};

export const PLANS: readonly Plan[] = [
  { plan: "MONTHLY", name: "Unlimited Plan", priceCents: 2499, interval: "month", checkoutPath: "/create-checkout-session" },
  { plan: "ANNUAL", name: "Annual Plan", priceCents: 16000, interval: "year", checkoutPath: "/create-checkout-session-annual" },
];

/** Both plans give unlimited access to all of these. */
export const PLAN_FEATURES: readonly string[] = ["Math Trainer", "Courses", "Contest", "Quest", "Vision"].map((part) => `Unlimited access to ${part}`);

export function planOf(plan: PlanName): Plan {
  return PLANS.find((candidate) => candidate.plan === plan)!;
}

/** "$24.99", "$160": whole dollars without cents. */
export function priceLabel(plan: Plan): string {
  const dollars = plan.priceCents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

/**
 * What a yearly plan saves against twelve months of the monthly one, in whole percent rounded
 * down (so the advertisement never overstates it): 46 for $160 against 12 × $24.99.
 */
export function savingPercent(plan: Plan): number | null {
  if (plan.interval !== "year") return null;
  const monthly = PLANS.find((candidate) => candidate.interval === "month")!;
  return Math.floor((1 - plan.priceCents / (monthly.priceCents * 12)) * 100);
}
