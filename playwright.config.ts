import { defineConfig } from "@playwright/test";
import { E2E_BASE_URL, E2E_PORT, e2eEnv, FAKE_GOOGLE_PORT } from "./tests/e2e/e2e-env";

/** Chromium from the system (never a downloaded one), with the flags this closed network needs. */
const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: E2E_BASE_URL,
    launchOptions: chromiumLaunchOptions,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  // One folder per port, so two runs side by side do not delete each other's traces.
  outputDir: `test-results/${E2E_PORT}`,
  projects: [
    { name: "phone", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      command: "tsx tests/fakes/serve.ts",
      env: { FAKE_GOOGLE_PORT: String(FAKE_GOOGLE_PORT) },
      port: FAKE_GOOGLE_PORT,
      reuseExistingServer: false,
    },
    {
      // A fresh database each run; the build is redone only when sources or settings changed.
      command: `rm -rf ${e2eEnv.DATA_DIR} && tsx scripts/ensure-build.ts && node ${e2eEnv.BUILD_DIR}/server/main.js`,
      env: e2eEnv,
      url: `${E2E_BASE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
