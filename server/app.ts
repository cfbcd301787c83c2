import Fastify, { type FastifyServerOptions } from "fastify";
import type { ServerConfig } from "./config";
import type { DatabaseHandle } from "./db/connect";
import { installErrorHandler } from "./http/error-handler";
import { answerFrameworkErrors } from "./http/framework-errors";
import { installNotFoundHandler } from "./http/not-found";
import { buildSecurityHeaders, installSecurityHeaders } from "./http/security-headers";
import { healthRoutes } from "./routes/health";
import { siteRoutes } from "./site/site-routes";

export interface AppDependencies {
  config: ServerConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions["logger"];
  /** Serve the built site too; API tests that need no pages turn it off. */
  serveSite?: boolean;
}

/** Fastify takes a hop count as a function: trust that many proxies in front of us, nearest first. */
function toFastifyTrustProxy(trustProxy: ServerConfig["trustProxy"]) {
  return typeof trustProxy === "number" ? (_address: string, hop: number) => hop < trustProxy : trustProxy;
}

/** Builds the whole server as one Fastify instance; main.ts listens with it, tests `inject` into it. */
export async function buildApp({ config, database, logger = false, serveSite = true }: AppDependencies) {
  const app = Fastify({
    logger,
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    bodyLimit: 64 * 1024,
    frameworkErrors: answerFrameworkErrors(buildSecurityHeaders(config.public)),
  });
  installSecurityHeaders(app, config.public);
  installErrorHandler(app);
  installNotFoundHandler(app);
  await app.register(healthRoutes, { database });
  // Last, and only a GET "/*" catch-all: every more specific route (/healthz, /api/...) wins over it.
  if (serveSite) await app.register(siteRoutes, { buildDir: config.buildDir, siteUrl: config.public.siteUrl });
  return app;
}
