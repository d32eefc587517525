// Prisma's query compiler (WebAssembly) for the generated client. Prisma's own loader imports it
// as an ES module exporting the binary as base64 text, and a module is never unloaded: that text
// and the module's source (4.4 MB each) stayed in the heap for the life of the process after the
// one compile that needs them, and V8 sizes the heap's next collection from what survives. The
// generated client is pointed here instead (scripts/prisma-generate.ts): the same file is read as
// text, decoded and compiled, and the text is garbage once compiled.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

/** The compiled module of the base64 module `specifier` (`const wasm = "…"; export { wasm }`). */
export async function queryCompilerWasmModule(specifier: string): Promise<WebAssembly.Module> {
  const source = await readFile(fileURLToPath(import.meta.resolve(specifier)), "utf8");
  const base64 = /^const wasm = "([A-Za-z0-9+/=]+)";/.exec(source)?.[1];
  if (!base64) throw new Error(`${specifier}: not the base64 module of Prisma's query compiler`);
  return new WebAssembly.Module(Buffer.from(base64, "base64"));
}
