// How hard each contest family is: which template hardness its levels use, the starting
// rating of its questions, and the school grades of its students.
import type { CompetitionFamily } from "../../server/db/generated/enums.ts";

type Profile = {
  /** Added to the difficulty level (1-5) to get the template hardness (1-8). */
  hardnessOffset: number;
  /** Initial question rating at level 1 and at level 5. */
  rating: readonly [number, number];
  /** School grade by difficulty level 1-5. */
  grades: readonly [number, number, number, number, number];
};

export const PROFILES: Record<CompetitionFamily, Profile> = {
  AMC8: { hardnessOffset: 0, rating: [800, 1500], grades: [6, 6, 7, 7, 8] },
  AMC10: { hardnessOffset: 1, rating: [1050, 1950], grades: [9, 9, 10, 10, 10] },
  AMC12: { hardnessOffset: 2, rating: [1150, 2100], grades: [11, 11, 12, 12, 12] },
  AIME: { hardnessOffset: 3, rating: [1650, 2400], grades: [11, 11, 12, 12, 12] },
};

/** The initial rating at a point from 0 (easiest) to 1 (hardest) of the family's range. */
export function initialRating(family: CompetitionFamily, position: number): number {
  const [low, high] = PROFILES[family].rating;
  return Math.round(low + (high - low) * position);
}
