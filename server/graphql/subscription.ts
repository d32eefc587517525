// Cancelling the signed-in user's subscription (POST /api/cancel-subscription's mutation).
import { builder } from "./builder.ts";
import { InputError } from "../domain/errors.ts";
import { cancelSubscription } from "../services/subscriptions.ts";
import { db } from "../db/index.ts";
import { SubscriptionRef } from "./user.ts";
import "./errors.ts";

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
}));
