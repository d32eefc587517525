// Deletes the demo community (users.is_demo, with everything they did) from the configured
// database (DATABASE_URL, or PGlite in DATA_DIR):   npm run demo:remove
// Real accounts and the demo content (contests, courses) stay.
import { ConfigError, loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { removeCommunity } from "../server/services/seedCommunity.ts";

try {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  const removed = await removeCommunity(database.prisma);
  await database.close();
  console.log(`Removed ${removed} demo students.`);
} catch (error) {
  console.error(`boxed: ${error instanceof ConfigError ? error.message : (error as Error).message}`);
  process.exit(1);
}
