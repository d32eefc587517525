// The premium plans and how the browser pays for them (the checkout screen), and the
// development payment page's session.
import { builder } from "./builder.ts";
import { PLAN_FEATURES, PLANS, planOf, priceLabel, savingPercent, type Plan } from "../domain/plans.ts";
import { payments, DEVELOPMENT_STRIPE_JS_PATH, STRIPE_JS_URL } from "../payments/provider.ts";
import { developmentSessionPlan } from "../payments/developmentProvider.ts";

export const PlanRef = builder.objectRef<Plan>("Plan").implement({
  description: "A premium plan as sold: monthly 'Unlimited Plan' or annual 'Annual Plan'.",
  fields: (t) => ({
    plan: t.exposeString("plan", { description: "MONTHLY or ANNUAL, the plan_id the checkout addresses take." }),
    name: t.exposeString("name"),
    price: t.string({ description: "$24.99 or $160.", resolve: priceLabel }),
    interval: t.exposeString("interval", { description: "month or year." }),
    savingPercent: t.int({ nullable: true, description: "What the plan saves against paying monthly, in whole percent.", resolve: savingPercent }),
    features: t.stringList({ resolve: () => [...PLAN_FEATURES] }),
    checkoutPath: t.exposeString("checkoutPath", { description: "POST {plan_id} here for a Checkout Session id." }),
  }),
});

const PaymentProviderEnum = builder.enumType("PaymentProvider", {
  values: { STRIPE: { description: "Stripe, with real keys." }, DEVELOPMENT: { description: "The development payment page (no keys, this machine only)." } } as const,
});

type PaymentSetup = { provider: "STRIPE" | "DEVELOPMENT"; publishableKey: string; scriptUrl: string };

const PaymentSetupRef = builder.objectRef<PaymentSetup>("PaymentSetup").implement({
  description: "What the browser loads to redirect to the payment page: Stripe.js, or the development stand-in.",
  fields: (t) => ({
    provider: t.field({ type: PaymentProviderEnum, resolve: (setup) => setup.provider }),
    publishableKey: t.exposeString("publishableKey"),
    scriptUrl: t.exposeString("scriptUrl"),
  }),
});

builder.queryFields((t) => ({
  plans: t.field({
    type: [PlanRef],
    description: "The premium plans, monthly first.",
    resolve: () => [...PLANS],
  }),
  paymentSetup: t.field({
    type: PaymentSetupRef,
    resolve: (): PaymentSetup => {
      const config = payments().payments;
      return config.kind === "stripe"
        ? { provider: "STRIPE", publishableKey: config.publishableKey, scriptUrl: STRIPE_JS_URL }
        : { provider: "DEVELOPMENT", publishableKey: config.publishableKey, scriptUrl: DEVELOPMENT_STRIPE_JS_PATH };
    },
  }),
  developmentCheckout: t.field({
    type: PlanRef,
    nullable: true,
    description: "The plan of the viewer's own development checkout session; null with Stripe configured or for anyone else's.",
    args: { sessionId: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => {
      if (!context.viewer || payments().payments.kind !== "development") return null;
      const plan = developmentSessionPlan(args.sessionId, context.viewer.id);
      return plan ? planOf(plan) : null;
    },
  }),
}));
