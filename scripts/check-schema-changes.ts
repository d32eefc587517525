// Fails when schema.graphql breaks the last released schema (docs/schema/released.graphql)
// without deprecating first; prints each breaking change. Run by `npm run check`.
// To release: copy schema.graphql over docs/schema/released.graphql and add a CHANGELOG entry.
import { readFileSync } from "node:fs";
import { breakingChanges } from "../server/graphql/schemaChanges.ts";

const released = readFileSync("docs/schema/released.graphql", "utf8");
const current = readFileSync("schema.graphql", "utf8");
const breaking = await breakingChanges(released, current);
for (const change of breaking) console.error(`breaking: ${change.message}`);
if (breaking.length > 0) {
  console.error(`${breaking.length} breaking schema change(s): deprecate with @deprecated(reason:) in a release first (docs/SCHEMA-CHANGELOG.md).`);
  process.exit(1);
}
console.log("schema.graphql keeps every field, argument and value of the released schema.");
