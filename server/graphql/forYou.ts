import { builder } from "./builder.ts";
import { CompetitionFamilyEnum } from "./enums.ts";
import { forYou, type ForYou, type ForYouContest } from "../services/forYou.ts";

const ForYouContestRef = builder.objectRef<ForYouContest>("ForYouContest").implement({
  fields: (t) => ({
    family: t.expose("family", { type: CompetitionFamilyEnum }),
    contestId: t.exposeString("contestId"),
    label: t.exposeString("label"),
    enabled: t.exposeBoolean("enabled"),
    requiredAnswers: t.exposeInt("requiredAnswers"),
  }),
});

const ForYouRef = builder.objectRef<ForYou>("ForYou").implement({
  description: "The home page's personal recommendations, one tab per contest family.",
  fields: (t) => ({
    requiresLogin: t.exposeBoolean("requiresLogin"),
    contests: t.field({ type: [ForYouContestRef], resolve: (parent) => parent.contests }),
  }),
});

builder.queryField("forYou", (t) =>
  t.field({ type: ForYouRef, resolve: (_root, _args, context) => forYou(context.viewer) }),
);
