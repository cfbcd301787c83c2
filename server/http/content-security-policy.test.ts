import { describe, expect, it } from "vitest";
import { parsePublicConfig } from "../../domain/public-config";
import { buildContentSecurityPolicy } from "./content-security-policy";

function directives(env: Record<string, string> = {}): Record<string, string[]> {
  const policy = buildContentSecurityPolicy(parsePublicConfig(env));
  return Object.fromEntries(policy.split("; ").map((directive) => { const [name = "", ...sources] = directive.split(" "); return [name, sources]; }));
}

const FAKE = "http://127.0.0.1:4221";

describe("buildContentSecurityPolicy", () => {
  it("allows only our own origin when no third-party feature is configured", () => {
    expect(directives()).toEqual({
      "default-src": ["'self'"],
      "script-src": ["'self'"],
      "style-src": ["'self'"],
      "img-src": ["'self'", "data:"],
      "font-src": ["'self'"],
      "connect-src": ["'self'"],
      "frame-src": ["'none'"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
    });
  });

  it("never allows inline or evaluated script, whatever is configured", () => {
    const all = directives({ GA_MEASUREMENT_ID: "G-ABC123", RECAPTCHA_SITE_KEY: "key", LOGO_URL: "https://cdn.example.com/logo.png" });
    expect(all["script-src"]!.join(" ")).not.toMatch(/unsafe|\*(?!\.)|https?:(?!\/\/)|data:|blob:/);
    expect(all["default-src"]).toEqual(["'self'"]);
  });

  it("adds Google Analytics' hosts when a measurement id is set", () => {
    const ga = directives({ GA_MEASUREMENT_ID: "G-ABC123" });
    expect(ga["script-src"]).toEqual(["'self'", "https://*.googletagmanager.com"]);
    expect(ga["connect-src"]).toEqual(["'self'", "https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"]);
    expect(ga["img-src"]).toEqual(["'self'", "data:", "https://*.google-analytics.com", "https://*.googletagmanager.com"]);
    expect(ga["frame-src"]).toEqual(["'none'"]);
  });

  it("takes the GA script's own origin when it is served from elsewhere", () => {
    const ga = directives({ GA_MEASUREMENT_ID: "G-ABC123", GA_SCRIPT_URL: `${FAKE}/gtag/js` });
    expect(ga["script-src"]).toEqual(["'self'", FAKE]);
    expect(ga["connect-src"]).toEqual(["'self'", FAKE]);
    expect(ga["img-src"]).toEqual(["'self'", "data:", FAKE]);
  });

  it("leaves GA out when only its script URL is set", () => {
    expect(directives({ GA_SCRIPT_URL: `${FAKE}/gtag/js` })["script-src"]).toEqual(["'self'"]);
  });

  it("adds reCAPTCHA's script, frame and inline-style needs when a site key is set", () => {
    const recaptcha = directives({ RECAPTCHA_SITE_KEY: "site-key" });
    expect(recaptcha["script-src"]).toEqual(["'self'", "https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"]);
    expect(recaptcha["frame-src"]).toEqual(["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"]);
    expect(recaptcha["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(recaptcha["connect-src"]).toEqual(["'self'"]);
  });

  it("follows reCAPTCHA to recaptcha.net and to a stand-in, without Google's other hosts", () => {
    expect(directives({ RECAPTCHA_SITE_KEY: "k", RECAPTCHA_SCRIPT_URL: "https://www.recaptcha.net/recaptcha/api.js" })["frame-src"]).toEqual([
      "https://www.recaptcha.net/recaptcha/",
    ]);
    const fake = directives({ RECAPTCHA_SITE_KEY: "k", RECAPTCHA_SCRIPT_URL: `${FAKE}/recaptcha/api.js` });
    expect(fake["script-src"]).toEqual(["'self'", `${FAKE}/recaptcha/`]);
    expect(fake["frame-src"]).toEqual([`${FAKE}/recaptcha/`]);
  });

  it("allows the logo's host when LOGO_URL is absolute, and nothing more for a local path", () => {
    expect(directives({ LOGO_URL: "https://files.example.com/brand/logo.svg" })["img-src"]).toEqual(["'self'", "data:", "https://files.example.com"]);
    expect(directives({ LOGO_URL: "/brand/logo.svg" })["img-src"]).toEqual(["'self'", "data:"]);
  });

  it("asks browsers to upgrade stray http requests only on an https site", () => {
    expect(buildContentSecurityPolicy(parsePublicConfig({ SITE_URL: "https://dormready.com" }))).toMatch(/; upgrade-insecure-requests$/);
    expect(buildContentSecurityPolicy(parsePublicConfig({ SITE_URL: "http://localhost:3000" }))).not.toContain("upgrade-insecure-requests");
  });
});
