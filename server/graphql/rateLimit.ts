// Query.rateLimit, like GitHub's: the caller's cost budget as this operation left it.
import { builder } from "./builder.ts";
import { fullAt } from "../domain/leakyBucket.ts";

type RateLimit = { limit: number; cost: number; remaining: number; restoreRate: number; resetAt: Date };

const RateLimitRef = builder.objectRef<RateLimit>("RateLimit").implement({
  description: "The caller's GraphQL cost budget (a leaky bucket), as this operation left it. See docs/API.md, \"Costs and limits\".",
  fields: (t) => ({
    limit: t.exposeInt("limit", { description: "The most points the budget holds." }),
    cost: t.exposeInt("cost", { description: "The points this operation asked for (its requested cost)." }),
    remaining: t.exposeInt("remaining", { description: "The points left once this operation's cost was taken." }),
    restoreRate: t.exposeFloat("restoreRate", { description: "The points the budget regains each second." }),
    resetAt: t.expose("resetAt", { type: "DateTime", description: "When the budget is full again if nothing more is spent." }),
  }),
});

builder.queryField("rateLimit", (t) =>
  t.field({
    type: RateLimitRef,
    nullable: true,
    description: "The caller's cost budget after this operation; null for calls that no budget pays (the /api routes and the web client's persisted documents).",
    resolve: async (_root, _args, context) => {
      const cost = await context.cost;
      if (!cost) return null;
      return {
        limit: cost.policy.maximum,
        cost: cost.requested,
        remaining: Math.floor(cost.available),
        restoreRate: cost.policy.restoreRate,
        resetAt: fullAt(cost.available, cost.policy, context.now.getTime()),
      };
    },
  }),
);
