import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { buildApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";
import { openDatabase } from "../../../server/db/connect";
import { migrateToLatest } from "../../../server/db/migrate";

const ROOT = resolve(fileURLToPath(import.meta.url), "../../../..");

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

const BUILD_TIMEOUT_MS = 180_000;

/** Two test files (or two people) may ask at once: a lock directory makes the second one wait for the first. */
async function withBuildLock<T>(lockDir: string, work: () => T): Promise<T> {
  const deadline = Date.now() + BUILD_TIMEOUT_MS;
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const age = Date.now() - (statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > BUILD_TIMEOUT_MS) rmSync(lockDir, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Timed out waiting for the build lock ${lockDir}`);
      await sleep(200);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

/** Builds the site for the tests unless an up-to-date build is already there; returns its directory. */
export async function ensureSiteBuild(): Promise<string> {
  const buildDir = join(ROOT, SITE_TEST_ENV.BUILD_DIR!);
  await withBuildLock(`${buildDir}.lock`, () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/ensure-build.ts"], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...SITE_TEST_ENV },
      encoding: "utf8",
    });
    if (result.status !== 0) throw new Error(`The site build failed:\n${result.stdout}\n${result.stderr}`);
  });
  return buildDir;
}

/**
 * The real server (buildApp) on a fresh SQLite database, serving the test build with these settings.
 * `serveSite: false` skips loading the site (about a second of compression) for tests of headers alone.
 */
export async function startSiteApp(env: Record<string, string> = {}, { serveSite = true } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "site-test-"));
  const config = loadConfig({ ...SITE_TEST_ENV, DATA_DIR: dataDir, ...env, BUILD_DIR: join(ROOT, SITE_TEST_ENV.BUILD_DIR!) });
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
