// Where a screen's server CPU and memory go: runs `node server/main.ts` on a kept bench database
// (the same settings as `npm run bench`) with the inspector on, sends each chosen screen's
// requests with V8's CPU profiler running (start-up left out), and prints the server's CPU per
// request, its resident memory and the functions and files that took the most CPU (self time).
// The raw .cpuprofile is kept for Chrome DevTools.
//
//   node bench/perf/profile.ts --db=NAME --screens=review,dashboard      GraphQL and REST paths
//   node bench/perf/profile.ts --db=NAME --screens=courses --paths=rest  only the /api route
//   node bench/perf/profile.ts --db=NAME --requests=300 --concurrency=16 --no-profile
//   node bench/perf/profile.ts --db=NAME --server-args=--max-old-space-size=128
//   node bench/perf/profile.ts --db=NAME --no-profile --memory    after each screen and path, where the
//                                         resident memory is (V8's heap spaces, external memory)
//   node bench/perf/profile.ts --db=NAME --screens=courses --allocations   what allocates: V8's sampling
//                                         heap profiler (collected objects included) instead of the CPU profiler
//   node bench/perf/profile.ts --db=NAME --screens==course --paths=graphql,peer  only "Course" (not "Courses"),
//                                                                               and its partner read (peers.ts, anonymous)
//
// Screens are matched by part of their name (bench/perf/screens.ts), case-insensitively, or whole
// with a leading "=".
import { createHash, randomBytes } from "node:crypto";
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import pg from "pg";
import { httpAgent, inBatches, send } from "../burst/http.ts";
import { freePort } from "../../tests/support/serverProcess.ts";
import { databaseUrl } from "./database.ts";
import { HEAVY_EMAIL } from "./generate.ts";
import { cpuSeconds, minorPageFaults, peakRssMb, postgresCpuSeconds } from "./measure.ts";
import { screens, type Request, type Targets } from "./screens.ts";
import { productionEnv } from "../productionEnv.ts";
import { peerReads } from "./peers.ts";
import { SERVER_NODE_FLAGS } from "../../server/nodeFlags.ts";

const { values: options } = parseArgs({
  options: {
    db: { type: "string" },
    screens: { type: "string", default: "" },
    paths: { type: "string", default: "graphql,rest" },
    requests: { type: "string", default: "200" },
    warmup: { type: "string", default: "10" },
    concurrency: { type: "string", default: "1" },
    "no-profile": { type: "boolean", default: false },
    allocations: { type: "boolean", default: false },
    memory: { type: "boolean", default: false },
    "server-args": { type: "string", default: "" },
    top: { type: "string", default: "25" },
  },
});
if (!options.db) throw new Error("--db=NAME: a database kept by npm run bench -- --keep");
const url = databaseUrl(options.db);

