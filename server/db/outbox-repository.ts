import type { Kysely, Selectable, Transaction } from "kysely";
import type { DatabaseHandle } from "./connect";
import { queryTemplate } from "./query-template";
import type { Database, OutboxTable } from "./schema";

export type ForwardKind = "signup" | "survey";

export interface NewForward {
  id: string;
  kind: ForwardKind;
  leadId: string;
  payload: object;
  now: string;
}

/** Compiled once per dialect (query-template.ts): every sign-up runs it, and compiling cost more than inserting. */
const insertForward = queryTemplate<{ id: string; kind: ForwardKind; leadId: string; payload: string; now: string }, never>((db, value) =>
  db.insertInto("outbox").values({
    id: value("id"),
    kind: value("kind"),
    lead_id: value("leadId"),
    payload: value("payload"),
    status: "pending",
    next_attempt_at: value("now"),
    locked_until: null,
    last_error: null,
    created_at: value("now"),
    delivered_at: null,
  }),
);

/** Queues a forward; call it inside the transaction that writes the lead, so neither exists without the other. */
export async function enqueueForward(db: Kysely<Database> | Transaction<Database>, forward: NewForward): Promise<void> {
  await insertForward(db, { ...forward, payload: JSON.stringify(forward.payload) });
}

export type OutboxRow = Selectable<OutboxTable>;

/** A worker's hold on a claimed row: the row's id and the `locked_until` the claim wrote. */
export interface ForwardLease {
  id: string;
  lockedUntil: string;
}

/**
 * Claims up to `limit` due forwards (pending, due, not held by a live lease) for one worker by writing
 * `locked_until`. PostgreSQL: SELECT … FOR UPDATE SKIP LOCKED in a transaction, so instances claiming at
 * the same moment each get different rows instead of waiting. SQLite: one UPDATE … RETURNING, atomic
 * because SQLite has a single writer.
 */
export async function claimDueForwards(
  database: DatabaseHandle,
  { now, lockedUntil, limit }: { now: string; lockedUntil: string; limit: number },
): Promise<OutboxRow[]> {
  const due = (db: Kysely<Database>) =>
    db
      .selectFrom("outbox")
      .select("id")
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", now)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", now)]))
      .orderBy("next_attempt_at")
      .orderBy("created_at")
      .limit(limit);
  const claimed =
    database.dialect === "sqlite"
      ? await database.db.updateTable("outbox").set({ locked_until: lockedUntil }).where("id", "in", due(database.db)).returningAll().execute()
      : await database.db.transaction().execute(async (trx) => {
          const ids = (await due(trx).forUpdate().skipLocked().execute()).map((row) => row.id);
          if (ids.length === 0) return [];
          return trx.updateTable("outbox").set({ locked_until: lockedUntil }).where("id", "in", ids).returningAll().execute();
        });
  // RETURNING comes back in no particular order; deliver oldest first all the same.
  return claimed.sort((a, b) => a.next_attempt_at.localeCompare(b.next_attempt_at) || a.created_at.localeCompare(b.created_at));
}

/**
 * The updates below apply only while the lease is still ours: a worker whose lease ran out (and whose
 * row another worker may have claimed and delivered) must not overwrite the newer state.
 * Each returns false when the lease was lost.
 */
function whereLeaseHeld(db: Kysely<Database>, lease: ForwardLease) {
  return db.updateTable("outbox").where("id", "=", lease.id).where("status", "=", "pending").where("locked_until", "=", lease.lockedUntil);
}

async function applied(query: Promise<{ numUpdatedRows: bigint }>): Promise<boolean> {
  return Number((await query).numUpdatedRows) === 1;
}

export function markForwardDelivered(db: Kysely<Database>, lease: ForwardLease, now: string): Promise<boolean> {
  return applied(
    whereLeaseHeld(db, lease)
      .set((eb) => ({ status: "delivered", delivered_at: now, locked_until: null, last_error: null, attempts: eb("attempts", "+", 1) }))
      .executeTakeFirst(),
  );
}

export function scheduleForwardRetry(db: Kysely<Database>, lease: ForwardLease, { nextAttemptAt, error }: { nextAttemptAt: string; error: string }): Promise<boolean> {
  return applied(
    whereLeaseHeld(db, lease)
      .set((eb) => ({ next_attempt_at: nextAttemptAt, locked_until: null, last_error: error, attempts: eb("attempts", "+", 1) }))
      .executeTakeFirst(),
  );
}

/** Gives up on a forward: it stays in the table for good, counted by /healthz. */
export function markForwardDead(db: Kysely<Database>, lease: ForwardLease, error: string): Promise<boolean> {
  return applied(
    whereLeaseHeld(db, lease)
      .set((eb) => ({ status: "dead", locked_until: null, last_error: error, attempts: eb("attempts", "+", 1) }))
      .executeTakeFirst(),
  );
}

/** Hands a claimed forward back untouched (the worker is stopping), so the next worker takes it at once. */
export function releaseForward(db: Kysely<Database>, lease: ForwardLease): Promise<boolean> {
  return applied(whereLeaseHeld(db, lease).set({ locked_until: null }).executeTakeFirst());
}

/** Puts dead forwards back in the queue (after the web app was fixed); returns how many. */
export async function requeueDeadForwards(db: Kysely<Database>, now: string): Promise<number> {
  const result = await db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: now, locked_until: null })
    .where("status", "=", "dead")
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
