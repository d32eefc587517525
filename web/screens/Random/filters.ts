// The random-practice filters: mode, one competition, one topic, review days (Review only). What
// may be chosen comes from the schema (Query.choices).
import type { PracticeMode, Topic } from "../../__generated__/RandomPracticeQuery.graphql.ts";

export type Filters = {
  mode: PracticeMode;
  competition: string | null;
  topic: Topic | null;
  reviewDays: number;
};

/** Changes to any of these fetch a new question and reset the answer state. Days count only in Review. */
export const filtersKey = (filters: Filters) =>
  [filters.mode, filters.competition ?? "", filters.topic ?? "", filters.mode === "REVIEW" ? filters.reviewDays : ""].join("|");
