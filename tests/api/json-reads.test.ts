// Reads asked for in one turn of the event loop go to PostgreSQL as one statement, each answered
// with its own value; a failing statement fails every read it carried, and the next turn's reads
// go on their own statement.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "../../server/db/generated/client.ts";
import { jsonReads } from "../../server/db/jsonReads.ts";
import { useTestApp } from "../support/testApp.ts";
import { useCountingDatabase, type StatementCounter } from "../support/countingDatabase.ts";

const app = useTestApp({ seed: false });
let counter: StatementCounter;

beforeAll(() => {
  counter = useCountingDatabase(app().database);
});

afterAll(async () => {
  await counter?.close();
});

const value = (n: number) => Prisma.sql`(SELECT json_build_array(${n}::int, ${`text ${n}`}::text))`;

describe("JSON reads batched by turn", () => {
  it("reads asked for in one turn are one statement, each with its own answer", async () => {
    const read = jsonReads();
    let answers: unknown[] = [];
    const { count } = await counter.count(async () => {
      answers = await Promise.all([read(value(1), (json: [number, string]) => json), read(value(2), (json: [number, string]) => json[1]), read(value(3), (json: [number, string]) => json[0] * 10)]);
    });
    expect(count).toBe(1);
    expect(answers).toEqual([[1, "text 1"], "text 2", 30]);
  });

  it("reads asked for after an await go on a statement of their own", async () => {
    const read = jsonReads();
    const { count } = await counter.count(async () => {
      expect(await read(value(1), (json: [number, string]) => json[0])).toBe(1);
      expect(await read(value(2), (json: [number, string]) => json[0])).toBe(2);
    });
    expect(count).toBe(2);
  });

  it("a failing statement fails every read it carried; a failing reader only its own read", async () => {
    const read = jsonReads();
    const failed = await Promise.allSettled([read(value(1), (json) => json), read(Prisma.sql`(SELECT json_build_array(1 / 0))`, (json) => json)]);
    expect(failed.map((each) => each.status)).toEqual(["rejected", "rejected"]);
    const mixed = await Promise.allSettled([
      read(value(1), (json: [number, string]) => json[0]),
      read(value(2), () => {
        throw new Error("unreadable");
      }),
    ]);
    expect(mixed.map((each) => each.status)).toEqual(["fulfilled", "rejected"]);
  });
});
