// `prisma generate` never runs the native schema engine, but the CLI looks for its binary
// and tries to download it when missing (impossible offline). Pointing it at any existing
// file satisfies that check.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { fileURLToPath } from "node:url";
import { graphByName, withEdgeNamesFirst } from "./prismaParameterGraph.ts";

const anyExistingFile = fileURLToPath(import.meta.url);
execFileSync("prisma", ["generate"], {
  stdio: "inherit",
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: anyExistingFile, PRISMA_HIDE_UPDATE_MESSAGE: "1" },
});

// The client loads its query compiler through server/db/queryCompilerWasm.ts (why: there), not by
// importing the base64 module, which would keep 9 MB of text in the heap for good.
const classFile = new URL("../server/db/generated/internal/class.ts", import.meta.url);
const generated = readFileSync(classFile, "utf8");
const loader = /const \{ wasm \} = await import\("([^"]+\.wasm-base64\.mjs)"\)\s*\n\s*return await decodeBase64AsWasm\(wasm\)/;
const found = loader.exec(generated);
if (!found) throw new Error(`${fileURLToPath(classFile)}: Prisma's client no longer loads its query compiler as scripts/prisma-generate.ts expects`);
let patched = generated.replace(loader, `return (await import("../../queryCompilerWasm.ts")).queryCompilerWasmModule(${JSON.stringify(found[1])})`);

// The parameterization graph's strings in the order its edges name them (why: ./prismaParameterGraph.ts).
const parameterization = /config\.parameterizationSchema = \{\n {2}strings: JSON\.parse\(("(?:[^"\\]|\\.)*")\),\n {2}graph: "([A-Za-z0-9_-]*)"\n\}/;
const schemaFound = parameterization.exec(patched);
if (!schemaFound)
  throw new Error(`${fileURLToPath(classFile)}: Prisma's client no longer writes its parameterization graph as scripts/prisma-generate.ts expects`);
const schema = { strings: JSON.parse(JSON.parse(schemaFound[1])) as string[], graph: schemaFound[2] };
const reordered = withEdgeNamesFirst(schema);
if (!isDeepStrictEqual(graphByName(reordered), graphByName(schema)))
  throw new Error("scripts/prismaParameterGraph.ts: the reordered parameterization graph does not mean the same");
patched = patched.replace(
  schemaFound[0],
  () =>
    `config.parameterizationSchema = {\n  strings: JSON.parse(${JSON.stringify(JSON.stringify(reordered.strings))}),\n  graph: ${JSON.stringify(reordered.graph)}\n}`,
);
writeFileSync(classFile, patched);
