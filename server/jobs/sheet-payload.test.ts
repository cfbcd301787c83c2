import { describe, expect, it } from "vitest";
import { buildSheetPayload, neutralizeFormula, withSharedSecret } from "./sheet-payload";

const lead = {
  email: "ana@example.com",
  role: "student",
  housing: "helaman",
  form_location: "hero",
  utm_source: "instagram",
  utm_medium: "social",
  utm_campaign: "fall-move-in",
  utm_content: "story",
  utm_term: "dorm kit",
  hall: null,
  kit_level: null,
};

describe("buildSheetPayload", () => {
  it("carries every field of a sign-up, its honeypot and elapsed time, and the event id", () => {
    expect(buildSheetPayload(lead, { eventId: "evt-1", signup: { website: "", tookMs: 5230 } })).toEqual({
      event_id: "evt-1",
      email: "ana@example.com",
      role: "student",
      housing: "helaman",
      form_location: "hero",
      utm_source: "instagram",
      utm_medium: "social",
      utm_campaign: "fall-move-in",
      utm_content: "story",
      utm_term: "dorm kit",
      hall: "",
      kit_level: "",
      website: "",
      took_ms: "5230",
    });
  });

  it("carries a survey's hall and kit level with form location thank_you, and no sign-up fields", () => {
    const survey = { ...lead, role: null, housing: null, form_location: "thank_you", hall: "wyview", kit_level: "deluxe" };
    const payload = buildSheetPayload(survey, { eventId: "evt-2" });
    expect(payload).toMatchObject({ form_location: "thank_you", hall: "wyview", kit_level: "deluxe", role: "", housing: "" });
    expect(payload).not.toHaveProperty("website");
    expect(payload).not.toHaveProperty("took_ms");
  });

  it("leaves an unknown elapsed time empty", () => {
    expect(buildSheetPayload(lead, { eventId: "e", signup: { website: "", tookMs: null } }).took_ms).toBe("");
  });

  it("never stores the shared secret: it is added only when sending", () => {
    const payload = buildSheetPayload(lead, { eventId: "e" });
    expect(payload).not.toHaveProperty("secret");
    expect(withSharedSecret({ ...payload }, "s3cret")).toMatchObject({ event_id: "e", secret: "s3cret" });
  });

  it("neutralizes values a spreadsheet would read as a formula, in every field", () => {
    const hostile = { ...lead, utm_source: "=HYPERLINK(\"http://evil\")", utm_term: "+1", utm_content: "@SUM(A1)", utm_campaign: "\tx" };
    const payload = buildSheetPayload(hostile, { eventId: "e", signup: { website: "-2+3", tookMs: 1 } });
    expect(payload.utm_source).toBe("'=HYPERLINK(\"http://evil\")");
    expect(payload.utm_term).toBe("'+1");
    expect(payload.utm_content).toBe("'@SUM(A1)");
    expect(payload.utm_campaign).toBe("'\tx");
    expect(payload.website).toBe("'-2+3");
  });
});

describe("neutralizeFormula", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["+15551234", "'+15551234"],
    // A leading minus gets the quote too, even on a harmless negative number: the sheet shows the same text.
    ["-5", "'-5"],
    ["@cmd", "'@cmd"],
    ["\tcell", "'\tcell"],
    ["\rcell", "'\rcell"],
  ])("quotes %j", (value, expected) => {
    expect(neutralizeFormula(value)).toBe(expected);
  });

  it.each(["ana@example.com", "fall move-in", "", "1=1", "'already quoted"])("leaves %j alone", (value) => {
    expect(neutralizeFormula(value)).toBe(value);
  });
});
