import { builder } from "./builder.ts";
import { CompetitionFamilyEnum } from "./enums.ts";
import { db } from "../db/index.ts";
import { isOpenCompetition, visibleCompetitions, type Reader } from "../domain/access.ts";
import type { Family } from "../domain/families.ts";
import { competitionLabel, competitionTitle } from "../domain/labels.ts";

export const CompetitionRef = builder.prismaNode("Competition", {
  nullable: true,
  authScopes: (competition) => isOpenCompetition(competition) || { editor: true },
  id: { field: "id" },
  fields: (t) => ({
    name: t.exposeString("name", { description: "Such as AMC_10A or AIME_I." }),
    label: t.string({ description: "The name as screens show it: AMC 10A.", resolve: (competition) => competitionLabel(competition.name) }),
    title: t.string({
      description: "The competition and year as screens show them: AMC 10A 2024.",
      resolve: (competition) => competitionTitle(competition.name, competition.year),
    }),
    family: t.expose("family", { type: CompetitionFamilyEnum }),
    year: t.exposeInt("year"),
    durationMinutes: t.exposeInt("durationMinutes"),
    enabled: t.exposeBoolean("enabled"),
    isSample: t.exposeBoolean("isSample", { description: "Original practice content written for Boxed." }),
  }),
});

builder.queryField("competitions", (t) =>
  t.prismaConnection({
    type: CompetitionRef,
    cursor: "id",
    description: "The competitions the viewer may see (enabled ones; editors and admins all), newest year first, then by name, in pages.",
    args: { family: t.arg({ type: CompetitionFamilyEnum, description: "Only this contest family's competitions." }) },
    totalCount: (_root, args, context) => db.competition.count({ where: competitionsWhere(args.family, context.viewer) }),
    resolve: (query, _root, args, context) =>
      db.competition.findMany({ ...query, where: competitionsWhere(args.family, context.viewer), orderBy: [{ year: "desc" }, { name: "asc" }, { id: "asc" }] }),
  }),
);

function competitionsWhere(family: Family | null | undefined, viewer: Reader) {
  return { ...visibleCompetitions(viewer), ...(family ? { family } : {}) };
}
