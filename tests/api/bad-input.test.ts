/**
 * The bad-input suite (issue 3): malformed requests across the three submit routes, each answered with
 * a 4xx, a code and a plain message, never a 500; every table is the same afterwards and the server is
 * still healthy. Then hostile text that IS valid input: stored exactly as sent, harmful only nowhere.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { type ApiTestApp, openApiTestApp } from "./support/api-app";
import { describeOnEachDatabase } from "./support/test-databases";
import { forwardsFor, leadByEmail, snapshotTables } from "./support/rows";

type Route = "/api/leads" | "/api/leads/survey" | "/api/contact";

interface BadRequest {
  name: string;
  route: Route;
  /** An object is sent as JSON; a string or Buffer is sent as it is. */
  body: unknown;
  contentType?: string | null;
  status: number;
  code: string;
  /** A field that must carry its own message in `error.fields`. */
  field?: string;
}

const SURVEY_OWNER = "survey.owner@byu.edu";
const signup = (fields: Record<string, unknown>) => ({ email: "new.person@byu.edu", role: "student", housing: "helaman", form_location: "hero", ...fields });
const survey = (fields: Record<string, unknown>) => ({ email: SURVEY_OWNER, hall: "helaman", kit_level: "deluxe", ...fields });
const contact = (fields: Record<string, unknown>) => ({ name: "Ana Lima", email: "ana@byu.edu", subject: "other", message: "Hello", ...fields });
const without = (body: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(body).filter(([name]) => name !== key));

const TEN_MEGABYTES = JSON.stringify({ ...signup({}), website: "x".repeat(10 * 1024 * 1024) });
const invalidUtf8 = (route: Route) =>
  Buffer.concat([
    Buffer.from(route === "/api/contact" ? '{"name":"Ana","subject":"other","message":"Hi","email":"an' : '{"form_location":"footer","email":"an'),
    Buffer.from([0xc3, 0x28, 0xff]),
    Buffer.from('a@byu.edu"}'),
  ]);
const SQL = "x' OR '1'='1'; DROP TABLE leads; --";
const FORMULA = '=HYPERLINK("http://evil.example","Click")';

