// The rules of a signed-in student's home page: the streak of practice days, what to do next,
// which contest family to suggest, and how a piece of recent activity is described. Pure; the
// service (services/studentHome.ts) gathers the facts.
import type { Family } from "./families.ts";
import { FAMILY_LABEL } from "./families.ts";
import { competitionTitle } from "./labels.ts";

const DAY_MS = 86_400_000;

/** A UTC day as YYYY-MM-DD: days are counted in UTC, like the activity roll-ups. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
const dayBefore = (day: string): string => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS));

/** How many days the home page's strip of practice days shows, ending today. */
export const STREAK_STRIP_DAYS = 14;

export type PracticeStreak = {
  /** Consecutive days with an answer, ending today, or yesterday when today has none yet. */
  current: number;
  longest: number;
  practisedToday: boolean;
  /** The last STREAK_STRIP_DAYS days, oldest first, with whether the student practised. */
  lastDays: { day: string; practised: boolean }[];
};

/** The streak from the days a student answered anything (any order, duplicates allowed). */
export function practiceStreak(practisedDays: readonly string[], today: string): PracticeStreak {
  const days = new Set(practisedDays);
  const practisedToday = days.has(today);
  let current = 0;
  // A streak that reached yesterday is still alive today: the student has until midnight.
  for (let day = practisedToday ? today : dayBefore(today); days.has(day); day = dayBefore(day)) current++;
  let longest = 0;
  for (const day of days) {
    if (days.has(dayBefore(day))) continue; // not the first day of a run
    let length = 0;
    for (let d = day; days.has(d); d = utcDay(new Date(Date.parse(`${d}T00:00:00Z`) + DAY_MS))) length++;
    longest = Math.max(longest, length);
  }
  const lastDays: PracticeStreak["lastDays"] = [];
  for (let i = 0, day = today; i < STREAK_STRIP_DAYS; i++, day = dayBefore(day)) lastDays.unshift({ day, practised: days.has(day) });
  return { current, longest, practisedToday, lastDays };
}

/**
 * The family to suggest a contest in: the one the student was last rated in, else the one their
 * school grade sits (AMC 8 up to grade 8, AMC 10 in grades 9-10, AMC 12 after), else AMC 8.
 */
export function suggestedFamily(grade: number | null, lastRatedFamily: Family | null): Family {
  if (lastRatedFamily) return lastRatedFamily;
  if (grade === null || grade <= 8) return "AMC8";
  return grade <= 10 ? "AMC10" : "AMC12";
}

export type NextStepKind = "REVIEW_MISTAKES" | "CONTINUE_LESSON" | "START_COURSE" | "TAKE_CONTEST";
export type NextStep = { kind: NextStepKind; title: string; detail: string; path: string };

export type NextStepFacts = {
  /** Mistakes due for review now (as Practice → Review serves them). */
  dueMistakes: number;
  /** The lesson the student practised last that still has questions to do. */
  lessonInProgress: { lessonId: number; name: string; sectionId: number; sectionName: string; remaining: number } | null;
  /** The newest open contest of the suggested family the student has not submitted. */
  untakenContest: { name: string; year: number; family: Family } | null;
};

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** What to do next, most useful first: due mistakes fade, a lesson half done, then a contest. */
export function nextSteps(facts: NextStepFacts): NextStep[] {
  const steps: NextStep[] = [];
  if (facts.dueMistakes > 0) {
    steps.push({
      kind: "REVIEW_MISTAKES",
      title: `Review ${plural(facts.dueMistakes, "mistake")}`,
      detail: "Due for review now: another try while you still remember what went wrong.",
      path: "/random?mode=review",
    });
  }
  const lesson = facts.lessonInProgress;
  steps.push(
    lesson
      ? {
          kind: "CONTINUE_LESSON",
          title: `Continue ${lesson.name}`,
          detail: `${plural(lesson.remaining, "question")} left, starting in ${lesson.sectionName}.`,
          path: `/section-notes?id=${lesson.lessonId}&sid=${lesson.sectionId}`,
        }
      : {
          kind: "START_COURSE",
          title: "Start a course",
          detail: "Short lessons with worked examples, then practice questions at your level.",
          path: "/courses",
        },
  );
  const contest = facts.untakenContest;
  if (contest) {
    steps.push({
      kind: "TAKE_CONTEST",
      title: `Take ${competitionTitle(contest.name, contest.year)}`,
      detail: `A full ${FAMILY_LABEL[contest.family]} contest you have not sat yet, under the real time limit.`,
      path: `/contest/${contest.name}/${contest.year}`,
    });
  }
  return steps;
}

export type ActivityKind = "CONTEST" | "LESSON" | "PRACTICE" | "REVIEW" | "QUESTION";

/** Answers of one kind on one UTC day (one contest submission, or one lesson). */
export type ActivityGroup = {
  kind: ActivityKind;
  at: Date;
  answers: number;
  correct: number;
  lesson?: { lessonId: number; name: string; sectionId: number | null };
  contest?: { name: string; year: number; score: number; fullScore: number; ratingChange: number | null };
};

export type ActivityItem = { kind: ActivityKind; at: Date; title: string; detail: string; path: string | null };

const number = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** One line of recent activity in the product's words. */
export function describeActivity(group: ActivityGroup): ActivityItem {
  const answered = `${plural(group.answers, "answer")}, ${group.correct} correct`;
  const base = { kind: group.kind, at: group.at };
  switch (group.kind) {
    case "CONTEST": {
      const contest = group.contest!;
      const change = contest.ratingChange === null ? "" : `, rating ${contest.ratingChange >= 0 ? "+" : "−"}${Math.abs(contest.ratingChange)}`;
      return {
        ...base,
        title: competitionTitle(contest.name, contest.year),
        detail: `Scored ${number(contest.score)} of ${number(contest.fullScore)}${change}`,
        path: "/space",
      };
    }
    case "LESSON": {
      const lesson = group.lesson!;
      const path = lesson.sectionId === null ? null : `/section-notes?id=${lesson.lessonId}&sid=${lesson.sectionId}`;
      return { ...base, title: lesson.name, detail: answered, path };
    }
    case "PRACTICE":
      return { ...base, title: "Random practice", detail: answered, path: "/random" };
    case "REVIEW":
      return { ...base, title: "Review of past mistakes", detail: answered, path: "/random?mode=review" };
    case "QUESTION":
      return { ...base, title: "Single questions", detail: answered, path: null };
  }
}
