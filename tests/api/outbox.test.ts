/**
 * The outbox's claim rules and the guarantee that matters when the owner scales out: several workers
 * (server instances) on one database never deliver an item twice at once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { claimDueForwards, markForwardDelivered, requeueDeadForwards, scheduleForwardRetry } from "../../server/db/outbox-repository";
import { createForwarder } from "../../server/jobs/forwarder";
import { countDeliveriesByEventId, type GoogleFake, startGoogleFake } from "../fakes/google-fake";
import { enqueueSignupForward, enqueueSignupForwards, forwardingConfig, readOutbox } from "./support/outbox-fixtures";
import { describeOnEachDatabase, openTestDatabase, type TestDatabase } from "./support/test-databases";

const iso = (ms: number) => new Date(ms).toISOString();

let fake: GoogleFake;
beforeAll(async () => {
  fake = await startGoogleFake();
});
afterAll(async () => {
  await fake?.close();
});

describeOnEachDatabase("outbox", (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(dialect, "outbox");
  });
  afterAll(async () => {
    await database?.drop();
  });
  beforeEach(async () => {
    await database.handle.db.deleteFrom("outbox").execute();
    fake.resetSheets();
    fake.setSheetsMode("ok");
    fake.setSheetsDelay(0);
  });

  it("claims only pending rows that are due and not leased, oldest first, at most the limit", async () => {
    const t0 = Date.parse("2025-06-01T12:00:00.000Z");
    const first = await enqueueSignupForward(database.handle, undefined, iso(t0));
    const second = await enqueueSignupForward(database.handle, undefined, iso(t0 + 1000));
    const later = await enqueueSignupForward(database.handle, undefined, iso(t0 + 60_000));
    const delivered = await enqueueSignupForward(database.handle, undefined, iso(t0));
    await database.handle.db.updateTable("outbox").set({ status: "delivered" }).where("id", "=", delivered).execute();

    const now = iso(t0 + 5000);
    const lease = iso(t0 + 35_000);
    expect((await claimDueForwards(database.handle, { now, lockedUntil: lease, limit: 1 })).map((row) => row.id)).toEqual([first]);
    expect((await claimDueForwards(database.handle, { now, lockedUntil: lease, limit: 10 })).map((row) => row.id)).toEqual([second]);
    // Both are leased now; nothing else is due yet.
    expect(await claimDueForwards(database.handle, { now, lockedUntil: lease, limit: 10 })).toEqual([]);
    // Once the leases run out they are due again, and so is the later row.
    const afterLease = await claimDueForwards(database.handle, { now: iso(t0 + 60_000), lockedUntil: iso(t0 + 90_000), limit: 10 });
    expect(afterLease.map((row) => row.id)).toEqual([first, second, later]);
    expect(afterLease.every((row) => row.locked_until === iso(t0 + 90_000))).toBe(true);
  });

  it("ignores the outcome reported by a worker whose lease ran out and was taken over", async () => {
    const t0 = Date.now();
    const id = await enqueueSignupForward(database.handle, undefined, iso(t0));
    const [slow] = await claimDueForwards(database.handle, { now: iso(t0), lockedUntil: iso(t0 + 1000), limit: 1 });
    const [successor] = await claimDueForwards(database.handle, { now: iso(t0 + 2000), lockedUntil: iso(t0 + 3000), limit: 1 });
    expect(successor?.id).toBe(id);
    expect(await markForwardDelivered(database.handle.db, { id, lockedUntil: successor!.locked_until! }, iso(t0 + 2500))).toBe(true);
    // The first worker finally hears back a failure: it must not put the delivered row back in the queue.
    const stale = { id, lockedUntil: slow!.locked_until! };
    expect(await scheduleForwardRetry(database.handle.db, stale, { nextAttemptAt: iso(t0 + 60_000), error: "late" })).toBe(false);
    expect(await readOutbox(database.handle, id)).toMatchObject({ status: "delivered", attempts: 1, last_error: null });
  });

  it("puts dead forwards back in the queue with fresh attempts, and leaves the others alone", async () => {
    const t0 = Date.parse("2025-06-01T12:00:00.000Z");
    const dead = await enqueueSignupForward(database.handle, undefined, iso(t0));
    const delivered = await enqueueSignupForward(database.handle, undefined, iso(t0));
    await database.handle.db.updateTable("outbox").set({ status: "dead", attempts: 20, last_error: "HTTP 404" }).where("id", "=", dead).execute();
    await database.handle.db.updateTable("outbox").set({ status: "delivered", attempts: 1 }).where("id", "=", delivered).execute();
    expect(await requeueDeadForwards(database.handle.db, iso(t0 + 1000))).toBe(1);
    expect(await readOutbox(database.handle, dead)).toMatchObject({ status: "pending", attempts: 0, next_attempt_at: iso(t0 + 1000), last_error: "HTTP 404" });
    expect(await readOutbox(database.handle, delivered)).toMatchObject({ status: "delivered", attempts: 1 });
  });

  it("two workers on one database deliver 200 forwards, each exactly once", async () => {
    const ids = new Set(await enqueueSignupForwards(database.handle, 200));
    // A little latency keeps both workers busy at the same time, so their claims really race.
    fake.setSheetsDelay(3);
    // The generous default timeout: this process also runs the web app stand-in, and durable SQLite writes
    // block its event loop; a timed-out attempt that did reach the web app would be a legitimate repeat.
    const config = forwardingConfig(fake.sheetsUrl, { SHEETS_TIMEOUT_MS: "10000" }).sheets;
    const workers = [database.handle, database.openAnother()].map((handle) =>
      createForwarder({ config, database: handle, pollIntervalMs: 10, concurrency: 8 }),
    );
    for (const worker of workers) worker.start();
    try {
      await expect.poll(() => fake.deliveries.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(200);
      await expect
        .poll(async () => (await database.handle.db.selectFrom("outbox").select("id").where("status", "=", "delivered").execute()).length, { timeout: 5000 })
        .toBe(200);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    const counts = countDeliveriesByEventId(fake.deliveries);
    expect(new Set(counts.keys())).toEqual(ids);
    expect([...counts.values()].filter((count) => count !== 1)).toEqual([]);
    expect(fake.redirectHits).toBe(0);
  });
});