const invalid = "VALIDATION_ERROR";
const cases: BadRequest[] = [
  // Sign-up: emails
  { name: "sign-up without email", route: "/api/leads", body: without(signup({}), "email"), status: 400, code: invalid, field: "email" },
  { name: "sign-up with an empty email", route: "/api/leads", body: signup({ email: "" }), status: 400, code: invalid, field: "email" },
  { name: "sign-up with a blank email", route: "/api/leads", body: signup({ email: "   " }), status: 400, code: invalid, field: "email" },
  { name: "sign-up with no at-sign", route: "/api/leads", body: signup({ email: "not-an-email" }), status: 400, code: invalid, field: "email" },
  { name: "sign-up with no dot after the at-sign", route: "/api/leads", body: signup({ email: "ana@byu" }), status: 400, code: invalid, field: "email" },
  { name: "sign-up with two at-signs", route: "/api/leads", body: signup({ email: "ana@@byu.edu" }), status: 400, code: invalid, field: "email" },
  { name: "sign-up with a space inside the email", route: "/api/leads", body: signup({ email: "ana lima@byu.edu" }), status: 400, code: invalid, field: "email" },
  { name: "sign-up with a 300-character email", route: "/api/leads", body: signup({ email: `${"a".repeat(290)}@byu.edu` }), status: 400, code: invalid, field: "email" },
  { name: "sign-up with a number as email", route: "/api/leads", body: signup({ email: 42 }), status: 400, code: invalid, field: "email" },
  { name: "sign-up with null as email", route: "/api/leads", body: signup({ email: null }), status: 400, code: invalid, field: "email" },
  { name: "sign-up with an array as email", route: "/api/leads", body: signup({ email: ["ana@byu.edu"] }), status: 400, code: invalid, field: "email" },
  { name: "sign-up with SQL in the email", route: "/api/leads", body: signup({ email: SQL }), status: 400, code: invalid, field: "email" },
  { name: "sign-up with a formula as email", route: "/api/leads", body: signup({ email: FORMULA }), status: 400, code: invalid, field: "email" },
  // Sign-up: choices and the rest
  { name: "sign-up with an unknown role", route: "/api/leads", body: signup({ role: "admin" }), status: 400, code: invalid, field: "role" },
  { name: "sign-up with SQL as role", route: "/api/leads", body: signup({ role: SQL }), status: 400, code: invalid, field: "role" },
  { name: "sign-up with an unknown housing", route: "/api/leads", body: signup({ housing: "castle" }), status: 400, code: invalid, field: "housing" },
  { name: "sign-up with SQL as housing", route: "/api/leads", body: signup({ housing: SQL }), status: 400, code: invalid, field: "housing" },
  { name: "hero sign-up without role", route: "/api/leads", body: without(signup({}), "role"), status: 400, code: invalid, field: "role" },
  { name: "sign-up without form_location", route: "/api/leads", body: without(signup({}), "form_location"), status: 400, code: invalid, field: "form_location" },
  { name: "sign-up claiming the survey's location", route: "/api/leads", body: signup({ form_location: "thank_you" }), status: 400, code: invalid, field: "form_location" },
  { name: "sign-up with a 257-character UTM value", route: "/api/leads", body: signup({ utm_source: "u".repeat(257) }), status: 400, code: invalid, field: "utm_source" },
  { name: "sign-up with a number as UTM value", route: "/api/leads", body: signup({ utm_campaign: 2025 }), status: 400, code: invalid, field: "utm_campaign" },
  { name: "sign-up with an operator object as UTM value", route: "/api/leads", body: signup({ utm_term: { $gt: "" } }), status: 400, code: invalid, field: "utm_term" },
  { name: "sign-up with a negative took_ms", route: "/api/leads", body: signup({ took_ms: -1 }), status: 400, code: invalid, field: "took_ms" },
  { name: "sign-up with a fractional took_ms", route: "/api/leads", body: signup({ took_ms: 1.5 }), status: 400, code: invalid, field: "took_ms" },
  { name: "sign-up with text as took_ms", route: "/api/leads", body: signup({ took_ms: "fast" }), status: 400, code: invalid, field: "took_ms" },
  { name: "sign-up with an oversized honeypot", route: "/api/leads", body: signup({ website: "w".repeat(501) }), status: 400, code: invalid, field: "website" },
  { name: "sign-up with an oversized pass", route: "/api/leads", body: signup({ human_check_pass: "p".repeat(3000) }), status: 400, code: invalid, field: "human_check_pass" },
  { name: "sign-up trying to set its id", route: "/api/leads", body: signup({ id: "chosen-id" }), status: 400, code: invalid, field: "id" },
  { name: "sign-up trying to set created_at and is_spam", route: "/api/leads", body: signup({ created_at: "2000-01-01", is_spam: 0 }), status: 400, code: invalid, field: "created_at" },
  { name: "sign-up with a __proto__ key", route: "/api/leads", body: '{"email":"a@byu.edu","form_location":"footer","__proto__":{"isAdmin":true}}', status: 400, code: invalid },
  { name: "sign-up with constructor.prototype", route: "/api/leads", body: '{"email":"a@byu.edu","form_location":"footer","constructor":{"prototype":{"x":1}}}', status: 400, code: invalid },
  // Sign-up: the body itself
  { name: "sign-up body that is an array", route: "/api/leads", body: "[]", status: 400, code: invalid },
  { name: "sign-up body that is null", route: "/api/leads", body: "null", status: 400, code: invalid },
  { name: "sign-up body that is a number", route: "/api/leads", body: "42", status: 400, code: invalid },
  { name: "sign-up body that is a string", route: "/api/leads", body: '"ana@byu.edu"', status: 400, code: invalid },
  { name: "sign-up with malformed JSON", route: "/api/leads", body: '{"email": "ana@byu.edu",', status: 400, code: "MALFORMED_JSON" },
  { name: "sign-up with an empty body", route: "/api/leads", body: "", status: 400, code: "MALFORMED_JSON" },
  { name: "sign-up with invalid UTF-8 bytes", route: "/api/leads", body: invalidUtf8("/api/leads"), status: 400, code: "MALFORMED_JSON" },
  { name: "sign-up of 10 MB", route: "/api/leads", body: TEN_MEGABYTES, status: 413, code: "PAYLOAD_TOO_LARGE" },
  { name: "sign-up as text/plain", route: "/api/leads", body: JSON.stringify(signup({})), contentType: "text/plain", status: 415, code: "UNSUPPORTED_MEDIA_TYPE" },
  { name: "sign-up as a form post", route: "/api/leads", body: "email=ana%40byu.edu&form_location=footer", contentType: "application/x-www-form-urlencoded", status: 415, code: "UNSUPPORTED_MEDIA_TYPE" },
  { name: "sign-up as multipart", route: "/api/leads", body: "--b\r\n\r\nx\r\n--b--", contentType: "multipart/form-data; boundary=b", status: 415, code: "UNSUPPORTED_MEDIA_TYPE" },
  { name: "sign-up with no content type", route: "/api/leads", body: JSON.stringify(signup({})), contentType: null, status: 415, code: "UNSUPPORTED_MEDIA_TYPE" },
  { name: "sign-up as JSON in Latin-1", route: "/api/leads", body: JSON.stringify(signup({})), contentType: "application/json; charset=latin1", status: 415, code: "UNSUPPORTED_MEDIA_TYPE" },
  // Survey
  { name: "survey without email", route: "/api/leads/survey", body: without(survey({}), "email"), status: 400, code: invalid, field: "email" },
  { name: "survey with an invalid email", route: "/api/leads/survey", body: survey({ email: "owner-at-byu.edu" }), status: 400, code: invalid, field: "email" },
  { name: "survey with an unknown hall", route: "/api/leads/survey", body: survey({ hall: "castle" }), status: 400, code: invalid, field: "hall" },
  { name: "survey with SQL as hall", route: "/api/leads/survey", body: survey({ hall: SQL }), status: 400, code: invalid, field: "hall" },
  { name: "survey with an unknown kit level", route: "/api/leads/survey", body: survey({ kit_level: "ultra" }), status: 400, code: invalid, field: "kit_level" },
  { name: "survey with a number as kit level", route: "/api/leads/survey", body: survey({ kit_level: 1 }), status: 400, code: invalid, field: "kit_level" },
  { name: "survey with an oversized token", route: "/api/leads/survey", body: survey({ token: "t".repeat(1000) }), status: 400, code: invalid, field: "token" },
  { name: "survey trying to set the role", route: "/api/leads/survey", body: survey({ role: "parent" }), status: 400, code: invalid, field: "role" },
  { name: "survey without a token", route: "/api/leads/survey", body: survey({}), status: 403, code: "SURVEY_TOKEN_INVALID" },
  { name: "survey with SQL as token", route: "/api/leads/survey", body: survey({ token: SQL }), status: 403, code: "SURVEY_TOKEN_INVALID" },
  { name: "survey with malformed JSON", route: "/api/leads/survey", body: "{hall: helaman}", status: 400, code: "MALFORMED_JSON" },
  { name: "survey as text/plain", route: "/api/leads/survey", body: JSON.stringify(survey({})), contentType: "text/plain", status: 415, code: "UNSUPPORTED_MEDIA_TYPE" },
  { name: "survey with a __proto__ key", route: "/api/leads/survey", body: `{"email":"${SURVEY_OWNER}","__proto__":{"hall":"x"}}`, status: 400, code: invalid },
  // Contact
  { name: "contact without name", route: "/api/contact", body: without(contact({}), "name"), status: 400, code: invalid, field: "name" },
  { name: "contact with a blank name", route: "/api/contact", body: contact({ name: "   " }), status: 400, code: invalid, field: "name" },
  { name: "contact with a 101-character name", route: "/api/contact", body: contact({ name: "n".repeat(101) }), status: 400, code: invalid, field: "name" },
  { name: "contact without message", route: "/api/contact", body: without(contact({}), "message"), status: 400, code: invalid, field: "message" },
  { name: "contact with a 5,001-character message", route: "/api/contact", body: contact({ message: "m".repeat(5001) }), status: 400, code: invalid, field: "message" },
  { name: "contact with an unknown subject", route: "/api/contact", body: contact({ subject: "billing" }), status: 400, code: invalid, field: "subject" },
  { name: "contact with SQL as subject", route: "/api/contact", body: contact({ subject: SQL }), status: 400, code: invalid, field: "subject" },
  { name: "contact with an unknown housing complex", route: "/api/contact", body: contact({ housing: "Hogwarts" }), status: 400, code: invalid, field: "housing" },
  { name: "contact with an invalid email", route: "/api/contact", body: contact({ email: "ana@" }), status: 400, code: invalid, field: "email" },
  { name: "contact with a formula as email", route: "/api/contact", body: contact({ email: FORMULA }), status: 400, code: invalid, field: "email" },
  { name: "contact trying to set its status", route: "/api/contact", body: contact({ status: "read" }), status: 400, code: invalid, field: "status" },
  { name: "contact with a number as message", route: "/api/contact", body: contact({ message: 12345 }), status: 400, code: invalid, field: "message" },
  { name: "contact with invalid UTF-8 bytes", route: "/api/contact", body: invalidUtf8("/api/contact"), status: 400, code: "MALFORMED_JSON" },
  { name: "contact of 10 MB", route: "/api/contact", body: JSON.stringify(contact({ message: "m".repeat(10 * 1024 * 1024) })), status: 413, code: "PAYLOAD_TOO_LARGE" },
  { name: "contact as a form post", route: "/api/contact", body: "name=Ana", contentType: "application/x-www-form-urlencoded", status: 415, code: "UNSUPPORTED_MEDIA_TYPE" },
];

