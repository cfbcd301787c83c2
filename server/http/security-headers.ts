import type { FastifyInstance } from "fastify";
import type { PublicConfig } from "../../domain/public-config";
import { buildContentSecurityPolicy } from "./content-security-policy";

/** Powerful features the site never uses; denying them limits what any injected third-party code could do. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

/** The headers every response carries, worked out once from the configuration. */
export function buildSecurityHeaders(config: PublicConfig): Record<string, string> {
  const headers: Record<string, string> = {
    "content-security-policy": buildContentSecurityPolicy(config),
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": PERMISSIONS_POLICY,
    "cross-origin-opener-policy": "same-origin",
    // For browsers older than CSP frame-ancestors.
    "x-frame-options": "DENY",
  };
  // Only over HTTPS: on plain http the header is ignored, and on localhost it would pin the browser to https.
  // No includeSubDomains: the owner's other subdomains are not ours to force onto HTTPS.
  if (config.siteUrl.startsWith("https://")) headers["strict-transport-security"] = "max-age=31536000";
  return headers;
}

/** Adds the security headers to every response: pages, files, API answers, redirects and errors. */
export function installSecurityHeaders(app: FastifyInstance, config: PublicConfig): void {
  const headers = buildSecurityHeaders(config);
  app.addHook("onRequest", async (_request, reply) => {
    reply.headers(headers);
  });
}
