import { builder } from "./builder.ts";
import { CompetitionFamilyEnum } from "./enums.ts";
import { forYou, type ForYou, type ForYouContest, type RecommendedLesson } from "../services/forYou.ts";

const RecommendedLessonRef = builder.objectRef<RecommendedLesson>("RecommendedLesson").implement({
  fields: (t) => ({
    lessonId: t.exposeInt("lessonId"),
    name: t.exposeString("name"),
    competitionName: t.exposeString("competitionName"),
    correct: t.exposeInt("correct", { description: "The student's correct answers in this lesson." }),
    wrong: t.exposeInt("wrong"),
    attempts: t.int({ resolve: (lesson) => lesson.correct + lesson.wrong }),
    correctRate: t.exposeFloat("correctRate", { description: "From 0 to 1." }),
  }),
});

const ForYouContestRef = builder.objectRef<ForYouContest>("ForYouContest").implement({
  fields: (t) => ({
    family: t.expose("family", { type: CompetitionFamilyEnum }),
    contestId: t.exposeString("contestId"),
    label: t.exposeString("label"),
    enabled: t.exposeBoolean("enabled"),
    requiredAnswers: t.exposeInt("requiredAnswers"),
    answers: t.exposeInt("answers", { description: "The viewer's answers so far in this family." }),
    own: t.exposeBoolean("own", { description: "One of the families the viewer's practice draws from (by grade and ratings): For You opens on it." }),
    practiceRating: t.exposeInt("practiceRating", {
      nullable: true,
      description: "The rating practice targets in this family (learns from practice answers; not the leaderboard rating). Null before any rated contest or practice answer.",
    }),
    unlocked: t.boolean({ resolve: (contest) => contest.answers >= contest.requiredAnswers }),
    lessons: t.field({ type: [RecommendedLessonRef], resolve: (contest) => contest.lessons }),
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
