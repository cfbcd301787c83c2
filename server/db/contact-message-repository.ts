import type { Insertable, Kysely, Transaction } from "kysely";
import type { ContactMessagesTable, Database } from "./schema";

/**
 * Stores a contact message unless its id is taken; says whether it was stored, so the caller can pick
 * another id instead of failing (ids carry a timestamp and may meet across instances).
 */
export async function insertContactMessage(
  db: Kysely<Database> | Transaction<Database>,
  message: Insertable<ContactMessagesTable>,
): Promise<boolean> {
  const inserted = await db
    .insertInto("contact_messages")
    .values(message)
    .onConflict((conflict) => conflict.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}
