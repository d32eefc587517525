// `npm run bench`: issue 17's speed bench. Generates the dataset into a new PostgreSQL database,
// runs the real server (node server/main.ts) and the hand-written raw-SQL backend
// (bench/perf/rawServer.ts) against it as separate processes, measures each screen's GraphQL,
// REST and raw paths, and writes the table into docs/PERFORMANCE.md.
//
//   npm run bench                         the full dataset (100,000 users, 5.07 million answers)
//   npm run bench -- --scale=small        a fiftieth, for a quick run (1/N works too)
//   npm run bench -- --keep               keep the database (its name is printed)
//   npm run bench -- --db=NAME            measure an existing bench database (kept), skip generating
//   npm run bench -- --generate-only      generate (and keep) the database, measure nothing
//   npm run bench -- --db=NAME --screens=review,dashboard   only the screens whose names contain these
//   npm run bench -- --seconds=8 --duration=8 --concurrency=16 --requests=100 --no-write
//   npm run bench -- --db=NAME --postgraphile=http://127.0.0.1:5678 --postgraphile-pid=PID
//                                         also the peer reads against PostGraphile (docs/PERFORMANCE.md)
//
// PG_SERVER_URL (default postgresql://postgres@127.0.0.1:5432/postgres) names the server.
import { createHash, randomBytes } from "node:crypto";
import { spawn } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import pg from "pg";
import { freePort, runServer } from "../../tests/support/serverProcess.ts";
import { createBenchDatabase, databaseUrl, dropBenchDatabase, scaleLabelOf, SERVER_URL } from "./database.ts";
import { datasetCounts, HEAVY_EMAIL } from "./generate.ts";
import { measureSideBySide, peakRssMb, statementsPerRequest, type Path, type Timing } from "./measure.ts";
import { peerReads } from "./peers.ts";
import { type PeerRow, writeReport, type Row } from "./report.ts";
import { scaleOf } from "./scale.ts";
import { screens, type Request, type Targets } from "./screens.ts";
import { startStatementCounter } from "./statementCounter.ts";
import { productionEnv } from "../productionEnv.ts";

const { values: options } = parseArgs({
  options: {
    scale: { type: "string", default: "full" },
    seed: { type: "string", default: "17" },
    keep: { type: "boolean", default: false },
    db: { type: "string" },
    "generate-only": { type: "boolean", default: false },
    warmup: { type: "string", default: "5" },
    requests: { type: "string", default: "100" },
    seconds: { type: "string", default: "8" },
    duration: { type: "string", default: "8" },
    concurrency: { type: "string", default: "16" },
    only: { type: "string" },
    screens: { type: "string" },
    "no-write": { type: "boolean", default: false },
    postgraphile: { type: "string" },
    "postgraphile-pid": { type: "string" },
  },
});
const log = (line: string) => console.log(line);
const scale = scaleOf(options.scale);

type Process = { url: string; pid: number; stop: () => Promise<void> };

async function waitReady(url: string, child: { exitCode: number | null }, output: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited early: ${output().slice(-2000)}`);
    if (await fetch(`${url}/readyz`).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not ready after 180 s: ${output().slice(-2000)}`);
}

function stopper(child: import("node:child_process").ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  };
}

/** The real server in production mode (bench/productionEnv.ts); rate limits and the cost budget out of the way. */
async function startBoxed(url: string): Promise<Process> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { child } = runServer({
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: base,
    DATABASE_URL: url,
    ...productionEnv(),
    // No background calibration polling: it would add statements and CPU unrelated to the screens.
    CALIBRATION_INTERVAL_MS: "0",
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output = (output + chunk).slice(-20_000)));
  child.stderr!.on("data", (chunk) => (output = (output + chunk).slice(-20_000)));
  await waitReady(base, child, () => output);
  return { url: base, pid: child.pid!, stop: stopper(child) };
}

