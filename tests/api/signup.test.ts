import { afterAll, beforeAll, expect, it } from "vitest";
import { normalizeEmail } from "../../domain/email-address";
import { type ApiTestApp, openApiTestApp } from "./support/api-app";
import { describeOnEachDatabase } from "./support/test-databases";
import { fakeHumanCheck } from "./support/fake-human-check";
import { countLeads, forwardsFor, leadByEmail, uniqueEmail } from "./support/rows";

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const hero = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  role: "student",
  housing: "helaman",
  form_location: "hero",
  took_ms: 5400,
  ...extra,
});

describeOnEachDatabase("POST /api/leads", (dialect) => {
  let api: ApiTestApp;
  const humanCheck = fakeHumanCheck();
  beforeAll(async () => {
    api = await openApiTestApp(dialect, { humanCheck, label: "signup" });
  });
  afterAll(async () => api.close());

  it("stores a new sign-up under its normalized email and queues its forward in the same write", async () => {
    const typed = uniqueEmail("new");
    const email = normalizeEmail(typed);
    const response = await api.post("/api/leads", hero(typed, { utm_source: "instagram", utm_campaign: "move-in-2025" }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, survey_token: expect.stringMatching(/^\d+\.[\w-]{43}$/) });

    const lead = await leadByEmail(api.db, email);
    expect(lead).toMatchObject({
      email,
      role: "student",
      housing: "helaman",
      form_location: "hero",
      utm_source: "instagram",
      utm_campaign: "move-in-2025",
      utm_medium: null,
      hall: null,
      kit_level: null,
      user_id: "",
      took_ms: 5400,
      is_spam: 0,
      human_check: "unverified",
      human_check_score: null,
    });
    expect(lead?.id).toMatch(UUID);
    expect(lead?.created_at).toMatch(ISO_TIME);

    const forwards = await forwardsFor(api.db, lead!.id);
    expect(forwards).toHaveLength(1);
    expect(forwards[0]).toMatchObject({ kind: "signup", status: "pending" });
    expect(forwards[0]?.payload).toEqual({
      event_id: forwards[0]?.id,
      email,
      role: "student",
      housing: "helaman",
      form_location: "hero",
      utm_source: "instagram",
      utm_medium: "",
      utm_campaign: "move-in-2025",
      utm_content: "",
      utm_term: "",
      hall: "",
      kit_level: "",
      website: "",
      took_ms: "5400",
    });
  });

  it("updates a repeated email in place: same id and created_at, given fields replaced, absent ones kept", async () => {
    const email = normalizeEmail(uniqueEmail("again"));
    await api.post("/api/leads", hero(email, { utm_source: "instagram", utm_campaign: "spring" }));
    const first = await leadByEmail(api.db, email);

    // The footer form sends no role or housing: the hero's answers must survive it.
    await api.post("/api/leads", { email: email.toUpperCase(), form_location: "footer", utm_source: "tiktok" });
    const second = await leadByEmail(api.db, email);
    expect(second).toMatchObject({ id: first!.id, created_at: first!.created_at, role: "student", housing: "helaman", form_location: "footer" });
    // UTM fields describe one campaign visit, so they are replaced as a set.
    expect(second).toMatchObject({ utm_source: "tiktok", utm_campaign: null });
    expect(second!.updated_at >= first!.updated_at).toBe(true);

    await api.post("/api/leads", { email, role: "parent", housing: "off_campus", form_location: "modal" });
    const third = await leadByEmail(api.db, email);
    expect(third).toMatchObject({ id: first!.id, role: "parent", housing: "off_campus", form_location: "modal", utm_source: "tiktok" });
    expect(await countLeads(api.db, email)).toBe(1);

    const forwards = await forwardsFor(api.db, first!.id);
    expect(forwards.map((forward) => forward.payload.form_location)).toEqual(["hero", "footer", "modal"]);
    // The forward carries the lead as stored after the merge, not only what the latest form sent.
    expect(forwards[1]?.payload).toMatchObject({ role: "student", housing: "helaman", utm_source: "tiktok" });
  });

  it("answers a new email and a known one identically, so the answer cannot tell who is on the list", async () => {
    const known = normalizeEmail(uniqueEmail("known"));
    await api.post("/api/leads", hero(known));
    const fresh = normalizeEmail(uniqueEmail("fresh"));
    const answers = [await api.post("/api/leads", hero(known)), await api.post("/api/leads", hero(fresh))];
    const [repeat, first] = answers.map((answer) => ({
      status: answer.statusCode,
      contentType: answer.headers["content-type"],
      length: answer.headers["content-length"],
      keys: Object.keys(answer.json()),
      ok: answer.json().ok,
      tokenShape: String(answer.json().survey_token).replace(/[\w-]/g, "x"),
    }));
    expect(repeat).toEqual(first);
  });

  it("keeps a honeypot sign-up as spam: same answer, never forwarded", async () => {
    const email = normalizeEmail(uniqueEmail("bot"));
    const genuine = await api.post("/api/leads", hero(normalizeEmail(uniqueEmail("human"))));
    const response = await api.post("/api/leads", hero(email, { website: "http://cheap-pills.example" }));
    expect(response.statusCode).toBe(genuine.statusCode);
    expect(Object.keys(response.json())).toEqual(Object.keys(genuine.json()));
    const lead = await leadByEmail(api.db, email);
    expect(lead).toMatchObject({ email, is_spam: 1 });
    expect(await forwardsFor(api.db, lead!.id)).toEqual([]);
  });

  it("never lets a honeypot sign-up change a genuine lead", async () => {
    const email = normalizeEmail(uniqueEmail("victim"));
    await api.post("/api/leads", hero(email, { utm_source: "flyer" }));
    const before = await leadByEmail(api.db, email);
    const response = await api.post("/api/leads", { email, role: "parent", housing: "off_campus", form_location: "modal", website: "x" });
    expect(response.statusCode).toBe(200);
    expect(await leadByEmail(api.db, email)).toEqual(before);
    expect(await forwardsFor(api.db, before!.id)).toHaveLength(1);
  });

  it("clears the spam mark when the person later signs up for real, replacing the bot's answers, and forwards it", async () => {
    const email = normalizeEmail(uniqueEmail("cleared"));
    await api.post("/api/leads", hero(email, { role: "parent", utm_source: "bot-farm", website: "filled" }));
    const spam = await leadByEmail(api.db, email);
    await api.post("/api/leads", { email, form_location: "footer" });
    const lead = await leadByEmail(api.db, email);
    expect(lead).toMatchObject({ id: spam!.id, is_spam: 0, role: null, housing: null, utm_source: null, form_location: "footer" });
    const forwards = await forwardsFor(api.db, lead!.id);
    expect(forwards).toHaveLength(1);
    expect(forwards[0]?.payload).toMatchObject({ email, form_location: "footer", role: "" });
  });

  it("stores the human check's verdict and refuses a failed or flagged pass without storing anything", async () => {
    const verified = normalizeEmail(uniqueEmail("verified"));
    expect((await api.post("/api/leads", hero(verified, { human_check_pass: "verified:0.7" }))).statusCode).toBe(200);
    expect(await leadByEmail(api.db, verified)).toMatchObject({ human_check: "verified", human_check_score: 0.7 });

    for (const [pass, code, message] of [
      ["failed", "HUMAN_CHECK_FAILED", "Verification failed. Please try again."],
      ["flagged", "HUMAN_CHECK_FLAGGED", "Your submission was flagged. Please try again."],
    ]) {
      const email = normalizeEmail(uniqueEmail(pass));
      const response = await api.post("/api/leads", hero(email, { human_check_pass: pass }));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: { code, message } });
      expect(await leadByEmail(api.db, email)).toBeUndefined();
    }
  });

  it("refuses a hero sign-up without role and housing, with the form's own messages", async () => {
    const email = normalizeEmail(uniqueEmail("incomplete"));
    const response = await api.post("/api/leads", { email, form_location: "hero" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: "VALIDATION_ERROR",
      message: "Please select your role",
      fields: { role: "Please select your role", housing: "Please select housing preference" },
    });
    expect(await leadByEmail(api.db, email)).toBeUndefined();
  });

  it("takes 50 sign-ups at once, each stored once with its own forward", async () => {
    const emails = Array.from({ length: 50 }, () => normalizeEmail(uniqueEmail("burst")));
    const answers = await Promise.all(emails.map((email) => api.post("/api/leads", { email, form_location: "footer" })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(emails.map(() => 200));
    for (const email of emails) {
      const lead = await leadByEmail(api.db, email);
      expect(await forwardsFor(api.db, lead!.id)).toHaveLength(1);
    }
  });

  it("keeps one lead when the same email arrives 20 times at once", async () => {
    const email = normalizeEmail(uniqueEmail("race"));
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.post("/api/leads", { email, form_location: "modal" })));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await countLeads(api.db, email)).toBe(1);
    const lead = await leadByEmail(api.db, email);
    expect(await forwardsFor(api.db, lead!.id)).toHaveLength(20);
  });

  it("counts the queued forwards in /healthz", async () => {
    const health = await api.app.inject({ method: "GET", url: "/healthz" });
    const queued = await api.db.selectFrom("outbox").select("id").where("status", "=", "pending").execute();
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: "ok", database: dialect, outbox: { pending: queued.length, dead: 0 } });
  });
});
