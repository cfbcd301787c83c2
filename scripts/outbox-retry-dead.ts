/**
 * `npm run outbox:retry-dead`: puts every forward that gave up (status dead) back in the queue with a
 * fresh set of attempts, once the spreadsheet web app works again. A running server sends them within
 * a second; otherwise they go out at the next start.
 */
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/connect";
import { migrateToLatest } from "../server/db/migrate";
import { requeueDeadForwards } from "../server/db/outbox-repository";
import { loadDotEnv } from "../server/load-env";

loadDotEnv();
const config = loadConfig();
const handle = openDatabase(config);
try {
  await migrateToLatest(handle.db);
  const count = await requeueDeadForwards(handle.db, new Date().toISOString());
  console.log(count ? `Queued ${count} forward${count === 1 ? "" : "s"} again in ${handle.location}.` : `No dead forwards in ${handle.location}.`);
} finally {
  await handle.close();
}
