// Where the rating scale of each family sits, and how sure a rating is. 1500 means the typical
// entrant of that family: a student rated 1500 is expected to score the family's typical median
// on a paper whose questions still have their seeded ratings. Questions start from their place in
// the paper's difficulty ramp (problem 1 easiest), and a periodic re-anchoring shifts a family's
// whole scale back onto its seeds so it cannot drift. Reasons and figures: docs/RATINGS.md.
import type { Family } from "./families.ts";
import { expectedScore, INITIAL_RATING } from "./rating.ts";

/** The typical median number of correct answers of an entrant (answering every question), per paper size. */
export const TYPICAL_MEDIAN: Record<Family, { correct: number; of: number }> = {
  AMC8: { correct: 11, of: 25 },
  AMC10: { correct: 10, of: 25 },
  AMC12: { correct: 9, of: 25 },
  AIME: { correct: 4, of: 15 },
};

/** Rating points between the first and the last problem of a paper. */
export const RAMP_SPAN = 1000;

const multipleChoiceOf = (family: Family) => family !== "AIME";

/** Offset of problem `number` (1-based) of a paper of `size` from the paper's centre. */
function rampOffset(number: number, size: number): number {
  if (size <= 1) return 0;
  const place = (Math.min(Math.max(number, 1), size) - 1) / (size - 1);
  return RAMP_SPAN * (place - 0.5);
}

const centres = new Map<Family, number>();

/**
 * The rating of the centre of a family's paper: the value at which a 1500 student answering
 * every question of the ramp is expected to get the typical median right (found by bisection).
 */
export function familyCentre(family: Family): number {
  const known = centres.get(family);
  if (known !== undefined) return known;
  const { correct, of } = TYPICAL_MEDIAN[family];
  const expected = (centre: number) =>
    Array.from({ length: of }, (_, index) => expectedScore(INITIAL_RATING, centre + rampOffset(index + 1, of), { multipleChoice: multipleChoiceOf(family) })).reduce((a, b) => a + b, 0);
  let low = 0;
  let high = 4000;
  for (let step = 0; step < 60; step++) {
    const middle = (low + high) / 2;
    if (expected(middle) > correct) low = middle;
    else high = middle;
  }
  const centre = (low + high) / 2;
  centres.set(family, centre);
  return centre;
}

/** The starting rating of problem `problemNumber` of a paper of `paperSize` questions in `family`. */
export function seededQuestionRating(family: Family, problemNumber: number, paperSize: number): number {
  return familyCentre(family) + rampOffset(problemNumber, paperSize);
}

/**
 * Re-anchoring: the shift that brings a family's questions back to the mean of their seeds. Adding
 * it to every question and every student of the family changes no prediction (only differences
 * count) but keeps 1500 meaning the typical entrant. Shifts under a point are not worth a write.
 */
export function reanchorShift(questions: readonly { rating: number; seed: number }[]): number {
  if (questions.length === 0) return 0;
  const shift = questions.reduce((sum, question) => sum + question.seed - question.rating, 0) / questions.length;
  return Math.abs(shift) < 1 ? 0 : shift;
}

/** Spread of students' abilities in a family: how unsure a rating is before any contest. */
export const PRIOR_SD = 300;
/**
 * Information one rated question gives about a student, in 1/points². Fitted, with the floor below,
 * to the measured error of ratings against true ability (bench/ratings.ts, 5 seeds: rms 151, 119,
 * 102 and 83 after 1, 2, 3 and 6 contests), so that the ± holds the truth about 68 % of the time,
 * as one standard error should (measured 67-69 %; docs/RATINGS.md).
 */
export const INFORMATION_PER_GAME = 1 / 500_000;
/**
 * What no number of games removes, added in quadrature: students change between contests and the
 * questions' own ratings err. A rating is never surer than this.
 */
export const UNCERTAINTY_FLOOR = 45;

/** One standard error of a rating after this many rated games (questions), in rating points. */
export function ratingStandardError(games: number): number {
  const learned = 1 / (1 / PRIOR_SD ** 2 + Math.max(0, games) * INFORMATION_PER_GAME);
  return Math.sqrt(learned + UNCERTAINTY_FLOOR ** 2);
}

/** The ± shown with a rating after this many rated games: its standard error, rounded. */
export function ratingUncertainty(games: number): number {
  return Math.round(ratingStandardError(games));
}
