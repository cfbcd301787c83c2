import { mkdirSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";

export type DialectName = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where the data is, for the start-up log: a file path or the PostgreSQL host/database (no password). */
  location: string;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
  /**
   * PostgreSQL only: the schema every pooled connection works in (its search_path), so one database can
   * hold several isolated copies of the tables; each API test file gets its own. Create it before migrating.
   */
  schema?: string;
}

/** A schema name goes into a connection option as it is, so only plain identifiers are accepted. */
const PLAIN_IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/** The one place the dialect is chosen: PostgreSQL when a URL is given, otherwise an embedded SQLite file. */
export function openDatabase({ databaseUrl, dataDir, poolSize = 10, schema }: DatabaseOptions): DatabaseHandle {
  if (databaseUrl) {
    if (schema !== undefined && !PLAIN_IDENTIFIER.test(schema)) throw new Error(`Not a plain PostgreSQL schema name: ${schema}`);
    // A startup option rather than a SET after connecting: it holds before the connection's first query.
    const options = schema ? `-c search_path=${schema}` : undefined;
    const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, options });
    const url = new URL(databaseUrl);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const location = `postgres://${url.host}${url.pathname}${schema ? ` (schema ${schema})` : ""}`;
    return { db, dialect: "postgres", location, close: () => db.destroy() };
  }
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, "app.db");
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the writer; synchronous=FULL makes every acknowledged commit survive power loss.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: "sqlite", location: file, close: () => db.destroy() };
}
