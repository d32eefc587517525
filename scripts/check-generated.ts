// Fails when a generated file that is committed has gone stale: schema.graphql, the Relay
// artifacts (and persisted queries), the /api documents' types, or the migrations against schema.prisma.
import { spawnSync } from "node:child_process";

const checks: [label: string, command: string, args: string[]][] = [
  ["schema.graphql", "node", ["scripts/print-schema.ts", "--check"]],
  ["Relay artifacts", "relay-compiler", ["--validate"]],
  ["web/__generated__/persisted-queries.json (npx relay-compiler --repersist)", "node", ["scripts/check-persisted-queries.ts"]],
  ["server/rest/__generated__ (npm run codegen)", "graphql-codegen", ["--check"]],
  ["migrations", "node", ["scripts/migrate.ts", "check"]],
];

let failed = false;
for (const [label, command, args] of checks) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`check failed: ${label} is stale`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
