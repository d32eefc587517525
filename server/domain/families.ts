// Contest families: one rating and one leaderboard each. AMC 10A and 10B are both AMC 10, etc.
export type Family = "AMC8" | "AMC10" | "AMC12" | "AIME";

export const FAMILIES: readonly Family[] = ["AMC8", "AMC10", "AMC12", "AIME"];

/** How the product names a family on screens ("AMC 8") and on /api ("AMC_8"). */
export const FAMILY_LABEL: Record<Family, string> = { AMC8: "AMC 8", AMC10: "AMC 10", AMC12: "AMC 12", AIME: "AIME" };
export const FAMILY_KEY: Record<Family, string> = { AMC8: "AMC_8", AMC10: "AMC_10", AMC12: "AMC_12", AIME: "AIME" };
