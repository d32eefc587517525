// POST /api/problem-bank/import (admins): a problem-bank file (multipart `file`, JSON Lines,
// docs/IMPORT.md) and `dry_run`; answers the importer's report.
import { body, RestError, restRoute } from "./door.ts";
import { RestImportProblemBankDocument } from "./__generated__/graphql.ts";
import type { UploadedFile } from "./multipart.ts";

export const importProblemBankRoute = restRoute({
  method: "POST",
  url: "/api/problem-bank/import",
  document: RestImportProblemBankDocument,
  variables: (request) => {
    const form = body(request);
    const file = form.file as UploadedFile | string | undefined;
    const text = typeof file === "string" ? file : file?.bytes ? new TextDecoder("utf-8", { fatal: false }).decode(file.bytes) : "";
    if (text.trim() === "") throw new RestError(400, "Choose a problem-bank file (JSON Lines) to import.");
    return { jsonLines: text, dryRun: /^(true|on|1)$/i.test(String(form.dry_run ?? "")) };
  },
  toJson: (data) => {
    const report = data.importProblemBank;
    return {
      lines: report.lines,
      created: report.created,
      updated: report.updated,
      unchanged: report.unchanged,
      competitions_created: report.competitionsCreated,
      dry_run: report.dryRun,
      errors: report.errors.map((e) => ({ line: e.line, messages: e.messages })),
      warnings: report.warnings.map((w) => ({ line: w.line, messages: w.messages })),
    };
  },
});
