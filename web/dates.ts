// Dates as the screens write them: "March 31, 2026".
export function longDate(value: unknown): string {
  return new Date(String(value)).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
}
