import type { Kysely } from "kysely";

/**
 * Secrets the server generates for itself when the environment gives none (APP_SECRET). They live in
 * the database so every instance on one PostgreSQL signs and checks with the same key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("app_secrets")
    .addColumn("name", "text", (column) => column.primaryKey())
    .addColumn("value", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
}
