/** Reading the database back, which is the truth the API tests check against. */
import type { Kysely } from "kysely";
import type { Database } from "../../../server/db/schema";

export const leadByEmail = (db: Kysely<Database>, email: string) => db.selectFrom("leads").selectAll().where("email", "=", email).executeTakeFirst();

export const countLeads = async (db: Kysely<Database>, email: string) =>
  (await db.selectFrom("leads").select("id").where("email", "=", email).execute()).length;

/** The forwards queued for a lead, oldest first, with their JSON payload parsed. */
export async function forwardsFor(db: Kysely<Database>, leadId: string) {
  const rows = await db.selectFrom("outbox").selectAll().where("lead_id", "=", leadId).orderBy("created_at").orderBy("id").execute();
  return rows.map((row) => ({ ...row, payload: JSON.parse(row.payload) as Record<string, string> }));
}

/** Every row of every table, sorted, for "nothing changed" checks. */
export async function snapshotTables(db: Kysely<Database>) {
  return {
    leads: await db.selectFrom("leads").selectAll().orderBy("id").execute(),
    contact_messages: await db.selectFrom("contact_messages").selectAll().orderBy("id").execute(),
    outbox: await db.selectFrom("outbox").selectAll().orderBy("id").execute(),
    used_passes: await db.selectFrom("used_passes").selectAll().orderBy("id").execute(),
  };
}

let counter = 0;
/** An address no other test uses, in the shape people type it (mixed case, stray spaces). */
export function uniqueEmail(label = "lead"): string {
  counter += 1;
  return `  ${label}.${Date.now().toString(36)}.${counter}@Example.EDU `;
}
