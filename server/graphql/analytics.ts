// analytics(...): grouped aggregates for admins (measures, dimensions and their meaning in
// server/domain/analytics.ts). Examples that a test runs: docs/ANALYTICS.md.
import { resolveArrayConnection } from "@pothos/plugin-relay";
import { builder } from "./builder.ts";
import { totalCountOf } from "./totalCount.ts";
import { DIMENSIONS, MEASURES, type Dimension } from "../domain/analytics.ts";
import { InputError } from "../domain/errors.ts";
import { analytics, type AnalyticsRow } from "../services/analytics.ts";
import { CompetitionFamilyEnum } from "./enums.ts";
import { AttemptSourceEnum } from "./question.ts";

function describe<Name extends string>(table: Record<Name, string | { description: string }>) {
  const entries = Object.entries<string | { description: string }>(table);
  return Object.fromEntries(
    entries.map(([name, value]) => [name, { description: typeof value === "string" ? value : value.description }]),
  ) as Record<Name, { description: string }>;
}

const MeasureEnum = builder.enumType("AnalyticsMeasure", { values: describe(MEASURES) });
const DimensionEnum = builder.enumType("AnalyticsDimension", { values: describe(DIMENSIONS) });

const AnalyticsFilterInput = builder.inputType("AnalyticsFilter", {
  fields: (t) => ({
    from: t.field({ type: "DateTime", description: "Inclusive." }),
    to: t.field({ type: "DateTime", description: "Inclusive; the request's time when later or absent." }),
    family: t.field({ type: CompetitionFamilyEnum }),
    source: t.field({ type: AttemptSourceEnum }),
  }),
});

const AnalyticsGroupRef = builder.objectRef<AnalyticsRow["group"]>("AnalyticsGroup").implement({
  description: "The group's value for each dimension asked for; null for the others (and for records without one).",
  fields: (t) =>
    Object.fromEntries(
      (Object.keys(DIMENSIONS) as Dimension[]).map((dimension) => [
        dimension.toLowerCase(),
        t.string({ nullable: true, resolve: (group) => group[dimension] ?? null }),
      ]),
    ),
});

const AnalyticsRowRef = builder.objectRef<AnalyticsRow>("AnalyticsRow").implement({
  fields: (t) => ({
    group: t.field({ type: AnalyticsGroupRef, resolve: (row) => row.group }),
    value: t.exposeFloat("value"),
  }),
});

const AnalyticsResultRef = builder.objectRef<{ rows: AnalyticsRow[] }>("AnalyticsResult").implement({
  fields: (t) => ({
    rows: t.field({
      type: [AnalyticsRowRef],
      deprecationReason: "Use rowsConnection, which pages (first/after) and counts (totalCount).",
      resolve: (result) => result.rows,
    }),
    rowsConnection: t.connection(
      {
        type: AnalyticsRowRef,
        description: "The rows in pages, in the order rows lists them; totalCount is the number of groups.",
        resolve: (result, args) => resolveArrayConnection({ args }, result.rows),
      },
      { fields: (t) => ({ totalCount: t.int({ resolve: totalCountOf }) }) },
    ),
  }),
});

builder.queryField("analytics", (t) =>
  t.field({
    type: AnalyticsResultRef,
    description: "One measure grouped by up to three dimensions, for admins. Aggregates only.",
    authScopes: { admin: true },
    errors: { types: [InputError] },
    args: {
      measure: t.arg({ type: MeasureEnum, required: true }),
      groupBy: t.arg({ type: [DimensionEnum], required: true }),
      filter: t.arg({ type: AnalyticsFilterInput }),
    },
    resolve: async (_root, args, context) => ({
      rows: await analytics({ measure: args.measure, groupBy: args.groupBy, filter: args.filter ?? {} }, context.now),
    }),
  }),
);
