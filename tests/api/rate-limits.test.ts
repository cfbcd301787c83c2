import { afterAll, beforeAll, expect, it } from "vitest";
import { normalizeEmail } from "../../domain/email-address";
import { type ApiTestApp, openApiTestApp } from "./support/api-app";
import { describeOnEachDatabase } from "./support/test-databases";
import { countLeads, uniqueEmail } from "./support/rows";

const RATE_LIMITED = { code: "RATE_LIMITED", message: "Too many attempts. Please wait a moment and try again." };

describeOnEachDatabase("rate limits", (dialect) => {
  let api: ApiTestApp;
  beforeAll(async () => {
    api = await openApiTestApp(dialect, {
      label: "limits",
      env: { RATE_LIMIT_ENABLED: "true", RATE_LIMIT_PER_IP_PER_MINUTE: "5", RATE_LIMIT_PER_EMAIL_PER_HOUR: "2" },
    });
  });
  afterAll(async () => api.close());

  const signUpFrom = (remoteAddress: string, email = normalizeEmail(uniqueEmail("limit")), headers: Record<string, string> = {}) =>
    api.post("/api/leads", { email, form_location: "footer" }, { remoteAddress, headers });

  it("answers 429 with Retry-After once one address exceeds its per-minute budget; other addresses go on", async () => {
    for (let index = 0; index < 5; index++) expect((await signUpFrom("10.0.0.1")).statusCode).toBe(200);
    const email = normalizeEmail(uniqueEmail("over"));
    const refused = await signUpFrom("10.0.0.1", email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: RATE_LIMITED });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(await countLeads(api.db, email)).toBe(0);
    expect((await signUpFrom("10.0.0.2")).statusCode).toBe(200);
  });

  const sendMessage = (remoteAddress: string, email = normalizeEmail(uniqueEmail("writer"))) =>
    api.post("/api/contact", { name: "Ana", email, subject: "other", message: "Hello" }, { remoteAddress });

  it("limits the contact form per address too", async () => {
    for (let index = 0; index < 5; index++) expect((await sendMessage("10.0.1.1")).statusCode).toBe(201);
    expect((await sendMessage("10.0.1.1")).statusCode).toBe(429);
  });

  it("limits contact messages per email, whatever the address, with Retry-After", async () => {
    const email = normalizeEmail(uniqueEmail("talkative"));
    expect((await sendMessage("10.0.5.1", email)).statusCode).toBe(201);
    expect((await sendMessage("10.0.5.2", email.toUpperCase())).statusCode).toBe(201);
    const refused = await sendMessage("10.0.5.3", ` ${email} `);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: RATE_LIMITED });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(60);
    const stored = await api.db.selectFrom("contact_messages").select("id").where("email", "=", email).execute();
    expect(stored).toHaveLength(2);
    expect((await sendMessage("10.0.5.4")).statusCode).toBe(201);
  });

  it("does not trust X-Forwarded-For unless TRUST_PROXY says so: a spoofed header does not buy a new budget", async () => {
    for (let index = 0; index < 5; index++) await signUpFrom("10.0.2.1", undefined, { "x-forwarded-for": `192.0.2.${index}` });
    expect((await signUpFrom("10.0.2.1", undefined, { "x-forwarded-for": "192.0.2.99" })).statusCode).toBe(429);
  });

  it("limits sign-ups per email, whatever the address, with Retry-After", async () => {
    const email = normalizeEmail(uniqueEmail("oneperson"));
    expect((await signUpFrom("10.0.3.1", email)).statusCode).toBe(200);
    expect((await signUpFrom("10.0.3.2", email.toUpperCase())).statusCode).toBe(200);
    const refused = await signUpFrom("10.0.3.3", ` ${email} `);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: RATE_LIMITED });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(60);
    expect((await signUpFrom("10.0.3.4")).statusCode).toBe(200);
  });

  it("limits surveys per email", async () => {
    const email = normalizeEmail(uniqueEmail("surveyor"));
    const { survey_token: token } = (await signUpFrom("10.0.4.1", email)).json();
    const survey = (remoteAddress: string) => api.post("/api/leads/survey", { email, hall: "helaman", token }, { remoteAddress });
    expect((await survey("10.0.4.2")).statusCode).toBe(200);
    expect((await survey("10.0.4.3")).statusCode).toBe(200);
    expect((await survey("10.0.4.4")).statusCode).toBe(429);
  });
});

describeOnEachDatabase("rate limits behind a trusted proxy", (dialect) => {
  let api: ApiTestApp;
  beforeAll(async () => {
    api = await openApiTestApp(dialect, { label: "proxy", env: { RATE_LIMIT_ENABLED: "true", RATE_LIMIT_PER_IP_PER_MINUTE: "2", TRUST_PROXY: "1" } });
  });
  afterAll(async () => api.close());

  it("counts each client named by the proxy separately", async () => {
    const from = (client: string) =>
      api.post("/api/leads", { email: normalizeEmail(uniqueEmail("proxied")), form_location: "footer" }, {
        remoteAddress: "10.9.9.9",
        headers: { "x-forwarded-for": client },
      });
    expect((await from("198.51.100.1")).statusCode).toBe(200);
    expect((await from("198.51.100.1")).statusCode).toBe(200);
    expect((await from("198.51.100.1")).statusCode).toBe(429);
    expect((await from("198.51.100.2")).statusCode).toBe(200);
  });
});
