import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("leads")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("role", "text")
    .addColumn("housing", "text")
    .addColumn("form_location", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("utm_content", "text")
    .addColumn("utm_term", "text")
    .addColumn("hall", "text")
    .addColumn("kit_level", "text")
    .addColumn("user_id", "text", (column) => column.notNull().defaultTo(""))
    .addColumn("took_ms", "integer")
    .addColumn("is_spam", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("human_check", "text", (column) => column.notNull())
    .addColumn("human_check_score", "real")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("housing", "text")
    .addColumn("subject", "text", (column) => column.notNull())
    .addColumn("message", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull().defaultTo("new"))
    .addColumn("human_check", "text", (column) => column.notNull())
    .addColumn("human_check_score", "real")
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("contact_messages_created_at").on("contact_messages").column("created_at").execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("lead_id", "text", (column) => column.notNull())
    .addColumn("payload", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (column) => column.notNull())
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("delivered_at", "text")
    .execute();
  await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();

  await db.schema
    .createTable("used_passes")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("used_passes_expires_at").on("used_passes").column("expires_at").execute();
}
