// Writes schema.graphql, sorted, from the Pothos schema. `--check` fails when it is stale.
import { readFileSync, writeFileSync } from "node:fs";
import { lexicographicSortSchema, printSchema } from "graphql";
import { schema } from "../server/graphql/schema.ts";

const path = new URL("../schema.graphql", import.meta.url);
const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;

if (process.argv.includes("--check")) {
  const committed = readFileSync(path, "utf8");
  if (committed !== printed) {
    console.error("schema.graphql is stale: run `npm run schema:print` and commit the result.");
    process.exit(1);
  }
  console.log("schema.graphql is current.");
} else {
  writeFileSync(path, printed);
  console.log("Wrote schema.graphql");
}
