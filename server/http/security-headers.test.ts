import { describe, expect, it } from "vitest";
import { parsePublicConfig } from "../../domain/public-config";
import { buildSecurityHeaders } from "./security-headers";

describe("buildSecurityHeaders", () => {
  it("sends HSTS only when the site is served over https", () => {
    expect(buildSecurityHeaders(parsePublicConfig({ SITE_URL: "https://dormready.com" }))["strict-transport-security"]).toBe("max-age=31536000");
    expect(buildSecurityHeaders(parsePublicConfig({ SITE_URL: "http://localhost:3000" }))).not.toHaveProperty("strict-transport-security");
  });

  it("always sends the fixed hardening headers", () => {
    expect(buildSecurityHeaders(parsePublicConfig({}))).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "cross-origin-opener-policy": "same-origin",
      "x-frame-options": "DENY",
      "permissions-policy": expect.stringContaining("camera=()"),
      "content-security-policy": expect.stringContaining("frame-ancestors 'none'"),
    });
  });
});
