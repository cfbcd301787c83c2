/**
 * The outbox worker against the stand-in Apps Script web app: every way the web app can answer, the
 * retry schedule, giving up, and waiting while no URL is configured.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { createForwarder, type ForwarderOptions } from "../../server/jobs/forwarder";
import { type GoogleFake, startGoogleFake } from "../fakes/google-fake";
import { enqueueSignupForward, forwardingConfig, manualClock, readOutbox, recordingLogger } from "./support/outbox-fixtures";
import { describeOnEachDatabase, openTestDatabase, type TestDatabase } from "./support/test-databases";

const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";

let fake: GoogleFake;
beforeAll(async () => {
  fake = await startGoogleFake();
});
afterAll(async () => {
  await fake?.close();
});

describeOnEachDatabase("forwarder", (dialect) => {
  let database: TestDatabase;
  const clock = manualClock();

  function forwarder(overrides: Record<string, string> = {}, options: Partial<ForwarderOptions> = {}) {
    const config = forwardingConfig(fake.sheetsUrl, overrides);
    return createForwarder({ config: config.sheets, database: database.handle, now: clock.now, random: () => 1, ...options });
  }

  /** Queued "now" by the test's clock, as the sign-up route would have. */
  const enqueue = (email?: string) => enqueueSignupForward(database.handle, email, new Date(clock.now()).toISOString());

  beforeAll(async () => {
    database = await openTestDatabase(dialect, "forwarder");
  });
  afterAll(async () => {
    await database?.drop();
  });
  beforeEach(async () => {
    await database.handle.db.deleteFrom("outbox").execute();
    fake.resetSheets();
    fake.setSheetsMode("ok");
    fake.setSheetsDelay(0);
    clock.set(Date.now());
  });

  it("delivers JSON with the stored fields, the event id and the shared secret; Google's 302 is success and is not followed", async () => {
    const id = await enqueue("ana@example.com");
    expect(JSON.parse((await readOutbox(database.handle, id)).payload)).not.toHaveProperty("secret");
    expect(await forwarder().deliverDue()).toBe(1);
    expect(fake.deliveries).toHaveLength(1);
    expect(fake.deliveries[0]!.contentType).toBe(JSON_TYPE);
    expect(fake.deliveries[0]!.body).toEqual({
      event_id: id,
      secret: "sheet-secret",
      email: "ana@example.com",
      role: "parent",
      housing: "heritage",
      form_location: "hero",
      utm_source: "'=cmd",
      utm_medium: "",
      utm_campaign: "fall",
      utm_content: "",
      utm_term: "",
      hall: "",
      kit_level: "",
      website: "",
      took_ms: "4200",
    });
    expect(fake.sheetsRequests.map((request) => request.answer)).toEqual([302]);
    expect(fake.redirectHits).toBe(0);
    const row = await readOutbox(database.handle, id);
    expect(row).toMatchObject({ status: "delivered", attempts: 1, locked_until: null, last_error: null });
    expect(row.delivered_at).toBe(new Date(clock.now()).toISOString());
  });

  it("counts a plain 200 as delivered", async () => {
    fake.setSheetsMode("ok-200");
    const id = await enqueue();
    await forwarder().deliverDue();
    expect((await readOutbox(database.handle, id)).status).toBe("delivered");
    expect(fake.deliveries).toHaveLength(1);
  });

  it("sends the form-encoded body when the web app refuses JSON: exactly one delivery, form-encoded", async () => {
    fake.setSheetsMode("form-only");
    const id = await enqueue("form@example.com");
    await forwarder().deliverDue();
    expect(fake.sheetsRequests.map((request) => [request.contentType, request.answer])).toEqual([
      [JSON_TYPE, 400],
      [FORM_TYPE, 200],
    ]);
    expect(fake.deliveries).toHaveLength(1);
    expect(fake.deliveries[0]!.contentType).toBe(FORM_TYPE);
    expect(fake.deliveries[0]!.body).toMatchObject({ event_id: id, secret: "sheet-secret", email: "form@example.com", took_ms: "4200", utm_source: "'=cmd" });
    expect((await readOutbox(database.handle, id)).status).toBe("delivered");
  });

  it("keeps a forward the web app failed with 500, then delivers it when the retry is due and the web app is back", async () => {
    fake.setSheetsMode("error");
    const id = await enqueue();
    const worker = forwarder();
    await worker.deliverDue();
    let row = await readOutbox(database.handle, id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, locked_until: null, last_error: "JSON: HTTP 500; form: HTTP 500" });
    expect(fake.sheetsRequests.map((request) => request.contentType)).toEqual([JSON_TYPE, FORM_TYPE]);

    fake.setSheetsMode("ok");
    // Not due yet: nothing is sent before the backoff is over.
    clock.advance(29_000);
    expect(await worker.deliverDue()).toBe(0);
    clock.advance(1_000);
    expect(await worker.deliverDue()).toBe(1);
    row = await readOutbox(database.handle, id);
    expect(row).toMatchObject({ status: "delivered", attempts: 2, last_error: null });
    expect(fake.deliveries).toHaveLength(1);
  });

  it("gives up on a web app that never answers after the timeout, then delivers once it answers", async () => {
    fake.setSheetsMode("hang");
    const id = await enqueue();
    const worker = forwarder({ SHEETS_TIMEOUT_MS: "300" });
    await worker.deliverDue();
    expect(await readOutbox(database.handle, id)).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "JSON: no answer within 300 ms; form: no answer within 300 ms",
    });
    fake.setSheetsMode("ok");
    clock.advance(30_000);
    await worker.deliverDue();
    expect((await readOutbox(database.handle, id)).status).toBe("delivered");
    expect(fake.deliveries).toHaveLength(1);
  });

  it("retries with exponential backoff: 30 s, 1 min, 2 min, 4 min at the top of the jitter range", async () => {
    fake.setSheetsMode("error");
    const id = await enqueue();
    const worker = forwarder({ SHEETS_MAX_ATTEMPTS: "10" });
    const delays: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      await worker.deliverDue();
      const row = await readOutbox(database.handle, id);
      const delay = Date.parse(row.next_attempt_at) - clock.now();
      delays.push(delay);
      clock.advance(delay);
    }
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it("marks a forward dead after the last attempt, keeps it, logs its id at warn and counts it in /healthz", async () => {
    fake.setSheetsMode("error");
    const id = await enqueue();
    const logger = recordingLogger();
    const worker = forwarder({ SHEETS_MAX_ATTEMPTS: "3" }, { logger });
    for (let attempt = 0; attempt < 5; attempt++) {
      await worker.deliverDue();
      clock.advance(3_600_000);
    }
    expect(await readOutbox(database.handle, id)).toMatchObject({ status: "dead", attempts: 3, locked_until: null, last_error: "JSON: HTTP 500; form: HTTP 500" });
    expect(fake.sheetsRequests).toHaveLength(6);
    const deadLines = logger.lines.filter((line) => line.level === "warn" && line.message.includes("dead"));
    expect(deadLines).toEqual([expect.objectContaining({ details: expect.objectContaining({ outboxId: id, attempts: 3 }) })]);

    const app: FastifyInstance = await buildApp({ config: forwardingConfig(fake.sheetsUrl), database: database.handle, serveSite: false });
    try {
      expect((await app.inject({ url: "/healthz" })).json()).toMatchObject({ status: "ok", outbox: { pending: 0, dead: 1 } });
    } finally {
      await app.close();
    }
  });

  it("keeps forwards pending while no web app URL is set, without counting attempts, and sends them once one is", async () => {
    const ids = [await enqueue(), await enqueue()];
    const unconfigured = forwarder({ SHEETS_WEBHOOK_URL: "" });
    unconfigured.start();
    expect(await unconfigured.deliverDue()).toBe(0);
    await unconfigured.stop();
    for (const id of ids) expect(await readOutbox(database.handle, id)).toMatchObject({ status: "pending", attempts: 0, last_error: null });
    expect(fake.sheetsRequests).toEqual([]);

    // The owner sets SHEETS_WEBHOOK_URL and restarts: a new worker with the URL.
    expect(await forwarder().deliverDue()).toBe(2);
    expect(fake.deliveries.map((delivery) => delivery.body.event_id).sort()).toEqual([...ids].sort());
  });

  it("when started, delivers by itself, soon after a nudge", async () => {
    const worker = forwarder({}, { now: Date.now, pollIntervalMs: 60_000 });
    worker.start();
    try {
      const id = await enqueue();
      worker.nudge();
      await expect.poll(() => fake.deliveries.length).toBe(1);
      await expect.poll(async () => (await readOutbox(database.handle, id)).status).toBe("delivered");
    } finally {
      await worker.stop();
    }
  });

  it("on stop, hands back a delivery still hanging after the grace period, without counting it as an attempt", async () => {
    fake.setSheetsMode("hang");
    const worker = forwarder({ SHEETS_TIMEOUT_MS: "10000" }, { now: Date.now, pollIntervalMs: 20 });
    const id = await enqueue();
    worker.start();
    await expect.poll(() => fake.sheetsRequests.length).toBe(1);
    await worker.stop({ graceMs: 50 });
    expect(await readOutbox(database.handle, id)).toMatchObject({ status: "pending", attempts: 0, locked_until: null });
  });

  it("retries a forward whose worker died mid-delivery once its lease runs out", async () => {
    fake.setSheetsMode("hang");
    const id = await enqueue();
    const crashed = forwarder({ SHEETS_TIMEOUT_MS: "10000" }, { now: Date.now, pollIntervalMs: 20 });
    crashed.start();
    await expect.poll(() => fake.sheetsRequests.length).toBe(1);
    // The process dies here: its lease stays in the row. (stop() is never called.)
    const leased = await readOutbox(database.handle, id);
    expect(leased.locked_until).not.toBeNull();

    fake.setSheetsMode("ok");
    const successor = forwarder({ SHEETS_TIMEOUT_MS: "10000" });
    expect(await successor.deliverDue()).toBe(0);
    clock.set(Date.parse(leased.locked_until!));
    expect(await successor.deliverDue()).toBe(1);
    expect(await readOutbox(database.handle, id)).toMatchObject({ status: "delivered", attempts: 1 });
    expect(fake.deliveries).toHaveLength(1);
    await crashed.stop({ graceMs: 0 });
  });
});
