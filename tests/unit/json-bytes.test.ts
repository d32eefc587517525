// A JSON answer written in pieces is byte for byte what JSON.stringify's text would be in UTF-8.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { GraphQLError } from "graphql";
import { jsonBytes } from "../../server/jsonBytes.ts";

const same = (value: object) => expect(jsonBytes(value).toString("utf8")).toBe(JSON.stringify(value));

/** A GraphQL result's shape: objects made without a prototype, as the executor makes them. */
function asResult(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asResult);
  if (typeof value !== "object" || value === null) return value;
  const made = Object.create(null) as Record<string, unknown>;
  for (const [key, item] of Object.entries(value)) made[key] = asResult(item);
  return made;
}

class Stamp {
  readonly at: number;
  constructor(at: number) {
    this.at = at;
  }
  toJSON() {
    return `at ${this.at}`;
  }
}

describe("a JSON answer's bytes", () => {
  it("are JSON.stringify's text in UTF-8 for any JSON value, deep or wide, in plain objects or the executor's", () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue({ maxDepth: 8 }), { maxLength: 4 }), (values) => {
        same(values);
        same(asResult({ data: { list: values } }) as object);
      }),
      { numRuns: 300 },
    );
  });

  it("leave out and write null where JSON.stringify does, and use each object's own toJSON", () => {
    const skipped = { a: undefined, b: () => 1, c: Symbol("c"), d: 1 };
    same({ data: { one: { two: { three: { four: { five: skipped } } } } }, list: [undefined, () => 1, Symbol("s"), skipped] });
    same({ when: new Date(0), stamp: new Stamp(3), deep: [[[[[[new Stamp(4), new Date(1)]]]]]], none: { toJSON: () => undefined }, nested: { a: { toJSON: () => "x" } } });
    same([{ first: undefined, second: 2 }, { only: undefined }, {}]);
    same({ errors: [new GraphQLError("Not allowed.", { path: ["dashboard"], extensions: { code: "FORBIDDEN" } })] });
  });

  it("give each toJSON its key, read an array's length once, and survive a getter that writes another answer meanwhile", () => {
    same({ a: { toJSON: (key: string) => `key ${key}` }, list: [{ toJSON: (key: string) => key }], deep: { b: { c: { d: { e: { toJSON: (key: string) => key } } } } } });
    const growing = [0, 1];
    Object.defineProperty(growing, 1, {
      get: () => {
        growing.push(9);
        return 2;
      },
      enumerable: true,
    });
    expect(jsonBytes(growing).toString()).toBe("[0,2]");
    const reentrant = {
      x: "hello",
      get y() {
        jsonBytes({ inner: "x".repeat(100_000) });
        return 2;
      },
    };
    same(reentrant);
    const cyclic: unknown[] = [];
    cyclic.push(cyclic);
    expect(() => jsonBytes(cyclic)).toThrow(TypeError);
  });

  it("hold characters past U+00FF and U+FFFF and escape lone surrogates, as JSON.stringify does", () => {
    same({ text: "x − 3 ≤ 7 ⋯ 𝑥 🙂", key: { "√2 ≈ 1.414": ["⌊x⌋", "\ud800 lone", "café"] } });
  });

  it("are whole for an answer larger than any scratch kept between answers, and the next one after it too", () => {
    const row = { name: "Lesson ⋯ with a long name", numbers: Array.from({ length: 50 }, (_, index) => index), html: "<p>≤</p>".repeat(20) };
    const large = { data: { rows: Array.from({ length: 20_000 }, (_, index) => ({ ...row, index })) } };
    same(large);
    expect(jsonBytes(large).length).toBeGreaterThan(4 * 1024 * 1024);
    same({ data: { small: "after the large one" } });
  });
});
