// The speed bench's results as Markdown, printed and written into docs/PERFORMANCE.md between
// the `<!-- bench:results -->` markers (everything else in the file is left as it is).
import { readFileSync, writeFileSync } from "node:fs";
import type { Timing } from "./measure.ts";

/** `restData`: the /api route's own document as query text on /graphql (bench/perf/screens.ts), what REST is compared with. */
export type Row = { screen: string; graphql: Timing; rest: Timing | null; restData: Timing | null; raw: Timing; statements: { graphql: number; rest: number; raw: number } };
export type PeerRow = { name: string; boxed: Timing; postgraphile: Timing };
export type Report = {
  date: string;
  scale: string;
  counts: Record<string, number>;
  generatedSeconds: number | null;
  host: { cpu: string; cores: number; postgres: string };
  load: { min: number; max: number; mean: number };
  settings: { warmup: number; requests: number; seconds: number; duration: number; concurrency: number };
  memory: { boxedMb: number; rawMb: number };
  rows: Row[];
  peers: PeerRow[];
};

const DOC = new URL("../../docs/PERFORMANCE.md", import.meta.url);
const START = "<!-- bench:results -->";
const END = "<!-- /bench:results -->";

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2));
const ratio = (a: number, b: number) => (Number.isFinite(a / b) && b > 0 ? `${(a / b).toFixed(1)}x` : "-");
const rps = (value: number) => (value >= 10 ? value.toFixed(0) : value.toFixed(1));
const n = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

