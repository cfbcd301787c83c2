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

/** How long a shutdown may take before the process exits anyway: within the 30 s most process managers allow. */
const SHUTDOWN_DEADLINE_MS = 15_000;

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

  let closing = false;
  async function shutdown(signal: string) {
    // A second signal means the operator will not wait: leave now. Nothing acknowledged is lost by it,
    // since a sign-up is answered only once committed, and a forward's lease runs out and is retried.
    if (closing) process.exit(1);
    closing = true;
    app.log.info(`${signal} received, closing`);
    // A request or a database that never answers must not keep the process alive forever.
    setTimeout(() => {
      app.log.error(`Still closing after ${SHUTDOWN_DEADLINE_MS / 1000} s, exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    try {
      // Requests finish and queued writes commit; forwards in flight finish or hand their row back.
      await Promise.all([app.close(), forwarder?.stop()]);
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "Shutdown failed");
      process.exit(1);
    }
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: config.host, port: port ?? config.port });
  forwarder.start();
}
