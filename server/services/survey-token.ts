import { createHmac, timingSafeEqual } from "node:crypto";
import { deriveKey } from "./app-secret";

/** How long the thank-you page's survey link stays usable after a sign-up. */
export const SURVEY_TOKEN_TTL_SECONDS = 24 * 60 * 60;

/** A valid token says which kind of sign-up earned it; the token text itself does not show it. */
export type SurveyTokenCheck = "genuine" | "spam" | "invalid";

export interface SurveyTokens {
  issue: (email: string, options: { spam: boolean; now: Date }) => string;
  check: (email: string, token: string, now: Date) => SurveyTokenCheck;
}

const TOKEN_SHAPE = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * Survey tokens: `<expiry unix seconds>.<HMAC-SHA256 of email, expiry and kind>`, bound to one
 * normalized email. A honeypot sign-up must get the same answer as a real one, so it gets a token too,
 * signed with the kind "spam": indistinguishable outside, and accepted inside without changing anything.
 *
 * @example
 * const tokens = createSurveyTokens(secret);
 * const token = tokens.issue("ana@byu.edu", { spam: false, now: new Date() });
 * tokens.check("ana@byu.edu", token, new Date()); // "genuine"
 */
export function createSurveyTokens(secret: Buffer): SurveyTokens {
  const key = deriveKey(secret, "survey-token");
  const sign = (email: string, expires: string, kind: "genuine" | "spam") =>
    createHmac("sha256", key).update(`${email}\n${expires}\n${kind}`).digest();

  return {
    issue(email, { spam, now }) {
      const expires = String(Math.floor(now.getTime() / 1000) + SURVEY_TOKEN_TTL_SECONDS);
      return `${expires}.${sign(email, expires, spam ? "spam" : "genuine").toString("base64url")}`;
    },
    check(email, token, now) {
      const match = TOKEN_SHAPE.exec(token);
      if (!match) return "invalid";
      const [, expires = "", signature = ""] = match;
      if (Number(expires) * 1000 <= now.getTime()) return "invalid";
      // Compared as text: decoding would accept several spellings of one signature (base64 padding bits).
      const given = Buffer.from(signature);
      const matches = (kind: "genuine" | "spam") => timingSafeEqual(given, Buffer.from(sign(email, expires, kind).toString("base64url")));
      if (matches("genuine")) return "genuine";
      if (matches("spam")) return "spam";
      return "invalid";
    },
  };
}
