// The floor of the burst on this machine: a bare node:http server (no framework, no session, no
// database) answering each POST with a constant, and the burst's own client sending N submissions
// of the bench's size at once. What is left of a second after this is all the app may spend.
//
//   node bench/burst/bare.ts                   2,000 at once, listen backlog 4,096 (as the app)
//   node bench/burst/bare.ts --backlog=511     Node's default backlog
import { fork } from "node:child_process";
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import { httpAgent, percentile, send } from "./http.ts";

const { values } = parseArgs({ options: { students: { type: "string", default: "2000" }, backlog: { type: "string", default: "4096" }, serve: { type: "boolean", default: false } } });

if (values.serve) {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      JSON.parse(body);
      response.setHeader("content-type", "application/json");
      response.end('{"success":true,"message":"Contest submitted."}');
    });
  });
  server.listen({ port: 0, host: "127.0.0.1", backlog: Number(values.backlog) }, () => process.send!((server.address() as { port: number }).port));
} else {
  const child = fork(new URL(import.meta.url).pathname, ["--serve", `--backlog=${values.backlog}`]);
  const port = await new Promise<number>((resolve) => child.once("message", (message) => resolve(Number(message))));
  const count = Number(values.students);
  const agent = httpAgent(count);
  const answers = Array.from({ length: 20 }, (_, index) => ({ question_id: 1000 + index, answer: "ABCDE"[index % 5] }));
  const json = { competition_name: "AMC_8", competition_year: 2023, ts: "x".repeat(180), answers };
  const before = process.cpuUsage();
  const replies = await Promise.all(Array.from({ length: count }, () => send(agent, `http://127.0.0.1:${port}/api/contest/submit`, { method: "POST", cookie: `boxed_session=${"s".repeat(43)}`, json })));
  const client = process.cpuUsage(before);
  const ms = replies.map((reply) => reply.ms).sort((a, b) => a - b);
  console.log(`${count} POSTs at once to a bare node:http server (backlog ${values.backlog}): ${replies.filter((reply) => reply.status === 200).length} ok`);
  console.log(`  p50 ${Math.round(percentile(ms, 50))} ms, p99 ${Math.round(percentile(ms, 99))} ms; client CPU ${((client.user + client.system) / 1000 / count).toFixed(2)} ms per request`);
  agent.destroy();
  child.kill();
}
