/**
 * The outbox worker: forwards every stored sign-up to the spreadsheet web app, outside any request, so
 * a slow or dead web app never slows a sign-up. It claims due rows with a lease (several instances on
 * one PostgreSQL never hold the same row at once), delivers a few at a time, and records the outcome:
 * delivered, retry later with backoff, or dead after the last attempt. A crash mid-delivery leaves the
 * lease to expire and the row is tried again: at-least-once, and the event id lets the script skip a repeat.
 */
import type { ServerConfig } from "../config";
import type { DatabaseHandle } from "../db/connect";
import {
  claimDueForwards,
  type ForwardLease,
  markForwardDead,
  markForwardDelivered,
  type OutboxRow,
  releaseForward,
  scheduleForwardRetry,
} from "../db/outbox-repository";
import { type Logger, SILENT_LOGGER } from "../log";
import { postToWebApp } from "./post-to-web-app";
import { computeRetryDelay } from "./retry-delay";
import { withSharedSecret } from "./sheet-payload";

export interface ForwarderOptions {
  config: ServerConfig["sheets"];
  database: DatabaseHandle;
  logger?: Logger;
  fetch?: typeof fetch;
  /** Milliseconds since the epoch; tests move it to make retries due. */
  now?: () => number;
  random?: () => number;
  /** How often to look for due rows when nothing nudges the worker. */
  pollIntervalMs?: number;
  /** Deliveries in flight at once, per instance. */
  concurrency?: number;
}

export interface Forwarder {
  /** Starts polling; does nothing without a webhook URL (rows wait as pending). */
  start: () => void;
  /** Looks for due rows now, e.g. right after a sign-up committed. */
  nudge: () => void;
  /** Stops polling, lets deliveries in flight finish for up to `graceMs`, then aborts and releases the rest. */
  stop: (options?: { graceMs?: number }) => Promise<void>;
  /** Delivers everything due now and waits for the outcomes; for tests and scripts, not beside start(). */
  deliverDue: () => Promise<number>;
}

/** A claim-failure log line at most this often: a database outage should not flood the log. */
const CLAIM_ERROR_LOG_EVERY_MS = 60_000;

export function createForwarder({
  config,
  database,
  logger = SILENT_LOGGER,
  fetch: fetchImpl = fetch,
  now = Date.now,
  random = Math.random,
  pollIntervalMs = 1000,
  concurrency = 4,
}: ForwarderOptions): Forwarder {
  // Two attempts (JSON, then form) each bounded by the timeout, plus room for the database writes.
  const leaseMs = 2 * config.timeoutMs + 10_000;
  const policy = { baseMs: config.retryBaseSeconds * 1000, maxMs: config.retryMaxSeconds * 1000 };
  const inFlight = new Map<string, Promise<void>>();
  const stopController = new AbortController();
  const iso = (ms: number) => new Date(ms).toISOString();
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let filling: Promise<void> | null = null;
  let fillAgain = false;
  let lastClaimErrorLogAt = 0;

  async function claim(limit: number): Promise<OutboxRow[]> {
    return claimDueForwards(database, { now: iso(now()), lockedUntil: iso(now() + leaseMs), limit });
  }

  async function recordFailure(row: OutboxRow, lease: ForwardLease, error: string): Promise<boolean> {
    const attempts = row.attempts + 1;
    if (attempts >= config.maxAttempts) {
      const marked = await markForwardDead(database.db, lease, error);
      if (marked) logger.warn({ outboxId: row.id, attempts, error }, "spreadsheet forward gave up after its last attempt; kept as dead in the outbox");
      return marked;
    }
    const retryInMs = computeRetryDelay(attempts, policy, random);
    const marked = await scheduleForwardRetry(database.db, lease, { nextAttemptAt: iso(now() + retryInMs), error });
    if (marked) logger.warn({ outboxId: row.id, attempts, error, retryInMs }, "spreadsheet forward failed; will retry");
    return marked;
  }

  async function deliver(row: OutboxRow): Promise<void> {
    const lease: ForwardLease = { id: row.id, lockedUntil: row.locked_until ?? "" };
    let stored: Record<string, string>;
    try {
      stored = JSON.parse(row.payload) as Record<string, string>;
    } catch {
      // No retry can fix a payload that does not parse.
      await recordFailure({ ...row, attempts: config.maxAttempts }, lease, "stored payload is not valid JSON");
      return;
    }
    const fields = withSharedSecret({ ...stored, event_id: row.id }, config.sharedSecret);
    const result = await postToWebApp(config.webhookUrl, fields, { timeoutMs: config.timeoutMs, signal: stopController.signal, fetch: fetchImpl });
    let held: boolean;
    if (result.ok) {
      held = await markForwardDelivered(database.db, lease, iso(now()));
      if (held) logger.debug({ outboxId: row.id, status: result.status, encoding: result.encoding }, "spreadsheet forward delivered");
    } else if (result.stopped) {
      held = await releaseForward(database.db, lease);
    } else {
      held = await recordFailure(row, lease, result.error);
    }
    if (!held) logger.warn({ outboxId: row.id }, "spreadsheet forward outlived its lease; another attempt owns it now");
  }

  function track(row: OutboxRow) {
    const delivery = deliver(row)
      .catch((error: unknown) => logger.error({ err: error, outboxId: row.id }, "spreadsheet forward could not record its outcome"))
      .finally(() => {
        inFlight.delete(row.id);
        wake();
      });
    inFlight.set(row.id, delivery);
  }

  async function fill(): Promise<void> {
    const free = concurrency - inFlight.size;
    if (free <= 0) return;
    try {
      const rows = await claim(free);
      for (const row of rows) {
        if (running) track(row);
        else await releaseForward(database.db, { id: row.id, lockedUntil: row.locked_until ?? "" });
      }
    } catch (error) {
      if (now() - lastClaimErrorLogAt >= CLAIM_ERROR_LOG_EVERY_MS) {
        lastClaimErrorLogAt = now();
        logger.error({ err: error }, "could not claim spreadsheet forwards; will keep trying");
      }
    }
  }

  function wake() {
    if (!running) return;
    if (filling) {
      fillAgain = true;
      return;
    }
    filling = fill().finally(() => {
      filling = null;
      if (fillAgain) {
        fillAgain = false;
        wake();
      }
    });
  }

  return {
    start() {
      if (running || !config.webhookUrl) return;
      running = true;
      timer = setInterval(wake, pollIntervalMs);
      timer.unref();
      wake();
    },

    nudge: wake,

    async stop({ graceMs = 5000 } = {}) {
      running = false;
      if (timer) clearInterval(timer);
      await filling;
      const settled = Promise.allSettled([...inFlight.values()]);
      let graceTimer: NodeJS.Timeout | undefined;
      await Promise.race([settled, new Promise((resolve) => (graceTimer = setTimeout(resolve, graceMs)))]);
      clearTimeout(graceTimer);
      stopController.abort();
      await settled;
    },

    async deliverDue() {
      if (!config.webhookUrl) return 0;
      let handled = 0;
      for (;;) {
        const rows = await claim(concurrency);
        if (rows.length === 0) return handled;
        await Promise.all(rows.map((row) => deliver(row)));
        handled += rows.length;
      }
    },
  };
}
