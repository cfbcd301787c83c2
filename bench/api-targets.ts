/** What `npm run bench:api` measures: the yardstick, and the sign-up API on each database. */
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { openDatabase } from "../server/db/connect";
import { runAdminQuery } from "../tests/api/support/postgres-admin";

export interface Target {
  name: string;
  /** Which bundled server runs it. */
  server: "hello" | "api";
  env: Record<string, string>;
  /** The emails stored, read after the server stopped; absent for the yardstick. */
  storedEmails?: () => Promise<string[]>;
  cleanUp: () => Promise<void>;
}

/** Rate limits off (every request comes from 127.0.0.1), no request logging, human check and forward off. */
const API_ENV = { RATE_LIMIT_ENABLED: "false", LOG_LEVEL: "silent", RECAPTCHA_SECRET_KEY: "", SHEETS_WEBHOOK_URL: "" };

export const helloWorld: Target = { name: "hello-world (bare Fastify, GET)", server: "hello", env: {}, cleanUp: async () => {} };

export function sqliteTarget(runId: string): Target {
  const dataDir = resolve(".test-data", `bench-${runId}`);
  return {
    name: "sign-up, SQLite (WAL, synchronous=FULL)",
    server: "api",
    env: { ...API_ENV, DATA_DIR: dataDir, DATABASE_URL: "" },
    storedEmails: async () => {
      const handle = openDatabase({ databaseUrl: null, dataDir });
      try {
        return (await handle.db.selectFrom("leads").select("email").execute()).map((row) => row.email);
      } finally {
        await handle.close();
      }
    },
    cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A schema of its own, so the run touches nothing else in the database and leaves nothing behind. */
export async function postgresTarget(url: string, runId: string): Promise<Target> {
  const schema = `bench_${runId}`;
  await runAdminQuery(url, `create schema "${schema}"`);
  return {
    name: "sign-up, PostgreSQL",
    server: "api",
    env: { ...API_ENV, DATABASE_URL: url, BENCH_PG_SCHEMA: schema },
    storedEmails: async () => (await runAdminQuery<{ email: string }>(url, `select email from "${schema}".leads`)).map((row) => row.email),
    cleanUp: async () => void (await runAdminQuery(url, `drop schema if exists "${schema}" cascade`)),
  };
}
