import { builder } from "./builder.ts";
import { CompetitionFamily, Topic } from "../db/generated/enums.ts";

export const CompetitionFamilyEnum = builder.enumType(CompetitionFamily, {
  name: "CompetitionFamily",
  description: "A contest family with its own rating: AMC 8, AMC 10 (10A and 10B), AMC 12 (12A and 12B), AIME (I and II).",
});

export const TopicEnum = builder.enumType(Topic, { name: "Topic" });
