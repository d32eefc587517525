// Contest burst bench: N signed-in students submit one contest at once to the real server on
// PostgreSQL, then the database is checked (nothing lost or duplicated, rating histories chained
// to the ratings, question calibration complete).
//
//   node bench/contest-burst.ts                      2,000 students, all submissions in flight at once
//   node bench/contest-burst.ts --students=1200      another number of students
//   node bench/contest-burst.ts --concurrency=200    at most 200 submissions in flight
//   node bench/contest-burst.ts --kill               kill -9 the server mid-burst, restart it, clients retry
//   node bench/contest-burst.ts --same-student       50 students each submit two contests of one family at once
//   node bench/contest-burst.ts --prepare=5       start 5 sittings at once before the burst (default 50)
//   node bench/contest-burst.ts --keep-db            keep the bench database (its URL is printed)
//   node bench/contest-burst.ts --profile=burst.cpuprofile   CPU profile of the server during the burst, summarised
//   node bench/contest-burst.ts --floor=/api/user/status      the same students send this GET at once instead (a floor)
//
// It creates its own database on BENCH_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/postgres)
// and drops it at the end. See bench/README.md for what the figures mean.
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import type { ChildProcess } from "node:child_process";
import pg from "pg";
import { freePort, runServer } from "../tests/support/serverProcess.ts";
import { calibrationComplete, type Finding, oneSubmissionEach, questionCalibration, ratingHistoryChained } from "./burst/checks.ts";
import { httpAgent, inBatches, NO_ANSWER, percentile, type Reply, send } from "./burst/http.ts";
import { startCpuMeter } from "./burst/cpu.ts";
import { connectProfiler, inspectorUrl, type Profiler } from "./burst/profile.ts";
import { type Contest, createStudents, ratedContests, type Sitting, startSitting } from "./burst/sittings.ts";
import { prng } from "./prng.ts";
import { productionEnv } from "./productionEnv.ts";

type Options = { students: number; /** Sittings started at once before the burst. */ prepare: number; /** Submissions in flight at once; Infinity: all of them. */ concurrency: number; kill: boolean; sameStudent: boolean; pairs: number; keepDb: boolean; retries: number; /** Where to write the server's CPU profile of the burst. */ profile: string | null; /** A GET every student sends at once instead of a submission: what any request costs. */ floor: string | null };

function parseOptions(argv: string[]): Options {
  const value = (name: string): string | undefined => {
    const index = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
    if (index < 0) return undefined;
    const arg = argv[index]!;
    return arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : argv[index + 1];
  };
  const flag = (name: string) => argv.includes(`--${name}`);
  const students = Number(value("students") ?? 2000);
  return {
    students,
    prepare: Number(value("prepare") ?? 50),
    concurrency: Number(value("concurrency") ?? Number.POSITIVE_INFINITY),
    kill: flag("kill"),
    sameStudent: flag("same-student"),
    pairs: Number(value("pairs") ?? 50),
    keepDb: flag("keep-db"),
    retries: Number(value("retries") ?? 10),
    profile: value("profile") ?? null,
    floor: value("floor") ?? null,
  };
}

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const INITIAL_RATING = 1500;

// ---------------------------------------------------------------------------------------------
// The server process, restartable on the same port (for --kill)

type Server = { url: string; child: ChildProcess; output: () => string };

/** The server's error log lines (JSON, LOG_LEVEL=error) across restarts: how many, and the first message. */
const serverErrors = { count: 0, first: "" };

function noteErrors(chunk: string): void {
  for (const line of chunk.split("\n")) {
    if (!line.includes('"level":50')) continue;
    serverErrors.count++;
    serverErrors.first ||= (line.match(/"message":"([^"]{0,200})/)?.[1] ?? line.slice(0, 200)).trim();
  }
}

