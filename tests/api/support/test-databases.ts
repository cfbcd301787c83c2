/**
 * Fresh, migrated databases for API tests: an SQLite file in its own directory, and — when
 * TEST_DATABASE_URL is set — PostgreSQL in a schema of its own, so test files never see each other's rows.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { type DatabaseHandle, type DialectName, openDatabase } from "../../../server/db/connect";
import { migrateToLatest } from "../../../server/db/migrate";
import { describe } from "vitest";
import { runAdminQuery } from "./postgres-admin";

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "";

/**
 * Declares a suite once per database: SQLite always, PostgreSQL when TEST_DATABASE_URL is set (otherwise
 * the PostgreSQL suite shows as skipped, with the reason in its name).
 */
export function describeOnEachDatabase(title: string, body: (dialect: DialectName) => void): void {
  for (const dialect of ["sqlite", "postgres"] as const) {
    const unavailable = dialect === "postgres" && !TEST_DATABASE_URL;
    describe.skipIf(unavailable)(`${title} (${dialect}${unavailable ? ": skipped, TEST_DATABASE_URL is not set" : ""})`, () => body(dialect));
  }
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** A second handle on the same data, as another server instance would have. */
  openAnother: () => DatabaseHandle;
  /** Closes every handle and removes the data. */
  drop: () => Promise<void>;
}

export async function openTestDatabase(dialect: DialectName, label = "api"): Promise<TestDatabase> {
  const suffix = `${label}_${randomBytes(5).toString("hex")}`.replace(/[^a-z0-9_]/g, "_");
  const handles: DatabaseHandle[] = [];
  if (dialect === "sqlite") {
    const dataDir = resolve(".test-data", `${suffix}`);
    mkdirSync(dataDir, { recursive: true });
    const open = () => {
      const handle = openDatabase({ databaseUrl: null, dataDir });
      handles.push(handle);
      return handle;
    };
    const handle = open();
    await migrateToLatest(handle.db);
    return {
      handle,
      openAnother: open,
      drop: async () => {
        for (const opened of handles) await opened.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const schema = `t_${suffix}`;
  await runAdminQuery(TEST_DATABASE_URL, `create schema "${schema}"`);
  const open = () => {
    const handle = openDatabase({ databaseUrl: TEST_DATABASE_URL, schema, dataDir: join(".test-data", suffix), poolSize: 5 });
    handles.push(handle);
    return handle;
  };
  const handle = open();
  await migrateToLatest(handle.db);
  return {
    handle,
    openAnother: open,
    drop: async () => {
      for (const opened of handles) await opened.close();
      await runAdminQuery(TEST_DATABASE_URL, `drop schema "${schema}" cascade`);
    },
  };
}
