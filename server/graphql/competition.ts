import { builder } from "./builder.ts";
import { CompetitionFamilyEnum } from "./enums.ts";
import { isOpenCompetition } from "../domain/access.ts";

export const CompetitionRef = builder.prismaNode("Competition", {
  nullable: true,
  authScopes: (competition) => isOpenCompetition(competition) || { editor: true },
  id: { field: "id" },
  fields: (t) => ({
    name: t.exposeString("name", { description: "Such as AMC_10A or AIME_I." }),
    family: t.expose("family", { type: CompetitionFamilyEnum }),
    year: t.exposeInt("year"),
    durationMinutes: t.exposeInt("durationMinutes"),
    enabled: t.exposeBoolean("enabled"),
    isSample: t.exposeBoolean("isSample", { description: "Original practice content written for Boxed." }),
  }),
});