async function startServerOn(port: number, databaseUrl: string, inspect = false): Promise<Server> {
  const { child } = runServer({
    // The inspector on a free port, for --profile (bench/burst/profile.ts).
    ...(inspect ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --inspect=127.0.0.1:0`.trim() } : {}),
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`, // the Origin the bench sends
    DATABASE_URL: databaseUrl,
    // Production mode, rate limits off: every student comes from 127.0.0.1.
    ...productionEnv(),
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output = (output + chunk).slice(-20_000)));
  child.stderr!.on("data", (chunk) => (output = (output + chunk).slice(-20_000)));
  child.stdout!.on("data", (chunk) => noteErrors(String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${output}`);
    if (await fetch(`${url}/readyz`).then((response) => response.ok, () => false)) return { url, child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become ready: ${output}`);
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
}

// ---------------------------------------------------------------------------------------------
// The burst

const random = prng(1);

type Outcome = { first: Reply; final: Reply; tries: number; doneAtMs: number };

async function burst(
  sittings: Sitting[],
  options: Options,
  server: () => Server,
  onReply: (done: number) => void,
): Promise<{ outcomes: Outcome[]; wallMs: number }> {
  const inFlight = Math.max(1, Math.min(options.concurrency, sittings.length));
  const agent = httpAgent(inFlight);
  const started = performance.now();
  let done = 0;
  const submit = (sitting: Sitting) =>
    options.floor
      ? send(agent, `${server().url}${options.floor}`, { method: "GET", cookie: sitting.student.cookie })
      : send(agent, `${server().url}/api/contest/submit`, {
          method: "POST",
          cookie: sitting.student.cookie,
          json: { competition_name: sitting.contest.name, competition_year: sitting.contest.year, ts: sitting.ts, answers: sitting.answers },
        });
  const outcomes = await inBatches(sittings, inFlight, async (sitting) => {
    const first = await submit(sitting);
    onReply(++done);
    let final = first;
    let tries = 1;
    // A client retries what failed with the same start token, as the web's retry would.
    while (final.status !== 200 && (final.status >= 500 || final.status === NO_ANSWER) && tries <= options.retries) {
      await new Promise((resolve) => setTimeout(resolve, 250 * tries + random() * 250));
      final = await submit(sitting);
      tries++;
    }
    return { first, final, tries, doneAtMs: performance.now() - started };
  });
  const wallMs = performance.now() - started;
  agent.destroy();
  return { outcomes, wallMs };
}

const byStatus = (replies: Reply[]) => {
  const counts = new Map<number, number>();
  for (const reply of replies) counts.set(reply.status, (counts.get(reply.status) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status === NO_ANSWER ? "no answer" : status}: ${n}`).join(", ");
};

function report(title: string, outcomes: Outcome[], wallMs: number): string[] {
  const firsts = outcomes.map((outcome) => outcome.first);
  const ok = firsts.filter((reply) => reply.status === 200);
  const latencies = firsts.map((reply) => reply.ms).sort((a, b) => a - b);
  const okLatencies = ok.map((reply) => reply.ms).sort((a, b) => a - b);
  const finalOk = outcomes.filter((outcome) => outcome.final.status === 200);
  const lastOkMs = Math.max(0, ...finalOk.map((outcome) => outcome.doneAtMs));
  const firstFailure = firsts.find((reply) => reply.status !== 200);
  const ms = (value: number) => `${Math.round(value)} ms`;
  return [
    `${title}`,
    `  submissions                 ${outcomes.length}`,
    `  first try: ok              ${ok.length} (${((100 * ok.length) / outcomes.length).toFixed(1)} %)`,
    `  first try: by status       ${byStatus(firsts)}`,
    ...(firstFailure ? [`  first failure says         ${firstFailure.body.replace(/\s+/g, " ").slice(0, 160)}`] : []),
    `  first try: latency         p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? 0)}`,
    `  ok latency                 p50 ${ms(percentile(okLatencies, 50))}, p95 ${ms(percentile(okLatencies, 95))}, p99 ${ms(percentile(okLatencies, 99))}`,
    `  throughput (first try ok)  ${((ok.length * 1000) / Math.max(1, Math.max(...ok.map((reply) => reply.ms), 0))).toFixed(1)} submissions/s`,
    `  after retries: ok          ${finalOk.length}, still failing ${outcomes.length - finalOk.length} (${byStatus(outcomes.filter((o) => o.final.status !== 200).map((o) => o.final)) || "none"}), retries sent ${outcomes.reduce((sum, o) => sum + o.tries - 1, 0)}`,
    `  all stored after           ${ms(lastOkMs)} (wall ${ms(wallMs)}, ${((finalOk.length * 1000) / Math.max(1, lastOkMs)).toFixed(1)} submissions/s)`,
  ];
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const name = `boxed_burst_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const port = await freePort();
  let server: Server | null = null;
  const lines: string[] = [];
  const findings: Finding[] = [];
  const clock = performance.now();
  try {
    server = await startServerOn(port, databaseUrl, options.profile !== null); // migrates and seeds the demo content
    const contests = await ratedContests(db);
    const count = options.sameStudent ? options.pairs : options.students;
    const students = await createStudents(db, count);
    const prepare = httpAgent(options.prepare);
    const current = server;
    let chosen: Contest[];
    let sittings: Sitting[];
    if (options.sameStudent) {
      const first = contests[0]!;
      const second = contests.find((contest) => contest.family === first.family && contest.id !== first.id);
      if (!second) throw new Error("the seeded content has no two rated contests of one family");
      chosen = [first, second];
      // Each student's two submissions side by side, so both reach the server together.
      sittings = (
        await inBatches(students, options.prepare, async (student) => [
          await startSitting(prepare, current.url, student, first, random),
          await startSitting(prepare, current.url, student, second, random),
        ])
      ).flat();
    } else if (options.floor) {
      // No sitting is started: each student only sends the GET.
      chosen = [contests[0]!];
      sittings = students.map((student) => ({ student, contest: chosen[0]!, ts: "", answers: [] }));
    } else {
      chosen = [contests[0]!];
      sittings = await inBatches(students, options.prepare, (student) => startSitting(prepare, current.url, student, chosen[0]!, random));
    }
    prepare.destroy();
    const contestNames = chosen.map((contest) => `${contest.name} ${contest.year}`).join(" and ");
    console.log(`${count} students, ${sittings.length} submissions of ${contestNames}; prepared in ${Math.round(performance.now() - clock)} ms`);

    const calibrationBefore = await questionCalibration(db, chosen.map((contest) => contest.id));
    const killAt = Math.floor(sittings.length / 4);
    let killed: Promise<void> | null = null;
    let restartedAfterMs = 0;
    let profiler: Profiler | null = null;
    if (options.profile) {
      const inspector = inspectorUrl(server.output());
      if (!inspector) throw new Error("--profile: the server did not say where its inspector listens");
      profiler = await connectProfiler(inspector);
      await profiler.start();
    }
    const cpu = startCpuMeter(server.child.pid!, name);
    const { outcomes, wallMs } = await burst(sittings, options, () => server!, (done) => {
      if (options.kill && done === killAt && !killed) {
        const victim = server!;
        const killedAt = performance.now();
        victim.child.kill("SIGKILL");
        console.log(`killed the server (kill -9) after ${done} replies; restarting it`);
        killed = startServerOn(port, databaseUrl).then((restarted) => {
          server = restarted;
          restartedAfterMs = performance.now() - killedAt;
        });
      }
    });
    if (killed) await killed;
    const spent = cpu.stop();
    const profileLines = profiler && options.profile ? await profiler.stop(options.profile) : [];
    const title = `burst${options.floor ? ` of GET ${options.floor} (no submission)` : ""}${options.kill ? " with kill -9" : ""}${options.sameStudent ? ", one student two contests at once" : ""}, concurrency ${Math.min(options.concurrency, sittings.length)}`;
    lines.push(...report(title, outcomes, wallMs));
    if (options.kill) lines.push(`  server back after           ${Math.round(restartedAfterMs)} ms`);
    if (!options.kill) {
      // What a submission costs in CPU, whatever else the machine was doing; and the shortest
      // possible burst if both cores did nothing else (the server process alone uses about one).
      const perSubmission = (seconds: number) => `${((1000 * seconds) / sittings.length).toFixed(1)} ms`;
      const total = spent.serverSeconds + spent.databaseSeconds;
      lines.push(
        `  CPU per submission          server ${perSubmission(spent.serverSeconds)}, PostgreSQL ${perSubmission(spent.databaseSeconds)} (load average at the end ${loadavg()[0]!.toFixed(1)})`,
        `  burst on 2 idle cores       at least ${(Math.max(spent.serverSeconds, total / 2)).toFixed(1)} s for all ${sittings.length} (server process ${spent.serverSeconds.toFixed(1)} s on one core, everything ${total.toFixed(1)} s over two)`,
      );
    }
    lines.push(...profileLines);
    lines.push(`  server error log lines      ${serverErrors.count}${serverErrors.first ? ` (first: ${serverErrors.first})` : ""}`);

    // With --floor nothing was submitted, so there is nothing to check.
    if (!options.floor) {
      const userIds = students.map((student) => student.id);
      const ids = chosen.map((contest) => contest.id);
      findings.push(await oneSubmissionEach(db, ids, userIds));
      findings.push(await ratingHistoryChained(db, userIds, INITIAL_RATING));
      // Every bench submission is a student's first and on time, so each counts once per question.
      const calibration = await calibrationComplete(db, ids, calibrationBefore, count, 120_000);
      findings.push(calibration);
      lines.push(`  calibration settled after   ${calibration.drainedAfterMs} ms after the last reply`);
    }
  } finally {
    if (server) await stopServer(server);
    await db.end();
    if (options.keepDb) {
      console.log(`kept the database: ${databaseUrl}`);
    } else {
      const dropper = new pg.Client({ connectionString: ADMIN_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    }
  }
  console.log(lines.join("\n"));
  console.log("checks");
  for (const finding of findings) console.log(`  ${finding.ok ? "ok  " : "FAIL"} ${finding.check.padEnd(40)} ${finding.detail}`);
  console.log(`elapsed ${Math.round((performance.now() - clock) / 1000)} s`);
  if (findings.some((finding) => !finding.ok)) process.exitCode = 1;
}

await main();
