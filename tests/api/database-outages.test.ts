/**
 * PostgreSQL going away under a running server: a host that accepts but never answers, a server that
 * stops answering mid-session, a slow statement, and a pooled connection cut while idle. None of them
 * may hang a request, /healthz or the shutdown, or crash the process.
 */
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { type DatabaseHandle, openDatabase } from "../../server/db/connect";
import { startStallingProxy } from "../fakes/stalling-proxy";
import { recordingLogger } from "./support/outbox-fixtures";
import { runAdminQuery } from "./support/postgres-admin";
import { TEST_DATABASE_URL } from "./support/test-databases";

const UNAVAILABLE = { status: "unavailable", database: "postgres" };

/** The app on `database`, the health check asked once, then everything closed: the test fails if any step hangs. */
async function askHealth(database: DatabaseHandle) {
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: "silent" }), database, serveSite: false });
  try {
    const response = await app.inject({ url: "/healthz" });
    return { status: response.statusCode, body: response.json() };
  } finally {
    await app.close();
    await database.close();
  }
}

describe("a PostgreSQL host that accepts connections and never answers", () => {
  it("gets /healthz a 503 at the connect timeout, and the app and its pool still close", async () => {
    const silent = await startStallingProxy();
    try {
      const database = openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${silent.port}/test`, dataDir: "unused", connectTimeoutMs: 300 });
      expect(await askHealth(database)).toEqual({ status: 503, body: UNAVAILABLE });
    } finally {
      await silent.close();
    }
  });
});

const unavailable = !TEST_DATABASE_URL;
describe.skipIf(unavailable)(`a PostgreSQL server that goes away${unavailable ? " (skipped, TEST_DATABASE_URL is not set)" : ""}`, () => {
  const target = () => new URL(TEST_DATABASE_URL);

  it("gets /healthz a 503 at the query timeout when it stops answering on an open connection", async () => {
    const url = target();
    const proxy = await startStallingProxy({ host: url.hostname, port: Number(url.port || 5432) });
    try {
      url.host = `127.0.0.1:${proxy.port}`;
      const database = openDatabase({ databaseUrl: url.href, dataDir: "unused", poolSize: 1, queryTimeoutMs: 300 });
      expect((await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows).toEqual([{ one: 1 }]);
      proxy.stall();
      expect(await askHealth(database)).toEqual({ status: 503, body: UNAVAILABLE });
    } finally {
      await proxy.close();
    }
  });

  it("cancels a statement that runs past the timeout, and the connection serves the next one", async () => {
    const database = openDatabase({ databaseUrl: TEST_DATABASE_URL, dataDir: "unused", poolSize: 1, queryTimeoutMs: 200 });
    try {
      await expect(sql`select pg_sleep(5)`.execute(database.db)).rejects.toThrow(/statement timeout/);
      expect((await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });

  it("logs a pooled connection cut while idle instead of crashing, and opens a new one for the next query", async () => {
    const logger = recordingLogger();
    const database = openDatabase({ databaseUrl: TEST_DATABASE_URL, dataDir: "unused", poolSize: 1, logger });
    try {
      const backend = async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db)).rows[0]!.pid;
      const first = await backend();
      await runAdminQuery(TEST_DATABASE_URL, `select pg_terminate_backend(${first})`);
      await expect.poll(() => logger.lines.map((line) => `${line.level}: ${line.message}`)).toEqual([
        "warn: PostgreSQL: an idle connection dropped; the next query opens a new one",
      ]);
      expect(await backend()).not.toBe(first);
    } finally {
      await database.close();
    }
  });
});
