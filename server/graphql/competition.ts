import { builder } from "./builder.ts";
import { CompetitionFamilyEnum } from "./enums.ts";
import { isOpenCompetition } from "../domain/access.ts";
import { competitionLabel, competitionTitle } from "../domain/labels.ts";

export const CompetitionRef = builder.prismaNode("Competition", {
  nullable: true,
  authScopes: (competition) => isOpenCompetition(competition) || { editor: true },
  id: { field: "id" },
  fields: (t) => ({
    name: t.exposeString("name", { description: "Such as AMC_10A or AIME_I." }),
    label: t.string({ description: "The name as screens show it: AMC 10A.", select: { name: true }, resolve: (competition) => competitionLabel(competition.name) }),
    title: t.string({
      description: "The competition and year as screens show them: AMC 10A 2024.",
      select: { name: true, year: true },
      resolve: (competition) => competitionTitle(competition.name, competition.year),
    }),
    family: t.expose("family", { type: CompetitionFamilyEnum }),
    year: t.exposeInt("year"),
    durationMinutes: t.exposeInt("durationMinutes"),
    enabled: t.exposeBoolean("enabled"),
    isSample: t.exposeBoolean("isSample", { description: "Original practice content written for Boxed." }),
  }),
});
