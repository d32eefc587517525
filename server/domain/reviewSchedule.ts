// When a missed question comes back for review: a spaced-repetition schedule (FSRS, through the
// ts-fsrs library). A miss anywhere counts as "Again"; a review solved on the first try as
// "Good", on the second as "Hard", and a review failed twice as "Again".
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

// Deterministic intervals (no fuzz), so the order of reviews is reproducible.
const scheduler = fsrs({ enable_fuzz: false });

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

function schedule(state: ReviewCardState | null, now: Date, grade: Grade): ReviewCardState {
  return fromCard(scheduler.next(toCard(state, now), now, grade).card);
}

/** A wrong answer anywhere (lesson, practice, question page, contest, review). */
export function afterMiss(state: ReviewCardState | null, now: Date): ReviewCardState {
  return schedule(state, now, Rating.Again);
}

/** The grade of a finished review: solved on the first try, on the second, or not at all. */
export function reviewGrade(solved: boolean, attemptsUsed: number): Grade {
  if (!solved) return Rating.Again;
  return attemptsUsed <= 1 ? Rating.Good : Rating.Hard;
}

export function afterReview(state: ReviewCardState, now: Date, solved: boolean, attemptsUsed: number): ReviewCardState {
  return schedule(state, now, reviewGrade(solved, attemptsUsed));
}

/** Review choices on the practice page, in days; 21 by default. */
export const REVIEW_DAYS = [14, 21, 30] as const;
export const DEFAULT_REVIEW_DAYS = 21;
