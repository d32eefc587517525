// The question of the day is the same for everybody on a given UTC date and changes daily.

/**
 * The date's key: the day number times a multiplicative hash constant, which spreads consecutive
 * days across the list instead of walking it. The day's question is the eligible one (ordered by
 * id) at the key modulo their number (questionOfTheDayIndex; services/questionOfTheDay.ts takes
 * the modulo in the statement that counts them).
 */
export function questionOfTheDayKey(date: Date): bigint {
  const day = Math.floor(date.getTime() / 86_400_000);
  return BigInt(day) * 2_654_435_761n;
}

/** Index into the list of eligible questions (ordered by id) for the given date. */
export function questionOfTheDayIndex(date: Date, eligibleCount: number): number {
  if (eligibleCount <= 0) return -1;
  return Number(questionOfTheDayKey(date) % BigInt(eligibleCount));
}
