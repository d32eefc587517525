// The embedded default stays quick: `node server/main.ts` on PGlite with the demo data.
//
//   node bench/embedded.ts              start, seed, restart 3 times; then each screen 30 times
//   node bench/embedded.ts --runs=100   more runs per screen
//   node bench/embedded.ts --warmup=0   no warm-up pass before the screens are timed
//   DATA_DIR=/path node bench/embedded.ts   use (and keep) that data directory
//
// Measures (1) how long `node server/main.ts` takes from spawn to answering /readyz on an existing
// data directory (the goal: within 3 s), and (2) each screen's GraphQL query, sent as the web
// client sends it (its persisted id), one at a time: p50 and p95 in ms, anonymous and signed in
// as the demo student (the goal: every p50 under 50 ms); with the matching /api route beside it.
// The screens are timed after a warm-up pass over all of them (--warmup requests each: V8 compiles
// PGlite's hot WebAssembly functions and the server's code optimised only after they have run a
// while, so the first screen timed used to pay for the rest); the student's home page is also
// timed before that pass (right after the start, the student's sign-in and three reads of ids), and shown apart.
// Uses a fresh data directory in the system's temporary folder unless DATA_DIR is set.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createServer } from "node:net";
import { signIn } from "../tests/support/signIn.ts";
import { SERVER_NODE_FLAGS } from "../server/nodeFlags.ts";

const { values: options } = parseArgs({
  options: { runs: { type: "string", default: "30" }, restarts: { type: "string", default: "3" }, warmup: { type: "string", default: "10" } },
});
const count = (name: string, value: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`--${name}: a whole number, not ${value}`);
  return number;
};
const RUNS = count("runs", options.runs);
const WARMUP = count("warmup", options.warmup);
const RESTARTS = count("restarts", options.restarts);
const keep = Boolean(process.env.DATA_DIR);
const dataDir = process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "boxed-embedded-"));
const root = new URL("..", import.meta.url);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

type Server = { process: ChildProcess; url: string; readyMs: number };

