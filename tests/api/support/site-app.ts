import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";
import { openDatabase } from "../../../server/db/connect";
import { migrateToLatest } from "../../../server/db/migrate";
import { ensureBuild, PROJECT_ROOT } from "./locked-build";

/** The site the API tests serve: built once into its own directory, with every public setting spelled out. */
export const SITE_TEST_ENV: Record<string, string> = {
  BUILD_DIR: "build-site-tests",
  SITE_URL: "https://dormready.test",
  BRAND_NAME: "DormReady",
  PUBLIC_EMAIL: "hello@dormready.com",
  PUBLIC_PHONE: "(801) 555-0142",
  LOGO_URL: "/logo.svg",
  // Empty values override whatever a developer's .env says, so the build is the same on every machine.
  GA_MEASUREMENT_ID: "",
  RECAPTCHA_SITE_KEY: "",
  RECAPTCHA_SECRET_KEY: "",
  LOG_LEVEL: "silent",
};

/** Builds the site for the tests unless an up-to-date build is already there; returns its directory. */
export function ensureSiteBuild(): Promise<string> {
  return ensureBuild(SITE_TEST_ENV.BUILD_DIR!, SITE_TEST_ENV);
}

/**
 * The real server (buildApp) on a fresh SQLite database, serving the test build with these settings.
 * `serveSite: false` skips loading the site (about a second of compression) for tests of headers alone.
 */
export async function startSiteApp(env: Record<string, string> = {}, { serveSite = true } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "site-test-"));
  const config = loadConfig({ ...SITE_TEST_ENV, DATA_DIR: dataDir, ...env, BUILD_DIR: join(PROJECT_ROOT, SITE_TEST_ENV.BUILD_DIR!) });
  const database = openDatabase(config);
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database, serveSite });
  // Compression runs after start-up; the tests assert on its result, so they wait for it.
  await app.siteCompressed;
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
