import type { Kysely, Transaction } from "kysely";
import type { Database } from "./schema";

export type ForwardKind = "signup" | "survey";

export interface NewForward {
  id: string;
  kind: ForwardKind;
  leadId: string;
  payload: object;
  now: string;
}

/** Queues a forward; call it inside the transaction that writes the lead, so neither exists without the other. */
export async function enqueueForward(db: Kysely<Database> | Transaction<Database>, forward: NewForward): Promise<void> {
  await db
    .insertInto("outbox")
    .values({
      id: forward.id,
      kind: forward.kind,
      lead_id: forward.leadId,
      payload: JSON.stringify(forward.payload),
      status: "pending",
      next_attempt_at: forward.now,
      locked_until: null,
      last_error: null,
      created_at: forward.now,
      delivered_at: null,
    })
    .execute();
}
