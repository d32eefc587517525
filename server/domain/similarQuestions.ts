// Similar questions: same topic, closest in difficulty rating.
export type Candidate = { id: number; rating: number };

export function closestByRating<T extends Candidate>(rating: number, candidates: T[], count: number): T[] {
  return [...candidates]
    .sort((a, b) => Math.abs(a.rating - rating) - Math.abs(b.rating - rating) || a.id - b.id)
    .slice(0, count);
}

/** Expected success (percent) of an average student (rating 1500) on a question of this rating. */
export function estimatedSuccessPercent(questionRating: number): number {
  const probability = 1 / (1 + 10 ** ((questionRating - 1500) / 400));
  return Math.round(probability * 1000) / 10;
}
