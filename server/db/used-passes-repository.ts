import type { Kysely, Transaction } from "kysely";
import type { Database } from "./schema";

/**
 * Spends a human-check pass: true the first time, false when it was spent before. The primary key
 * decides, so two requests (or two server instances) racing with the same pass cannot both win.
 * ON CONFLICT DO NOTHING rather than catching the error: on PostgreSQL an error would abort the
 * caller's transaction.
 */
export async function spendPass(db: Kysely<Database> | Transaction<Database>, pass: { id: string; expiresAt: string }): Promise<boolean> {
  const result = await db
    .insertInto("used_passes")
    .values({ id: pass.id, expires_at: pass.expiresAt })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Forgets passes that expired before `before`: an expired pass is refused on its expiry alone. */
export async function pruneUsedPasses(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db.deleteFrom("used_passes").where("expires_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
