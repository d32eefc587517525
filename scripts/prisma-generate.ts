// `prisma generate` never runs the native schema engine, but the CLI looks for its binary
// and tries to download it when missing (impossible offline). Pointing it at any existing
// file satisfies that check.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const anyExistingFile = fileURLToPath(import.meta.url);
execFileSync("prisma", ["generate"], {
  stdio: "inherit",
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: anyExistingFile, PRISMA_HIDE_UPDATE_MESSAGE: "1" },
});
