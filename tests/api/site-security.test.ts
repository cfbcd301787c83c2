import { once } from "node:events";
import { type AddressInfo, connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureSiteBuild, startSiteApp } from "./support/site-app";

let site: Awaited<ReturnType<typeof startSiteApp>>;

beforeAll(async () => {
  await ensureSiteBuild();
  site = await startSiteApp();
}, 240_000);
afterAll(() => site?.close());

const HARDENING = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "x-frame-options": "DENY",
};

function policyOf(header: unknown): Record<string, string> {
  return Object.fromEntries(String(header).split("; ").map((directive) => [directive.split(" ")[0], directive]));
}

/** Headers alone need no pages: an app without the site starts in milliseconds. */
async function headersWith(env: Record<string, string>) {
  const app = await startSiteApp(env, { serveSite: false });
  try {
    return (await app.app.inject({ url: "/healthz" })).headers;
  } finally {
    await app.close();
  }
}

describe("security headers", () => {
  it("are on every kind of response: page, file, redirect, 304, 404 page, API error, health, bad URL", async () => {
    const page = await site.app.inject({ url: "/" });
    const requests = [
      { url: "/" },
      { url: "/logo.svg" },
      { url: "/kits/" },
      { url: "/", headers: { "if-none-match": String(page.headers.etag) } },
      { url: "/no-such-page" },
      { url: "/api/no-such-thing" },
      { url: "/api/verify-recaptcha", method: "POST" as const, payload: "not json", headers: { "content-type": "application/json" } },
      { url: "/healthz" },
      { url: "/%E0%A4%A" },
    ];
    for (const request of requests) {
      const response = await site.app.inject(request);
      expect(response.headers, `${request.method ?? "GET"} ${request.url} → ${response.statusCode}`).toMatchObject(HARDENING);
      expect(response.headers["content-security-policy"]).toBe(page.headers["content-security-policy"]);
      expect(response.headers["strict-transport-security"]).toBe("max-age=31536000");
    }
  });

  it("send a policy that allows our own scripts and styles only, and no framing", async () => {
    const policy = policyOf((await site.app.inject({ url: "/" })).headers["content-security-policy"]);
    expect(policy).toMatchObject({
      "default-src": "default-src 'self'",
      "script-src": "script-src 'self'",
      "style-src": "style-src 'self'",
      "img-src": "img-src 'self' data:",
      "connect-src": "connect-src 'self'",
      "frame-src": "frame-src 'none'",
      "object-src": "object-src 'none'",
      "base-uri": "base-uri 'self'",
      "form-action": "form-action 'self'",
      "frame-ancestors": "frame-ancestors 'none'",
    });
  });

  it("open the policy to GA and reCAPTCHA where the configuration puts them, and to an outside logo host", async () => {
    const fake = "http://127.0.0.1:4221";
    const headers = await headersWith({
      GA_MEASUREMENT_ID: "G-TEST123",
      GA_SCRIPT_URL: `${fake}/gtag/js`,
      RECAPTCHA_SITE_KEY: "site-key",
      RECAPTCHA_SCRIPT_URL: `${fake}/recaptcha/api.js`,
      LOGO_URL: "https://files.example.com/logo.svg",
    });
    const policy = policyOf(headers["content-security-policy"]);
    expect(policy["script-src"]).toBe(`script-src 'self' ${fake} ${fake}/recaptcha/`);
    expect(policy["connect-src"]).toBe(`connect-src 'self' ${fake}`);
    expect(policy["frame-src"]).toBe(`frame-src ${fake}/recaptcha/`);
    expect(policy["img-src"]).toBe(`img-src 'self' data: https://files.example.com ${fake}`);
    expect(policy["style-src"]).toBe("style-src 'self' 'unsafe-inline'");
    expect(String(headers["content-security-policy"])).not.toMatch(/google/);
  });

  it("name Google's hosts only when the scripts come from Google", async () => {
    const policy = policyOf((await headersWith({ GA_MEASUREMENT_ID: "G-TEST123", RECAPTCHA_SITE_KEY: "site-key" }))["content-security-policy"]);
    expect(policy["script-src"]).toBe(
      "script-src 'self' https://*.googletagmanager.com https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(policy["frame-src"]).toBe("frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/");
  });

  it("leave HSTS out on a plain-http site", async () => {
    const headers = await headersWith({ SITE_URL: "http://localhost:3000" });
    expect(headers["strict-transport-security"]).toBeUndefined();
    expect(headers).toMatchObject(HARDENING);
  });
});

/** Sends raw bytes on a real socket (inject skips Node's HTTP parser) and returns everything the server wrote. */
async function rawExchange(port: number, bytes: string): Promise<string> {
  const socket = connect(port, "127.0.0.1");
  const chunks: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => chunks.push(chunk));
  socket.write(bytes);
  await once(socket, "close");
  return Buffer.concat(chunks).toString("utf8");
}

describe("requests Node's HTTP parser refuses", () => {
  it("get the API's JSON error and the security headers, not a bare status line", async () => {
    const app = await startSiteApp({}, { serveSite: false });
    try {
      await app.app.listen({ port: 0, host: "127.0.0.1" });
      const port = (app.app.server.address() as AddressInfo).port;
      const cases = [
        { bytes: "NOT HTTP AT ALL\r\n\r\n", status: "400 Bad Request", message: "The request could not be understood." },
        {
          bytes: `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
          status: "431 Request Header Fields Too Large",
          message: "The request headers are too large.",
        },
      ];
      for (const { bytes, status, message } of cases) {
        const answer = await rawExchange(port, bytes);
        const [head = "", body = ""] = answer.split("\r\n\r\n");
        expect(head.split("\r\n")[0]).toBe(`HTTP/1.1 ${status}`);
        expect(head.toLowerCase()).toContain("content-type: application/json");
        expect(head.toLowerCase()).toContain("x-frame-options: deny");
        expect(head.toLowerCase()).toContain("content-security-policy:");
        expect(JSON.parse(body)).toMatchObject({ error: { message } });
      }
    } finally {
      await app.close();
    }
  });
});
