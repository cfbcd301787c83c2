/**
 * The server `npm run bench:api` measures: the real app (buildApp, site serving off) on the database the
 * environment names, listening on a real socket. Prints "ready" once it listens; SIGTERM closes it the
 * way main.ts does (queued writes committed, then the database closed).
 */
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/connect";
import { migrateToLatest } from "../server/db/migrate";
import { loadAppSecret } from "../server/services/app-secret";

const config = loadConfig();
const database = openDatabase({ ...config, schema: process.env.BENCH_PG_SCHEMA || undefined });
await migrateToLatest(database.db);
const secret = await loadAppSecret(database, config.appSecret);
const app = await buildApp({ config, database, secret, serveSite: false, logger: false });
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });
process.once("SIGTERM", () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
console.log("ready");
