// How the product names things on screen, and the lists of names it offers. The schema exposes
// these (Competition.label and .title, Question.topicLabel, Query.choices, …); the web client
// reads the fields and never writes a label itself. Family names are in families.ts.

export type Topic = "ALGEBRA" | "GEOMETRY" | "NUMBER_THEORY" | "COUNTING_PROBABILITY";

/** The topics in the order the practice filters offer them, with the spec's words. */
export const TOPICS: readonly Topic[] = ["ALGEBRA", "GEOMETRY", "NUMBER_THEORY", "COUNTING_PROBABILITY"];
export const TOPIC_LABEL: Record<Topic, string> = {
  ALGEBRA: "Algebra",
  GEOMETRY: "Geometry",
  NUMBER_THEORY: "Number Theory",
  COUNTING_PROBABILITY: "Counting & Probability",
};

/** The competitions by name, as the spec lists them: random practice's filters, the question forms' list. */
export const COMPETITION_NAMES = ["AMC_8", "AMC_10A", "AMC_10B", "AMC_12A", "AMC_12B", "AIME_I", "AIME_II"] as const;

/** AMC_10A → "AMC 10A", AIME_I → "AIME I". */
export const competitionLabel = (name: string) => name.replace(/_/g, " ");

/** A competition and its year as screens name it: "AMC 10A 2024". */
export const competitionTitle = (name: string, year: number) => `${competitionLabel(name)} ${year}`;
