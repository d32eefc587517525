// Practice that adapts: a practice rating per student and family that learns from every first
// answer to a practice question and takes in every rated contest, kept apart from the contest
// rating shown on leaderboards, and the families a student's unfiltered practice draws from.
// docs/RATINGS.md, "Practice that adapts".
import type { Family } from "./families.ts";
import { expectedScore, GUESSING_FLOOR, INITIAL_RATING, ELO_SCALE, solveProbability, type Rated } from "./rating.ts";
import { ratingStandardError } from "./ratingScale.ts";

/** A practice answer moves the practice rating by at least this K, so a student who learns is followed. */
export const PRACTICE_K_MIN = 32;
/** ...and at most this K, however unsure the rating: one answer is one answer. */
export const PRACTICE_K_MAX = 80;

/**
 * A stored practice rating: its value and games (practice answers, plus the contest games it took
 * in), and the contest rating of the family it last took in (null: none, it was practised first).
 */
export type PracticeStanding = Rated & { contestRating: number | null; contestGames: number | null };

/**
 * Where a practice rating starts: the student's contest rating in the family when there is one
 * (what the student showed under the clock), else 1500, the typical entrant of the family.
 */
export function startingPracticeRating(contest: Rated | null): Rated {
  return { rating: contest?.rating ?? INITIAL_RATING, games: contest?.games ?? 0 };
}

/**
 * The practice rating now, taking in the contests rated since it was last written:
 * - never practised: the contest rating (startingPracticeRating);
 * - practised after a contest: moved by what the contest rating moved since (and its games added),
 *   so it keeps what practice taught on top of what contests say;
 * - practised before any contest, now rated: the two weighed by their games (a first contest of 25
 *   questions outweighs a few practice answers, and the other way round).
 */
export function currentPracticeRating(practice: PracticeStanding | null, contest: Rated | null): Rated {
  if (!practice) return startingPracticeRating(contest);
  if (!contest || contest.games === 0) return { rating: practice.rating, games: practice.games };
  if (practice.contestRating !== null) {
    return { rating: practice.rating + contest.rating - practice.contestRating, games: practice.games + Math.max(0, contest.games - (practice.contestGames ?? 0)) };
  }
  const games = practice.games + contest.games;
  return { rating: (practice.rating * practice.games + contest.rating * contest.games) / Math.max(1, games), games };
}

/**
 * The K of one practice answer: how far the answer's surprise moves a rating this unsure (the gain
 * of a Kalman filter, σ² p' / (p(1 - p) + σ² p'²), with σ the rating's standard error after its
 * games and p' the slope of the expected score), between PRACTICE_K_MIN and PRACTICE_K_MAX. A
 * rating from one contest moves about 80 points per unit of surprise, a settled one 32.
 */
export function practiceK(practice: Rated, question: { rating: number; multipleChoice: boolean }): number {
  const sigma = ratingStandardError(practice.games);
  const floor = question.multipleChoice ? GUESSING_FLOOR : 0;
  const solve = solveProbability(practice.rating, question.rating);
  const expected = floor + (1 - floor) * solve;
  const slope = ((1 - floor) * solve * (1 - solve) * Math.LN10) / ELO_SCALE;
  const gain = (sigma ** 2 * slope) / (expected * (1 - expected) + sigma ** 2 * slope ** 2);
  return Math.min(PRACTICE_K_MAX, Math.max(PRACTICE_K_MIN, gain));
}

/**
 * The practice rating after one first answer to a question: Elo's step with practiceK against the
 * question's rating, the guessing floor on a five-choice question. The question does not move:
 * only rated contests calibrate questions.
 */
export function afterPracticeAnswer(practice: Rated, question: { rating: number; multipleChoice: boolean }, correct: boolean): Rated {
  const expected = expectedScore(practice.rating, question.rating, question);
  return { rating: practice.rating + practiceK(practice, question) * ((correct ? 1 : 0) - expected), games: practice.games + 1 };
}

/** The family a school grade sits AMC 8 (up to grade 8), AMC 10 (9 and 10) or AMC 12 (11 and 12). */
export function gradeFamily(grade: number | null): Family | null {
  if (grade === null || !Number.isFinite(grade)) return null;
  if (grade <= 8) return "AMC8";
  if (grade <= 10) return "AMC10";
  return "AMC12";
}

/**
 * The families unfiltered practice draws from: every family the student has a contest or practice
 * rating in, and the family of their grade. A student with neither starts on AMC 8, the family
 * with the easiest papers. AIME comes only once the student has met it: a family's 1500 is its
 * typical entrant, so an unmet family's rating says nothing about the student.
 */
export function practiceFamilies(grade: number | null, rated: readonly Family[]): Family[] {
  const families = new Set<Family>(rated);
  const byGrade = gradeFamily(grade);
  if (byGrade) families.add(byGrade);
  if (families.size === 0) families.add("AMC8");
  return [...families];
}
