import { randomUUID } from "node:crypto";
import { loadConfig, type ServerConfig } from "../../../server/config";
import type { Transaction } from "kysely";
import type { DatabaseHandle } from "../../../server/db/connect";
import { enqueueForward } from "../../../server/db/outbox-repository";
import type { Database } from "../../../server/db/schema";
import type { Logger } from "../../../server/log";
import { buildSheetPayload } from "../../../server/jobs/sheet-payload";

/** Server settings for forwarder tests: the web app at `webhookUrl`, quick timeouts, the default backoff. */
export function forwardingConfig(webhookUrl: string, overrides: Record<string, string> = {}): ServerConfig {
  return loadConfig({
    SITE_URL: "https://dormready.test",
    SHEETS_WEBHOOK_URL: webhookUrl,
    SHEETS_SHARED_SECRET: "sheet-secret",
    SHEETS_TIMEOUT_MS: "500",
    SHEETS_MAX_ATTEMPTS: "5",
    SHEETS_RETRY_BASE_SECONDS: "30",
    SHEETS_RETRY_MAX_SECONDS: "3600",
    ...overrides,
  });
}

/** Queues the forward of a sign-up as POST /api/leads does, and returns its event id. */
export async function enqueueSignupForward(
  database: Pick<DatabaseHandle, "db"> | { db: Transaction<Database> },
  email = `${randomUUID()}@example.com`,
  now = new Date().toISOString(),
) {
  const id = randomUUID();
  const lead = {
    email,
    role: "parent",
    housing: "heritage",
    form_location: "hero",
    utm_source: "=cmd",
    utm_medium: "",
    utm_campaign: "fall",
    utm_content: "",
    utm_term: "",
    hall: null,
    kit_level: null,
  };
  const payload = buildSheetPayload(lead, { eventId: id, signup: { website: "", tookMs: 4200 } });
  await enqueueForward(database.db, { id, kind: "signup", leadId: randomUUID(), payload, now });
  return id;
}

/** Queues `count` sign-up forwards in one commit (one fsync instead of `count`); returns their event ids. */
export async function enqueueSignupForwards(database: DatabaseHandle, count: number): Promise<string[]> {
  return database.db.transaction().execute(async (trx) => {
    const ids: string[] = [];
    for (let index = 0; index < count; index++) ids.push(await enqueueSignupForward({ db: trx }));
    return ids;
  });
}

export function readOutbox(database: DatabaseHandle, id: string) {
  return database.db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

/** A logger that keeps what it was told, to assert on the warnings an owner would see. */
export function recordingLogger(): Logger & { lines: { level: string; details: object; message: string }[] } {
  const lines: { level: string; details: object; message: string }[] = [];
  const record = (level: string) => (details: object, message: string) => void lines.push({ level, details, message });
  return { lines, debug: record("debug"), warn: record("warn"), error: record("error") };
}

/** A clock the test moves by hand. */
export function manualClock(start = Date.now()) {
  let current = start;
  return { now: () => current, advance: (ms: number) => void (current += ms), set: (ms: number) => void (current = ms) };
}
