// `prisma generate` never runs the native schema engine, but the CLI looks for its binary
// and tries to download it when missing (impossible offline). Pointing it at any existing
// file satisfies that check.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

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
writeFileSync(classFile, generated.replace(loader, `return (await import("../../queryCompilerWasm.ts")).queryCompilerWasmModule(${JSON.stringify(found[1])})`));
