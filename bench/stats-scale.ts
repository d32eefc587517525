// Statistics at scale: the admin statistics page's query and the documented analytics examples
// on PostgreSQL with 100,000 students and 5,000,000 answers spread over the last 12 months.
//
//   node bench/stats-scale.ts                        the default dataset (takes a few minutes)
//   node bench/stats-scale.ts --students=10000 --answers=500000
//   node bench/stats-scale.ts --keep-db              keep the database (its URL is printed)
//
// PG_SERVER_URL (default postgresql://postgres@127.0.0.1:5432/postgres) names the server; the
// bench creates its own database there and drops it at the end. Each query runs 7 times through
// the GraphQL schema as an admin; the table gives the first run (which computes and stores the
// figures of closed periods), the median and the slowest. The roll-ups are then compared with the
// answers (0 rows apart is required).
import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { execute, parse } from "graphql";
import pg from "pg";
import { openDatabase } from "../server/db/client.ts";
import { useDatabase } from "../server/db/index.ts";
import { applyMigrations } from "../server/db/migrate.ts";
import { schema } from "../server/graphql/schema.ts";
import { rollupDrift } from "../server/services/rollups.ts";
import { seedDemoContent } from "../server/services/seedDemo.ts";
import type { Viewer } from "../server/domain/viewer.ts";

const { values: options } = parseArgs({
  options: {
    students: { type: "string", default: "100000" },
    answers: { type: "string", default: "5000000" },
    runs: { type: "string", default: "7" },
    "keep-db": { type: "boolean", default: false },
  },
});
const STUDENTS = Number(options.students);
const ANSWERS = Number(options.answers);
const RUNS = Number(options.runs);
const serverUrl = process.env.PG_SERVER_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

const STATS_PAGE = readFileSync(new URL("../web/__generated__/persisted-queries.json", import.meta.url), "utf8");
const statsPageQuery = Object.values(JSON.parse(STATS_PAGE) as Record<string, string>).find((text) => text.startsWith("query StatsBoardQuery"));
if (!statsPageQuery) throw new Error("StatsBoardQuery is not in the persisted queries: run npx relay-compiler");
const examples = [...readFileSync(new URL("../docs/ANALYTICS.md", import.meta.url), "utf8").matchAll(/```graphql\n(query (\w+)[\s\S]*?)```/g)].map(
  (match) => ({ name: match[2], text: match[1] }),
);

async function withServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main() {
  const name = `boxed_bench_stats_${randomBytes(4).toString("hex")}`;
  await withServer((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString() });
  try {
    await applyMigrations(database);
    // biome-ignore lint/correctness/useHookAtTopLevel: useDatabase sets the process-wide client; not a React hook.
    useDatabase(database.prisma);
    await seedDemoContent(database.prisma, { accounts: true });
    const db = database.prisma;

    // The dataset is written over a plain connection without the app's statement timeout.
    const writer = new pg.Client({ connectionString: url.toString() });
    await writer.connect();
    await writer.query("SET statement_timeout = 0");
    let started = performance.now();
    await writer.query(`
      INSERT INTO users (email, username, referral_code, student_grade, created_at, updated_at)
      SELECT 'student' || g || '@bench.test', 'student' || g, 'bench' || g, 5 + g % 8, now() - (g % 365) * interval '1 day', now()
      FROM generate_series(1, ${STUDENTS}) g`);
    console.log(`${STUDENTS} students in ${seconds(started)}`);

    // Answers: each student answers in a few months of the year; batches of 250,000 rows, each
    // one INSERT statement, so the roll-up triggers run as they do for real answers.
    started = performance.now();
    const questionIds = (await db.question.findMany({ select: { id: true } })).map((question) => question.id);
    const firstStudent = (await db.$queryRaw<{ id: number }[]>`SELECT MIN(id)::int AS id FROM users WHERE email LIKE '%@bench.test'`)[0].id;
    const batch = 250_000;
    for (let offset = 0; offset < ANSWERS; offset += batch) {
      const size = Math.min(batch, ANSWERS - offset);
      await writer.query(`
        INSERT INTO attempts (user_id, question_id, answer, correct, source, attempt_number, created_at)
        SELECT ${firstStudent} + (hashint % ${STUDENTS}),
          (ARRAY[${questionIds.join(",")}])[1 + (g % ${questionIds.length})],
          'A', random() < 0.6,
          (ARRAY['LESSON','PRACTICE','QUESTION','CONTEST','REVIEW']::"AttemptSource"[])[1 + (g % 5)],
          ${offset} + g,
          now() - ((hashint / ${STUDENTS}) % 12) * interval '30 days' - random() * interval '30 days'
        FROM (SELECT g, abs(hashtext(g::text || '${offset}')) AS hashint FROM generate_series(1, ${size}) g) numbers`);
      process.stdout.write(`\r${offset + size} answers in ${seconds(started)}`);
    }
    console.log();
    await writer.query("VACUUM ANALYZE");
    await writer.end();
    const counts = (await db.$queryRaw<{ answers: number; rows: number }[]>`
      SELECT (SELECT COUNT(*)::int FROM attempts) AS answers, (SELECT COUNT(*)::int FROM activity_months) AS rows`)[0];
    console.log(`attempts: ${counts.answers}; activity_months rows: ${counts.rows}`);

    const admin = await db.user.findUniqueOrThrow({ where: { email: "admin@boxed.test" } });
    const viewer: Viewer = {
      id: admin.id, email: admin.email, username: admin.username, isAdmin: true, isEditor: false, isSubscriber: false,
      studentIds: [], via: "session", tokenAccess: null,
    };
    const run = async (text: string) => {
      const times: number[] = [];
      for (let index = 0; index < RUNS; index++) {
        const start = performance.now();
        const result = await execute({ schema, document: parse(text), contextValue: { viewer, now: new Date(), appSecret: "bench" } });
        times.push(performance.now() - start);
        if (result.errors) throw new Error(result.errors[0].message);
      }
      // The first run computes and stores the figures of closed periods; later runs read them.
      const first = times[0];
      times.sort((a, b) => a - b);
      return { first, median: times[Math.floor(times.length / 2)], slowest: times[times.length - 1] };
    };

    const rows: [string, { first: number; median: number; slowest: number }][] = [["stats page (StatsBoardQuery)", await run(statsPageQuery as string)]];
    for (const example of examples) rows.push([`analytics: ${example.name}`, await run(example.text)]);
    console.log(`\n| query | first run ms | median ms | slowest ms |\n| --- | ---: | ---: | ---: |`);
    for (const [label, time] of rows) {
      console.log(`| ${label} | ${time.first.toFixed(0)} | ${time.median.toFixed(0)} | ${time.slowest.toFixed(0)} |`);
    }

    started = performance.now();
    // Comparing with 5 million answers takes longer than the app's statement timeout.
    const drift = await db.$transaction(
      async (transaction) => {
        await transaction.$executeRaw`SET LOCAL statement_timeout = 0`;
        return rollupDrift(transaction);
      },
      { timeout: 30 * 60_000 },
    );
    console.log(`\nroll-ups vs answers (rows apart): ${JSON.stringify(drift)} in ${seconds(started)}`);
  } finally {
    await database.close();
    if (options["keep-db"]) console.log(`kept ${url}`);
    else await withServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

await main();
