import { describe, expect, it } from "vitest";
import { ConfigError, parsePublicConfig } from "./public-config";

describe("parsePublicConfig", () => {
  it("runs with no settings at all", () => {
    const config = parsePublicConfig({});
    expect(config.siteUrl).toBe("http://localhost:3000");
    expect(config.logoUrl).toBe("/logo.svg");
    expect(config.gaMeasurementId).toBe("");
    expect(config.recaptchaSiteKey).toBe("");
  });

  it("derives the default site URL from PORT and drops trailing slashes", () => {
    expect(parsePublicConfig({ PORT: "8080" }).siteUrl).toBe("http://localhost:8080");
    expect(parsePublicConfig({ SITE_URL: "https://dormready.com/" }).siteUrl).toBe("https://dormready.com");
  });

  it("names every bad variable in one error", () => {
    let message = "";
    try {
      parsePublicConfig({ SITE_URL: "dormready.com", PUBLIC_EMAIL: "nope", GA_MEASUREMENT_ID: "UA-123", PORT: "http" });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const name of ["SITE_URL", "PUBLIC_EMAIL", "GA_MEASUREMENT_ID", "PORT"]) expect(message).toContain(name);
  });
});
