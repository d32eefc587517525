// A small HTTP client for the burst bench: node:http with one socket per concurrent request (no
// pooling limit), so N submissions really are N requests in flight at once.
import { Agent, request } from "node:http";

export type Reply = { status: number; body: string; ms: number };

/** Status 0 stands for a request that got no answer (connection refused or reset). */
export const NO_ANSWER = 0;

export function httpAgent(sockets: number): Agent {
  return new Agent({ keepAlive: true, maxSockets: sockets, maxTotalSockets: sockets });
}

export function send(agent: Agent, url: string, options: { method: "GET" | "POST"; cookie?: string; json?: unknown }): Promise<Reply> {
  const started = performance.now();
  const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        agent,
        method: options.method,
        headers: {
          ...(options.cookie ? { cookie: options.cookie } : {}),
          // As a browser on a Boxed page sends it (the server refuses state changes from elsewhere).
          origin: new URL(url).origin,
          ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? NO_ANSWER, body, ms: performance.now() - started }));
        res.on("error", () => resolve({ status: NO_ANSWER, body: "", ms: performance.now() - started }));
      },
    );
    req.on("error", (error) => resolve({ status: NO_ANSWER, body: String(error), ms: performance.now() - started }));
    if (payload) req.write(payload);
    req.end();
  });
}

/** Runs `work` over `items` with at most `limit` at once. */
export async function inBatches<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
