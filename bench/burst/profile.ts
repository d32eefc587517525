// CPU profile of the server process during the burst only (`--profile=FILE`): the server starts
// with its inspector on a free loopback port, and the bench starts and stops V8's sampling
// profiler over the DevTools protocol (Node's global WebSocket) around the burst. The profile is
// written as FILE (open it in Chrome DevTools or speedscope) and summarised: self time by where
// the code lives (a package under node_modules, the app's own files, Node's internals, garbage
// collection) and the heaviest functions.
import { writeFileSync } from "node:fs";

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/** The inspector's address from the server's stderr ("Debugger listening on ws://…"). */
export function inspectorUrl(output: string): string | null {
  return /Debugger listening on (ws:\/\/\S+)/.exec(output)?.[1] ?? null;
}

export type Profiler = { start(): Promise<void>; stop(file: string): Promise<string[]> };

export async function connectProfiler(url: string): Promise<Profiler> {
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener("open", () => resolve(), { once: true });
    socket.addEventListener("error", () => reject(new Error(`cannot reach the server's inspector at ${url}`)), { once: true });
  });
  let nextId = 1;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await call("Profiler.enable");
  await call("Profiler.setSamplingInterval", { interval: 200 });
  return {
    async start() {
      await call("Profiler.start");
    },
    async stop(file) {
      const { profile } = (await call("Profiler.stop")) as { profile: Profile };
      socket.close();
      writeFileSync(file, JSON.stringify(profile));
      return summarise(profile, file);
    },
  };
}

/** Where a function lives: a package, the app's own code (by folder), Node, or V8's own entries. */
function area(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (url === "") return functionName.startsWith("(") ? functionName : "(native)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith("node:")) return "node internals";
  const own = /\/(server|bench|tests)\/(.+?)\/?[^/]*$/.exec(url);
  if (own) return `app ${own[1]}/${own[2]!.split("/")[0]}`;
  return url.replace(/^file:\/\//, "");
}

function summarise(profile: Profile, file: string): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const total = [...self.values()].reduce((sum, us) => sum + us, 0);
  const idle = [...self].filter(([id]) => byId.get(id)?.callFrame.functionName === "(idle)").reduce((sum, [, us]) => sum + us, 0);
  const busy = total - idle;
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, us] of self) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === "(idle)") continue;
    const where = area(frame);
    areas.set(where, (areas.get(where) ?? 0) + us);
    const name = `${frame.functionName || "(anonymous)"} ${frame.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*?\/(server|bench|tests)\//, "$1/")}:${frame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
  }
  const share = (us: number) => `${((100 * us) / Math.max(1, busy)).toFixed(1).padStart(5)} %`;
  const top = (map: Map<string, number>, n: number) =>
    [...map].sort(([, a], [, b]) => b - a).slice(0, n).map(([name, us]) => `    ${share(us)}  ${name}`);
  return [
    `  server profile              ${file}: ${(busy / 1e6).toFixed(1)} s busy of ${(total / 1e6).toFixed(1)} s sampled; self time by area:`,
    ...top(areas, 14),
    "  heaviest functions (self time):",
    ...top(functions, 20),
  ];
}
