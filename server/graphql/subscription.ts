// Cancelling the signed-in user's subscription (POST /api/cancel-subscription's mutation), and
// opening Stripe's customer portal.
import { builder } from "./builder.ts";
import { InputError } from "../domain/errors.ts";
import { cancelSubscription } from "../services/subscriptions.ts";
import { openBillingPortal } from "../services/billing.ts";
import { db } from "../db/index.ts";
import { SubscriptionRef } from "./user.ts";
import "./errors.ts";

const BillingPortalRef = builder.objectRef<{ url: string }>("BillingPortal").implement({
  fields: (t) => ({ url: t.exposeString("url", { description: "Where to send the browser: Stripe's customer portal." }) }),
});

builder.mutationFields((t) => ({
  cancelSubscription: t.withAuth({ signedIn: true }).prismaField({
    type: SubscriptionRef,
    description: "Cancels the signed-in user's subscription at the end of its paid period; premium stays until then.",
    errors: { types: [InputError] },
    args: { email: t.arg.string({ description: "Must be the signed-in user's own address when given." }) },
    resolve: async (query, _root, args, context) => {
      const subscription = await cancelSubscription(context.viewer, args.email ?? null, context.now);
      return db.subscription.findUniqueOrThrow({ ...query, where: { id: subscription.id } });
    },
  }),
  openBillingPortal: t.withAuth({ session: true }).field({
    type: BillingPortalRef,
    description: "A Stripe customer portal session for the signed-in user (card, invoices), returning to the profile.",
    errors: { types: [InputError] },
    resolve: async (_root, _args, context) => ({ url: await openBillingPortal(context.viewer) }),
  }),
}));
