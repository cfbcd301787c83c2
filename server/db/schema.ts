import type { ColumnType, Generated } from "kysely";

/**
 * The tables as Kysely sees them. Timestamps are ISO-8601 text in both dialects, so SQLite and
 * PostgreSQL return the same values and sort the same way; flags are 0/1 integers for the same reason.
 */
export interface LeadsTable {
  id: string;
  email: string;
  role: string | null;
  housing: string | null;
  form_location: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  utm_term: string | null;
  hall: string | null;
  kit_level: string | null;
  user_id: string;
  took_ms: number | null;
  /** 1 when the honeypot was filled: kept as evidence, never forwarded. */
  is_spam: number;
  /** "verified" (a valid pass), "unverified" (no pass: the check script did not load) or "off" (no secret configured). */
  human_check: string;
  human_check_score: number | null;
  created_at: ColumnType<string, string, never>;
  updated_at: string;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  housing: string | null;
  subject: string;
  message: string;
  status: string;
  human_check: string;
  human_check_score: number | null;
  created_at: ColumnType<string, string, never>;
}

/** Forwards to the spreadsheet web app, written in the same transaction as the lead they carry. */
export interface OutboxTable {
  /** Also the event id the receiving script de-duplicates on. */
  id: string;
  kind: string;
  lead_id: string;
  payload: string;
  /** "pending", "delivered" or "dead". */
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** Set while a worker holds the item, so another instance skips it. */
  locked_until: string | null;
  last_error: string | null;
  created_at: ColumnType<string, string, never>;
  delivered_at: string | null;
}

/** Human-check passes already spent: a pass verifies once, like the reCAPTCHA token behind it. */
export interface UsedPassesTable {
  id: string;
  expires_at: string;
}

/** Generated secrets (migration 002); `name` says what the value is for, e.g. "app". */
export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: ColumnType<string, string, never>;
}

export interface Database {
  leads: LeadsTable;
  contact_messages: ContactMessagesTable;
  outbox: OutboxTable;
  used_passes: UsedPassesTable;
  app_secrets: AppSecretsTable;
}
