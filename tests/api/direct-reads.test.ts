// The screens' reads sent straight to the driver adapter answer exactly what db.$queryRaw answers,
// for every column type they read back and every kind of parameter they send, on this engine;
// they are tagged with their request like Prisma's, and refused once the request is abandoned.
import { EventEmitter } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../support/testDatabase.ts";
import { useCountingDatabase, type StatementCounter } from "../support/countingDatabase.ts";
import { db, useDatabase } from "../../server/db/index.ts";
import { readRows } from "../../server/db/directReads.ts";
import { Prisma } from "../../server/db/generated/client.ts";
import { withRequestScope } from "../../server/requestScope.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  useDatabase(database.prisma, database.clientAdapter);
});

afterAll(async () => {
  await database.drop();
});

/** Both paths for one statement: the same template, values and all. */
async function bothWays(strings: TemplateStringsArray, ...values: unknown[]) {
  const direct = await readRows<Record<string, unknown>>(strings, ...values);
  const prisma = await db.$queryRaw<Record<string, unknown>[]>(Prisma.sql(strings, ...values));
  return { direct, prisma };
}

describe("a screen's read sent straight to the driver adapter", () => {
  it("answers every column type as db.$queryRaw does, nulls included", async () => {
    const { direct, prisma } = await bothWays`
      SELECT 1::int AS int32, 10::bigint AS int64, count(*) AS counted, 2.5::float8 AS double, 1.25::real AS float, 1.5::numeric AS numeric,
        true AS boolean, 'x'::char AS character, 'text'::text AS text, '2024-02-03'::date AS date,
        '2024-02-03T04:05:06.789Z'::timestamptz AS timestamptz, '2024-02-03 04:05:06'::timestamp AS timestamp,
        json_build_object('a', 1, 'b', json_build_array('≤', 'é')) AS json, jsonb_build_object('c', 2) AS jsonb, '\\x0102'::bytea AS bytes,
        'AMC8'::"CompetitionFamily" AS enum, gen_random_uuid() IS NOT NULL AS has_uuid,
        ARRAY[1, 2]::int[] AS int32s, ARRAY[3, 4]::bigint[] AS int64s, ARRAY[1.5, NULL]::float8[] AS doubles, ARRAY[1.5]::numeric[] AS numerics,
        ARRAY[true, false] AS booleans, ARRAY['a', NULL]::text[] AS texts, ARRAY['2024-02-03T04:05:06Z'::timestamptz] AS timestamps,
        ARRAY[json_build_object('d', 4)] AS jsons, ARRAY['AIME'::"CompetitionFamily"] AS enums,
        NULL::int AS no_int, NULL::json AS no_json, NULL::timestamptz AS no_time, NULL::text[] AS no_texts
      FROM (SELECT 1) one`;
    expect(direct).toEqual(prisma);
    expect(direct[0]!.counted).toBe(1n);
    expect(direct[0]!.json).toEqual({ a: 1, b: ["≤", "é"] });
    expect(direct[0]!.timestamptz).toEqual(new Date("2024-02-03T04:05:06.789Z"));
  });

  it("sends every kind of parameter as db.$queryRaw does", async () => {
    const when = new Date("2024-05-06T07:08:09.010Z");
    const { direct, prisma } = await bothWays`
      SELECT ${7}::int AS int, ${2.5}::float8 AS float, ${"≤ text"}::text AS text, ${true} AS boolean, ${false}::boolean AS cast_boolean,
        ${when}::timestamptz AS timestamptz, ${when}::timestamp AS timestamp, ${12n}::bigint AS bigint, ${null}::int AS nothing,
        ${[1, 2, 3]}::int[] AS ints, ${["a", "b"]}::text[] AS texts, ${[1.5]}::float8[] AS floats, ${[when]}::timestamptz[] AS dates,
        ${[]}::int[] AS none, cardinality(${[4, 5]}::int[]) AS cardinality, ${Number.NaN}::float8 AS not_a_number, ${Number.POSITIVE_INFINITY}::int AS infinite`;
    expect(direct).toEqual(prisma);
    expect(direct[0]!.timestamptz).toEqual(when);
  });

  it("answers many rows, and none, as db.$queryRaw does", async () => {
    expect((await bothWays`SELECT n, n * 2 AS twice FROM generate_series(1, 50) n`).direct).toHaveLength(50);
    const many = await bothWays`SELECT n, n * 2 AS twice FROM generate_series(1, 50) n`;
    expect(many.direct).toEqual(many.prisma);
    const none = await bothWays`SELECT 1 AS one WHERE false`;
    expect(none.direct).toEqual([]);
    expect(none.prisma).toEqual([]);
  });

  it("fails as db.$queryRaw does on a statement PostgreSQL refuses, and the next read still answers", async () => {
    await expect(readRows`SELECT 1 / ${0}::int AS broken`).rejects.toThrow(/division by zero/);
    await expect(db.$queryRaw`SELECT 1 / ${0}::int AS broken`).rejects.toThrow(/division by zero/);
    expect(await readRows`SELECT 2 AS two`).toEqual([{ two: 2 }]);
  });

  it("is tagged with its request, and does not start once the request is abandoned", async () => {
    const response = Object.assign(new EventEmitter(), { writableFinished: false });
    const sent = await withRequestScope({ raw: new EventEmitter(), response } as never, 0, async () => {
      const first = await readRows<{ one: number }>`SELECT 1 AS one`;
      response.emit("close");
      const second = await readRows`SELECT 2 AS two`.then(
        () => "sent",
        (error: Error) => error.message,
      );
      return { first, second };
    });
    expect(sent.first).toEqual([{ one: 1 }]);
    expect(sent.second).toMatch(/abandoned|client left/);
  });
});

describe("a screen's read and the statement counter", () => {
  let counter: StatementCounter;
  beforeAll(() => {
    counter = useCountingDatabase(database);
  });
  afterAll(async () => {
    await counter.close();
  });

  it("is sent through the client's own adapter, so the tests' counts see it", async () => {
    const { count, statements } = await counter.count(() => readRows`SELECT ${1}::int AS one`);
    expect(count).toBe(1);
    expect(statements[0]).toContain("SELECT $1::int AS one");
  });
});
