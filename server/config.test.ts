import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, PUBLIC_ENV_KEYS } from "../domain/public-config";
import { loadConfig, SERVER_ENV_KEYS } from "./config";

describe("loadConfig", () => {
  it("starts with no settings: SQLite in ./data, the check off, the forward waiting for a URL", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.dataDir).toBe(resolve("data"));
    expect(config.humanCheck.secretKey).toBe("");
    expect(config.humanCheck.minScore).toBe(0.3);
    expect(config.humanCheck.allowedHostnames).toEqual(["localhost"]);
    expect(config.sheets.webhookUrl).toBe("");
    expect(config.trustProxy).toBe(false);
    expect(config.rateLimit.enabled).toBe(true);
  });

  it("takes an empty PORT as unset, and names PORT when it is not a port", () => {
    expect(loadConfig({ PORT: "" }).port).toBe(3000);
    expect(loadConfig({ PORT: "8080" }).port).toBe(8080);
    for (const port of ["abc", "0", "70000", "80.5"]) expect(() => loadConfig({ PORT: port }), port).toThrow(/PORT: PORT must be/);
  });

  it("reads proxy trust as a flag, a hop count or a list", () => {
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).trustProxy).toEqual(["10.0.0.0/8", "127.0.0.1"]);
  });

  it("names each bad variable", () => {
    const bad = { DATABASE_URL: "mysql://x", RECAPTCHA_MIN_SCORE: "high", SHEETS_WEBHOOK_URL: "not a url", RATE_LIMIT_ENABLED: "maybe" };
    expect(() => loadConfig(bad)).toThrow(ConfigError);
    try {
      loadConfig(bad);
    } catch (error) {
      for (const name of Object.keys(bad)) expect((error as Error).message).toContain(name);
    }
  });

  it("has every variable documented in .env.example, and nothing there that no code reads", () => {
    const documented = [...readFileSync(resolve(import.meta.dirname, "../.env.example"), "utf8").matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map(
      (match) => match[1],
    );
    const read = new Set([...PUBLIC_ENV_KEYS, ...SERVER_ENV_KEYS]);
    expect([...read].filter((key) => !documented.includes(key))).toEqual([]);
    expect(documented.filter((key) => !read.has(key!))).toEqual([]);
  });
});
