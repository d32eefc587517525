// How competitions and families are named on screen: AMC_10A → "AMC 10A", AMC8 → "AMC 8".
export const FAMILY_LABEL: Record<string, string> = { AMC8: "AMC 8", AMC10: "AMC 10", AMC12: "AMC 12", AIME: "AIME" };

export const competitionLabel = (name: string) => name.replace(/_/g, " ");

/** 2400 → "40:00", 10800 → "3:00:00", 65 → "1:05". */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}
