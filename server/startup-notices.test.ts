import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { describeStartupNotices } from "./startup-notices";

const notices = (env: Record<string, string>) => describeStartupNotices(loadConfig({ SITE_URL: "https://dormready.test", ...env }));

describe("describeStartupNotices", () => {
  it("says the human check is off and the forward is waiting on a fresh install", () => {
    expect(notices({})).toEqual([
      { level: "info", message: expect.stringContaining("Human check is off") },
      { level: "info", message: expect.stringContaining("SHEETS_WEBHOOK_URL is empty") },
    ]);
  });

  it("warns when the browser gets a site key but the server cannot verify its tokens", () => {
    expect(notices({ RECAPTCHA_SITE_KEY: "site", SHEETS_WEBHOOK_URL: "https://script.google.com/macros/s/x/exec", SHEETS_SHARED_SECRET: "s" })).toEqual([
      { level: "warn", message: expect.stringContaining("RECAPTCHA_SECRET_KEY is empty") },
    ]);
  });

  it("warns when the forward has a URL but no shared secret", () => {
    expect(notices({ RECAPTCHA_SECRET_KEY: "k", SHEETS_WEBHOOK_URL: "https://script.google.com/macros/s/x/exec" })).toEqual([
      { level: "warn", message: expect.stringContaining("SHEETS_SHARED_SECRET is empty") },
    ]);
  });

  it("says nothing when everything is configured", () => {
    expect(notices({ RECAPTCHA_SECRET_KEY: "k", SHEETS_WEBHOOK_URL: "https://script.google.com/macros/s/x/exec", SHEETS_SHARED_SECRET: "s" })).toEqual([]);
  });
});
