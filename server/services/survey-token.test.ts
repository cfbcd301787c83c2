import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createSurveyTokens, SURVEY_TOKEN_TTL_SECONDS } from "./survey-token";

const now = new Date("2025-08-01T12:00:00Z");
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe("survey tokens", () => {
  const tokens = createSurveyTokens(randomBytes(32));

  it("accepts a token for the email it was issued to, and says which kind of sign-up earned it", () => {
    expect(tokens.check("ana@byu.edu", tokens.issue("ana@byu.edu", { spam: false, now }), now)).toBe("genuine");
    expect(tokens.check("ana@byu.edu", tokens.issue("ana@byu.edu", { spam: true, now }), now)).toBe("spam");
  });

  it("makes genuine and spam tokens look alike", () => {
    const genuine = tokens.issue("ana@byu.edu", { spam: false, now });
    const spam = tokens.issue("ana@byu.edu", { spam: true, now });
    expect(genuine).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(spam).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(genuine.length).toBe(spam.length);
    expect(genuine).not.toBe(spam);
  });

  it("refuses a token for another email", () => {
    expect(tokens.check("bo@byu.edu", tokens.issue("ana@byu.edu", { spam: false, now }), now)).toBe("invalid");
  });

  it("expires after 24 hours", () => {
    const token = tokens.issue("ana@byu.edu", { spam: false, now });
    expect(tokens.check("ana@byu.edu", token, later(SURVEY_TOKEN_TTL_SECONDS - 1))).toBe("genuine");
    expect(tokens.check("ana@byu.edu", token, later(SURVEY_TOKEN_TTL_SECONDS))).toBe("invalid");
  });

  it("refuses a token whose expiry was moved, whose signature was changed, or that another secret signed", () => {
    const token = tokens.issue("ana@byu.edu", { spam: false, now });
    const [expires, signature = ""] = token.split(".");
    expect(tokens.check("ana@byu.edu", `${Number(expires) + 3600}.${signature}`, now)).toBe("invalid");
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    expect(tokens.check("ana@byu.edu", `${expires}.${flipped}`, now)).toBe("invalid");
    const other = createSurveyTokens(randomBytes(32)).issue("ana@byu.edu", { spam: false, now });
    expect(tokens.check("ana@byu.edu", other, now)).toBe("invalid");
  });

  it("refuses text that is not a token at all", () => {
    for (const text of ["", "abc", "1.2", `${"9".repeat(13)}.${"a".repeat(43)}`, "1e10.xyz", "' OR 1=1 --"]) {
      expect(tokens.check("ana@byu.edu", text, now)).toBe("invalid");
    }
  });
});
