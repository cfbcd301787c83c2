import * as z from "zod/mini";

/**
 * Settings the browser needs. They are read from the environment at build time and baked into the
 * prerendered pages and the bundle (see docs/decisions/004-public-config-at-build-time.md).
 */
export interface PublicConfig {
  brandName: string;
  siteUrl: string;
  publicEmail: string;
  publicPhone: string;
  logoUrl: string;
  gaMeasurementId: string;
  gaScriptUrl: string;
  recaptchaSiteKey: string;
  recaptchaScriptUrl: string;
  socialLinks: { instagram: string; tiktok: string; facebook: string };
}

const optionalUrl = (name: string) =>
  z.string().check(z.refine((value) => value === "" || URL.canParse(value), `${name} must be an absolute URL or empty`));

const pathOrUrl = (name: string) =>
  z.string().check(
    z.refine((value) => value.startsWith("/") || URL.canParse(value), `${name} must be a URL or a path starting with /`),
  );

const publicEnvSchema = z.object({
  BRAND_NAME: z._default(z.string().check(z.trim(), z.minLength(1, "BRAND_NAME must not be empty")), "DormReady"),
  SITE_URL: z.optional(
    z.string().check(z.refine((value) => /^https?:\/\//.test(value) && URL.canParse(value), "SITE_URL must be an http(s) URL")),
  ),
  PUBLIC_EMAIL: z._default(z.email("PUBLIC_EMAIL must be an email address"), "hello@dormready.com"),
  PUBLIC_PHONE: z._default(z.string().check(z.minLength(3, "PUBLIC_PHONE is too short")), "(801) 555-0142"),
  LOGO_URL: z._default(pathOrUrl("LOGO_URL"), "/logo.svg"),
  GA_MEASUREMENT_ID: z._default(
    z.string().check(z.regex(/^(G-[A-Z0-9]+)?$/, "GA_MEASUREMENT_ID looks like G-XXXXXXX (or leave it empty)")),
    "",
  ),
  GA_SCRIPT_URL: z._default(optionalUrl("GA_SCRIPT_URL"), "https://www.googletagmanager.com/gtag/js"),
  RECAPTCHA_SITE_KEY: z._default(z.string(), ""),
  RECAPTCHA_SCRIPT_URL: z._default(optionalUrl("RECAPTCHA_SCRIPT_URL"), "https://www.google.com/recaptcha/api.js"),
  INSTAGRAM_URL: z._default(optionalUrl("INSTAGRAM_URL"), ""),
  TIKTOK_URL: z._default(optionalUrl("TIKTOK_URL"), ""),
  FACEBOOK_URL: z._default(optionalUrl("FACEBOOK_URL"), ""),
  PORT: z._default(z.coerce.number("PORT must be a number").check(z.int(), z.minimum(1), z.maximum(65535, "PORT must be 1-65535")), 3000),
});

/** The variable names, so a test can hold .env.example to the full list. */
export const PUBLIC_ENV_KEYS = Object.keys(publicEnvSchema.def.shape);

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Turns zod issues into one line per bad variable, which is what an owner needs to fix a .env file. */
export function describeConfigIssues(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  return issues.map((issue) => `  - ${String(issue.path[0] ?? "config")}: ${issue.message}`).join("\n");
}

export function parsePublicConfig(env: Record<string, string | undefined>): PublicConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = publicEnvSchema.safeParse(present);
  if (!parsed.success) throw new ConfigError(`Invalid configuration:\n${describeConfigIssues(parsed.error.issues)}`);
  const e = parsed.data;
  return {
    brandName: e.BRAND_NAME,
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    publicEmail: e.PUBLIC_EMAIL,
    publicPhone: e.PUBLIC_PHONE,
    logoUrl: e.LOGO_URL,
    gaMeasurementId: e.GA_MEASUREMENT_ID,
    gaScriptUrl: e.GA_SCRIPT_URL,
    recaptchaSiteKey: e.RECAPTCHA_SITE_KEY,
    recaptchaScriptUrl: e.RECAPTCHA_SCRIPT_URL,
    socialLinks: { instagram: e.INSTAGRAM_URL, tiktok: e.TIKTOK_URL, facebook: e.FACEBOOK_URL },
  };
}
