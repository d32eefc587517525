// Ad-hoc analytics for admins: one measure, grouped by up to three dimensions, filtered. Each
// measure is computed over one kind of record (its fact) and can be grouped only by what that
// record has. Only aggregates come out: no dimension names a student.
import { InputError } from "./errors.ts";

export type Fact = "answers" | "submissions" | "signUps" | "subscriptions";

export const MEASURES = {
  ANSWERS: { fact: "answers", description: "Answers given (every attempt)." },
  ACTIVE_STUDENTS: { fact: "answers", description: "Different students who answered." },
  CORRECT_RATE: { fact: "answers", description: "Share of answers that were correct (0 to 1)." },
  CONTEST_SUBMISSIONS: { fact: "submissions", description: "Contest submissions, anonymous ones included." },
  AVERAGE_SCORE: { fact: "submissions", description: "Average contest score, as a percentage of the full score." },
  SIGN_UPS: { fact: "signUps", description: "Accounts created." },
  SUBSCRIPTIONS: { fact: "subscriptions", description: "Subscriptions started." },
  CHURN_RATE: {
    fact: "answers",
    description: "Students active the month before who did not answer in the month, over the students active the month before (0 to 1). By MONTH only.",
  },
} as const satisfies Record<string, { fact: Fact; description: string }>;

export type Measure = keyof typeof MEASURES;

export const DIMENSIONS = {
  DAY: "The UTC day (YYYY-MM-DD).",
  WEEK: "The week, by its Monday (YYYY-MM-DD).",
  MONTH: "The month (YYYY-MM).",
  SOURCE: "Where an answer was given: LESSON, PRACTICE, QUESTION, CONTEST or REVIEW.",
  FAMILY: "The contest family: AMC8, AMC10, AMC12 or AIME.",
  COMPETITION: "The competition and year, e.g. AMC_10A 2023.",
  TOPIC: "The question's topic.",
  GRADE: "The student's school grade, as they gave it.",
  PLAN: "The subscription plan.",
} as const;

export type Dimension = keyof typeof DIMENSIONS;

const TIME: Dimension[] = ["DAY", "WEEK", "MONTH"];

/** What each fact can be grouped and filtered by. */
export const FACTS: Record<Fact, { dimensions: Dimension[]; filters: ("family" | "source")[] }> = {
  answers: { dimensions: [...TIME, "SOURCE", "FAMILY", "COMPETITION", "TOPIC", "GRADE"], filters: ["family", "source"] },
  submissions: { dimensions: [...TIME, "FAMILY", "COMPETITION", "GRADE"], filters: ["family"] },
  signUps: { dimensions: [...TIME, "GRADE"], filters: [] },
  subscriptions: { dimensions: [...TIME, "PLAN", "GRADE"], filters: [] },
};

export const MAX_GROUP_BY = 3;
/** At most this many rows come back; a request that would give more is refused. */
export const MAX_ROWS = 5_000;

export type AnalyticsFilter = { from?: Date | null; to?: Date | null; family?: string | null; source?: string | null };
export type AnalyticsRequest = { measure: Measure; groupBy: Dimension[]; filter: AnalyticsFilter };

/** The request checked against its measure's fact, or an InputError naming what is allowed. */
export function checkAnalyticsRequest(request: AnalyticsRequest): { fact: Fact } {
  const { measure, groupBy, filter } = request;
  const fact = MEASURES[measure].fact;
  if (groupBy.length > MAX_GROUP_BY) throw new InputError(`Group by at most ${MAX_GROUP_BY} dimensions.`, "groupBy");
  if (new Set(groupBy).size !== groupBy.length) throw new InputError("Each dimension may be named once.", "groupBy");
  if (groupBy.filter((dimension) => TIME.includes(dimension)).length > 1) {
    throw new InputError("Group by one of DAY, WEEK or MONTH, not several.", "groupBy");
  }
  if (measure === "CHURN_RATE" && (groupBy.length !== 1 || groupBy[0] !== "MONTH")) {
    throw new InputError("CHURN_RATE is grouped by MONTH only.", "groupBy");
  }
  const allowed = FACTS[fact].dimensions;
  const refused = groupBy.find((dimension) => !allowed.includes(dimension));
  if (refused) throw new InputError(`${measure} cannot be grouped by ${refused}. It can be grouped by ${allowed.join(", ")}.`, "groupBy");
  for (const name of ["family", "source"] as const) {
    if (filter[name] != null && !FACTS[fact].filters.includes(name)) {
      throw new InputError(`${measure} cannot be filtered by ${name}.`, "filter");
    }
  }
  if (filter.from && filter.to && filter.from > filter.to) throw new InputError("The date range ends before it starts.", "filter");
  return { fact };
}
