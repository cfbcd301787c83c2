import { resolve } from "node:path";
import { z } from "zod";
import { ConfigError, describeConfigIssues, parsePublicConfig, type PublicConfig } from "../domain/public-config";
import { HUMAN_CHECK_MIN_SCORE } from "../domain/timings";

/**
 * Every server setting, read once from the environment and validated here. `.env.example` documents
 * each variable; a bad value stops the start-up with one line per problem.
 */
export interface ServerConfig {
  public: PublicConfig;
  host: string;
  port: number;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** Where the prerendered site and the server bundle live. */
  buildDir: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise SQLite at `${dataDir}/app.db`. */
  databaseUrl: string | null;
  /** Fastify's trustProxy: false, true, a hop count, or a list of addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** Signs survey links and human-check passes; null: a secret generated once and kept in the database. */
  appSecret: string | null;
  humanCheck: {
    /** Empty: the check is off and the server says so at start-up. */
    secretKey: string;
    verifyUrl: string;
    minScore: number;
    allowedHostnames: string[];
    timeoutMs: number;
    passTtlSeconds: number;
  };
  sheets: {
    /** Empty: sign-ups still queue in the outbox and are delivered once a URL is set. */
    webhookUrl: string;
    sharedSecret: string;
    timeoutMs: number;
    maxAttempts: number;
    /** First retry after about this long; each failure doubles it, up to retryMaxSeconds. */
    retryBaseSeconds: number;
    retryMaxSeconds: number;
  };
  rateLimit: {
    enabled: boolean;
    perIpPerMinute: number;
    perEmailPerHour: number;
  };
}

const booleanText = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");
const positiveInt = (name: string) => z.coerce.number({ error: `${name} must be a number` }).int(`${name} must be a whole number`).positive(`${name} must be above 0`);
const httpUrl = (name: string) => z.string().refine((value) => /^https?:\/\//.test(value) && URL.canParse(value), `${name} must be an http(s) URL`);

const serverEnvSchema = z.object({
  // Also read by the public settings (the default SITE_URL names it), with the same rule.
  PORT: z.coerce
    .number({ error: "PORT must be a number" })
    .int("PORT must be a whole number")
    .min(1, "PORT must be 1-65535")
    .max(65535, "PORT must be 1-65535")
    .default(3000),
  HOST: z.string().default("0.0.0.0"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BUILD_DIR: z.string().default("build"),
  DATA_DIR: z.string().default("data"),
  DATABASE_URL: z
    .string()
    .refine((value) => /^postgres(ql)?:\/\//.test(value), "DATABASE_URL must start with postgres:// (leave it empty for SQLite)")
    .optional(),
  TRUST_PROXY: z.string().default("false"),
  APP_SECRET: z.string().min(32, "APP_SECRET must be at least 32 characters (e.g. openssl rand -base64 32), or leave it empty").optional(),
  RECAPTCHA_SECRET_KEY: z.string().default(""),
  RECAPTCHA_VERIFY_URL: httpUrl("RECAPTCHA_VERIFY_URL").default("https://www.google.com/recaptcha/api/siteverify"),
  RECAPTCHA_MIN_SCORE: z.coerce.number({ error: "RECAPTCHA_MIN_SCORE must be a number" }).min(0).max(1).default(HUMAN_CHECK_MIN_SCORE),
  RECAPTCHA_ALLOWED_HOSTNAMES: z.string().optional(),
  RECAPTCHA_TIMEOUT_MS: positiveInt("RECAPTCHA_TIMEOUT_MS").default(5000),
  HUMAN_CHECK_PASS_TTL_SECONDS: positiveInt("HUMAN_CHECK_PASS_TTL_SECONDS").default(600),
  SHEETS_WEBHOOK_URL: z.union([z.literal(""), httpUrl("SHEETS_WEBHOOK_URL")]).default(""),
  SHEETS_SHARED_SECRET: z.string().default(""),
  SHEETS_TIMEOUT_MS: positiveInt("SHEETS_TIMEOUT_MS").default(10_000),
  SHEETS_MAX_ATTEMPTS: positiveInt("SHEETS_MAX_ATTEMPTS").default(20),
  SHEETS_RETRY_BASE_SECONDS: positiveInt("SHEETS_RETRY_BASE_SECONDS").default(30),
  SHEETS_RETRY_MAX_SECONDS: positiveInt("SHEETS_RETRY_MAX_SECONDS").default(3600),
  RATE_LIMIT_ENABLED: booleanText.default(true),
  RATE_LIMIT_PER_IP_PER_MINUTE: positiveInt("RATE_LIMIT_PER_IP_PER_MINUTE").default(300),
  RATE_LIMIT_PER_EMAIL_PER_HOUR: positiveInt("RATE_LIMIT_PER_EMAIL_PER_HOUR").default(10),
});

/** The variable names, so a test can hold .env.example to the full list. */
export const SERVER_ENV_KEYS = Object.keys(serverEnvSchema.shape);

function parseTrustProxy(value: string): ServerConfig["trustProxy"] {
  if (value === "true" || value === "false") return value === "true";
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((part) => part.trim()).filter(Boolean);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const publicConfig = parsePublicConfig(env);
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = serverEnvSchema.safeParse(present);
  if (!parsed.success) throw new ConfigError(`Invalid configuration:\n${describeConfigIssues(parsed.error.issues)}`);
  const e = parsed.data;
  const siteHostname = new URL(publicConfig.siteUrl).hostname;
  return {
    public: publicConfig,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    buildDir: resolve(e.BUILD_DIR),
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    appSecret: e.APP_SECRET ?? null,
    humanCheck: {
      secretKey: e.RECAPTCHA_SECRET_KEY,
      verifyUrl: e.RECAPTCHA_VERIFY_URL,
      minScore: e.RECAPTCHA_MIN_SCORE,
      allowedHostnames: e.RECAPTCHA_ALLOWED_HOSTNAMES?.split(",").map((host) => host.trim()).filter(Boolean) ?? [siteHostname],
      timeoutMs: e.RECAPTCHA_TIMEOUT_MS,
      passTtlSeconds: e.HUMAN_CHECK_PASS_TTL_SECONDS,
    },
    sheets: {
      webhookUrl: e.SHEETS_WEBHOOK_URL,
      sharedSecret: e.SHEETS_SHARED_SECRET,
      timeoutMs: e.SHEETS_TIMEOUT_MS,
      maxAttempts: e.SHEETS_MAX_ATTEMPTS,
      retryBaseSeconds: e.SHEETS_RETRY_BASE_SECONDS,
      retryMaxSeconds: Math.max(e.SHEETS_RETRY_MAX_SECONDS, e.SHEETS_RETRY_BASE_SECONDS),
    },
    rateLimit: {
      enabled: e.RATE_LIMIT_ENABLED,
      perIpPerMinute: e.RATE_LIMIT_PER_IP_PER_MINUTE,
      perEmailPerHour: e.RATE_LIMIT_PER_EMAIL_PER_HOUR,
    },
  };
}
