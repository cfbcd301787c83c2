import { describe, expect, it } from "vitest";
import { buildSurveyRequest, surveyEventParams } from "./survey-request";

describe("buildSurveyRequest", () => {
  it("normalizes the email and carries the answers and the sign-up's token", () => {
    expect(buildSurveyRequest("  Ada@Example.COM ", "signed.token", { hall: "heritage", kitLevel: "deluxe" })).toEqual({
      email: "ada@example.com",
      hall: "heritage",
      kit_level: "deluxe",
      token: "signed.token",
    });
  });

  it("leaves the token out when the link had none (the server then refuses, and the thanks still shows)", () => {
    expect(buildSurveyRequest("ada@example.com", "", { hall: "", kitLevel: "essentials" })?.token).toBeUndefined();
  });

  it("saves nothing without an email", () => {
    expect(buildSurveyRequest("   ", "signed.token", { hall: "heritage", kitLevel: "" })).toBeNull();
  });
});

describe("surveyEventParams", () => {
  it("reports unanswered questions as not_provided", () => {
    expect(surveyEventParams({ hall: "", kitLevel: "" })).toEqual({ hall: "not_provided", kit_level: "not_provided" });
    expect(surveyEventParams({ hall: "wyview", kitLevel: "essentials" })).toEqual({ hall: "wyview", kit_level: "essentials" });
  });
});
