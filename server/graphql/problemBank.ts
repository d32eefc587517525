// The problem-bank importer for admins on the web (/app/import, POST /api/problem-bank/import):
// the same importer as `npm run import` (services/problemImport.ts, docs/IMPORT.md).
import { builder } from "./builder.ts";
import { db } from "../db/index.ts";
import { type ImportReport, type LineReport, importProblems } from "../services/problemImport.ts";

const LineReportRef = builder.objectRef<LineReport>("ImportLineReport").implement({
  fields: (t) => ({
    line: t.exposeInt("line"),
    messages: t.exposeStringList("messages"),
  }),
});

const ImportReportRef = builder.objectRef<ImportReport>("ImportReport").implement({
  description: "What an import did (or, in a dry run, would do), and every refused line with its number.",
  fields: (t) => ({
    lines: t.exposeInt("lines"),
    created: t.exposeInt("created"),
    updated: t.exposeInt("updated"),
    unchanged: t.exposeInt("unchanged"),
    competitionsCreated: t.exposeInt("competitionsCreated"),
    dryRun: t.exposeBoolean("dryRun"),
    errors: t.field({ type: [LineReportRef], resolve: (report) => report.errors }),
    warnings: t.field({ type: [LineReportRef], resolve: (report) => report.warnings }),
  }),
});

builder.mutationField("importProblemBank", (t) =>
  t.withAuth({ $all: { admin: true, session: true } }).field({
    type: ImportReportRef,
    description: "Imports a problem bank in the JSON Lines format of docs/IMPORT.md (admins, from a browser session).",
    args: { jsonLines: t.arg.string({ required: true }), dryRun: t.arg.boolean({ required: true }) },
    resolve: (_root, args) => importProblems(db, args.jsonLines.split(/\r?\n/), { dryRun: args.dryRun }),
  }),
);
