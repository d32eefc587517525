// A kill -9 in the middle of a contest burst: students submit one contest at once to the real
// server process (`node server/main.ts` on the engine under test), the server is killed after a
// few replies and started again, and clients retry what got no answer with the same start token,
// as the web does. Afterwards nothing is lost or duplicated: one submission per student, each
// rating history chained to the rating, and every question's games (applied or still queued)
// equal to the number of submissions. The full-size run is bench/contest-burst.ts --kill.
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { startServer, type ServerProcess } from "../support/serverProcess.ts";
import { emptyServerDatabase } from "../support/testDatabase.ts";
import { oneSubmissionEach, type Queryable, ratingHistoryChained } from "../../bench/burst/checks.ts";
import { httpAgent, inBatches, NO_ANSWER, type Reply, send } from "../../bench/burst/http.ts";
import { createContest, createStudents, type Sitting, startSitting } from "../../bench/burst/sittings.ts";
import { prng } from "../../bench/prng.ts";
import { INITIAL_RATING } from "../../server/domain/rating.ts";

const STUDENTS = 150;
const KILL_AFTER_REPLIES = 30;
/**
 * Submissions in flight at once. All 150 at once arrive in one turn and are written as one batch
 * (server/services/contestSubmissions.ts), so every reply would be out before the 30th is read;
 * 25 at a time make the burst several batches, and the kill lands with most still to come.
 */
const IN_FLIGHT = 25;
/** Generous: the machine running the suite may be busy. */
const STARTUP_MS = 180_000;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Plain SQL on the server's database while the server is stopped (PGlite allows one process). */
async function withDatabase<T>(env: { DATABASE_URL: string } | { DATA_DIR: string }, work: (db: Queryable) => Promise<T>): Promise<T> {
  if ("DATABASE_URL" in env) {
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 });
    try {
      return await work(pool);
    } finally {
      await pool.end();
    }
  }
  const pglite = await PGlite.create(env.DATA_DIR);
  try {
    return await work(pglite);
  } finally {
    await pglite.close();
  }
}

it("a server killed (kill -9) mid-burst loses and duplicates nothing once clients retry", async () => {
  const database = await emptyServerDatabase();
  cleanups.push(database.remove);
  // Every student comes from 127.0.0.1: the per-address limits would refuse the burst itself. The
  // demo content is left out (one contest is made below), so the server starts in seconds.
  const env = {
    ...database.env,
    SEED_DEMO: "false",
    LOG_LEVEL: "error",
    RATE_LIMIT_REQUESTS_PER_MINUTE: "1000000",
    RATE_LIMIT_SIGN_INS_PER_MINUTE: "1000000",
  };

  const migrating = await startServer(env, STARTUP_MS);
  expect(await migrating.stop()).toBe(0);
  const { contest, students } = await withDatabase(database.env, async (db) => ({ contest: await createContest(db), students: await createStudents(db, STUDENTS) }));

  let server: ServerProcess = await startServer(env, STARTUP_MS);
  cleanups.push(async () => {
    server.child.kill("SIGKILL");
  });
  const agent = httpAgent(STUDENTS);
  const random = prng(1);
  const sittings = await inBatches(students, 10, (student) => startSitting(agent, server.url, student, contest, random));
  const submit = (sitting: Sitting) =>
    send(agent, `${server.url}/api/contest/submit`, {
      method: "POST",
      cookie: sitting.student.cookie,
      json: { competition_name: contest.name, competition_year: contest.year, ts: sitting.ts, answers: sitting.answers },
    });

  let replies = 0;
  let restarted: Promise<void> | null = null;
  const outcomes = await inBatches(sittings, IN_FLIGHT, async (sitting) => {
    const first: Reply = await submit(sitting);
    if (++replies === KILL_AFTER_REPLIES) {
      server.child.kill("SIGKILL");
      restarted = startServer(env, STARTUP_MS).then((again) => {
        server = again;
      });
    }
    let final = first;
    for (let tries = 1; (final.status >= 500 || final.status === NO_ANSWER) && tries <= 20; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100 * tries));
      if (restarted) await restarted;
      final = await submit(sitting);
    }
    return { first, final };
  });
  agent.destroy();

  // The kill landed mid-burst: some submissions got no answer the first time.
  const unanswered = outcomes.filter((outcome) => outcome.first.status !== 200).length;
  expect(unanswered).toBeGreaterThan(0);
  // Every one was stored in the end, and none was refused.
  expect(outcomes.map((outcome) => outcome.final.status)).toEqual(outcomes.map(() => 200));
  expect(await server.stop()).toBe(0);

  await withDatabase(database.env, async (db) => {
    const userIds = students.map((student) => student.id);
    expect(await oneSubmissionEach(db, [contest.id], userIds)).toMatchObject({ ok: true });
    expect(await ratingHistoryChained(db, userIds, INITIAL_RATING)).toMatchObject({ ok: true });
    // Each question played one game per submission (all first, on time and rated): applied
    // already, or still queued.
    const { rows } = await db.query<{ id: number; rating_games: number; queued: number }>(
      `SELECT q.id, q.rating_games, (SELECT count(*) FROM calibration_queue c, unnest(c.question_ids) AS g(question_id) WHERE g.question_id = q.id)::int AS queued
       FROM questions q WHERE q.competition_id = $1 AND q.status = 'PUBLISHED'`,
      [contest.id],
    );
    const games = rows.map((row) => row.rating_games + row.queued);
    expect(games).toEqual(rows.map(() => STUDENTS));
  });
}, 480_000);