async function targetsAndCookie(): Promise<{ targets: Targets; cookie: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const token = randomBytes(32).toString("base64url");
    await client.query(
      `INSERT INTO sessions (user_id, token_hash, expires_at) SELECT id, $1, now() + interval '1 day' FROM users WHERE email = $2`,
      [createHash("sha256").update(token).digest("hex"), HEAVY_EMAIL],
    );
    const course = await client.query(`SELECT c.id FROM courses c WHERE NOT c.is_sample ORDER BY c.id LIMIT 1`);
    const lesson = await client.query(`SELECT id FROM lessons WHERE course_id = $1 AND active ORDER BY position, id LIMIT 1`, [course.rows[0].id]);
    const question = await client.query(
      `SELECT q.id FROM questions q JOIN competitions c ON c.id = q.competition_id WHERE c.name = 'AMC_10A' AND c.year = 2024 AND q.problem_number = 12`,
    );
    return {
      targets: { courseId: course.rows[0].id, lessonId: lesson.rows[0].id, contest: { name: "AMC_10A", year: 2024 }, questionId: question.rows[0].id },
      cookie: `boxed_session=${token}`,
    };
  } finally {
    await client.end();
  }
}

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Self time per function and per file (a package counts as one file), in ms, highest first. */
function summarise(profile: Profile, top: number): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const where = (node: ProfileNode) => {
    const file = node.callFrame.url.replace(/^file:\/\//, "");
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1];
    return pkg ? `npm:${pkg}` : file.replace(`${process.cwd()}/`, "") || "(native)";
  };
  const functions = new Map<string, number>();
  const files = new Map<string, number>();
  for (const [id, ms] of self) {
    const node = byId.get(id)!;
    const name = `${node.callFrame.functionName || "(anonymous)"} ${where(node)}:${node.callFrame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
    files.set(where(node), (files.get(where(node)) ?? 0) + ms);
  }
  const print = (title: string, entries: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [name, ms] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`  ${((ms / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
    }
  };
  print("self time by file or package", files);
  print("self time by function", functions);
}

type AllocationNode = { callFrame: ProfileNode["callFrame"]; selfSize: number; children: AllocationNode[] };

/** Bytes allocated per request (collected or not) by file or package and by function, highest first. */
function summariseAllocations(head: AllocationNode, requests: number, top: number): void {
  const where = (url: string) => {
    const file = url.replace(/^file:\/\//, "");
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1];
    return pkg ? `npm:${pkg}` : file.replace(`${process.cwd()}/`, "") || "(native)";
  };
  const functions = new Map<string, number>();
  const files = new Map<string, number>();
  let total = 0;
  const visit = (node: AllocationNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName || "(anonymous)"} ${where(url)}:${lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + node.selfSize);
    files.set(where(url), (files.get(where(url)) ?? 0) + node.selfSize);
    total += node.selfSize;
    node.children.forEach(visit);
  };
  visit(head);
  const perRequest = (bytes: number) => `${(bytes / requests / 1024).toFixed(0).padStart(6)} KB`;
  console.log(`\nallocated: ${perRequest(total).trim()} per request (${requests} requests, warm-ups included)`);
  for (const [title, entries] of [["by file or package", files], ["by function", functions]] as const) {
    console.log(`\n${title}`);
    for (const [name, bytes] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${perRequest(bytes)}  ${name}`);
  }
}

async function main() {
  const { targets, cookie } = await targetsAndCookie();
  const wanted = options.screens.split(",").map((part) => part.trim().toLowerCase()).filter(Boolean);
  const list = screens(targets).filter((screen) => wanted.length === 0 || wanted.some((part) => (part.startsWith("=") ? screen.name.toLowerCase() === part.slice(1) : screen.name.toLowerCase().includes(part))));
  const paths = options.paths.split(",").map((path) => path.trim());
  const port = await freePort();
  const inspectPort = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const inspect = !options["no-profile"] || options.allocations || options.memory;
  const nodeArgs = [...(inspect ? [`--inspect=127.0.0.1:${inspectPort}`] : []), ...options["server-args"].split(" ").filter(Boolean)];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, "server/main.ts"], {
    env: {
      ...process.env,
      HOST: "127.0.0.1", PORT: String(port), PUBLIC_URL: base, DATABASE_URL: url, ...productionEnv(), CALIBRATION_INTERVAL_MS: "0",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 180_000;
  while (!(await fetch(`${base}/readyz`).then((response) => response.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const pid = child.pid!;
  const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  console.log(`server ready: ${rssMb().toFixed(0)} MB resident (peak so far ${peakRssMb(pid).toFixed(0)} MB)`);
  const profiler = inspect ? await inspector(inspectPort) : null;
  if (options.allocations) {
    await profiler?.call("HeapProfiler.enable");
    await profiler?.call("HeapProfiler.startSampling", { samplingInterval: 16_384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
  } else if (!options["no-profile"]) {
    await profiler?.call("Profiler.enable");
    await profiler?.call("Profiler.start");
  }
  let requestsSent = 0;
  const concurrency = Number(options.concurrency);
  const agent = httpAgent(concurrency);
  for (const screen of list) {
    for (const path of paths) {
      const peer = peerReads(targets.courseId).find((read) => read.name.toLowerCase().startsWith(screen.name.toLowerCase()));
      const request: Request | null = path === "graphql" ? screen.graphql : path === "rest" ? screen.rest : path === "peer" && peer ? peer.boxed : null;
      if (!request) continue;
      const call = () => send(agent, `${base}${request.path}`, { method: request.method, cookie: screen.signedIn && path !== "peer" ? cookie : undefined, json: request.json });
      let failed = "";
      for (let index = 0; index < Number(options.warmup); index++) {
        const reply = await call();
        if (reply.status !== 200 || reply.body.includes('"errors":[')) failed ||= `${reply.status} ${reply.body.slice(0, 200)}`;
      }
      const before = cpuSeconds(pid);
      const faultsBefore = minorPageFaults(pid);
      const postgresBefore = postgresCpuSeconds();
      const started = performance.now();
      const count = Number(options.requests);
      await inBatches(Array.from({ length: count }), concurrency, async () => {
        const reply = await call();
        if (reply.status !== 200 || reply.body.includes('"errors":[')) failed ||= `${reply.status} ${reply.body.slice(0, 200)}`;
      });
      const perSecond = count / ((performance.now() - started) / 1000);
      const cpuMs = ((cpuSeconds(pid) - before) * 1000) / count;
      const faults = (minorPageFaults(pid) - faultsBefore) / count;
      const postgresMs = ((postgresCpuSeconds() - postgresBefore) * 1000) / count;
      requestsSent += count + Number(options.warmup);
      console.log(
        `${screen.name} ${path}: ${cpuMs.toFixed(2)} ms CPU per request (PostgreSQL ${postgresMs.toFixed(2)}), ${faults.toFixed(1)} page faults, over ${count}, ${perSecond.toFixed(0)} requests/s, ` +
          `${rssMb().toFixed(0)} MB resident, peak ${peakRssMb(pid).toFixed(0)} MB${failed ? `, FAILED: ${failed}` : ""}`,
      );
      if (options.memory && profiler) console.log(`  ${await memoryOf(profiler)}`);
    }
  }
  agent.destroy();
  if (options.allocations) {
    const { profile: allocations } = (await profiler!.call("HeapProfiler.stopSampling")) as { profile: { head: AllocationNode } };
    profiler!.close();
    summariseAllocations(allocations.head, requestsSent, Number(options.top));
  }
  const profile = profiler && !options.allocations && !options["no-profile"] ? ((await profiler.call("Profiler.stop")) as { profile: Profile }).profile : null;
  profiler?.close();
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
  if (!profile) return;
  const file = `/tmp/boxed-profile-${process.pid}.cpuprofile`;
  writeFileSync(file, JSON.stringify(profile));
  console.log(`\nprofile: ${file} (open in Chrome DevTools, Performance tab)`);
  summarise(profile, Number(options.top));
}

/** Where the server's resident memory is: V8's heap spaces (committed), external memory and the rest. */
async function memoryOf(profiler: { call: (method: string, params?: object) => Promise<unknown> }): Promise<string> {
  const expression = `JSON.stringify({ usage: process.memoryUsage(), spaces: process.getBuiltinModule("v8").getHeapSpaceStatistics() })`;
  const { result } = (await profiler.call("Runtime.evaluate", { expression })) as { result: { value: string } };
  const { usage, spaces } = JSON.parse(result.value) as {
    usage: Record<string, number>;
    spaces: { space_name: string; space_size: number; space_used_size: number }[];
  };
  const mb = (bytes: number) => (bytes / 1048576).toFixed(0);
  const heap = spaces.filter((space) => space.space_size > 1048576).map((space) => `${space.space_name.replace(/_space$/, "")} ${mb(space.space_used_size)}/${mb(space.space_size)}`);
  return `rss ${mb(usage.rss!)} MB: heap ${mb(usage.heapUsed!)}/${mb(usage.heapTotal!)} (${heap.join(", ")}), external ${mb(usage.external!)} (array buffers ${mb(usage.arrayBuffers!)})`;
}

/** The server's inspector over its WebSocket: call a method, get its result. */
async function inspector(port: number): Promise<{ call: (method: string, params?: object) => Promise<unknown>; close: () => void }> {
  const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const socket = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let next = 1;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  };
  return {
    call: (method, params = {}) =>
      new Promise((resolve) => {
        const id = next++;
        waiting.set(id, resolve);
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}

await main();
