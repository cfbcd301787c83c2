import { afterAll, beforeAll, expect, it } from "vitest";
import { normalizeEmail } from "../../domain/email-address";
import { createSurveyTokens } from "../../server/services/survey-token";
import { type ApiTestApp, openApiTestApp } from "./support/api-app";
import { describeOnEachDatabase } from "./support/test-databases";
import { forwardsFor, leadByEmail, snapshotTables, uniqueEmail } from "./support/rows";

describeOnEachDatabase("POST /api/leads/survey", (dialect) => {
  let api: ApiTestApp;
  beforeAll(async () => {
    api = await openApiTestApp(dialect, { label: "survey" });
  });
  afterAll(async () => api.close());

  async function signUp(extra: Record<string, unknown> = {}) {
    const email = normalizeEmail(uniqueEmail("survey"));
    const response = await api.post("/api/leads", { email, role: "parent", housing: "heritage", form_location: "hero", ...extra });
    return { email, token: response.json().survey_token as string };
  }

  it("saves hall and kit level on the lead and forwards it with form location thank_you", async () => {
    const { email, token } = await signUp({ utm_source: "=HYPERLINK(\"http://evil\")" });
    const before = await leadByEmail(api.db, email);
    const response = await api.post("/api/leads/survey", { email, hall: "wyview", kit_level: "deluxe", token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const after = await leadByEmail(api.db, email);
    expect(after).toMatchObject({ id: before!.id, created_at: before!.created_at, hall: "wyview", kit_level: "deluxe", role: "parent", form_location: "hero" });
    expect(after!.updated_at >= before!.updated_at).toBe(true);
    const forwards = await forwardsFor(api.db, before!.id);
    expect(forwards.map((forward) => forward.kind)).toEqual(["signup", "survey"]);
    expect(forwards[1]?.payload).toMatchObject({ email, form_location: "thank_you", hall: "wyview", kit_level: "deluxe", role: "parent" });
    expect(forwards[1]?.payload).not.toHaveProperty("took_ms");
    // Stored as typed, neutralized only on its way to the spreadsheet.
    expect(after?.utm_source).toBe("=HYPERLINK(\"http://evil\")");
    expect(forwards[1]?.payload.utm_source).toBe("'=HYPERLINK(\"http://evil\")");
  });

  it("keeps an earlier answer when a later survey leaves that question empty", async () => {
    const { email, token } = await signUp();
    await api.post("/api/leads/survey", { email, hall: "riviera", kit_level: "", token });
    await api.post("/api/leads/survey", { email, hall: "", kit_level: "essentials", token });
    expect(await leadByEmail(api.db, email)).toMatchObject({ hall: "riviera", kit_level: "essentials" });
  });

  it("refuses without a valid token for that email, and changes nothing", async () => {
    const { email, token } = await signUp();
    const other = await signUp();
    const expired = createSurveyTokens(api.secret).issue(email, { spam: false, now: new Date(Date.now() - 25 * 3600 * 1000) });
    const before = await snapshotTables(api.db);
    for (const attempt of [undefined, "", "garbage", other.token, expired, `${token.slice(0, -2)}xx`]) {
      const response = await api.post("/api/leads/survey", { email, hall: "helaman", kit_level: "deluxe", ...(attempt === undefined ? {} : { token: attempt }) });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe("SURVEY_TOKEN_INVALID");
    }
    expect(await snapshotTables(api.db)).toEqual(before);
  });

  it("creates the lead when the email has none (email, hall, kit level, created_at, empty user_id)", async () => {
    const email = normalizeEmail(uniqueEmail("surveyonly"));
    const token = createSurveyTokens(api.secret).issue(email, { spam: false, now: new Date() });
    const response = await api.post("/api/leads/survey", { email, hall: "off_campus", kit_level: "not_sure", token });
    expect(response.statusCode).toBe(200);
    const lead = await leadByEmail(api.db, email);
    expect(lead).toMatchObject({ email, hall: "off_campus", kit_level: "not_sure", user_id: "", role: null, form_location: null, is_spam: 0 });
    expect(lead?.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const forwards = await forwardsFor(api.db, lead!.id);
    expect(forwards.map((forward) => forward.payload.form_location)).toEqual(["thank_you"]);
  });

  it("answers a bot's survey like anyone's but stores nothing: its token came from a honeypot sign-up", async () => {
    const victim = await signUp();
    const bot = await api.post("/api/leads", { email: victim.email, form_location: "footer", website: "spam" });
    const before = await snapshotTables(api.db);
    const response = await api.post("/api/leads/survey", { email: victim.email, hall: "helaman", kit_level: "deluxe", token: bot.json().survey_token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await snapshotTables(api.db)).toEqual(before);
  });

  it("has nothing to save or forward when both questions are left empty", async () => {
    const { email, token } = await signUp();
    const before = await snapshotTables(api.db);
    const response = await api.post("/api/leads/survey", { email, hall: "", kit_level: "", token });
    expect(response.statusCode).toBe(200);
    expect(await snapshotTables(api.db)).toEqual(before);
  });
});
