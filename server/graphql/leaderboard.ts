import { z } from "zod";
import { builder } from "./builder.ts";
import { CompetitionFamilyEnum } from "./enums.ts";
import { resolveOffsetConnection } from "@pothos/plugin-relay";
import { leaderboardSize, type LeaderboardEntry } from "../services/leaderboard.ts";
import { loadersFor } from "./loaders.ts";
import { FAMILIES, FAMILY_LABEL, type Family } from "../domain/families.ts";

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
    deprecationReason: "Use leaderboards(family:) { entries }, a connection that pages through the whole board (first/after, last/before) and counts it (totalCount).",
    args: {
      family: t.arg({ type: CompetitionFamilyEnum, required: true }),
      first: t.arg.int({ defaultValue: 5, validate: z.number().int().min(1).max(50) }),
    },
    resolve: (_root, args, context) => loadersFor(context).boardPages.load({ family: args.family, first: args.first ?? 5, offset: 0 }),
  }),
);

// A family's whole board as a node with its entries as a connection, so a client pages through
// several boards side by side (each board is its own object: node(id:) refetches one).
type Board = { family: Family };

const LeaderboardRef = builder.node(builder.objectRef<Board>("Leaderboard"), {
  description: "A contest family's leaderboard: every student rated in the family, highest rating first.",
  id: { resolve: (board) => board.family },
  loadOne: (id) => (FAMILIES.includes(id as Family) ? { family: id as Family } : null),
  fields: (t) => ({
    family: t.field({ type: CompetitionFamilyEnum, description: "The contest family ranked.", resolve: (board) => board.family }),
    label: t.string({ description: "The family as screens name it: AMC 10.", resolve: (board) => FAMILY_LABEL[board.family] }),
    entries: t.connection(
      {
        type: LeaderboardEntryRef,
        description: "The board in pages, in leaderboard's order; totalCount is every student rated in the family.",
        // A page reads about offset + first rows along the rating index; the count (every rated
        // student) is only taken when a page is read from the end or totalCount is asked for.
        resolve: async (board, args, context) => {
          const fromTheEnd = args.last != null && args.before == null;
          const totalCount = fromTheEnd ? await leaderboardSize(board.family) : undefined;
          const page = await resolveOffsetConnection({ args, totalCount }, ({ offset, limit }) =>
            loadersFor(context).boardPages.load({ family: board.family, first: limit, offset }),
          );
          return { ...page, family: board.family, totalCount };
        },
      },
      {
        fields: (t) => ({
          totalCount: t.int({
            resolve: (connection) => {
              const counted = connection as unknown as Board & { totalCount?: number };
              return counted.totalCount ?? leaderboardSize(counted.family);
            },
          }),
        }),
      },
    ),
  }),
});

builder.queryField("leaderboards", (t) =>
  t.field({
    type: [LeaderboardRef],
    description: "The leaderboards of the contest families (AMC 8, AMC 10, AMC 12, AIME), or only the one asked for.",
    args: { family: t.arg({ type: CompetitionFamilyEnum, description: "Only this family's board; all four when left out." }) },
    resolve: (_root, args) => FAMILIES.filter((family) => !args.family || family === args.family).map((family) => ({ family })),
  }),
);

builder.queryField("leaderboardStanding", (t) =>
  t.field({
    type: LeaderboardEntryRef,
    nullable: true,
    description: "The viewer's own place on the family's leaderboard, in its order; null when signed out or not rated in the family.",
    args: { family: t.arg({ type: CompetitionFamilyEnum, required: true }) },
    resolve: (_root, args, context) => (context.viewer ? loadersFor(context).standings.load(args.family) : null),
  }),
);
