// Question calibration, applied after the fact: each rated submission leaves one game per question
// (the student's rating before the submission and the outcome), queued in its transaction; the
// calibration worker applies a question's queued games one after another with the question's
// rating and games at that moment. The result is the same as moving the question inside each
// submission, in queue order, without the submissions waiting on each other for question rows.
import { expectedScore, questionK, solveProbability, RATING_PARAMETERS, type Rated, type RatingParameters } from "./rating.ts";

/** One student meeting one question in a rated submission. */
export type CalibrationGame = { studentRating: number; multipleChoice: boolean; correct: boolean; blank: boolean };

/**
 * The question after these games, in order: delta = -K_question(games) * (actual - expected), with
 * the same expectations as rateSubmission (a blank's without the guessing floor), one game each.
 */
export function calibrateQuestion(
  question: Rated,
  games: readonly CalibrationGame[],
  parameters: Readonly<RatingParameters> = RATING_PARAMETERS,
): Rated {
  let { rating, games: played } = question;
  for (const game of games) {
    if (game.blank && game.correct) throw new RangeError("a blank answer cannot be correct");
    const expected = game.blank
      ? solveProbability(game.studentRating, rating, parameters)
      : expectedScore(game.studentRating, rating, game, parameters);
    rating -= questionK(played, parameters) * ((game.correct ? 1 : 0) - expected);
    played += 1;
  }
  return { rating, games: played };
}
