// The server's start (run by server/main.ts): config -> database (migrate, seed when empty) -> app -> listen.
// SIGTERM/SIGINT finish in-flight requests, then close the database.
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { useDatabase } from "./db/index.ts";
import { applyMigrations } from "./db/migrate.ts";
import { runDataSteps } from "./services/dataSteps.ts";
import { seedDemoContent } from "./services/seedDemo.ts";
import { seedQuestionRatings } from "./services/ratingScale.ts";
import { buildApp } from "./app.ts";

function fail(message: string): never {
  console.error(`boxed: ${message}`);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const where = config.database.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.database.dataDir}`;
const database = await openDatabase(config.database).catch((error) => fail(`cannot open ${where}: ${error.message}`));
useDatabase(database.prisma, database.clientAdapter);

try {
  await applyMigrations(database);
  // Data written by earlier versions brought up to what this one expects (stored HTML cleaned).
  await runDataSteps(database.prisma);
  if (config.seedDemo) {
    await seedDemoContent(database.prisma, { accounts: config.env !== "production", community: config.seedDemoCommunity });
  }
  // Questions added while the server was down start from their seeded rating (docs/RATINGS.md).
  await seedQuestionRatings(database.prisma);
} catch (error) {
  fail(`cannot prepare ${where}: ${(error as Error).message}`);
}

const { fastify } = await buildApp(config, database);

/**
 * Connections the kernel holds for the server while it is busy (capped by net.core.somaxconn).
 * Node's default, 511, drops the SYNs of a larger burst (a class submitting at the bell), and a
 * dropped SYN is retried by the client only after a second.
 */
const LISTEN_BACKLOG = 4096;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  fastify.log.info({ signal }, "shutting down");
  await fastify.close();
  await database.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

try {
  await fastify.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  fastify.log.info(`Boxed is ready at ${config.publicUrl}/app (database: ${where})`);
} catch (error) {
  fail(`cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
}
