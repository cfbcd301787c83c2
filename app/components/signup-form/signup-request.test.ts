import { describe, expect, it } from "vitest";
import { buildSignupRequest, readSurveyToken, thankYouPath } from "./signup-request";

const values = { email: "  Jane@Example.com ", role: "parent", housing: "heritage" };
const utm = { utm_source: "instagram", utm_campaign: "fall" };

describe("buildSignupRequest", () => {
  it("sends the hero's role and housing with the trimmed email, location, UTM, honeypot and elapsed time", () => {
    expect(buildSignupRequest({ values, variant: "hero", website: "", tookMs: 4321.6, utm, humanCheckPass: "pass-1" })).toEqual({
      email: "Jane@Example.com",
      role: "parent",
      housing: "heritage",
      form_location: "hero",
      utm_source: "instagram",
      utm_campaign: "fall",
      website: "",
      took_ms: 4322,
      human_check_pass: "pass-1",
    });
  });

  it("sends an email only from the compact forms, and no pass when the check was skipped", () => {
    const request = buildSignupRequest({ values, variant: "footer", website: "bot text", tookMs: 12, utm: {} });
    expect(request).toEqual({ email: "Jane@Example.com", form_location: "footer", website: "bot text", took_ms: 12 });
    expect(buildSignupRequest({ values, variant: "modal", website: "", tookMs: -3, utm: {} }).took_ms).toBe(0);
  });
});

describe("thankYouPath", () => {
  it("carries the email, and the survey token when there is one", () => {
    expect(thankYouPath(" a+b@example.com ")).toBe("/thank-you?email=a%2Bb%40example.com");
    expect(thankYouPath("a@example.com", "tok-1")).toBe("/thank-you?email=a%40example.com&token=tok-1");
  });
});

describe("readSurveyToken", () => {
  it("reads a non-empty string survey_token and ignores anything else", () => {
    expect(readSurveyToken({ ok: true, survey_token: "abc" })).toBe("abc");
    expect(readSurveyToken({ ok: true, survey_token: "" })).toBeUndefined();
    expect(readSurveyToken({ ok: true, survey_token: 42 })).toBeUndefined();
    expect(readSurveyToken({ ok: true })).toBeUndefined();
    expect(readSurveyToken(null)).toBeUndefined();
  });
});
