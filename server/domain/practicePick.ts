// Picking a new practice question: one the student is expected to get right about 70% of the
// time, chosen at random among the closest few so practice does not become predictable.
import { expectedScore } from "./rating.ts";

export const TARGET_SUCCESS = 0.7;
export const CLOSEST_CANDIDATES = 5;

export type PracticeCandidate = { id: number; rating: number; isMultipleChoice: boolean; studentRating: number };

export function predictedSuccess(candidate: PracticeCandidate): number {
  return expectedScore(candidate.studentRating, candidate.rating, { multipleChoice: candidate.isMultipleChoice });
}

/** The question to serve, or null; `random` in [0, 1) picks among the closest candidates. */
export function pickPracticeQuestion<T extends PracticeCandidate>(candidates: T[], random: number): T | null {
  if (candidates.length === 0) return null;
  const closest = candidates
    .map((candidate) => ({ candidate, distance: Math.abs(predictedSuccess(candidate) - TARGET_SUCCESS) }))
    .sort((a, b) => a.distance - b.distance || a.candidate.id - b.candidate.id)
    .slice(0, CLOSEST_CANDIDATES);
  return closest[Math.min(closest.length - 1, Math.floor(random * closest.length))].candidate;
}
