// First names for word problems: short, varied, and easy to read aloud.
export const NAMES = [
  "Ava", "Ben", "Chloe", "Diego", "Emma", "Felix", "Grace", "Hiro", "Isla", "Jonah",
  "Kira", "Leo", "Maya", "Nico", "Priya", "Ravi", "Sofia", "Theo", "Uma", "Zane",
] as const;
