// Fails when an operation the web client sends by id is missing from
// web/__generated__/persisted-queries.json, the file the server reads. relay-compiler --validate
// checks the artifacts, not this file, and a merge can drop entries. Entries no artifact uses any
// more stay: a browser still running the previous build keeps working during a deploy.
import { readdirSync, readFileSync } from "node:fs";

const DIR = "web/__generated__";
const persisted = Object.keys(JSON.parse(readFileSync(`${DIR}/persisted-queries.json`, "utf8")));
const sent = readdirSync(DIR)
  .filter((name) => name.endsWith(".graphql.ts"))
  .flatMap((name) => [...readFileSync(`${DIR}/${name}`, "utf8").matchAll(/"id": "([0-9a-f]{64})"/g)].map((match) => match[1]));

const missing = sent.filter((id) => !persisted.includes(id));
if (missing.length > 0) {
  console.error(`persisted queries: ${missing.length} operations missing; run: npx relay-compiler --repersist`);
  process.exit(1);
}
