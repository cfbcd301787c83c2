/**
 * Starts a server process: config, database and migrations, the app, the outbox worker, and a clean
 * shutdown on SIGTERM/SIGINT. main.ts runs it as is; `npm run dev` runs it for the API alone.
 */
import { ConfigError } from "../domain/public-config";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/connect";
import { migrateToLatest } from "./db/migrate";
import { createForwarder } from "./jobs/forwarder";
import { loadDotEnv } from "./load-env";
import { CONSOLE_LOGGER, type Logger } from "./log";
import { loadAppSecret } from "./services/app-secret";
import { describeStartupNotices } from "./startup-notices";

export interface BootOptions {
  /** Serve the built site too (production); the dev server serves pages itself. */
  serveSite?: boolean;
  /** Overrides PORT. */
  port?: number;
}

export async function boot({ serveSite = true, port }: BootOptions = {}): Promise<void> {
  loadDotEnv();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // The pool can report a dropped connection at any time, even before the app and its logger exist.
  let log: Logger = CONSOLE_LOGGER;
  const database = openDatabase({ ...config, logger: { warn: (details, message) => log.warn(details, message) } });
  await migrateToLatest(database.db);
  const secret = await loadAppSecret(database, config.appSecret);
  // The outbox worker runs beside the requests, never inside one: a slow spreadsheet cannot slow a sign-up.
  // Each committed write wakes it, so a forward leaves right away instead of at the next poll.
  let forwarder: ReturnType<typeof createForwarder> | undefined;
  const app = await buildApp({
    config,
    database,
    secret,
    serveSite,
    logger: { level: config.logLevel },
    onWriteCommitted: () => forwarder?.nudge(),
  });
  log = app.log;
  forwarder = createForwarder({ config: config.sheets, database, logger: app.log.child({ job: "sheet-forward" }) });
  app.log.info(`Data: ${database.dialect} at ${database.location}`);
  for (const notice of describeStartupNotices(config)) app.log[notice.level](notice.message);

  async function shutdown(signal: string) {
    app.log.info(`${signal} received, closing`);
    // Requests finish and queued writes commit; forwards in flight finish or hand their row back.
    await Promise.all([app.close(), forwarder?.stop()]);
    await database.close();
    process.exit(0);
  }
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: config.host, port: port ?? config.port });
  forwarder.start();
}
