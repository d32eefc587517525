// The app's PostgreSQL connections (server/db/statementPool.ts) and the request canceller of
// server/db/requestCancellation.ts (PostgreSQL only: on the embedded PGlite there is nothing to
// cancel). A request's statement text is prepared (and planned) once per connection, whichever request sends it;
// an abandoned request's running statement is cancelled and its connection closed rather than
// reused. The canceller keeps one idle connection of its own: the server may end it (a restart, the
// database dropped), which must not crash the process; the next cancellation opens another, and
// once closed it opens none.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresCanceller } from "../../server/db/requestCancellation.ts";
import { StatementPool } from "../../server/db/statementPool.ts";
import { openDatabase } from "../../server/db/client.ts";
import { useDatabase } from "../../server/db/index.ts";
import { plannedForValues } from "../../server/db/plannedForValues.ts";
import { createPostgresDatabase } from "../support/testDatabase.ts";

const cancellerConnections = async (client: pg.Client) =>
  Number(
    (
      await client.query(
        "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE '%pg_cancel_backend%' AND pid <> pg_backend_pid()",
      )
    ).rows[0].n,
  );

const scopeOf = (id: string) => ({ id, signal: new AbortController().signal });

describe.runIf(process.env.TEST_DATABASE_URL)("the app's connections and the request canceller on PostgreSQL", () => {
  let url: string;
  let drop: () => Promise<void>;
  let client: pg.Client;

  beforeAll(async () => {
    ({ url, drop } = await createPostgresDatabase());
    client = new pg.Client({ connectionString: url });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await drop?.();
  });

  /** A statement of request `id` that runs until cancelled (or 60 s): resolves with its error. */
  const sleeper = (pool: StatementPool, id: string) =>
    pool.query({ text: `/* request ${id} */ SELECT pg_sleep(60) AS slept` }).then(
      () => null,
      (error: Error) => error,
    );
  const sleeping = async () =>
    Number((await client.query("SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE '%pg_sleep(60)%' AND state = 'active' AND pid <> pg_backend_pid()")).rows[0].n);
  async function until(condition: () => Promise<boolean>): Promise<void> {
    for (const deadline = Date.now() + 20_000; Date.now() < deadline && !(await condition()); ) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  /** Ends whatever sleeper a failed expectation left behind, so that the failure shows rather than a timeout. */
  const wakeAll = () => client.query("SELECT pg_cancel_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE '%pg_sleep(60)%' AND pid <> pg_backend_pid()");

  it("prepares a statement once per connection, whichever request sends it, without the request's tag", async () => {
    const pool = new StatementPool({ connectionString: url, max: 1 });
    try {
      const text = "SELECT $1::int + 1 AS next";
      for (const id of ["first-request", "second-request", "third-request"]) {
        expect((await pool.query({ text: `/* request ${id} */ ${text}`, values: [41] })).rows).toEqual([{ next: 42 }]);
      }
      const prepared = await pool.query("SELECT statement FROM pg_prepared_statements");
      expect(prepared.rows.map((row) => row.statement)).toEqual([text]);
    } finally {
      await pool.end();
    }
  });

  it("plans a named statement once: a parameter that shapes the plan does not make PostgreSQL plan it anew on every run", async () => {
    // A screen's read often asks for a part or not (`CASE WHEN $1 THEN (SELECT ...) END`): left to
    // itself PostgreSQL kept a custom plan, planned again on every run (the lesson read's 0.9 ms
    // of planning at full scale, for 0.9 ms of work).
    const pool = new StatementPool({ connectionString: url, max: 1 });
    try {
      const text = "SELECT CASE WHEN $1 THEN (SELECT count(*) FROM pg_class a JOIN pg_class b ON b.oid = a.oid) END AS n";
      for (let run = 0; run < 8; run++) expect((await pool.query({ text, values: [false] })).rows).toEqual([{ n: null }]);
      const plans = await pool.query("SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE statement = $1", [text]);
      expect(plans.rows).toEqual([{ generic_plans: "8", custom_plans: "0" }]);
    } finally {
      await pool.end();
    }
  });

  it("plans an ad-hoc read over the answers for its values, and every other statement once", async () => {
    const database = await openDatabase({ kind: "postgres", url, preparedStatements: true });
    useDatabase(database.prisma);
    try {
      const mode = (reader: Pick<typeof database.prisma, "$queryRaw">) => reader.$queryRaw<{ plan_cache_mode: string }[]>`SHOW plan_cache_mode`;
      expect(await plannedForValues(mode)).toEqual([{ plan_cache_mode: "force_custom_plan" }]);
      expect(await mode(database.prisma)).toEqual([{ plan_cache_mode: "force_generic_plan" }]);
    } finally {
      await database.close();
    }
  });

  it("closes a connection given back inside a transaction (its request abandoned between BEGIN and ROLLBACK), never handing it to the next request", async () => {
    const pool = new StatementPool({ connectionString: url, max: 1 });
    try {
      const abandoned = await pool.connect();
      const pid = (await abandoned.query("SELECT pg_backend_pid() AS pid")).rows[0].pid;
      await abandoned.query("BEGIN");
      abandoned.release();
      const next = await pool.query("SELECT pg_backend_pid() AS pid, now() = statement_timestamp() AS own_transaction");
      expect(next.rows[0].pid).not.toBe(pid);
      expect(next.rows[0].own_transaction).toBe(true);
    } finally {
      await pool.end();
    }
  });

  it("names no statement when prepared statements are off (a pooler in front of PostgreSQL)", async () => {
    const pool = new StatementPool({ connectionString: url, max: 1, prepared: false });
    try {
      expect((await pool.query({ text: "/* request unnamed */ SELECT 1 AS one" })).rows).toEqual([{ one: 1 }]);
      expect((await pool.query("SELECT count(*)::int AS n FROM pg_prepared_statements")).rows).toEqual([{ n: 0 }]);
    } finally {
      await pool.end();
    }
  });

  it("does not send a statement of an abandoned request that reaches a connection only after the cancellation", async () => {
    const pool = new StatementPool({ connectionString: url, max: 1 });
    const canceller = postgresCanceller(url, pool);
    try {
      // The only connection is busy: the abandoned request's statement waits for it meanwhile.
      const busy = sleeper(pool, "busy-request");
      await until(async () => (await sleeping()) === 1);
      const late = pool.query({ text: "/* request late-request */ SELECT pg_sleep(60) AS slept" }).then(
        () => null,
        (error: Error) => error,
      );
      await canceller.cancel(scopeOf("late-request"));
      await canceller.cancel(scopeOf("busy-request"));
      expect((await busy)?.message).toMatch(/canceling statement due to user request/);
      const started = Date.now();
      expect((await late)?.message).toBe("The statement was not sent: its request was abandoned.");
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await sleeping()).toBe(0);
      // Other requests' statements go on being sent.
      expect((await pool.query({ text: "/* request next-request */ SELECT 1 AS one" })).rows).toEqual([{ one: 1 }]);
    } finally {
      await wakeAll();
      await canceller.close();
      await pool.end();
      // (Its canceller's connection leaves pg_stat_activity a moment after it ends: the next test counts them.)
      await until(async () => (await cancellerConnections(client)) === 0);
    }
  });

  it("cancels a running statement of an abandoned request and closes its connection; outlives its own connection being ended; does nothing once closed", { timeout: 120_000 }, async () => {
    const pool = new StatementPool({ connectionString: url, max: 2 });
    const canceller = postgresCanceller(url, pool);
    const uncaught: unknown[] = [];
    const listen = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", listen);
    try {
      // Nothing of the request runs: nothing to cancel, no connection opened.
      await canceller.cancel(scopeOf("idle-request"));
      expect(await cancellerConnections(client)).toBe(0);

      const first = sleeper(pool, "abandoned-request");
      await until(async () => (await sleeping()) === 1);
      const started = Date.now();
      await canceller.cancel(scopeOf("abandoned-request"));
      expect((await first)?.message).toMatch(/canceling statement due to user request/);
      expect(Date.now() - started).toBeLessThan(5_000);
      // Its connection is not reused: a late cancel could reach another request's statement.
      await until(async () => pool.totalCount === 0);
      expect(pool.totalCount).toBe(0);
      expect(await cancellerConnections(client)).toBe(1);

      // The server ends the canceller's connection, as a restart or a dropped database does.
      await client.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE '%pg_cancel_backend%'",
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(uncaught).toEqual([]);
      // The next cancellation opens another; another request's statement is left alone.
      const second = sleeper(pool, "second-abandoned");
      const other = sleeper(pool, "still-wanted");
      await until(async () => (await sleeping()) === 2);
      await canceller.cancel(scopeOf("second-abandoned"));
      expect((await second)?.message).toMatch(/canceling statement due to user request/);
      expect(await sleeping()).toBe(1);
      await until(async () => (await cancellerConnections(client)) === 1);
      expect(await cancellerConnections(client)).toBe(1);

      await canceller.close();
      await canceller.cancel(scopeOf("still-wanted")); // closed: nothing is opened again
      // (A closed connection leaves pg_stat_activity a moment after the client ends it.)
      await until(async () => (await cancellerConnections(client)) === 0);
      expect(await cancellerConnections(client)).toBe(0);
      expect(await sleeping()).toBe(1);
      await wakeAll();
      expect((await other)?.message).toMatch(/canceling statement/);
    } finally {
      process.off("uncaughtException", listen);
      await wakeAll();
      await canceller.close();
      await pool.end();
    }
  });
});
