// The choices of the question forms' selects: the competitions and topics the schema knows.
import type { Topic } from "../../__generated__/QuestionEditorSaveMutation.graphql.ts";

export const COMPETITION_NAMES = ["AMC_8", "AMC_10A", "AMC_10B", "AMC_12A", "AMC_12B", "AIME_I", "AIME_II"] as const;

export const TOPICS: readonly [Topic, string][] = [
  ["ALGEBRA", "Algebra"],
  ["GEOMETRY", "Geometry"],
  ["NUMBER_THEORY", "Number Theory"],
  ["COUNTING_PROBABILITY", "Counting & Probability"],
];
