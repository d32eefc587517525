// When a missed question comes back for review: a spaced-repetition schedule (FSRS, through the
// ts-fsrs library). A miss anywhere counts as "Again"; a review solved on the first try as
// "Good"; on the second try as "Hard" for a free answer, but as "Again" (a lapse) for a
// five-choice question, where a second try after one wrong letter is right one time in four by
// guessing; a review failed twice as "Again". No same-day steps: the student has usually just
// seen the answer, so a review minutes later tests short-term memory (FSRS's short-term steps
// are off, so every interval is whole days, at least one).
import { createEmptyCard, fsrs, Rating, type Card, type Grade } from "ts-fsrs";

export type ReviewCardState = {
  due: Date;
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  state: number;
  scheduledDays: number;
  learningSteps: number;
  lastReview: Date | null;
};

/** The review rules in force; the bench (bench/adaptive.ts) passes the former ones to compare. */
export type ReviewRules = {
  /** FSRS's short-term (minutes-apart) learning steps; off, so a miss comes back a day or more later. */
  sameDaySteps: boolean;
  /** A five-choice review solved on the second try is a lapse ("Again") rather than "Hard". */
  secondTryLapse: boolean;
};
export const REVIEW_RULES: Readonly<ReviewRules> = Object.freeze({ sameDaySteps: false, secondTryLapse: true });

// Deterministic intervals (no fuzz), so the order of reviews is reproducible.
const schedulers = {
  spaced: fsrs({ enable_fuzz: false, enable_short_term: false }),
  sameDay: fsrs({ enable_fuzz: false, enable_short_term: true }),
};

function toCard(state: ReviewCardState | null, now: Date): Card {
  if (!state) return createEmptyCard(now);
  return {
    due: state.due,
    stability: state.stability,
    difficulty: state.difficulty,
    elapsed_days: 0,
    scheduled_days: state.scheduledDays,
    learning_steps: state.learningSteps,
    reps: state.reps,
    lapses: state.lapses,
    state: state.state,
    last_review: state.lastReview ?? undefined,
  };
}

function fromCard(card: Card): ReviewCardState {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    lastReview: card.last_review ?? null,
  };
}

function schedule(state: ReviewCardState | null, now: Date, grade: Grade, rules: Readonly<ReviewRules>): ReviewCardState {
  const scheduler = rules.sameDaySteps ? schedulers.sameDay : schedulers.spaced;
  return fromCard(scheduler.next(toCard(state, now), now, grade).card);
}

/** A wrong answer anywhere (lesson, practice, question page, contest, review). */
export function afterMiss(state: ReviewCardState | null, now: Date, rules: Readonly<ReviewRules> = REVIEW_RULES): ReviewCardState {
  return schedule(state, now, Rating.Again, rules);
}

/** The grade of a finished review: solved on the first try, on the second, or not at all. */
export function reviewGrade(solved: boolean, attemptsUsed: number, multipleChoice: boolean, rules: Readonly<ReviewRules> = REVIEW_RULES): Grade {
  if (!solved) return Rating.Again;
  if (attemptsUsed <= 1) return Rating.Good;
  return multipleChoice && rules.secondTryLapse ? Rating.Again : Rating.Hard;
}

export function afterReview(
  state: ReviewCardState,
  now: Date,
  solved: boolean,
  attemptsUsed: number,
  multipleChoice: boolean,
  rules: Readonly<ReviewRules> = REVIEW_RULES,
): ReviewCardState {
  return schedule(state, now, reviewGrade(solved, attemptsUsed, multipleChoice, rules), rules);
}

/**
 * Whether a card is still on the review list: its last review, or its last miss when it has
 * never been reviewed, lies within the window. The window runs from the last review, so a
 * student who reviews keeps their cards; a card whose next interval reaches past the window
 * (mastered) leaves the list on its own.
 */
export function inReviewWindow(card: { lastMissedAt: Date | number; lastReview: Date | number | null }, days: number, now: Date): boolean {
  // The times as Dates or as milliseconds since 1970 (a heavy student's thousands of cards are read as numbers).
  const ms = (time: Date | number) => (typeof time === "number" ? time : time.getTime());
  const last = Math.max(ms(card.lastMissedAt), card.lastReview === null ? 0 : ms(card.lastReview));
  return now.getTime() - last <= days * 86_400_000;
}

/** Review choices on the practice page, in days; 21 by default. */
export const REVIEW_DAYS = [14, 21, 30] as const;
export const DEFAULT_REVIEW_DAYS = 21;
