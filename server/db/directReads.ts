// The screens' hand-written reads, sent straight to the driver adapter Prisma itself sends them
// to, and answered as `db.$queryRaw` answers them. Prisma's raw-query path (its request pipeline,
// tracing hooks, query interpreter and two passes over the rows) cost some 80 µs of CPU a
// statement over the adapter's own 75 (docs/PERFORMANCE.md, "The night of 2026-11-29"): a screen
// sends 3 to 16 of them. The adapter is the one the process-wide client uses (server/db/index.ts),
// so statements are still tagged with their request and stop with it (./requestCancellation.ts),
// prepared once per connection (./statementPool.ts) and counted by the tests' counting adapter.
//
// Parameters go as Prisma sends them (a Date as its ISO text, typed datetime; a bigint as text;
// arrays as lists), and columns come back as Prisma gives them: json parsed, bigint as BigInt,
// numeric as Decimal, timestamps as Date, bytea as Uint8Array. tests/api/direct-reads.test.ts
// holds every column type below to what `db.$queryRaw` answers, on PGlite and PostgreSQL.
import type { ArgScalarType, ArgType, ColumnType, SqlDriverAdapter, SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { Prisma, type PrismaClient } from "./generated/client.ts";

/** A statement's rows, as `db.$queryRaw<T[]>\`...\`` answers them. */
export type Rows = <T>(strings: TemplateStringsArray, ...values: unknown[]) => Promise<T[]>;

const notOpen: Rows = () => Promise.reject(new Error("The database is not open yet: call useDatabase() first"));
let processWide: Rows = notOpen;

/** The process-wide client and its adapter factory, for readRows. Called by useDatabase(). */
export function useDirectReads(prisma: Pick<PrismaClient, "$queryRaw">, adapter: SqlDriverAdapterFactory | null): void {
  processWide = directReads(prisma, adapter);
}

/**
 * `db.$queryRaw<T[]>\`...\``, straight through the process-wide client's driver adapter when it is
 * known (through the client otherwise: one opened without it, as some benches' set-up does).
 */
export const readRows: Rows = (strings, ...values) => processWide(strings, ...values);

/**
 * Reads of `prisma`'s database straight through `adapter`, never inside a transaction: a
 * transaction's statements go through its own client (`tx.$queryRaw`), on its connection (on
 * PGlite, one read here inside one would wait for the transaction to end).
 * `adapter` is the factory it was made with (through `prisma` when null).
 */
export function directReads(prisma: Pick<PrismaClient, "$queryRaw">, adapter: SqlDriverAdapterFactory | null): Rows {
  if (!adapter) return <T>(strings: TemplateStringsArray, ...values: unknown[]) => prisma.$queryRaw<T[]>(Prisma.sql(strings, ...values));
  let connected: Promise<SqlDriverAdapter> | null = null;
  return async <T>(strings: TemplateStringsArray, ...values: unknown[]) => {
    // A connection that failed to open is tried again by the next read.
    connected ??= adapter.connect().catch((error: unknown) => {
      connected = null;
      throw error;
    });
    return rowsOf<T>(await connected, Prisma.sql(strings, ...values));
  };
}

/** The column types read back here; a read giving another fails loudly (use db.$queryRaw for it). */
const COLUMN: Partial<Record<ColumnType, (value: unknown) => unknown>> = {
  0: (value) => (typeof value === "string" ? Math.trunc(Number(value)) : Math.trunc(value as number)), // Int32
  1: (value) => BigInt(value as string | number), // Int64
  2: (value) => value, // Float
  3: (value) => value, // Double
  4: (value) => new Prisma.Decimal(value as string), // Numeric
  5: (value) => (typeof value === "string" ? value === "true" || value === "1" : typeof value === "number" ? value === 1 : value), // Boolean
  6: (value) => value, // Character
  7: (value) => value, // Text
  8: (value) => new Date(value as string), // Date
  9: (value) => new Date(`1970-01-01T${value as string}Z`), // Time
  10: (value) => new Date(value as string), // DateTime
  11: (value) => JSON.parse(value as string), // Json
  12: (value) => value, // Enum
  13: (value) => new Uint8Array(value as Buffer), // Bytes
  15: (value) => value, // Uuid
};
const ARRAY_OF: Partial<Record<ColumnType, ColumnType>> = { 64: 0, 65: 1, 66: 2, 67: 3, 68: 4, 69: 5, 70: 6, 71: 7, 72: 8, 73: 9, 74: 10, 75: 11, 76: 12, 78: 15 };

function readerOf(type: ColumnType, column: string): (value: unknown) => unknown {
  const item = ARRAY_OF[type];
  const read = COLUMN[item ?? type];
  if (!read) throw new Error(`directReads: column ${column} has a type (${type}) read here only through db.$queryRaw`);
  return item === undefined ? read : (value) => (value as unknown[]).map((each) => (each === null ? null : read(each)));
}

function scalarTypeOf(value: unknown): ArgScalarType {
  // NaN and the infinities go as null, as Prisma's JSON round trip of its parameters sends them.
  if (typeof value === "number") return Number.isFinite(value) ? "decimal" : "unknown";
  if (typeof value === "string") return "string";
  if (typeof value === "bigint") return "bigint";
  if (value instanceof Date) return "datetime";
  return "unknown";
}

function argOf(value: unknown): unknown {
  if (typeof value === "number" && !Number.isFinite(value)) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return String(value);
  if (Array.isArray(value)) return value.map(argOf);
  if (value !== null && typeof value === "object") throw new Error("directReads: a parameter that is an object goes through db.$queryRaw");
  return value;
}

function argTypeOf(value: unknown): ArgType {
  if (!Array.isArray(value)) return { scalarType: scalarTypeOf(value), arity: "scalar" };
  const first = value.find((each) => each !== null && each !== undefined);
  return { scalarType: first === undefined ? "unknown" : scalarTypeOf(first), arity: "list" };
}

async function rowsOf<T>(adapter: SqlDriverAdapter, query: Prisma.Sql): Promise<T[]> {
  const result = await adapter.queryRaw({ sql: query.text, args: query.values.map(argOf), argTypes: query.values.map(argTypeOf) });
  const readers = result.columnTypes.map((type, index) => readerOf(type, result.columnNames[index]!));
  const names = result.columnNames;
  return result.rows.map((row) => {
    const made: Record<string, unknown> = {};
    for (let index = 0; index < names.length; index++) {
      const value = row[index];
      made[names[index]!] = value === null || value === undefined ? null : readers[index]!(value);
    }
    return made as T;
  });
}
