import { z } from "zod";
import { builder } from "./builder.ts";
import { CompetitionFamilyEnum } from "./enums.ts";
import type { TrendingLesson } from "../services/trendingLessons.ts";
import { loadersFor } from "./loaders.ts";

const TrendingLessonRef = builder.objectRef<TrendingLesson>("TrendingLesson").implement({
  fields: (t) => ({
    lessonId: t.exposeInt("lessonId"),
    name: t.exposeString("name"),
    userCount: t.exposeInt("userCount", { description: "Students who practised it in the last 30 days." }),
    questionCount: t.exposeInt("questionCount", { description: "Practice questions in its sections." }),
  }),
});

builder.queryField("trendingLessons", (t) =>
  t.field({
    type: [TrendingLessonRef],
    args: {
      family: t.arg({ type: CompetitionFamilyEnum, required: true }),
      first: t.arg.int({ defaultValue: 5, validate: z.number().int().min(1).max(20) }),
    },
    resolve: (_root, args, context) => loadersFor(context).trendingLists.load({ family: args.family, first: args.first ?? 5 }),
  }),
);
