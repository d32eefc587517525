// /import: admins upload a problem bank (JSON Lines, docs/IMPORT.md) to POST
// /api/problem-bank/import, first as a dry run if they like, and read the importer's report:
// the counts and every refused line with its number.
import { useState, type FormEvent } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { SignInRedirect } from "../../components/SignInBoundary.tsx";
import { toast } from "../../components/toast.ts";
import type { ImportScreenQuery } from "../../__generated__/ImportScreenQuery.graphql.ts";

type LineReport = { line: number; messages: string[] };
type Report = {
  lines: number; created: number; updated: number; unchanged: number; competitions_created: number; dry_run: boolean;
  errors: LineReport[]; warnings: LineReport[];
};

export default function ImportScreen() {
  const { viewer } = useLazyLoadQuery<ImportScreenQuery>(
    graphql`
      query ImportScreenQuery {
        viewer { isAdmin }
      }
    `,
    {},
  );
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(true);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  if (!viewer) return <SignInRedirect />;
  if (!viewer.isAdmin) {
    return (
      <section className="card error" role="alert">
        <h1>Import problems</h1>
        <p>Access Restricted: This page is only available to administrators.</p>
      </section>
    );
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    const body = new FormData();
    if (file) body.append("file", file);
    body.append("dry_run", String(dryRun));
    setBusy(true);
    try {
      const response = await fetch("/api/problem-bank/import", { method: "POST", body, credentials: "same-origin" });
      const answer = await response.json().catch(() => ({}));
      if (!response.ok) return void toast.error(answer.detail || "Import failed.");
      setReport(answer);
    } catch {
      toast.error("Import failed.");
    } finally {
      setBusy(false);
    }
  }

  const verb = report?.dry_run ? "would be " : "";
  return (
    <div>
      <form className="card question-form" onSubmit={send} aria-labelledby="import-title">
        <h1 id="import-title">Import problems</h1>
        <p className="hint">One problem per line, in the JSON Lines format of docs/IMPORT.md. Problems are matched by competition, year and number, so importing a file again changes nothing.</p>
        <label htmlFor="import-file">Problem-bank file (.jsonl)</label>
        <input id="import-file" type="file" accept=".jsonl,.json,.txt,application/json" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        <label className="checkbox">
          <input type="checkbox" checked={dryRun} onChange={(event) => setDryRun(event.target.checked)} />
          Dry run (check and count, write nothing)
        </label>
        <div className="card-actions">
          <button type="submit" className="button" disabled={busy}>{busy ? "Importing…" : "Import"}</button>
        </div>
      </form>
      {report && (
        <section className="card" aria-labelledby="report-title" aria-live="polite">
          <h2 id="report-title">{report.dry_run ? "Dry run: nothing was written" : "Imported"}</h2>
          <p>
            {report.lines} lines read: {report.created} problems {verb}created, {report.updated} {verb}updated, {report.unchanged} unchanged,{" "}
            {report.errors.length} refused; {report.competitions_created} competitions {verb}created.
          </p>
          {report.errors.length > 0 && (
            <table className="table">
              <thead><tr><th>Line</th><th>Problem</th></tr></thead>
              <tbody>
                {report.errors.map((error) => (
                  <tr key={error.line}><td>{error.line}</td><td>{error.messages.join("; ")}</td></tr>
                ))}
              </tbody>
            </table>
          )}
          {report.warnings.length > 0 && <p className="muted">{report.warnings.length} lines have warnings (images left out).</p>}
        </section>
      )}
    </div>
  );
}
