// A JSON answer as the UTF-8 bytes that go on the wire, written piece by piece: what
// `utf8Bytes(JSON.stringify(value))` gives, without ever holding the whole text as one string.
// A string of over 128 KB (64 K characters when one is past U+00FF: a "⋯" in a lesson name) is
// one V8 allocates in memory mapped anew for it, and on the virtual machines Boxed was measured
// on, each fresh page costs some 20 µs of CPU: the dashboard's 267 KB answer took 5.3 ms from
// its object to its bytes that way, 1.5 ms in pieces (docs/PERFORMANCE.md, "The night of
// 2026-11-29"). The pieces are JSON.stringify's own text for the small parts of the answer.

/** How deep the writer goes into objects before it hands a whole part to JSON.stringify. */
const DEEPEST_OBJECT = 4;

/** The first scratch size; it doubles as an answer needs (and stays, for the next answers). */
const FIRST_SCRATCH_BYTES = 64 * 1024;

/** A scratch grown past this for a rare large answer is let go after it. */
const LARGEST_KEPT_SCRATCH_BYTES = 4 * 1024 * 1024;

/** Deeper than this the writer hands an array to JSON.stringify (which also tells a cycle apart). */
const DEEPEST_ARRAY = 1000;

let scratch = Buffer.allocUnsafeSlow(FIRST_SCRATCH_BYTES);
/** Whether a jsonBytes call is writing into the scratch now (a getter may call it again). */
let writing = false;

/** The bytes of `JSON.stringify(value)`, which must have a text (not undefined, a function, a symbol). */
export function jsonBytes(value: unknown): Buffer {
  // Called again from a getter or toJSON while writing: the scratch is in use.
  if (writing) {
    const text = JSON.stringify(value) as string | undefined;
    if (text === undefined) throw new TypeError("jsonBytes: the value has no JSON text");
    return Buffer.from(text);
  }
  writing = true;
  try {
    const writer = { length: 0 };
    if (!written(value, "", 0, writer)) throw new TypeError("jsonBytes: the value has no JSON text");
    // A copy of the scratch's bytes: the answer is sent after this returns, when the scratch serves another.
    return Buffer.from(scratch.subarray(0, writer.length));
  } finally {
    writing = false;
    if (scratch.length > LARGEST_KEPT_SCRATCH_BYTES) scratch = Buffer.allocUnsafeSlow(FIRST_SCRATCH_BYTES);
  }
}

type Writer = { length: number };

/** The value's text out of `{"key":TEXT}` (undefined out of `{}`: the value is left out). */
function keyed(key: string, object: string): string | undefined {
  return object === "{}" ? undefined : object.slice(JSON.stringify(key).length + 2, -1);
}

function append(text: string, writer: Writer): void {
  // At most three bytes a UTF-16 unit in UTF-8.
  if (scratch.length - writer.length < text.length * 3) {
    let size = scratch.length * 2;
    while (size - writer.length < text.length * 3) size *= 2;
    const larger = Buffer.allocUnsafeSlow(size);
    scratch.copy(larger, 0, 0, writer.length);
    scratch = larger;
  }
  writer.length += scratch.write(text, writer.length);
}

/**
 * An object the writer may go into: an array or a plain object (GraphQL results are made without
 * a prototype), without a toJSON; anything else is JSON.stringify's to write whole.
 */
function isPlainOrArray(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return (prototype === Array.prototype || prototype === Object.prototype || prototype === null) && typeof (value as { toJSON?: unknown }).toJSON !== "function";
}

function write(value: unknown, depth: number, writer: Writer): void {
  if (Array.isArray(value) && typeof (value as { toJSON?: unknown }).toJSON !== "function") {
    append("[", writer);
    // Its length read once, as JSON.stringify does.
    const length = value.length;
    for (let index = 0; index < length; index++) {
      if (index > 0) append(",", writer);
      // What JSON.stringify leaves out of an object (undefined, a function, a symbol) is null in an array.
      if (!written(value[index], String(index), depth + 1, writer)) append("null", writer);
    }
    append("]", writer);
    return;
  }
  append("{", writer);
  let first = true;
  for (const key in value as object) {
    if (!Object.hasOwn(value as object, key)) continue;
    const item = (value as Record<string, unknown>)[key];
    const mark = writer.length;
    append(first ? `${JSON.stringify(key)}:` : `,${JSON.stringify(key)}:`, writer);
    if (written(item, key, depth + 1, writer)) first = false;
    else writer.length = mark;
  }
  append("}", writer);
}

/**
 * Writes `value`, under `key` of its object or array, as JSON.stringify would; false (nothing
 * written) where it would leave it out.
 */
function written(value: unknown, key: string, depth: number, writer: Writer): boolean {
  if (typeof value === "object" && value !== null && (Array.isArray(value) ? depth < DEEPEST_ARRAY : depth < DEEPEST_OBJECT) && isPlainOrArray(value)) {
    write(value, depth, writer);
    return true;
  }
  // A toJSON is given its key, as in JSON.stringify: written as the value of its key in an object of its own.
  const text = (
    typeof (value as { toJSON?: unknown } | null)?.toJSON === "function" ? keyed(key, JSON.stringify({ [key]: value })) : JSON.stringify(value)
  ) as string | undefined;
  if (text === undefined) return false;
  append(text, writer);
  return true;
}
