/**
 * The server side of the human check (spec sections 5 and 7, issue: "a server-enforced human check").
 *
 * `verifyToken` checks a reCAPTCHA token with siteverify and, when it passes, hands back a short-lived
 * signed pass. `admit` is what every submit route calls with the pass the browser sent back.
 */
import type { Kysely, Transaction } from "kysely";
import { ApiErrorCode } from "../../domain/api-errors";
import type { HumanCheckResponse } from "../../domain/api-responses";
import { humanCheckMessages } from "../../domain/messages";
import type { ServerConfig } from "../config";
import type { DatabaseHandle } from "../db/connect";
import type { Database } from "../db/schema";
import { pruneUsedPasses, spendPass } from "../db/used-passes-repository";
import { ApiError } from "../http/api-error";
import { type Logger, SILENT_LOGGER } from "../log";
import { derivePassKey, issuePass, readPass } from "./human-check-pass";
import { callSiteverify, type SiteverifyAnswer } from "./siteverify";

/** How a stored submission was checked: a valid pass, no pass (script did not load), or the check is off. */
export type HumanCheckStatus = "verified" | "unverified" | "off";

export interface HumanCheckVerdict {
  status: HumanCheckStatus;
  score: number | null;
}

export interface HumanCheck {
  enabled: boolean;
  /** POST /api/verify-recaptcha. Throws ApiError 503 HUMAN_CHECK_UNAVAILABLE when siteverify cannot answer. */
  verifyToken: (token: string, remoteIp?: string) => Promise<HumanCheckResponse>;
  /**
   * Admits a submission. No pass: "unverified" (or "off" when the check is off). A pass that is invalid,
   * expired or already used throws ApiError HUMAN_CHECK_FAILED; one whose score is too low throws
   * HUMAN_CHECK_FLAGGED. A pass is spent by this call.
   *
   * On SQLite, do not call it with the default `executor` from inside an open transaction: the one
   * connection is held by that transaction and the call would wait for it forever. Call it before the
   * transaction, or pass the transaction as `executor` (then the pass is spent only if it commits).
   */
  admit: (pass: string | undefined, executor?: Kysely<Database> | Transaction<Database>) => Promise<HumanCheckVerdict>;
}

export interface HumanCheckDependencies {
  config: ServerConfig["humanCheck"];
  database: DatabaseHandle;
  /** The app secret (32 bytes) that signs passes. */
  secret: Buffer;
  logger?: Logger;
  fetch?: typeof fetch;
  /** Milliseconds since the epoch; tests move it to expire passes. */
  now?: () => number;
}

/** reCAPTCHA's codes that mean our configuration is wrong, not the visitor: the owner must hear of it. */
const MISCONFIGURATION_CODES = new Set(["missing-input-secret", "invalid-input-secret"]);
const PRUNE_EVERY_MS = 10 * 60_000;
/** Rows are kept this long past their expiry, so a server whose clock runs behind still sees them. */
const CLOCK_SKEW_MARGIN_MS = 5 * 60_000;

const failed = () => new ApiError(403, ApiErrorCode.humanCheckFailed, humanCheckMessages.failed);
const flagged = () => new ApiError(403, ApiErrorCode.humanCheckFlagged, humanCheckMessages.flagged);

export function createHumanCheck({
  config,
  database,
  secret,
  logger = SILENT_LOGGER,
  fetch: fetchImpl = fetch,
  now = Date.now,
}: HumanCheckDependencies): HumanCheck {
  const enabled = config.secretKey !== "";
  const passKey = derivePassKey(secret);
  let lastPruneAt = now();

  function judge(answer: SiteverifyAnswer): HumanCheckResponse {
    const score = answer.score ?? 0;
    if (!answer.success) {
      const misconfigured = answer.errorCodes.filter((code) => MISCONFIGURATION_CODES.has(code));
      if (misconfigured.length) logger.error({ errorCodes: misconfigured }, "siteverify refused our secret key: check RECAPTCHA_SECRET_KEY");
      return { success: false, score };
    }
    // A token made for another action or site was not made by this form: a failure, not a low score.
    if (answer.action !== "submit_form" || !answer.hostname || !config.allowedHostnames.includes(answer.hostname)) {
      return { success: false, score };
    }
    if (answer.score === null) return { success: false, score: 0 };
    if (answer.score < config.minScore) return { success: true, score: answer.score, flagged: true };
    const { pass } = issuePass(passKey, { score: answer.score, ttlSeconds: config.passTtlSeconds, nowMs: now() });
    return { success: true, score: answer.score, pass };
  }

  function pruneNowAndThen() {
    if (now() - lastPruneAt < PRUNE_EVERY_MS) return;
    lastPruneAt = now();
    const before = new Date(now() - CLOCK_SKEW_MARGIN_MS).toISOString();
    pruneUsedPasses(database.db, before).catch((error: unknown) => logger.warn({ err: error }, "could not prune used human-check passes"));
  }

  return {
    enabled,

    async verifyToken(token, remoteIp) {
      // Off: nothing was measured, so there is nothing to refuse and no pass to sign; submissions are stored as "off".
      if (!enabled) return { success: true, score: 1 };
      const result = await callSiteverify({ ...config, token, remoteIp, fetch: fetchImpl });
      if (result.kind === "unavailable") {
        logger.warn({ reason: result.reason, verifyUrl: config.verifyUrl }, "siteverify unavailable; the visitor was asked to try again");
        throw new ApiError(503, ApiErrorCode.humanCheckUnavailable, humanCheckMessages.failed);
      }
      return judge(result.answer);
    },

    async admit(pass, executor = database.db) {
      if (!enabled) return { status: "off", score: null };
      if (!pass) return { status: "unverified", score: null };
      const reading = readPass(passKey, pass, now());
      if (!reading.ok) throw failed();
      const { claims } = reading;
      // The minimum may have been raised since the pass was signed.
      if (claims.score < config.minScore) throw flagged();
      const spent = await spendPass(executor, { id: claims.id, expiresAt: new Date(claims.expiresAt * 1000).toISOString() });
      if (!spent) throw failed();
      pruneNowAndThen();
      return { status: "verified", score: claims.score };
    },
  };
}
