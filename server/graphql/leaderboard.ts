import { z } from "zod";
import { builder } from "./builder.ts";
import { CompetitionFamilyEnum } from "./enums.ts";
import { leaderboard, type LeaderboardEntry } from "../services/leaderboard.ts";

const LeaderboardEntryRef = builder.objectRef<LeaderboardEntry>("LeaderboardEntry").implement({
  fields: (t) => ({
    rank: t.exposeInt("rank"),
    userId: t.exposeInt("userId"),
    username: t.exposeString("username"),
    rating: t.exposeInt("rating", { description: "Rounded to a whole number." }),
  }),
});

builder.queryField("leaderboard", (t) =>
  t.field({
    type: [LeaderboardEntryRef],
    description: "The highest ratings in a family; ties go to the student who reached it with more games, then the earlier account.",
    args: {
      family: t.arg({ type: CompetitionFamilyEnum, required: true }),
      first: t.arg.int({ defaultValue: 5, validate: z.number().int().min(1).max(50) }),
    },
    resolve: (_root, args) => leaderboard(args.family, args.first ?? 5),
  }),
);
