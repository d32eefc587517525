// Writes docs/samples/problem-bank.jsonl: 330 original problems (two years of every AMC and
// AIME set) in the import format, for trying the importer: npm run import -- docs/samples/problem-bank.jsonl
import { mkdirSync, writeFileSync } from "node:fs";
import { buildSampleBank } from "../prisma/seed/bank.ts";

const path = new URL("../docs/samples/problem-bank.jsonl", import.meta.url);
mkdirSync(new URL(".", path), { recursive: true });
const lines = buildSampleBank([1991, 1992]);
writeFileSync(path, `${lines.join("\n")}\n`);
console.log(`${lines.length} problems written to docs/samples/problem-bank.jsonl`);
