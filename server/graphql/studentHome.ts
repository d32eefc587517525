// The signed-in student's home page: ratings with their place on the boards, the streak of
// practice days, what to do next and recent activity, all decided on the server.
import { builder } from "./builder.ts";
import { loadersFor } from "./loaders.ts";
import { CompetitionFamilyEnum } from "./enums.ts";
import type { ActivityItem, NextStep, PracticeStreak } from "../domain/studentHome.ts";
import { studentHome, type HomeRating, type StudentHome } from "../services/studentHome.ts";

const HomeRatingRef = builder.objectRef<HomeRating>("HomeRating").implement({
  fields: (t) => ({
    family: t.expose("family", { type: CompetitionFamilyEnum }),
    label: t.exposeString("label", { description: "AMC 10." }),
    rating: t.exposeInt("rating", { description: "Rounded to a whole number." }),
    games: t.exposeInt("games", { description: "Questions rated so far in this family (each answer of a rated contest is one)." }),
    provisional: t.exposeBoolean("provisional"),
    rank: t.exposeInt("rank", { nullable: true, description: "The student's place on the family's leaderboard." }),
    lastChange: t.exposeInt("lastChange", { nullable: true, description: "How much the last rated contest moved the rating." }),
  }),
});

const PracticeDayRef = builder.objectRef<PracticeStreak["lastDays"][number]>("PracticeDay").implement({
  fields: (t) => ({
    day: t.exposeString("day", { description: "A UTC day, YYYY-MM-DD." }),
    practised: t.exposeBoolean("practised"),
  }),
});

const PracticeStreakRef = builder.objectRef<PracticeStreak>("PracticeStreak").implement({
  description: "Days with at least one answer, counted in UTC.",
  fields: (t) => ({
    current: t.exposeInt("current", { description: "Consecutive days ending today, or yesterday while today has no answer yet." }),
    longest: t.exposeInt("longest"),
    practisedToday: t.exposeBoolean("practisedToday"),
    lastDays: t.field({ type: [PracticeDayRef], description: "The last 14 days, oldest first.", resolve: (streak) => streak.lastDays }),
  }),
});

const NextStepKindEnum = builder.enumType("NextStepKind", {
  values: ["REVIEW_MISTAKES", "CONTINUE_LESSON", "START_COURSE", "TAKE_CONTEST"] as const,
});

const NextStepRef = builder.objectRef<NextStep>("NextStep").implement({
  fields: (t) => ({
    kind: t.expose("kind", { type: NextStepKindEnum }),
    title: t.exposeString("title"),
    detail: t.exposeString("detail"),
    path: t.exposeString("path", { description: "Where it is in the app, below /app." }),
  }),
});

const ActivityKindEnum = builder.enumType("ActivityKind", { values: ["CONTEST", "LESSON", "PRACTICE", "REVIEW", "QUESTION"] as const });

const ActivityItemRef = builder.objectRef<ActivityItem>("ActivityItem").implement({
  fields: (t) => ({
    kind: t.expose("kind", { type: ActivityKindEnum }),
    at: t.expose("at", { type: "DateTime", description: "The last answer of the item." }),
    title: t.exposeString("title"),
    detail: t.exposeString("detail"),
    path: t.exposeString("path", { nullable: true }),
  }),
});

const StudentHomeRef = builder.objectRef<StudentHome>("StudentHome").implement({
  fields: (t) => ({
    ratings: t.field({ type: [HomeRatingRef], resolve: (home) => home.ratings }),
    streak: t.field({ type: PracticeStreakRef, resolve: (home) => home.streak }),
    nextSteps: t.field({ type: [NextStepRef], description: "Most useful first.", resolve: (home) => home.nextSteps }),
    recentActivity: t.field({ type: [ActivityItemRef], description: "Newest first: one line per contest, or per lesson or kind of practice and day.", resolve: (home) => home.recentActivity }),
  }),
});

builder.queryField("studentHome", (t) =>
  t.field({
    type: StudentHomeRef,
    nullable: true,
    description: "The signed-in viewer's home page; null when signed out.",
    resolve: (_root, _args, context) =>
      context.viewer
        ? studentHome(context.viewer, context.now, async (families) => {
            const standings = await loadersFor(context).standings.loadMany(families);
            return standings.map((standing) => {
              if (standing instanceof Error) throw standing;
              return standing;
            });
          })
        : null,
  }),
);
