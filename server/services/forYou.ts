import { db } from "../db/index.ts";
import { FAMILIES, FAMILY_KEY, FAMILY_LABEL, type Family } from "../domain/families.ts";
import type { Viewer } from "../graphql/context.ts";

/** Answers a student gives in a family before recommendations open for it. */
export const REQUIRED_ANSWERS_FOR_RECOMMENDATIONS = 10;

export type ForYouContest = {
  family: Family;
  contestId: string;
  label: string;
  enabled: boolean;
  requiredAnswers: number;
};

export type ForYou = { requiresLogin: boolean; contests: ForYouContest[] };

/** One tab per family; a tab is enabled for a signed-in viewer when the family has an enabled contest. */
export async function forYou(viewer: Viewer | null): Promise<ForYou> {
  const enabledFamilies = await db.competition.findMany({ where: { enabled: true }, distinct: ["family"], select: { family: true } });
  const enabled = new Set(enabledFamilies.map((row) => row.family));
  return {
    requiresLogin: viewer === null,
    contests: FAMILIES.map((family) => ({
      family,
      contestId: FAMILY_KEY[family],
      label: FAMILY_LABEL[family],
      enabled: viewer !== null && enabled.has(family),
      requiredAnswers: REQUIRED_ANSWERS_FOR_RECOMMENDATIONS,
    })),
  };
}