async function startRaw(url: string): Promise<Process> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["bench/perf/rawServer.ts"], { env: { ...process.env, DATABASE_URL: url, PORT: String(port) }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stderr!.on("data", (chunk) => (output += chunk));
  await waitReady(base, child, () => output);
  return { url: base, pid: child.pid!, stop: stopper(child) };
}

/** A browser session for the heavy student, written as the sign-in would (the token hashed). */
async function heavySession(client: pg.Client): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await client.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) SELECT id, $1, now() + interval '1 day' FROM users WHERE email = $2`,
    [createHash("sha256").update(token).digest("hex"), HEAVY_EMAIL],
  );
  return `boxed_session=${token}`;
}

async function targetsOf(client: pg.Client): Promise<Targets> {
  const course = await client.query(`SELECT c.id FROM courses c WHERE NOT c.is_sample ORDER BY c.id LIMIT 1`);
  const lesson = await client.query(`SELECT id FROM lessons WHERE course_id = $1 AND active ORDER BY position, id LIMIT 1`, [course.rows[0].id]);
  const question = await client.query(`SELECT q.id FROM questions q JOIN competitions c ON c.id = q.competition_id WHERE c.name = 'AMC_10A' AND c.year = 2024 AND q.problem_number = 12`);
  return { courseId: course.rows[0].id, lessonId: lesson.rows[0].id, contest: { name: "AMC_10A", year: 2024 }, questionId: question.rows[0].id };
}

function timingLine(timing: Timing): string {
  const failures = timing.failures ? `, ${timing.failures} FAILED: ${timing.firstFailure}` : "";
  return `p50 ${timing.p50.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)}, ${timing.throughput.toFixed(1)} req/s, ${timing.cpuMs.toFixed(1)} ms CPU (PostgreSQL ${timing.postgresMs.toFixed(1)}), ${timing.bytes} B${failures}`;
}

function machine(): { cpu: string; cores: number; postgres: string } {
  return { cpu: cpus()[0]?.model.trim() ?? "unknown", cores: cpus().length, postgres: "" };
}

async function main() {
  const started = performance.now();
  let name = options.db;
  let generatedSeconds: number | null = null;
  if (!name) {
    log(`generating the ${scale.label} dataset (seed ${options.seed}) on ${SERVER_URL}`);
    name = await createBenchDatabase(scale, Number(options.seed), log);
    generatedSeconds = (performance.now() - started) / 1000;
    log(`database ${name} ready in ${generatedSeconds.toFixed(0)} s`);
  }
  const keep = options.keep || options.db !== undefined || options["generate-only"];
  const url = databaseUrl(name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const processes: Process[] = [];
  try {
    const counts = await datasetCounts(client);
    log(`dataset: ${JSON.stringify(counts)}`);
    if (options["generate-only"]) return;
    const host = machine();
    host.postgres = (await client.query("SHOW server_version")).rows[0].server_version;
    const cookie = await heavySession(client);
    const targets = await targetsOf(client);
    // --screens=a,b (or the older --only=a): screens whose names contain one of these, any case.
    const wanted = (options.screens ?? options.only ?? "").split(",").map((part) => part.trim().toLowerCase()).filter(Boolean);
    const list = screens(targets).filter((screen) => wanted.length === 0 || wanted.some((part) => (part.startsWith("=") ? screen.name.toLowerCase() === part.slice(1) : screen.name.toLowerCase().includes(part))));

    const boxed = await startBoxed(url);
    processes.push(boxed);
    const raw = await startRaw(url);
    processes.push(raw);
    const settings = {
      warmup: Number(options.warmup), requests: Number(options.requests), seconds: Number(options.seconds),
      duration: Number(options.duration), concurrency: Number(options.concurrency),
    };
    const loads: number[] = [loadavg()[0]!];
    const rows: Row[] = [];
    for (const screen of list) {
      const who = screen.signedIn ? cookie : undefined;
      const boxedPath = (request: Request | null): Path[] => (request ? [{ base: boxed.url, request, cookie: who, pid: boxed.pid }] : []);
      const paths: Path[] = [...boxedPath(screen.graphql), ...boxedPath(screen.rest), ...boxedPath(screen.restData), { base: raw.url, request: screen.raw, cookie: who, pid: raw.pid }];
      const timings = await measureSideBySide(paths, settings);
      loads.push(loadavg()[0]!);
      const next = () => timings.shift()!;
      const graphql = next();
      const rest = screen.rest ? next() : null;
      const restData = screen.restData ? next() : null;
      const rawTiming = next();
      for (const [label, timing] of [["GraphQL", graphql], ["REST", rest], ["REST's data over GraphQL", restData], ["raw", rawTiming]] as const) {
        if (timing) log(`  ${screen.name} ${label}: ${timingLine(timing)}`);
      }
      rows.push({ screen: screen.name, graphql, rest, restData, raw: rawTiming, statements: { graphql: 0, rest: 0, raw: 0 } });
    }
    const peers: PeerRow[] = [];
    if (options.postgraphile) {
      const pid = options["postgraphile-pid"] ? Number(options["postgraphile-pid"]) : null;
      for (const peer of peerReads(targets.courseId)) {
        const [boxedTiming, postgraphile] = await measureSideBySide(
          [
            { base: boxed.url, request: peer.boxed, pid: boxed.pid },
            { base: options.postgraphile, request: peer.postgraphile, pid },
          ],
          settings,
        );
        loads.push(loadavg()[0]!);
        log(`  ${peer.name}: Boxed ${boxedTiming!.throughput.toFixed(1)} req/s (p50 ${boxedTiming!.p50.toFixed(1)} ms), PostGraphile ${postgraphile!.throughput.toFixed(1)} req/s (p50 ${postgraphile!.p50.toFixed(1)} ms)${boxedTiming!.failures + postgraphile!.failures ? ` FAILED: ${boxedTiming!.firstFailure || postgraphile!.firstFailure}` : ""}`);
        peers.push({ name: peer.name, boxed: boxedTiming!, postgraphile: postgraphile! });
      }
    }
    const memory = { boxedMb: peakRssMb(boxed.pid), rawMb: peakRssMb(raw.pid) };
    await boxed.stop();
    await raw.stop();

    // Statements per request: the same requests through a counting proxy, one at a time.
    const pgUrl = new URL(url);
    const counter = await startStatementCounter({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
    pgUrl.host = `127.0.0.1:${counter.port}`;
    const countedBoxed = await startBoxed(pgUrl.toString());
    processes.push(countedBoxed);
    const countedRaw = await startRaw(pgUrl.toString());
    processes.push(countedRaw);
    for (const [index, screen] of list.entries()) {
      const who = screen.signedIn ? cookie : undefined;
      const row = rows[index]!;
      row.statements.graphql = await statementsPerRequest(countedBoxed.url, screen.graphql, who, counter.count);
      row.statements.rest = screen.rest ? await statementsPerRequest(countedBoxed.url, screen.rest, who, counter.count) : 0;
      row.statements.raw = await statementsPerRequest(countedRaw.url, screen.raw, who, counter.count);
      log(`  ${screen.name} statements: GraphQL ${row.statements.graphql}, REST ${row.statements.rest}, raw ${row.statements.raw}`);
    }
    await countedBoxed.stop();
    await countedRaw.stop();
    await counter.close();

    const report = {
      date: new Date().toISOString(),
      scale: await scaleLabelOf(client, name),
      counts,
      generatedSeconds,
      host,
      load: { min: Math.min(...loads), max: Math.max(...loads), mean: loads.reduce((a, b) => a + b, 0) / loads.length },
      settings,
      memory,
      rows,
      peers,
    };
    writeReport(report, { write: !options["no-write"], log });
  } finally {
    for (const process of processes) await process.stop();
    await client.end();
    if (keep) log(`kept database ${name} (${url})`);
    else await dropBenchDatabase(name);
  }
}

await main();
