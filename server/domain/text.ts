// Text the app accepts: PostgreSQL cannot store the NUL character, and no answer, name or id
// needs it, so a request carrying one anywhere is refused before it reaches the database.

export const NUL_REFUSED = "Text may not contain NUL characters.";

/** Whether a string, or any string inside arrays and objects (keys included), holds a NUL. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 32 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item, depth + 1));
}

/** "1 second", "5 seconds": a wait as a sentence says it. */
export const secondsText = (seconds: number): string => (seconds === 1 ? "1 second" : `${seconds} seconds`);
