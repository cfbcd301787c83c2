import type { Kysely } from "kysely";
import type { Database } from "./schema";

/**
 * Returns the stored secret called `name`, storing `candidate` first when there is none. Several
 * instances starting at once each offer a candidate; the first insert wins and everyone reads it back.
 */
export async function readOrStoreSecret(db: Kysely<Database>, name: string, candidate: string, now: string): Promise<string> {
  await db
    .insertInto("app_secrets")
    .values({ name, value: candidate, created_at: now })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("app_secrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return row.value;
}
