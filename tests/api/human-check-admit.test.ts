/**
 * `admit(pass)`, what every submit route calls: passes handed out by POST /api/verify-recaptcha are
 * accepted once, and refused when tampered with, expired, reused or too low — on SQLite and PostgreSQL,
 * and across two server instances sharing one database.
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { loadConfig, type ServerConfig } from "../../server/config";
import type { DatabaseHandle } from "../../server/db/connect";
import { ApiError } from "../../server/http/api-error";
import { createHumanCheck } from "../../server/services/human-check";
import { derivePassKey, issuePass } from "../../server/services/human-check-pass";
import { type GoogleFake, startGoogleFake, TOKENS } from "../fakes/google-fake";
import { describeOnEachDatabase, openTestDatabase, type TestDatabase } from "./support/test-databases";

const secret = Buffer.alloc(32, 3);
let fake: GoogleFake;

beforeAll(async () => {
  fake = await startGoogleFake();
});
afterAll(async () => {
  await fake?.close();
});

function humanCheckConfig(overrides: Record<string, string> = {}): ServerConfig {
  return loadConfig({
    SITE_URL: "https://dormready.test",
    RECAPTCHA_SECRET_KEY: "server-secret",
    RECAPTCHA_VERIFY_URL: fake.siteverifyUrl,
    RECAPTCHA_ALLOWED_HOSTNAMES: "127.0.0.1",
    HUMAN_CHECK_PASS_TTL_SECONDS: "600",
    ...overrides,
  });
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; code: string; message: string }> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  const { statusCode, code, message } = error as ApiError;
  return { status: statusCode, code, message };
}

const FAILED = { status: 403, code: "HUMAN_CHECK_FAILED", message: "Verification failed. Please try again." };
const FLAGGED = { status: 403, code: "HUMAN_CHECK_FLAGGED", message: "Your submission was flagged. Please try again." };

describeOnEachDatabase("admit", (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  /** A pass as the browser gets it: through the real route, from a passing token. */
  async function getPass(): Promise<string> {
    const response = await app.inject({ method: "POST", url: "/api/verify-recaptcha", payload: { token: `${TOKENS.pass}${randomUUID()}` } });
    const { pass } = response.json() as { pass: string };
    expect(pass).toEqual(expect.any(String));
    return pass;
  }

  const checkOn = (handle: DatabaseHandle, options: { now?: () => number; config?: ServerConfig } = {}) =>
    createHumanCheck({ config: (options.config ?? humanCheckConfig()).humanCheck, database: handle, secret, now: options.now });

  beforeAll(async () => {
    database = await openTestDatabase(dialect, "admit");
    app = await buildApp({ config: humanCheckConfig(), database: database.handle, serveSite: false, secret });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("admits a valid pass once, as verified with its score, then refuses it as reused", async () => {
    const check = checkOn(database.handle);
    const pass = await getPass();
    expect(await check.admit(pass)).toEqual({ status: "verified", score: 0.9 });
    expect(await refusal(check.admit(pass))).toEqual(FAILED);
  });

  it("admits a submission without a pass as unverified", async () => {
    const check = checkOn(database.handle);
    expect(await check.admit(undefined)).toEqual({ status: "unverified", score: null });
    expect(await check.admit("")).toEqual({ status: "unverified", score: null });
  });

  it("refuses a tampered, forged or garbled pass as failed", async () => {
    const check = checkOn(database.handle);
    const pass = await getPass();
    const [body, signature] = pass.split(".") as [string, string];
    const flipped = `${body}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    expect(await refusal(check.admit(flipped))).toEqual(FAILED);
    const forged = createHumanCheck({ config: humanCheckConfig().humanCheck, database: database.handle, secret: Buffer.alloc(32, 9) });
    expect(await refusal(forged.admit(pass))).toEqual(FAILED);
    expect(await refusal(check.admit("not-a-pass"))).toEqual(FAILED);
    // None of these spent the real pass.
    expect((await check.admit(pass)).status).toBe("verified");
  });

  it("refuses a pass once its time to live is over", async () => {
    const pass = await getPass();
    const later = checkOn(database.handle, { now: () => Date.now() + 601_000 });
    expect(await refusal(later.admit(pass))).toEqual(FAILED);
  });

  it("refuses a pass whose score is under a minimum raised since it was signed, as flagged", async () => {
    const pass = await getPass();
    const stricter = checkOn(database.handle, { config: humanCheckConfig({ RECAPTCHA_MIN_SCORE: "0.95" }) });
    expect(await refusal(stricter.admit(pass))).toEqual(FLAGGED);
  });

  it("lets exactly one of many simultaneous submissions with the same pass through, across two instances", async () => {
    const other = database.openAnother();
    const checks = [checkOn(database.handle), checkOn(other)];
    const pass = await getPass();
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, (_, index) => checks[index % 2]!.admit(pass)));
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === "rejected") expect((outcome.reason as ApiError).code).toBe("HUMAN_CHECK_FAILED");
    }
  });

  it("spends a pass inside the caller's transaction when given one, and not at all if it rolls back", async () => {
    const check = checkOn(database.handle);
    const pass = await getPass();
    await expect(
      database.handle.db.transaction().execute(async (trx) => {
        expect((await check.admit(pass, trx)).status).toBe("verified");
        throw new Error("the sign-up failed after the check");
      }),
    ).rejects.toThrow("the sign-up failed");
    expect((await check.admit(pass)).status).toBe("verified");
  });

  it("forgets spent passes some time after they expire", async () => {
    let clock = Date.now();
    const check = checkOn(database.handle, { now: () => clock });
    await check.admit(await getPass());
    // Past the pass's expiry, the clock-skew margin, and the pruning interval.
    clock += 600_000 + 5 * 60_000 + 11 * 60_000;
    const fresh = issuePass(derivePassKey(secret), { score: 0.9, ttlSeconds: 600, nowMs: clock });
    expect(await check.admit(fresh.pass)).toEqual({ status: "verified", score: 0.9 });
    const cutoff = new Date(clock - 5 * 60_000).toISOString();
    await expect
      .poll(async () => database.handle.db.selectFrom("used_passes").select("id").where("expires_at", "<", cutoff).execute())
      .toEqual([]);
    const kept = await database.handle.db.selectFrom("used_passes").select("id").where("id", "=", fresh.id).execute();
    expect(kept).toHaveLength(1);
  });
});

describe("admit with no secret key configured", () => {
  it("admits everything as off: there is no check to pass", async () => {
    const database = await openTestDatabase("sqlite", "admit_off");
    try {
      const check = createHumanCheck({ config: humanCheckConfig({ RECAPTCHA_SECRET_KEY: "" }).humanCheck, database: database.handle, secret });
      expect(check.enabled).toBe(false);
      expect(await check.admit(undefined)).toEqual({ status: "off", score: null });
    } finally {
      await database.drop();
    }
  });
});
