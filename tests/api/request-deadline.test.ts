// A request's work stops when its client leaves (server/requestScope.ts): a request stuck behind a
// slow statement (here: a table another transaction holds locked) whose client disconnects is
// counted as abandoned, and on PostgreSQL its statement is cancelled at once rather than left
// waiting until statement_timeout (no statement is left waiting for the lock in pg_stat_activity).
import { expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { testDatabaseEngine } from "../support/testDatabase.ts";
import { abandonedRequests } from "../../server/requestScope.ts";

const app = useTestApp();
const db = () => app().database.prisma;

async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/**
 * Another transaction takes the competitions table and holds it until `release()`: a request
 * reading it waits meanwhile. Resolves once the lock is held.
 */
async function holdCompetitions(prisma: ReturnType<typeof db>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`LOCK TABLE competitions IN ACCESS EXCLUSIVE MODE`;
      locked();
      await released;
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
  await isLocked;
  return { release, holder };
}

/** The statements waiting for the held lock: the requests' (the holder's transaction is idle meanwhile). */
const runningForRequests = async (prisma = db()) =>
  Number(
    (
      await prisma.$queryRaw<{ n: bigint }[]>`
        SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND wait_event_type = 'Lock'`
    )[0]!.n,
  );

it("a client that leaves stops its request's work: counted as abandoned, its blocked statement cancelled", async () => {
  // Another transaction holds the competitions table: reading it waits until it lets go.
  const { release, holder } = await holdCompetitions(db());
  try {
    const before = abandonedRequests.clientLeft;
    const client = new AbortController();
    const request = fetch(`${app().baseUrl}/api/mock-test/`, { signal: client.signal }).catch((error: Error) => error);
    if (testDatabaseEngine() === "postgres") {
      // The request's statement is in PostgreSQL, waiting for the lock.
      expect(await waitFor(async () => (await runningForRequests()) > 0)).toBe(true);
    } else {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    client.abort();
    expect(await request).toBeInstanceOf(Error);
    expect(await waitFor(() => abandonedRequests.clientLeft === before + 1)).toBe(true);
    if (testDatabaseEngine() === "postgres") {
      // Cancelled while the lock is still held: nothing of the request goes on in the database.
      expect(await waitFor(async () => (await runningForRequests()) === 0, 5_000)).toBe(true);
    }
  } finally {
    release();
    await holder;
  }
  // The server goes on serving.
  expect((await fetch(`${app().baseUrl}/api/mock-test/`)).status).toBe(200);
});

it("a request past its deadline is stopped the same way", async () => {
  const { startTestApp } = await import("../support/testApp.ts");
  // A second app on the same kind of database, with a deadline shorter than the lock is held.
  const short = await startTestApp({ env: { REQUEST_DEADLINE_MS: "300" } });
  const { release, holder } = await holdCompetitions(short.database.prisma);
  try {
    const before = abandonedRequests.deadlinePassed;
    const started = Date.now();
    const response = fetch(`${short.baseUrl}/api/mock-test/`);
    expect(await waitFor(() => abandonedRequests.deadlinePassed === before + 1)).toBe(true);
    if (testDatabaseEngine() === "postgres") {
      // Its statement was cancelled: the answer comes while the lock is still held, well before statement_timeout.
      const answer = await response;
      expect(answer.status).toBeGreaterThanOrEqual(500);
      expect(Date.now() - started).toBeLessThan(10_000);
    }
    release();
    await response;
  } finally {
    release();
    await holder;
    await short.fastify.close();
    await short.database.drop();
  }
});

it("reads take turns: beyond READS_AT_ONCE a read waits in line, not in the database, and one whose client leaves the line is let go", async () => {
  const { startTestApp } = await import("../support/testApp.ts");
  const one = await startTestApp({ env: { READS_AT_ONCE: "1" } });
  const { release, holder } = await holdCompetitions(one.database.prisma);
  try {
    const first = fetch(`${one.baseUrl}/api/mock-test/`);
    const settled = () => new Promise((resolve) => setTimeout(resolve, 300));
    let firstAlone = 0;
    if (testDatabaseEngine() === "postgres") {
      // The first read's statements wait for the lock in PostgreSQL.
      expect(await waitFor(async () => (await runningForRequests(one.database.prisma)) > 0)).toBe(true);
      await settled();
      firstAlone = await runningForRequests(one.database.prisma);
    }
    const second = fetch(`${one.baseUrl}/api/mock-test/`);
    if (testDatabaseEngine() === "postgres") {
      // The second has not reached the database: it waits in line.
      await settled();
      expect(await runningForRequests(one.database.prisma)).toBe(firstAlone);
    }
    const before = abandonedRequests.clientLeft;
    const client = new AbortController();
    const leaving = fetch(`${one.baseUrl}/api/mock-test/`, { signal: client.signal }).catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 200));
    client.abort();
    expect(await leaving).toBeInstanceOf(Error);
    expect(await waitFor(() => abandonedRequests.clientLeft === before + 1)).toBe(true);
    release();
    // Once the lock is let go, the reads in line are served in turn.
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
  } finally {
    release();
    await holder;
    await one.fastify.close();
    await one.database.drop();
  }
});
