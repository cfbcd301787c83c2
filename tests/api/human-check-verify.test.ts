/**
 * POST /api/verify-recaptcha through the real app, against the local siteverify stand-in: each answer
 * Google can give, and each way it can fail to answer.
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { type GoogleFake, startGoogleFake, TOKENS } from "../fakes/google-fake";
import { openTestDatabase, type TestDatabase } from "./support/test-databases";

const FAILED = "Verification failed. Please try again.";

let fake: GoogleFake;
let database: TestDatabase;
let app: FastifyInstance;

function humanCheckEnv(overrides: Record<string, string> = {}) {
  return {
    SITE_URL: "https://dormready.test",
    RECAPTCHA_SECRET_KEY: "server-secret",
    RECAPTCHA_VERIFY_URL: fake.siteverifyUrl,
    RECAPTCHA_ALLOWED_HOSTNAMES: "127.0.0.1,dormready.test",
    RECAPTCHA_TIMEOUT_MS: "400",
    ...overrides,
  };
}

const token = (prefix: string) => `${prefix}${randomUUID()}`;
const verify = (body: unknown, target = app) =>
  target.inject({ method: "POST", url: "/api/verify-recaptcha", headers: { "content-type": "application/json" }, payload: JSON.stringify(body) });

beforeAll(async () => {
  fake = await startGoogleFake();
  database = await openTestDatabase("sqlite", "verify");
  app = await buildApp({ config: loadConfig(humanCheckEnv()), database: database.handle, serveSite: false });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
  await fake?.close();
});

beforeEach(() => {
  fake.siteverifyRequests.length = 0;
});

describe("POST /api/verify-recaptcha", () => {
  it("answers a passing token with success, its score and a pass, after asking siteverify with our secret", async () => {
    const sent = token(TOKENS.pass);
    const response = await verify({ token: sent });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ success: true, score: 0.9, pass: expect.stringMatching(/^[\w-]+\.[\w-]+$/) });
    expect(fake.siteverifyRequests).toEqual([{ secret: "server-secret", response: sent, remoteip: "127.0.0.1" }]);
  });

  it("answers a failed token with success false and no pass", async () => {
    expect((await verify({ token: token(TOKENS.fail) })).json()).toEqual({ success: false, score: 0 });
  });

  it("answers a low score with success true and the score, and no pass: the browser shows 'flagged'", async () => {
    expect((await verify({ token: token(TOKENS.low) })).json()).toEqual({ success: true, score: 0.1, flagged: true });
  });

  it("flags a score under a minimum the owner raised above the spec's 0.3, so the browser stops there too", async () => {
    const strict = await buildApp({ config: loadConfig(humanCheckEnv({ RECAPTCHA_MIN_SCORE: "0.95" })), database: database.handle, serveSite: false });
    try {
      expect((await verify({ token: token(TOKENS.pass) }, strict)).json()).toEqual({ success: true, score: 0.9, flagged: true });
    } finally {
      await strict.close();
    }
  });

  it.each([
    ["made for another action", TOKENS.wrongAction],
    ["made on another site", TOKENS.wrongHost],
    ["without a score (not a v3 token)", TOKENS.noScore],
  ])("fails a token %s", async (_label, prefix) => {
    const body = (await verify({ token: token(prefix) })).json();
    expect(body.success).toBe(false);
    expect(body).not.toHaveProperty("pass");
  });

  it("fails a token the second time it is sent, as siteverify does", async () => {
    const sent = token(TOKENS.pass);
    expect((await verify({ token: sent })).json().success).toBe(true);
    expect((await verify({ token: sent })).json()).toEqual({ success: false, score: 0 });
  });

  it.each([
    ["answers too slowly", TOKENS.slow],
    ["never answers", TOKENS.hang],
    ["answers 500", TOKENS.serverError],
    ["answers something that is not JSON", TOKENS.notJson],
  ])("answers 503 HUMAN_CHECK_UNAVAILABLE with the failed message when siteverify %s", async (_label, prefix) => {
    const response = await verify({ token: token(prefix) });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: { code: "HUMAN_CHECK_UNAVAILABLE", message: FAILED } });
  });

  it("answers 503 when siteverify cannot be reached at all", async () => {
    const config = loadConfig(humanCheckEnv({ RECAPTCHA_VERIFY_URL: "http://127.0.0.1:1/recaptcha/api/siteverify" }));
    const unreachable = await buildApp({ config, database: database.handle, serveSite: false });
    try {
      const response = await verify({ token: token(TOKENS.pass) }, unreachable);
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe("HUMAN_CHECK_UNAVAILABLE");
    } finally {
      await unreachable.close();
    }
  });

  it.each([
    ["no token", {}, "token"],
    ["an empty token", { token: "" }, "token"],
    ["a token that is not a string", { token: 42 }, "token"],
    ["an oversized token", { token: "x".repeat(4097) }, "token"],
    ["an unknown field", { token: "abc", extra: true }, "extra"],
    ["an array", [{ token: "abc" }], null],
  ])("refuses %s with 400 VALIDATION_ERROR and never asks siteverify", async (_label, body, field) => {
    const response = await verify(body);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toEqual(expect.any(String));
    if (field) expect(error.fields).toHaveProperty(field);
    else expect(error.message).toBe("The request body must be a JSON object.");
    expect(fake.siteverifyRequests).toEqual([]);
  });

  it("refuses malformed JSON with 400 and another content type with 415", async () => {
    const malformed = await app.inject({ method: "POST", url: "/api/verify-recaptcha", headers: { "content-type": "application/json" }, payload: "{token:" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe("MALFORMED_JSON");
    const text = await app.inject({ method: "POST", url: "/api/verify-recaptcha", headers: { "content-type": "text/plain" }, payload: "token" });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });
});

describe("POST /api/verify-recaptcha under the per-IP rate limit", () => {
  it("answers 429 RATE_LIMITED past the limit without asking siteverify", async () => {
    const config = loadConfig(humanCheckEnv({ RATE_LIMIT_PER_IP_PER_MINUTE: "3" }));
    const limited = await buildApp({ config, database: database.handle, serveSite: false });
    try {
      for (let call = 0; call < 3; call++) expect((await verify({ token: token(TOKENS.pass) }, limited)).statusCode).toBe(200);
      const refused = await verify({ token: token(TOKENS.pass) }, limited);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe("RATE_LIMITED");
      expect(fake.siteverifyRequests).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});

describe("POST /api/verify-recaptcha with no secret key configured", () => {
  it("lets the submission go on without a pass and never calls siteverify", async () => {
    const off = await buildApp({ config: loadConfig(humanCheckEnv({ RECAPTCHA_SECRET_KEY: "" })), database: database.handle, serveSite: false });
    try {
      const response = await verify({ token: token(TOKENS.fail) }, off);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, score: 1 });
      expect(fake.siteverifyRequests).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
