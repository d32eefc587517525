import { z } from "zod";
import { builder } from "./builder.ts";
import { CompetitionFamilyEnum } from "./enums.ts";
import { resolveOffsetConnection } from "@pothos/plugin-relay";
import { leaderboard, leaderboardSize, leaderboardStanding, type LeaderboardEntry } from "../services/leaderboard.ts";
import { totalCountOf } from "./totalCount.ts";

const LeaderboardEntryRef = builder.objectRef<LeaderboardEntry>("LeaderboardEntry").implement({
  fields: (t) => ({
    rank: t.exposeInt("rank"),
    userId: t.exposeInt("userId"),
    username: t.exposeString("username"),
    rating: t.exposeInt("rating", { description: "Rounded to a whole number." }),
    isDemo: t.exposeBoolean("isDemo", { description: "An invented student of the demo community, not a real person." }),
  }),
});

builder.queryField("leaderboard", (t) =>
  t.field({
    type: [LeaderboardEntryRef],
    description: "The highest ratings in a family; ties go to the student who reached it with more games, then the earlier account.",
    deprecationReason: "Use leaderboardConnection, which pages through the whole board (first/after, last/before) and counts it (totalCount).",
    args: {
      family: t.arg({ type: CompetitionFamilyEnum, required: true }),
      first: t.arg.int({ defaultValue: 5, validate: z.number().int().min(1).max(50) }),
    },
    resolve: (_root, args) => leaderboard(args.family, args.first ?? 5),
  }),
);

builder.queryField("leaderboardConnection", (t) =>
  t.connection(
    {
      type: LeaderboardEntryRef,
      description: "A family's whole leaderboard in pages, highest rating first, in leaderboard's order; totalCount is every student rated in the family.",
      args: { family: t.arg({ type: CompetitionFamilyEnum, required: true, description: "The contest family ranked." }) },
      resolve: async (_root, args) =>
        resolveOffsetConnection({ args, totalCount: await leaderboardSize(args.family) }, ({ offset, limit }) => leaderboard(args.family, limit, offset)),
    },
    { fields: (t) => ({ totalCount: t.int({ resolve: totalCountOf }) }) },
  ),
);

builder.queryField("leaderboardStanding", (t) =>
  t.field({
    type: LeaderboardEntryRef,
    nullable: true,
    description: "The viewer's own place on the family's leaderboard, in its order; null when signed out or not rated in the family.",
    args: { family: t.arg({ type: CompetitionFamilyEnum, required: true }) },
    resolve: (_root, args, context) => (context.viewer ? leaderboardStanding(args.family, context.viewer.id) : null),
  }),
);
