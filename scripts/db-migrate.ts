/** `npm run db:migrate`: applies pending migrations to the configured database and says which ran. */
import { openDatabase } from "../server/db/connect";
import { migrateToLatest } from "../server/db/migrate";
import { loadConfig } from "../server/config";
import { loadDotEnv } from "../server/load-env";

loadDotEnv();
const config = loadConfig();
const handle = openDatabase(config);
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `Applied ${applied.join(", ")} to ${handle.location}.` : `${handle.location} is up to date.`);
} finally {
  await handle.close();
}
