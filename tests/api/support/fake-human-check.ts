import { ApiErrorCode } from "../../../domain/api-errors";
import { humanCheckMessages } from "../../../domain/messages";
import { ApiError } from "../../../server/http/api-error";
import type { HumanCheck } from "../../../server/services/human-check";

/**
 * A human check whose verdict the pass itself names, so a test drives each outcome without siteverify:
 * "verified:<score>" admits as verified, "failed" and "flagged" refuse as the real check does, and no
 * pass at all is "unverified". Every admitted pass is recorded in `admitted`.
 */
export function fakeHumanCheck(): HumanCheck & { admitted: (string | undefined)[] } {
  const admitted: (string | undefined)[] = [];
  return {
    enabled: true,
    admitted,
    verifyToken: async () => ({ success: true, score: 0.9, pass: "verified:0.9" }),
    admit: async (pass) => {
      if (pass === "failed") throw new ApiError(403, ApiErrorCode.humanCheckFailed, humanCheckMessages.failed);
      if (pass === "flagged") throw new ApiError(403, ApiErrorCode.humanCheckFlagged, humanCheckMessages.flagged);
      admitted.push(pass);
      if (!pass) return { status: "unverified", score: null };
      const score = Number(pass.replace("verified:", ""));
      return { status: "verified", score };
    },
  };
}