async function start(): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const began = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server/main.ts"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: url, LOG_LEVEL: "warn", NODE_ENV: "development",
      RATE_LIMIT_REQUESTS_PER_MINUTE: "1000000", GRAPHQL_COST_BUDGET: "100000000" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped with ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`).then((response) => response.ok, () => false);
    if (ready) return { process: child, url, readyMs: performance.now() - began };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function stop(server: Server) {
  const exited = new Promise((resolve) => server.process.once("exit", resolve));
  server.process.kill("SIGTERM");
  await exited;
}

/** The persisted id the web client sends for a query (its Relay artifact's request id). */
function persistedId(name: string): string {
  const artifact = readFileSync(new URL(`../web/__generated__/${name}.graphql.ts`, import.meta.url), "utf8");
  const id = /@relayRequestID (\w+)/.exec(artifact)?.[1];
  if (!id) throw new Error(`${name} has no persisted id`);
  return id;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function time(run: () => Promise<Response>): Promise<{ p50: number; p95: number }> {
  const check = await run();
  if (!check.ok) throw new Error(`${check.status} ${await check.text()}`);
  const body = await check.text();
  if (body.includes('"errors"')) throw new Error(body.slice(0, 300));
  const took: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const began = performance.now();
    const response = await run();
    await response.arrayBuffer();
    took.push(performance.now() - began);
  }
  took.sort((a, b) => a - b);
  return { p50: percentile(took, 50), p95: percentile(took, 95) };
}

console.log(`Data directory: ${dataDir}${keep ? " (kept)" : ""}. Machine: ${cpus().length} x ${cpus()[0]?.model}, load ${loadavg().map((n) => n.toFixed(2)).join(" ")}`);

// 1. The first start creates and seeds the database; the restarts open it as it is.
const first = await start();
console.log(`First start (new data directory, migrations and demo data): ${(first.readyMs / 1000).toFixed(2)} s`);
await stop(first);
const restarts: number[] = [];
for (let index = 0; index < RESTARTS; index++) {
  const server = await start();
  restarts.push(server.readyMs);
  await stop(server);
}
console.log(`Restarts on the existing data directory, spawn to /readyz: ${restarts.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(", ")} (goal: within 3 s)`);

// 2. The screens.
const server = await start();
try {
  const student = (await signIn(server.url, "student@boxed.test")).jar.header();
  const graphql = (name: string, variables: Record<string, unknown>, cookie: string | null) => () =>
    fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", origin: server.url, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ doc_id: persistedId(name), variables }),
    });
  const rest = (path: string, cookie: string | null) => () => fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });
  const ask = async <T>(query: string): Promise<T> => {
    const response = await fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query }) });
    return ((await response.json()) as { data: T }).data;
  };
  const { courses } = await ask<{ courses: { courseId: number; lessons: { lessonId: number }[] }[] }>("{ courses { courseId lessons { lessonId } } }");
  const course = courses[0];
  const lessonId = course.lessons[0].lessonId;
  const { lesson } = await ask<{ lesson: { sections: { practiceQuestions: { questionId: number }[] }[] } }>(
    `{ lesson(lessonId: ${lessonId}) { sections { practiceQuestions { questionId } } } }`,
  );
  const questionId = lesson.sections.flatMap((section) => section.practiceQuestions)[0].questionId;
  const { mockTests } = await ask<{ mockTests: { name: string; years: number[] }[] }>("{ mockTests { name years } }");
  const contest = { name: mockTests[0].name, year: mockTests[0].years[0] };

  const screens: { name: string; query: string; variables?: Record<string, unknown>; rest?: string; who: ("anonymous" | "student")[] }[] = [
    { name: "Home", query: "HomeScreenQuery", rest: "/api/home/", who: ["anonymous", "student"] },
    { name: "Top bar", query: "TopBarQuery", who: ["anonymous", "student"] },
    { name: "Courses", query: "CoursesScreenQuery", rest: "/api/courses/", who: ["anonymous", "student"] },
    { name: "Course", query: "CourseScreenQuery", variables: { courseId: course.courseId }, rest: `/api/courses/${course.courseId}`, who: ["anonymous", "student"] },
    { name: "Lesson", query: "LessonScreenQuery", variables: { lessonId }, who: ["anonymous", "student"] },
    { name: "Question", query: "QuestionScreenByIdQuery", variables: { questionId }, rest: `/api/questions/${questionId}`, who: ["anonymous", "student"] },
    { name: "Contest", query: "ContestScreenQuery", variables: contest, rest: `/api/contest/${contest.name}/${contest.year}`, who: ["anonymous", "student"] },
    { name: "Mock tests", query: "MockTestScreenQuery", rest: "/api/mock-test/", who: ["anonymous", "student"] },
    { name: "Random practice", query: "RandomPracticeQuery", variables: { mode: "NEW" }, who: ["student"] },
    { name: "Review", query: "ReviewScreenQuery", who: ["student"] },
    { name: "Dashboard", query: "DashboardScreenQuery", variables: {}, rest: "/api/space/dashboard", who: ["student"] },
  ];
  const cold = await time(graphql("HomeScreenQuery", {}, student));
  for (let round = 0; round < WARMUP; round++) {
    for (const screen of screens) {
      for (const who of screen.who) {
        const cookie = who === "student" ? student : null;
        for (const run of [graphql(screen.query, screen.variables ?? {}, cookie), ...(screen.rest ? [rest(screen.rest, cookie)] : [])]) {
          const response = await run();
          await response.arrayBuffer();
          if (!response.ok) throw new Error(`warm-up of ${screen.name} (${who}): ${response.status}`);
        }
      }
    }
  }
  const rows: string[] = [];
  let slowest = 0;
  for (const screen of screens) {
    for (const who of screen.who) {
      const cookie = who === "student" ? student : null;
      const viaGraphql = await time(graphql(screen.query, screen.variables ?? {}, cookie));
      const viaRest = screen.rest ? await time(rest(screen.rest, cookie)).catch((error: Error) => ({ error: error.message.slice(0, 60) })) : null;
      slowest = Math.max(slowest, viaGraphql.p50);
      const restCell = viaRest === null ? "-" : "error" in viaRest ? viaRest.error : `${viaRest.p50.toFixed(1)} / ${viaRest.p95.toFixed(1)}`;
      rows.push(`| ${screen.name} | ${who} | ${viaGraphql.p50.toFixed(1)} / ${viaGraphql.p95.toFixed(1)} | ${restCell} |`);
    }
  }
  console.log(`\nRight after the start and the student's sign-in, before any warm-up: the student's home page (GraphQL) p50 ${cold.p50.toFixed(1)} / p95 ${cold.p95.toFixed(1)} ms over its first ${RUNS} requests.`);
  console.log(`\nEach screen ${RUNS} times, one request at a time, after ${WARMUP} warm-up requests of every screen (ms, p50 / p95):\n`);
  console.log("| screen | viewer | GraphQL | REST |\n|---|---|---|---|");
  console.log(rows.join("\n"));
  console.log(`\nSlowest GraphQL p50: ${slowest.toFixed(1)} ms (goal: under 50 ms)`);
} finally {
  await stop(server);
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
}
