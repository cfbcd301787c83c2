/**
 * Stopping the real built server: SIGTERM closes it cleanly (exit 0) even with a browser's idle
 * keep-alive connection open, and while a request is stuck on an outside service a second signal
 * ends it at once instead of leaving the operator waiting.
 */
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureServerBuild, startBuiltServer } from "./support/built-server";

let buildDir: string;
let dataDir: string;
/** A reCAPTCHA verify endpoint that takes the request and never answers. */
let silentVerifier: Server;

beforeAll(async () => {
  buildDir = await ensureServerBuild("build-crash");
  dataDir = mkdtempSync(join(tmpdir(), "shutdown-test-"));
  silentVerifier = createServer(() => {});
  silentVerifier.listen(0, "127.0.0.1");
  await once(silentVerifier, "listening");
}, 240_000);

afterAll(async () => {
  silentVerifier?.closeAllConnections();
  silentVerifier?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function exitOf(child: ChildProcess) {
  return once(child, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
}

describe("shutdown", () => {
  it("SIGTERM exits 0 promptly although a keep-alive connection is still open", async () => {
    const server = await startBuiltServer(buildDir, { DATA_DIR: dataDir, LOG_LEVEL: "info" });
    const agent = new Agent({ keepAlive: true });
    try {
      const answered = new Promise<number>((resolveStatus, reject) => {
        request(`${server.url}/healthz`, { agent }, (response) => {
          response.resume();
          response.on("end", () => resolveStatus(response.statusCode ?? 0));
        }).on("error", reject).end();
      });
      expect(await answered).toBe(200);
      const exited = exitOf(server.child);
      const signalledAt = Date.now();
      server.child.kill("SIGTERM");
      const [code] = await exited;
      expect(code, server.output()).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(5000);
      expect(server.output()).toContain("SIGTERM received, closing");
    } finally {
      agent.destroy();
      await server.stop();
    }
  }, 60_000);

  it("waits for a request in flight, and a second signal ends it at once with exit 1", async () => {
    const verifierPort = (silentVerifier.address() as AddressInfo).port;
    const server = await startBuiltServer(buildDir, {
      DATA_DIR: dataDir,
      RECAPTCHA_SITE_KEY: "site-key",
      RECAPTCHA_SECRET_KEY: "secret-key",
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${verifierPort}/siteverify`,
      RECAPTCHA_TIMEOUT_MS: "120000",
    });
    try {
      const stuck = fetch(`${server.url}/api/verify-recaptcha`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token: "a-token" }),
      }).catch(() => "connection closed");
      // The request has reached the verifier once the verifier holds a connection.
      while ((await new Promise<number>((resolveCount) => silentVerifier.getConnections((_, count) => resolveCount(count)))) === 0) await sleep(20);

      const exited = exitOf(server.child);
      server.child.kill("SIGTERM");
      await sleep(500);
      expect(server.child.exitCode, "the first signal waits for the request in flight").toBeNull();

      server.child.kill("SIGTERM");
      const [code] = await exited;
      expect(code).toBe(1);
      await stuck;
    } finally {
      await server.stop();
    }
  }, 60_000);
});
