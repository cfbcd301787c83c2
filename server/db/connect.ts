import { mkdirSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect } from "kysely";
import pg from "pg";
import { CONSOLE_LOGGER, type Logger } from "../log";
import type { Database } from "./schema";
import { startCheckpointer } from "./sqlite-checkpointer";

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
  /** PostgreSQL only: how long to wait for a new connection (or a free one from the pool) before failing. */
  connectTimeoutMs?: number;
  /** PostgreSQL only: the longest a statement may run (statement_timeout); the client gives up a little later. */
  queryTimeoutMs?: number;
  /** PostgreSQL only: where a connection that dropped while idle in the pool is reported. */
  logger?: Pick<Logger, "warn">;
}

/** A schema name goes into a connection option as it is, so only plain identifiers are accepted. */
const PLAIN_IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/** The one place the dialect is chosen: PostgreSQL when a URL is given, otherwise an embedded SQLite file. */
export function openDatabase({
  databaseUrl,
  dataDir,
  poolSize = 10,
  schema,
  connectTimeoutMs = 5000,
  queryTimeoutMs = 10_000,
  logger = CONSOLE_LOGGER,
}: DatabaseOptions): DatabaseHandle {
  if (databaseUrl) {
    if (schema !== undefined && !PLAIN_IDENTIFIER.test(schema)) throw new Error(`Not a plain PostgreSQL schema name: ${schema}`);
    // A startup option rather than a SET after connecting: it holds before the connection's first query.
    const options = schema ? `-c search_path=${schema}` : undefined;
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: poolSize,
      options,
      // Without these a database that stops answering holds every request, /healthz and shutdown forever.
      connectionTimeoutMillis: connectTimeoutMs,
      // The server cancels a slow statement and the connection stays usable; the client's own deadline,
      // a little later, covers a server that does not answer at all.
      statement_timeout: queryTimeoutMs,
      query_timeout: Math.round(queryTimeoutMs * 1.2),
    });
    // A pooled connection that drops while idle (a database restart, a proxy's idle cut) is an 'error'
    // event on the pool; unheard, it would crash the process. The pool discards it and connects anew.
    pool.on("error", (error) => logger.warn({ err: error }, "PostgreSQL: an idle connection dropped; the next query opens a new one"));
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
  // Checkpoints run on a worker (sqlite-checkpointer.ts); this one only fires if that falls far behind.
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`);
  const checkpointer = startCheckpointer(file);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    db,
    dialect: "sqlite",
    location: file,
    close: async () => {
      await checkpointer.stop();
      await db.destroy();
    },
  };
}

/** About 40 MB of WAL (4 KiB pages). */
const BACKSTOP_CHECKPOINT_PAGES = 10_000;

/** Distinct statements the app sends are a few dozen; the cap only guards against unbounded growth. */
const STATEMENT_CACHE_SIZE = 200;

/**
 * Kysely asks better-sqlite3 to prepare every query it runs, and preparing a long upsert costs more than
 * running it. Statements are reused by their SQL text instead; a statement still busy (a streamed select)
 * is never handed out twice.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      const cached = statements.get(text);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(text);
      if (!cached) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}
