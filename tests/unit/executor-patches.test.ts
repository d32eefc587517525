// The executor as patched (patches/@graphql-tools+executor*.patch): a list of scalars or enums is
// serialized item by item without a response path per item; a response object is a plain object
// (Object.create(null) made V8 dictionaries: larger, slower to fill and to serialize); every field's resolve info shares the
// execution's getAbortSignal / getAsyncHelpers instead of two new closures per field; a field
// written without arguments gets no map of its argument nodes (the dashboard: 13,000 list items
// and 10,000 fields a request; docs/PERFORMANCE.md). What a client sees must not change: values,
// nulls, errors at the item's path, and arguments as given, defaulted or refused.
import { describe, expect, it } from "vitest";
import { GraphQLEnumType, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, type GraphQLOutputType, GraphQLSchema, GraphQLString, type GraphQLResolveInfo, parse } from "graphql";
import { execute } from "@graphql-tools/executor";

const Topic = new GraphQLEnumType({ name: "Topic", values: { ALGEBRA: {}, GEOMETRY: {} } });
const infos: GraphQLResolveInfo[] = [];
const listOf = (type: GraphQLOutputType, value: unknown) => ({
  type,
  resolve: (_root: unknown, _args: unknown, _context: unknown, info: GraphQLResolveInfo) => {
    infos.push(info);
    return value;
  },
});

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: "Query",
    fields: {
      cells: listOf(new GraphQLList(new GraphQLNonNull(GraphQLInt)), [1, -1, 0, 1]),
      nullableCells: listOf(new GraphQLList(GraphQLInt), [1, null, 0]),
      topics: listOf(new GraphQLList(Topic), ["ALGEBRA", null, "GEOMETRY"]),
      nullInNonNull: listOf(new GraphQLList(new GraphQLNonNull(GraphQLInt)), [1, null, 3]),
      notAnInt: listOf(new GraphQLList(GraphQLInt), [1, 2.5, 3]),
      notATopic: listOf(new GraphQLList(Topic), ["ALGEBRA", "ARITHMETIC"]),
      promised: listOf(new GraphQLList(GraphQLInt), [1, Promise.resolve(2), 3]),
      failing: listOf(new GraphQLList(GraphQLInt), [1, new Error("no such cell"), 3]),
      cell: {
        type: GraphQLString,
        args: { row: { type: new GraphQLNonNull(GraphQLInt) }, column: { type: GraphQLInt, defaultValue: 1 } },
        resolve: (_root: unknown, args: { row: number; column: number }) => `${args.row}:${args.column}`,
      },
      rows: {
        type: new GraphQLList(new GraphQLObjectType({ name: "Row", fields: { cells: listOf(new GraphQLList(GraphQLInt), [7, 8]) } })),
        resolve: () => [{}, {}],
      },
    },
  }),
});

const run = async (query: string, variableValues?: Record<string, unknown>) => JSON.parse(JSON.stringify(await execute({ schema, document: parse(query), variableValues })));

describe("lists of scalars and enums", () => {
  it("serialize every item", async () => {
    expect(await run("{ cells nullableCells topics promised rows { cells } }")).toEqual({
      data: { cells: [1, -1, 0, 1], nullableCells: [1, null, 0], topics: ["ALGEBRA", null, "GEOMETRY"], promised: [1, 2, 3], rows: [{ cells: [7, 8] }, { cells: [7, 8] }] },
    });
  });

  it("null a list whose non-null item is null, with the error at the item", async () => {
    const { data, errors } = await run("{ nullInNonNull cells }");
    expect(data).toEqual({ nullInNonNull: null, cells: [1, -1, 0, 1] });
    expect(errors).toEqual([expect.objectContaining({ message: "Cannot return null for non-nullable field Query.nullInNonNull.", path: ["nullInNonNull", 1] })]);
  });

  it("null an item that does not serialize, with the error at the item", async () => {
    const { data, errors } = await run("{ notAnInt notATopic failing }");
    expect(data).toEqual({ notAnInt: [1, null, 3], notATopic: ["ALGEBRA", null], failing: [1, null, 3] });
    expect(errors.map((error: { path: unknown[] }) => error.path)).toEqual([["notAnInt", 1], ["notATopic", 1], ["failing", 1]]);
    expect(errors[0].message).toMatch(/Int cannot represent non-integer value: 2\.5/);
    expect(errors[1].message).toMatch(/Enum "Topic" cannot represent value: "ARITHMETIC"/);
    expect(errors[2].message).toBe("no such cell");
  });
});

describe("a field's resolve info", () => {
  it("shares the execution's abort signal and async helpers across fields, and they work", async () => {
    infos.length = 0;
    const controller = new AbortController();
    await execute({ schema, document: parse("{ cells topics }"), signal: controller.signal });
    const [first, second] = infos as (GraphQLResolveInfo & { getAbortSignal(): AbortSignal; getAsyncHelpers(): { promiseAll: typeof Promise.all } })[];
    expect(first!.getAbortSignal).toBe(second!.getAbortSignal);
    expect(first!.getAsyncHelpers).toBe(second!.getAsyncHelpers);
    expect(first!.getAbortSignal()).toBe(controller.signal);
    expect(await first!.getAsyncHelpers().promiseAll([Promise.resolve(1), 2])).toEqual([1, 2]);
  });
});

describe("a field's arguments", () => {
  it("are the ones given, literally or as variables, with defaults for the rest, beside fields without any", async () => {
    expect(await run("query ($row: Int!) { a: cell(row: 2, column: 3) b: cell(row: $row) cells }", { row: 5 })).toEqual({ data: { a: "2:3", b: "5:1", cells: [1, -1, 0, 1] } });
  });

  it("refuse a missing required one", async () => {
    const { errors } = await run("query ($row: Int) { cell(row: $row) }");
    expect(errors[0].message).toMatch(/^Argument "row" of required type "Int!" was provided the variable "\$row" which was not provided a runtime value/);
  });
});

describe("a response object", () => {
  it("is a plain object holding its fields in query order, whatever their names", async () => {
    const result = await execute({ schema, document: parse("{ constructor: cells __proto__: topics promised toString: nullableCells rows { __proto__: cells } }") });
    const data = (result as { data: Record<string, unknown> }).data;
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(Object.keys(data)).toEqual(["constructor", "__proto__", "promised", "toString", "rows"]);
    expect(JSON.parse(JSON.stringify(result))).toEqual({
      data: { constructor: [1, -1, 0, 1], ["__proto__"]: ["ALGEBRA", null, "GEOMETRY"], promised: [1, 2, 3], toString: [1, null, 0], rows: [{ ["__proto__"]: [7, 8] }, { ["__proto__"]: [7, 8] }] },
    });
    expect(({} as Record<string, unknown>).cells).toBeUndefined();
  });
});
