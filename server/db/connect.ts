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
}

/** The one place the dialect is chosen: PostgreSQL when a URL is given, otherwise an embedded SQLite file. */
export function openDatabase({ databaseUrl, dataDir, poolSize = 10 }: DatabaseOptions): DatabaseHandle {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
    const url = new URL(databaseUrl);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", location: `postgres://${url.host}${url.pathname}`, close: () => db.destroy() };
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
