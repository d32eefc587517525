import { describe, expect, it } from "vitest";
import { PLAN_FEATURES, PLANS, planOf, priceLabel, savingPercent } from "../../server/domain/plans.ts";

describe("the premium plans (spec 9)", () => {
  it("sells the monthly 'Unlimited Plan' at $24.99 per month and the annual 'Annual Plan' at $160 per year", () => {
    expect(PLANS.map((plan) => [plan.name, priceLabel(plan), plan.interval])).toEqual([
      ["Unlimited Plan", "$24.99", "month"],
      ["Annual Plan", "$160", "year"],
    ]);
  });

  it("advertises the annual plan as saving 46% against twelve monthly payments, and the monthly as saving nothing", () => {
    expect(savingPercent(planOf("ANNUAL"))).toBe(46);
    expect(savingPercent(planOf("MONTHLY"))).toBeNull();
  });

  it("lists unlimited access to Math Trainer, Courses, Contest, Quest and Vision", () => {
    expect(PLAN_FEATURES).toEqual([
      "Unlimited access to Math Trainer",
      "Unlimited access to Courses",
      "Unlimited access to Contest",
      "Unlimited access to Quest",
      "Unlimited access to Vision",
    ]);
  });

  it("asks each plan's checkout session at its own address", () => {
    expect(PLANS.map((plan) => plan.checkoutPath)).toEqual(["/create-checkout-session", "/create-checkout-session-annual"]);
  });
});
