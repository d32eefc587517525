// The question of the day is the same for everybody on a given UTC date and changes daily.

/** Index into the list of eligible questions (ordered by id) for the given date. */
export function questionOfTheDayIndex(date: Date, eligibleCount: number): number {
  if (eligibleCount <= 0) return -1;
  const day = Math.floor(date.getTime() / 86_400_000);
  // A multiplicative hash spreads consecutive days across the list instead of walking it.
  return Number((BigInt(day) * 2_654_435_761n) % BigInt(eligibleCount));
}
