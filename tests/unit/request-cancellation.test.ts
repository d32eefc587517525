// The statement canceller of server/db/requestCancellation.ts (PostgreSQL only: on the embedded
// PGlite there is nothing to cancel) keeps one idle connection of its own. The server may end it
// (a restart, the database dropped): that must not crash the process, the next cancellation opens
// another, and once closed it opens none.
import pg from "pg";
import { describe, expect, it } from "vitest";
import { postgresCanceller } from "../../server/db/requestCancellation.ts";
import { createPostgresDatabase } from "../support/testDatabase.ts";

const cancellerConnections = async (client: pg.Client) =>
  Number(
    (
      await client.query(
        "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE '%pg_cancel_backend%' AND pid <> pg_backend_pid()",
      )
    ).rows[0].n,
  );

describe.runIf(process.env.TEST_DATABASE_URL)("the request canceller on PostgreSQL", () => {
  it("outlives its connection being ended by the server, and does nothing once closed", async () => {
    const { url, drop } = await createPostgresDatabase();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const canceller = postgresCanceller(url);
    const scope = { id: "canceller-test", signal: new AbortController().signal };
    const uncaught: unknown[] = [];
    const listen = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", listen);
    try {
      await canceller.cancel(scope); // opens its connection, which then waits idle
      expect(await cancellerConnections(client)).toBe(1);
      // The server ends it, as a restart or a dropped database does.
      await client.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE '%pg_cancel_backend%'",
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(uncaught).toEqual([]);
      await canceller.cancel(scope); // and the next cancellation opens another
      expect(await cancellerConnections(client)).toBe(1);
      await canceller.close();
      await canceller.cancel(scope); // closed: nothing is opened again
      expect(await cancellerConnections(client)).toBe(0);
    } finally {
      process.off("uncaughtException", listen);
      await client.end();
      await drop();
    }
  });
});
