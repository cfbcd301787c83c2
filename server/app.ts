import { randomBytes } from "node:crypto";
import Fastify, { type FastifyServerOptions } from "fastify";
import type { ServerConfig } from "./config";
import type { DatabaseHandle } from "./db/connect";
import { answerClientErrors } from "./http/client-errors";
import { installErrorHandler } from "./http/error-handler";
import { answerFrameworkErrors } from "./http/framework-errors";
import { installNotFoundHandler } from "./http/not-found";
import { withPrivateRequestLogs } from "./http/request-log";
import { buildSecurityHeaders, installSecurityHeaders } from "./http/security-headers";
import { apiRoutes } from "./routes/api";
import { healthRoutes } from "./routes/health";
import { humanCheckRoutes } from "./routes/human-check";
import { createHumanCheck, type HumanCheck } from "./services/human-check";
import { siteRoutes } from "./site/site-routes";

export interface AppDependencies {
  config: ServerConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions["logger"];
  /** Serve the built site too; API tests that need no pages turn it off. */
  serveSite?: boolean;
  /**
   * The app secret (services/app-secret.ts loadAppSecret): signs human-check passes. main.ts must pass
   * the stored one so every instance and restart agrees; tests that do not care may leave it out.
   */
  secret?: Buffer;
  /** Replaces the human check built from config; API tests pass a fake to drive each verdict. */
  humanCheck?: HumanCheck;
  /** Called after each committed write; main.ts wakes the outbox worker so a forward leaves at once. */
  onWriteCommitted?: () => void;
}

/** Fastify takes a hop count as a function: trust that many proxies in front of us, nearest first. */
function toFastifyTrustProxy(trustProxy: ServerConfig["trustProxy"]) {
  return typeof trustProxy === "number" ? (_address: string, hop: number) => hop < trustProxy : trustProxy;
}

/** Builds the whole server as one Fastify instance; main.ts listens with it, tests `inject` into it. */
export async function buildApp({
  config,
  database,
  logger = false,
  serveSite = true,
  secret = randomBytes(32),
  humanCheck: givenHumanCheck,
  onWriteCommitted,
}: AppDependencies) {
  const securityHeaders = buildSecurityHeaders(config.public);
  const app = Fastify({
    logger: withPrivateRequestLogs(logger),
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    bodyLimit: 64 * 1024,
    frameworkErrors: answerFrameworkErrors(securityHeaders),
    clientErrorHandler: answerClientErrors(securityHeaders),
  });
  installSecurityHeaders(app, config.public);
  installErrorHandler(app);
  installNotFoundHandler(app);
  await app.register(healthRoutes, { database });
  const humanCheck = givenHumanCheck ?? createHumanCheck({ config: config.humanCheck, database, secret, logger: app.log });
  await app.register(humanCheckRoutes, { humanCheck, rateLimit: config.rateLimit });
  await app.register(apiRoutes, { prefix: "/api", config, database, humanCheck, secret, onWriteCommitted });
  // Last, and only a GET "/*" catch-all: every more specific route (/healthz, /api/...) wins over it.
  if (serveSite) await app.register(siteRoutes, { buildDir: config.buildDir, siteUrl: config.public.siteUrl });
  return app;
}
