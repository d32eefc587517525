// The dataset sizes of the speed bench: issue 17's database by default, or a fraction of it.
// Content (competitions, questions, courses) stays the same at every scale; people and what they
// did (users, answers, submissions, review cards) shrink with the fraction.

export type Scale = {
  label: string;
  users: number;
  competitions: number;
  questions: number;
  answers: number;
  submissions: number;
  reviewCards: number;
  /** Courses added to the demo ones; each has LESSONS_PER_COURSE lessons of SECTIONS_PER_LESSON sections. */
  courses: number;
};

export const FULL: Scale = {
  label: "full",
  users: 100_000,
  competitions: 174,
  questions: 15_767,
  answers: 5_070_000,
  submissions: 91_600,
  reviewCards: 1_660_000,
  courses: 22,
};

/** `full`, `small` (1/50) or `1/N`. */
export function scaleOf(name: string): Scale {
  if (name === "full") return FULL;
  const divisor = name === "small" ? 50 : Number(/^1\/(\d+)$/.exec(name)?.[1]);
  if (!Number.isInteger(divisor) || divisor < 1) throw new Error(`--scale must be full, small or 1/N (got ${name})`);
  const part = (value: number) => Math.max(1, Math.round(value / divisor));
  return {
    ...FULL,
    label: name === "small" ? "small (1/50)" : name,
    users: part(FULL.users),
    answers: part(FULL.answers),
    submissions: part(FULL.submissions),
    reviewCards: part(FULL.reviewCards),
  };
}