export function markdown(report: Report): string {
  const { counts, host, load, settings, memory } = report;
  const lines = [
    `Run of ${report.date.slice(0, 16).replace("T", " ")} UTC, **scale ${report.scale}**: ${counts.users?.toLocaleString("en")} users, ${counts.competitions} competitions, ` +
      `${counts.questions?.toLocaleString("en")} questions, ${counts.attempts?.toLocaleString("en")} answers, ${counts.contest_submissions?.toLocaleString("en")} contest submissions, ` +
      `${counts.review_cards?.toLocaleString("en")} review cards, ${counts.courses} courses, ${counts.lessons} lessons` +
      (report.generatedSeconds ? ` (generated in ${report.generatedSeconds.toFixed(0)} s)` : "") + ".",
    `Machine: ${host.cpu}, ${host.cores} cores, PostgreSQL ${host.postgres}; load average (1 min) during the run ${load.min.toFixed(1)} to ${load.max.toFixed(1)} (mean ${load.mean.toFixed(1)}).`,
    `Each path: ${settings.warmup} warm-up requests, then up to ${settings.requests} sequential requests (at most ${settings.seconds} s, at least 3), a screen's paths in turn, for p50/p95/p99, then ${settings.concurrency} clients at once for ${settings.duration} s for the throughput and the CPU. ` +
      `Peak resident memory (VmHWM): Boxed server ${memory.boxedMb.toFixed(0)} MB, raw backend ${memory.rawMb.toFixed(0)} MB.`,
    "",
    `Latency (ms, sequential) and throughput (requests/s at concurrency ${settings.concurrency}):`,
    "",
    "| screen | GraphQL p50 / p95 / p99 | REST p50 / p95 / p99 | REST's data over GraphQL p50 / p95 / p99 | raw SQL p50 / p95 / p99 | GraphQL req/s | REST req/s | REST's data over GraphQL req/s | raw req/s |",
    "|---|---|---|---|---|---:|---:|---:|---:|",
    ...report.rows.map((row) => {
      const triple = (timing: Timing | null) => (timing ? `${ms(timing.p50)} / ${ms(timing.p95)} / ${ms(timing.p99)}` : "-");
      const perSecond = (timing: Timing | null) => (timing ? rps(timing.throughput) : "-");
      return `| ${row.screen} | ${triple(row.graphql)} | ${triple(row.rest)} | ${triple(row.restData)} | ${triple(row.raw)} | ${rps(row.graphql.throughput)} | ${perSecond(row.rest)} | ${perSecond(row.restData)} | ${rps(row.raw.throughput)} |`;
    }),
    "",
    "Ratios (GraphQL / raw: p50 and throughput as raw's req/s over GraphQL's, so 1x is parity and higher is slower; REST / GraphQL likewise, against the route's own document over /graphql, the same data), SQL statements per request (BEGIN/COMMIT included) and server CPU per request (ms, user + system of the serving process only, not PostgreSQL's):",
    "",
    "| screen | GraphQL / raw p50 | GraphQL / raw throughput | REST / GraphQL p50, same data | REST / GraphQL throughput, same data | REST / raw throughput | statements GraphQL / REST / raw | CPU ms GraphQL / REST / REST's data over GraphQL / raw | PostgreSQL CPU ms GraphQL / raw | response bytes GraphQL / REST / raw |",
    "|---|---:|---:|---:|---:|---:|---|---|---|---|",
    ...report.rows.map((row) => {
      const { graphql, rest, restData, raw, statements } = row;
      const same = rest && restData;
      return `| ${row.screen} | ${ratio(graphql.p50, raw.p50)} | ${ratio(raw.throughput, graphql.throughput)} | ${same ? ratio(rest.p50, restData.p50) : "-"} | ${same ? ratio(restData.throughput, rest.throughput) : "-"} | ${rest ? ratio(raw.throughput, rest.throughput) : "-"} | ${n(statements.graphql)} / ${rest ? n(statements.rest) : "-"} / ${n(statements.raw)} | ${graphql.cpuMs.toFixed(1)} / ${rest ? rest.cpuMs.toFixed(1) : "-"} / ${restData ? restData.cpuMs.toFixed(1) : "-"} / ${raw.cpuMs.toFixed(1)} | ${graphql.postgresMs.toFixed(1)} / ${raw.postgresMs.toFixed(1)} | ${graphql.bytes} / ${rest?.bytes ?? "-"} / ${raw.bytes} |`;
    }),
  ];
  if (report.peers.length > 0) {
    lines.push(
      "",
      "Peer reads on the same database (query text to Boxed's /graphql, as a partner tool sends it, and to PostGraphile; anonymous):",
      "",
      "| read | Boxed p50 ms | PostGraphile p50 ms | Boxed req/s | PostGraphile req/s | PostGraphile / Boxed throughput | CPU ms Boxed / PostGraphile |",
      "|---|---:|---:|---:|---:|---:|---|",
      ...report.peers.map(
        (peer) =>
          `| ${peer.name} | ${ms(peer.boxed.p50)} | ${ms(peer.postgraphile.p50)} | ${rps(peer.boxed.throughput)} | ${rps(peer.postgraphile.throughput)} | ${ratio(peer.postgraphile.throughput, peer.boxed.throughput)} | ${peer.boxed.cpuMs.toFixed(1)} / ${Number.isNaN(peer.postgraphile.cpuMs) ? "-" : peer.postgraphile.cpuMs.toFixed(1)} |`,
      ),
    );
  }
  const failures = report.rows.flatMap((row) =>
    [["GraphQL", row.graphql], ["REST", row.rest], ["REST's data over GraphQL", row.restData], ["raw", row.raw]].flatMap(([label, timing]) =>
      timing && (timing as Timing).failures ? [`- ${row.screen} ${label}: ${(timing as Timing).failures} failed requests, first: \`${(timing as Timing).firstFailure.replaceAll("`", "'")}\``] : [],
    ),
  );
  if (failures.length > 0) lines.push("", "Failed requests (not 200, or GraphQL errors):", "", ...failures);
  return lines.join("\n");
}

export function writeReport(report: Report, { write, log }: { write: boolean; log: (line: string) => void }): void {
  const text = markdown(report);
  log(`\n${text}\n`);
  if (!write) return;
  const doc = readFileSync(DOC, "utf8");
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/PERFORMANCE.md has no ${START} … ${END} markers`);
  writeFileSync(DOC, `${doc.slice(0, start + START.length)}\n${text}\n${doc.slice(end)}`);
  log("written to docs/PERFORMANCE.md");
}
