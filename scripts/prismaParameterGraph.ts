// The generated client's parameterization graph (`config.parameterizationSchema` in
// server/db/generated/internal/class.ts: `strings` and a base64url `graph`), with its strings put
// in the order of how often the graph's edges name them. The client decodes the graph once, at
// start, into one object per node whose integer keys are its edges' string indexes; V8 gives each
// such object an element store as long as its largest key, so a node naming the 900th string holds
// 900 slots. In Prisma's order (the schema's) that was 11 MB kept for the life of the process (a
// fifth of the heap at rest, and V8 lets the heap grow to a multiple of what survives); with the
// strings the edges name first (256 of 904 here) it is under 3 MB. The graph means the same:
// every index in it (edge names, enum names, root names) is rewritten to its string's new place.
//
// The graph's layout (Prisma 7's ParamGraph): three varints (input, output and root node counts);
// per input node a varint edge count, then per edge its name (varint), scalar mask (uint16 LE),
// child node and enum name (optional varints: 0 none, else value + 1) and flags (uint8); per
// output node a varint edge count, then per edge its name, arguments node and output node; per
// root its name, arguments node and output node.

export type ParameterizationSchema = { strings: string[]; graph: string };

type InputEdge = { name: number; scalarMask: number; child: number; enumName: number; flags: number };
type OutputEdge = { name: number; args: number; output: number };
type Graph = { inputs: InputEdge[][]; outputs: OutputEdge[][]; roots: OutputEdge[] };

/** Optional values are stored as value + 1, none as 0; here none is -1. */
const NONE = -1;

function decode(graph: string): Graph {
  const bytes = Buffer.from(graph, "base64url");
  let at = 0;
  const need = (count: number) => {
    if (at + count > bytes.length) throw new Error("the parameterization graph ends early");
  };
  const varint = () => {
    let value = 0;
    let shift = 0;
    let byte: number;
    do {
      need(1);
      byte = bytes[at++];
      value += (byte & 127) * 2 ** shift;
      shift += 7;
    } while (byte >= 128);
    return value;
  };
  const optional = () => varint() - 1;
  const uint16 = () => {
    need(2);
    const value = bytes.readUInt16LE(at);
    at += 2;
    return value;
  };
  const uint8 = () => {
    need(1);
    return bytes[at++];
  };
  const [inputCount, outputCount, rootCount] = [varint(), varint(), varint()];
  const repeat = <T>(count: number, read: () => T): T[] => Array.from({ length: count }, read);
  const inputs = repeat(inputCount, () =>
    repeat(varint(), () => ({ name: varint(), scalarMask: uint16(), child: optional(), enumName: optional(), flags: uint8() })),
  );
  const outputs = repeat(outputCount, () => repeat(varint(), () => ({ name: varint(), args: optional(), output: optional() })));
  const roots = repeat(rootCount, () => ({ name: varint(), args: optional(), output: optional() }));
  if (at !== bytes.length) throw new Error("the parameterization graph has bytes after its roots");
  return { inputs, outputs, roots };
}

function encode(graph: Graph): string {
  const bytes: number[] = [];
  const varint = (value: number) => {
    let rest = value;
    while (rest >= 128) {
      bytes.push((rest % 128) | 128);
      rest = Math.floor(rest / 128);
    }
    bytes.push(rest);
  };
  const optional = (value: number) => varint(value + 1);
  varint(graph.inputs.length);
  varint(graph.outputs.length);
  varint(graph.roots.length);
  for (const edges of graph.inputs) {
    varint(edges.length);
    for (const edge of edges) {
      varint(edge.name);
      bytes.push(edge.scalarMask & 255, edge.scalarMask >> 8);
      optional(edge.child);
      optional(edge.enumName);
      bytes.push(edge.flags);
    }
  }
  for (const edges of graph.outputs) {
    varint(edges.length);
    for (const edge of edges) {
      varint(edge.name);
      optional(edge.args);
      optional(edge.output);
    }
  }
  for (const root of graph.roots) {
    varint(root.name);
    optional(root.args);
    optional(root.output);
  }
  return Buffer.from(bytes).toString("base64url");
}

/** The same graph with its strings ordered by how many edges name them (ties in their old order). */
export function withEdgeNamesFirst(schema: ParameterizationSchema): ParameterizationSchema {
  const graph = decode(schema.graph);
  const named = new Map<number, number>();
  for (const edge of [...graph.inputs.flat(), ...graph.outputs.flat()]) named.set(edge.name, (named.get(edge.name) ?? 0) + 1);
  const order = schema.strings.map((_, index) => index).sort((a, b) => (named.get(b) ?? 0) - (named.get(a) ?? 0) || a - b);
  const placeOf = new Map(order.map((old, place) => [old, place]));
  const place = (old: number) => (old === NONE ? NONE : placeOf.get(old)!);
  return {
    strings: order.map((old) => schema.strings[old]),
    graph: encode({
      inputs: graph.inputs.map((edges) => edges.map((edge) => ({ ...edge, name: place(edge.name), enumName: place(edge.enumName) }))),
      outputs: graph.outputs.map((edges) => edges.map((edge) => ({ ...edge, name: place(edge.name) }))),
      roots: graph.roots.map((root) => ({ ...root, name: place(root.name) })),
    }),
  };
}

/** The graph as names (what the client looks up), for checking that a rewrite means the same. */
export function graphByName(schema: ParameterizationSchema): unknown {
  const { inputs, outputs, roots } = decode(schema.graph);
  const name = (index: number) => (index === NONE ? null : schema.strings[index]);
  const byName = <T extends { name: number }>(edges: T[], rest: (edge: T) => unknown) =>
    Object.fromEntries(edges.map((edge) => [name(edge.name), rest(edge)]).sort(([a], [b]) => String(a).localeCompare(String(b))));
  return {
    inputs: inputs.map((edges) => byName(edges, (edge) => [edge.scalarMask, edge.child, name(edge.enumName), edge.flags])),
    outputs: outputs.map((edges) => byName(edges, (edge) => [edge.args, edge.output])),
    roots: byName(roots, (root) => [root.args, root.output]),
  };
}
