// Timing one path of one screen over HTTP: sequential latencies after a warm-up, then throughput
// with a fixed number of requests in flight; and the CPU and peak memory of a process from /proc.
import { readFileSync } from "node:fs";
import { httpAgent, inBatches, percentile, send } from "../burst/http.ts";
import type { Request } from "./screens.ts";

export type Options = { warmup: number; requests: number; seconds: number; concurrency: number; duration: number };
export type Timing = { p50: number; p95: number; p99: number; samples: number; throughput: number; cpuMs: number; failures: number; firstFailure: string; bytes: number };

const TICKS_PER_SECOND = 100; // USER_HZ

export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Peak resident memory of a process so far (VmHWM), in MB. */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function failed(reply: { status: number; body: string }): boolean {
  return reply.status !== 200 || reply.body.startsWith('{"errors"') || reply.body.includes('"errors":[');
}

export async function measure(base: string, request: Request, cookie: string | undefined, pid: number | null, options: Options): Promise<Timing> {
  const agent = httpAgent(options.concurrency);
  const call = () => send(agent, `${base}${request.path}`, { method: request.method, cookie, json: request.json });
  let failures = 0;
  let firstFailure = "";
  const note = (reply: { status: number; body: string }) => {
    if (!failed(reply)) return;
    failures++;
    firstFailure ||= `${reply.status} ${reply.body.slice(0, 160)}`;
  };
  let bytes = 0;
  for (let index = 0; index < options.warmup; index++) {
    const reply = await call();
    bytes = Buffer.byteLength(reply.body);
    note(reply);
  }
  const cpuBefore = pid ? cpuSeconds(pid) : 0;
  const latencies: number[] = [];
  const deadline = performance.now() + options.seconds * 1000;
  while (latencies.length < options.requests && (latencies.length < 3 || performance.now() < deadline)) {
    const reply = await call();
    note(reply);
    latencies.push(reply.ms);
  }
  // Throughput: `concurrency` clients, each sending its next request when the previous answers.
  let done = 0;
  const started = performance.now();
  const until = started + options.duration * 1000;
  await inBatches(Array.from({ length: options.concurrency }), options.concurrency, async () => {
    while (performance.now() < until || done < options.concurrency) {
      note(await call());
      done++;
    }
  });
  const elapsed = (performance.now() - started) / 1000;
  const cpuMs = pid ? ((cpuSeconds(pid) - cpuBefore) * 1000) / (latencies.length + done) : Number.NaN;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    samples: latencies.length,
    throughput: done / elapsed,
    cpuMs,
    failures,
    firstFailure,
    bytes,
  };
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