describeOnEachDatabase("bad input", (dialect) => {
  let api: ApiTestApp;
  beforeAll(async () => {
    api = await openApiTestApp(dialect, { label: "bad_input" });
    // Rows that must survive every case untouched.
    await api.post("/api/leads", { email: SURVEY_OWNER, role: "parent", housing: "heritage", form_location: "hero" });
    await api.post("/api/contact", contact({}));
  });
  afterAll(async () => api.close());

  it(`has at least 40 cases across the three routes (${cases.length})`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    expect(new Set(cases.map((badRequest) => badRequest.route))).toEqual(new Set(["/api/leads", "/api/leads/survey", "/api/contact"]));
  });

  it("answers each with its 4xx, a code and a message, and changes no row", async () => {
    const before = await snapshotTables(api.db);
    expect(before.leads).toHaveLength(1);
    const outcomes = [];
    for (const badRequest of cases) {
      const payload = typeof badRequest.body === "string" || Buffer.isBuffer(badRequest.body) ? badRequest.body : JSON.stringify(badRequest.body);
      const contentType = badRequest.contentType === undefined ? "application/json" : badRequest.contentType;
      const response = await api.app.inject({
        method: "POST",
        url: badRequest.route,
        payload,
        headers: contentType === null ? {} : { "content-type": contentType },
      });
      const body = response.json();
      outcomes.push({
        name: badRequest.name,
        status: response.statusCode,
        code: body.error?.code,
        hasMessage: typeof body.error?.message === "string" && body.error.message.length > 0,
        fieldMessage: badRequest.field ? typeof body.error?.fields?.[badRequest.field] : "n/a",
      });
    }
    expect(outcomes).toEqual(
      cases.map((badRequest) => ({
        name: badRequest.name,
        status: badRequest.status,
        code: badRequest.code,
        hasMessage: true,
        fieldMessage: badRequest.field ? "string" : "n/a",
      })),
    );
    expect(await snapshotTables(api.db)).toEqual(before);
    const health = await api.app.inject({ method: "GET", url: "/healthz" });
    expect(health.statusCode).toBe(200);
  });
});

