/**
 * The server side of the human check (spec sections 5 and 7, issue: "a server-enforced human check").
 *
 * `verifyToken` checks a reCAPTCHA token with siteverify and, when it passes, hands back a short-lived
 * signed pass. `admit` is what every submit route calls with the pass the browser sent back.
 */
import type { HumanCheckResponse } from "../../domain/api-errors";
import type { ServerConfig } from "../config";
import type { DatabaseHandle } from "../db/connect";

/** How a stored submission was checked: a valid pass, no pass (script did not load), or the check is off. */
export type HumanCheckStatus = "verified" | "unverified" | "off";

export interface HumanCheckVerdict {
  status: HumanCheckStatus;
  score: number | null;
}

export interface HumanCheck {
  enabled: boolean;
  /** POST /api/verify-recaptcha. */
  verifyToken: (token: string, remoteIp?: string) => Promise<HumanCheckResponse>;
  /**
   * Admits a submission. No pass: "unverified" (or "off" when the check is off). A pass that is invalid,
   * expired or already used throws ApiError HUMAN_CHECK_FAILED; one whose score is too low throws
   * HUMAN_CHECK_FLAGGED. A pass is spent by this call.
   */
  admit: (pass: string | undefined) => Promise<HumanCheckVerdict>;
}

export interface HumanCheckDependencies {
  config: ServerConfig["humanCheck"];
  database: DatabaseHandle;
  fetch?: typeof fetch;
}

export function createHumanCheck({ config }: HumanCheckDependencies): HumanCheck {
  // Placeholder until the check is built: everything is admitted as "off".
  return {
    enabled: config.secretKey !== "",
    verifyToken: async () => ({ success: true, score: 1 }),
    admit: async () => ({ status: "off", score: null }),
  };
}
