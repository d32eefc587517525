// Question difficulty on the rating scale (an average student is 1500).
const AVERAGE_STUDENT = 1500;

/** Expected success (percent) of an average student on a question of this rating (Elo's logistic curve). */
export function estimatedSuccessPercent(questionRating: number): number {
  const probability = 1 / (1 + 10 ** ((questionRating - AVERAGE_STUDENT) / 400));
  return Math.round(probability * 1000) / 10;
}
