// Reads that go to PostgreSQL together: each is a scalar subquery giving one JSON value, and those
// asked for in the same turn of the event loop (GraphQL resolves an object's fields in one turn)
// are sent as one statement, `SELECT (a) AS p0, (b) AS p1, ...`: one round trip instead of several.
import { Prisma } from "./generated/client.ts";
import { readRows } from "./directReads.ts";

/** Reads `sql` (a parenthesised scalar subquery giving one JSON value) and makes it a `T` with `read`. */
export type JsonRead = <T>(sql: Prisma.Sql, read: (json: never) => T) => Promise<T>;

type Waiting = { sql: Prisma.Sql; read: (json: never) => unknown; resolve: (value: unknown) => void; reject: (error: unknown) => void };

async function send(waiting: Waiting[]): Promise<void> {
  try {
    const columns = waiting.map((each, index) => Prisma.sql`${each.sql} AS ${Prisma.raw(`p${index}`)}`);
    const [row] = await readRows<Record<string, unknown>>`SELECT ${Prisma.join(columns, ", ")}`;
    waiting.forEach((each, index) => {
      try {
        each.resolve(each.read(row![`p${index}`] as never));
      } catch (error) {
        each.reject(error);
      }
    });
  } catch (error) {
    for (const each of waiting) each.reject(error);
  }
}

/** A batcher of JSON reads (one per request, or per screen's object). */
export function jsonReads(): JsonRead {
  let batch: Waiting[] | null = null;
  return <T>(sql: Prisma.Sql, read: (json: never) => T) =>
    new Promise<T>((resolve, reject) => {
      if (!batch) {
        const current: Waiting[] = [];
        batch = current;
        queueMicrotask(() => {
          batch = null;
          void send(current);
        });
      }
      batch.push({ sql, read, resolve: resolve as (value: unknown) => void, reject });
    });
}