describeOnEachDatabase("hostile but valid input", (dialect) => {
  let api: ApiTestApp;
  beforeAll(async () => {
    api = await openApiTestApp(dialect, { label: "hostile" });
  });
  afterAll(async () => api.close());

  it("stores SQL, formulas, markup and emoji in free-text fields exactly as sent, and neutralizes formulas only in the forward", async () => {
    const text = {
      utm_source: FORMULA,
      utm_medium: "+1-801-555-0142",
      utm_campaign: SQL,
      utm_content: "<script>alert(1)</script>",
      utm_term: "Provo 🏔️ café",
    };
    const email = "o'brien+kits@byu.edu";
    const response = await api.post("/api/leads", { email, form_location: "footer", ...text });
    expect(response.statusCode).toBe(200);
    const lead = await leadByEmail(api.db, email);
    expect(lead).toMatchObject({ email, ...text });
    const [forward] = await forwardsFor(api.db, lead!.id);
    expect(forward?.payload).toMatchObject({
      utm_source: `'${FORMULA}`,
      utm_medium: "'+1-801-555-0142",
      utm_campaign: SQL,
      utm_content: "<script>alert(1)</script>",
      utm_term: "Provo 🏔️ café",
    });
  });

  it("stores SQL and formulas in a contact message exactly as sent, and every table is still there", async () => {
    const name = "Robert'); DROP TABLE contact_messages;--";
    const message = "=1+1\n@SUM(A1:A9)\n'; DELETE FROM leads; --";
    const response = await api.post("/api/contact", { name, email: "admin'--@example.com", subject: "feedback", message });
    expect(response.statusCode).toBe(201);
    const stored = await api.db.selectFrom("contact_messages").selectAll().where("id", "=", response.json().id).executeTakeFirst();
    expect(stored).toMatchObject({ name, email: "admin'--@example.com", message });
    expect((await snapshotTables(api.db)).leads.length).toBeGreaterThan(0);
  });
});
