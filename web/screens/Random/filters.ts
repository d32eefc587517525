// The random-practice filters: mode, one competition, one topic, review days (Review only).
import type { PracticeMode, Topic } from "../../__generated__/RandomPracticeQuery.graphql.ts";

export const COMPETITIONS = ["AMC_8", "AMC_10A", "AMC_10B", "AMC_12A", "AMC_12B", "AIME_I", "AIME_II"] as const;

export const TOPICS: { value: Topic; label: string }[] = [
  { value: "ALGEBRA", label: "Algebra" },
  { value: "GEOMETRY", label: "Geometry" },
  { value: "NUMBER_THEORY", label: "Number Theory" },
  { value: "COUNTING_PROBABILITY", label: "Counting & Probability" },
];

export const REVIEW_DAY_CHOICES = [14, 21, 30] as const;
export const DEFAULT_REVIEW_DAYS = 21;

export type Filters = {
  mode: PracticeMode;
  competition: string | null;
  topic: Topic | null;
  reviewDays: number;
};

/** Changes to any of these fetch a new question and reset the answer state. Days count only in Review. */
export const filtersKey = (filters: Filters) =>
  [filters.mode, filters.competition ?? "", filters.topic ?? "", filters.mode === "REVIEW" ? filters.reviewDays : ""].join("|");
