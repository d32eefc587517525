// Timing the paths of one screen over HTTP: sequential latencies after a warm-up, the paths in
// turn, then each path's throughput with a fixed number of requests in flight; and the CPU and
// peak memory of a process from /proc.
import { readdirSync, readFileSync } from "node:fs";
import { httpAgent, inBatches, percentile, send } from "../burst/http.ts";
import type { Request } from "./screens.ts";

export type Options = { warmup: number; requests: number; seconds: number; concurrency: number; duration: number };
export type Timing = { p50: number; p95: number; p99: number; samples: number; throughput: number; cpuMs: number; postgresMs: number; failures: number; firstFailure: string; bytes: number };

const TICKS_PER_SECOND = 100; // USER_HZ

export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/**
 * Minor page faults of a process so far: each is a page of memory touched for the first time since
 * it was mapped. On the virtual machines these runs were made on, one costs some 20 µs of CPU
 * (docs/PERFORMANCE.md), so memory a process maps, frees and maps again is CPU it spends.
 */
export function minorPageFaults(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[7]);
}

/**
 * CPU time (user + system, in seconds) of this machine's PostgreSQL processes so far, the exited
 * backends' included where the postmaster collected them; a difference over an interval is
 * PostgreSQL's share of the work sent meanwhile (with whatever else ran on the server then).
 */
export function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue;
    }
    if (!stat.includes("(postgres)")) continue;
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime, stime, and for the postmaster the children it waited for (cutime, cstime).
    total += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return total / TICKS_PER_SECOND;
}

/** Peak resident memory of a process so far (VmHWM), in MB. */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function failed(reply: { status: number; body: string }): boolean {
  return reply.status !== 200 || reply.body.startsWith('{"errors"') || reply.body.includes('"errors":[');
}

/** One path of a screen: where its requests go, who sends them, and the process serving them (for its CPU). */
export type Path = { base: string; request: Request; cookie?: string; pid: number | null };

/**
 * Times the paths of one screen side by side. Each gets its warm-up; then the sequential requests
 * go in turn, one of each path a round (at most `requests` rounds, for at most `seconds`, at least
 * 3), so that every path meets the same warmed server and the same moment of a shared machine.
 * Timed one path after the other, the first met a server idle since the previous screen (or cold
 * after its start) and the next ones a server it had just warmed: the Top bar's GraphQL p50 read
 * 2.7-4.1 ms against REST's 1.5-1.8, and 1.75 against 1.58 in turns. Then each path's throughput
 * phase, one after the other, and its server's CPU per request over that phase (the sequential
 * rounds mix paths served by one process).
 */
export async function measureSideBySide(paths: Path[], options: Options): Promise<Timing[]> {
  const sides = paths.map((path) => {
    const agent = httpAgent(options.concurrency);
    const side = {
      path,
      agent,
      call: () => send(agent, `${path.base}${path.request.path}`, { method: path.request.method, cookie: path.cookie, json: path.request.json }),
      latencies: [] as number[],
      failures: 0,
      firstFailure: "",
      bytes: 0,
      note(reply: { status: number; body: string }) {
        if (!failed(reply)) return;
        side.failures++;
        side.firstFailure ||= `${reply.status} ${reply.body.slice(0, 160)}`;
      },
    };
    return side;
  });
  for (const side of sides) {
    for (let index = 0; index < options.warmup; index++) {
      const reply = await side.call();
      side.bytes = Buffer.byteLength(reply.body);
      side.note(reply);
    }
  }
  const deadline = performance.now() + options.seconds * 1000;
  for (let round = 0; round < options.requests && (round < 3 || performance.now() < deadline); round++) {
    for (const side of sides) {
      const reply = await side.call();
      side.note(reply);
      side.latencies.push(reply.ms);
    }
  }
  const timings: Timing[] = [];
  for (const side of sides) {
    // Throughput: `concurrency` clients, each sending its next request when the previous answers.
    const { pid } = side.path;
    const cpuBefore = pid ? cpuSeconds(pid) : 0;
    const postgresBefore = postgresCpuSeconds();
    let done = 0;
    const started = performance.now();
    const until = started + options.duration * 1000;
    await inBatches(Array.from({ length: options.concurrency }), options.concurrency, async () => {
      while (performance.now() < until || done < options.concurrency) {
        side.note(await side.call());
        done++;
      }
    });
    const elapsed = (performance.now() - started) / 1000;
    const cpuMs = pid ? ((cpuSeconds(pid) - cpuBefore) * 1000) / done : Number.NaN;
    // PostgreSQL's share: on the same cores as the server, it bounds the throughput as much.
    const postgresMs = ((postgresCpuSeconds() - postgresBefore) * 1000) / done;
    side.agent.destroy();
    const latencies = side.latencies.sort((a, b) => a - b);
    timings.push({
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      samples: latencies.length,
      throughput: done / elapsed,
      cpuMs,
      postgresMs,
      failures: side.failures,
      firstFailure: side.firstFailure,
      bytes: side.bytes,
    });
  }
  return timings;
}

/** Mean statements per request: `count` requests one after another through a counting proxy. */
export async function statementsPerRequest(base: string, request: Request, cookie: string | undefined, counter: () => number, count = 3): Promise<number> {
  const agent = httpAgent(1);
  await send(agent, `${base}${request.path}`, { method: request.method, cookie, json: request.json });
  const before = counter();
  for (let index = 0; index < count; index++) await send(agent, `${base}${request.path}`, { method: request.method, cookie, json: request.json });
  agent.destroy();
  return (counter() - before) / count;
}
