// Practice that adapts: a practice rating per student and family that learns from every first
// answer to a practice question, kept apart from the contest rating shown on leaderboards, and
// the families a student's unfiltered practice draws from. docs/RATINGS.md, "Practice".
import type { Family } from "./families.ts";
import { expectedScore, INITIAL_RATING, studentK, type Rated } from "./rating.ts";

/** A practice answer moves the practice rating by at least this K, so a student who learns is followed. */
export const PRACTICE_K_MIN = Number(process.env.PKMIN ?? 16);

/**
 * Where a practice rating starts: the student's contest rating in the family when there is one
 * (what the student showed under the clock), else 1500, the typical entrant of the family.
 */
export function startingPracticeRating(contest: Rated | null): Rated {
  return { rating: contest?.rating ?? INITIAL_RATING, games: contest?.games ?? 0 };
}

/**
 * The practice rating after one first answer to a question: Elo's step with the student's K (at
 * least PRACTICE_K_MIN) against the question's rating, the guessing floor on a five-choice
 * question. The question does not move: only rated contests calibrate questions.
 */
export function afterPracticeAnswer(practice: Rated, question: { rating: number; multipleChoice: boolean }, correct: boolean): Rated {
  const expected = expectedScore(practice.rating, question.rating, question);
  const k = Math.max(PRACTICE_K_MIN, studentK(practice.games));
  return { rating: practice.rating + k * ((correct ? 1 : 0) - expected), games: practice.games + 1 };
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
