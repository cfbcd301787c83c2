/** The environment the browser tests build and run the site with: every outside URL points at the stand-in. */
// Ports can be moved (E2E_PORT, FAKE_GOOGLE_PORT) so two checkouts can run their browser tests at once.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const FAKE_GOOGLE_PORT = Number(process.env.FAKE_GOOGLE_PORT ?? 4174);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const FAKE_GOOGLE_URL = `http://127.0.0.1:${FAKE_GOOGLE_PORT}`;

export const e2eEnv: Record<string, string> = {
  PORT: String(E2E_PORT),
  HOST: "127.0.0.1",
  SITE_URL: E2E_BASE_URL,
  BUILD_DIR: `build-e2e-${E2E_PORT}`,
  DATA_DIR: `.test-data/e2e-${E2E_PORT}`,
  LOG_LEVEL: "warn",
  BRAND_NAME: "DormReady",
  PUBLIC_EMAIL: "hello@dormready.com",
  PUBLIC_PHONE: "(801) 555-0142",
  GA_MEASUREMENT_ID: "G-E2ETEST",
  GA_SCRIPT_URL: `${FAKE_GOOGLE_URL}/gtag/js`,
  RECAPTCHA_SITE_KEY: "e2e-site-key",
  RECAPTCHA_SCRIPT_URL: `${FAKE_GOOGLE_URL}/recaptcha/api.js`,
  RECAPTCHA_SECRET_KEY: "e2e-secret",
  RECAPTCHA_VERIFY_URL: `${FAKE_GOOGLE_URL}/recaptcha/api/siteverify`,
  RECAPTCHA_ALLOWED_HOSTNAMES: "127.0.0.1",
  SHEETS_WEBHOOK_URL: `${FAKE_GOOGLE_URL}/sheets/exec`,
  SHEETS_SHARED_SECRET: "e2e-sheet-secret",
};
