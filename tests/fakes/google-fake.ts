import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the Google services the site talks to, behaving like the real ones:
 * - POST /recaptcha/api/siteverify: answers by token prefix (see TOKENS) and refuses a reused token
 *   with `timeout-or-duplicate`, as reCAPTCHA does;
 * - GET /recaptcha/api.js: a grecaptcha whose execute() returns `window.__fakeRecaptchaToken`
 *   (a prefix; a unique suffix is added) or a passing token;
 * - GET /gtag/js: an empty GA4 script (the site's own gtag() queues into dataLayer);
 * - POST /sheets/exec: an Apps Script web app whose behaviour the test sets (see SheetsMode); like the
 *   real one it answers a successful POST with 302 to another host after running the script.
 */
export type SheetsMode = "ok" | "redirect" | "error" | "hang" | "form-only" | "slow";

export const TOKENS = {
  pass: "fake-pass-",
  fail: "fake-fail-",
  low: "fake-low-",
  wrongAction: "fake-action-",
  wrongHost: "fake-host-",
  slow: "fake-slow-",
} as const;

export interface SheetsDelivery {
  contentType: string;
  body: Record<string, string>;
  receivedAt: string;
}

export interface GoogleFake {
  url: string;
  port: number;
  /** What the web app received, in order; a delivery it answered with an error is not stored. */
  deliveries: SheetsDelivery[];
  siteverifyCalls: number;
  setSheetsMode: (mode: SheetsMode) => void;
  setHostname: (hostname: string) => void;
  close: () => Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function parseBody(contentType: string, raw: string): Record<string, string> | null {
  if (contentType.includes("application/json")) {
    try {
      return JSON.parse(raw) as Record<string, string>;
    } catch {
      return null;
    }
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

const RECAPTCHA_SCRIPT = `
window.grecaptcha = {
  ready: function (callback) { setTimeout(callback, 0); },
  execute: function (siteKey, options) {
    window.__fakeRecaptchaCalls = (window.__fakeRecaptchaCalls || []).concat([{ siteKey: siteKey, action: options && options.action }]);
    var prefix = window.__fakeRecaptchaToken || "${TOKENS.pass}";
    if (prefix === "none") return Promise.resolve("");
    return Promise.resolve(prefix + Math.random().toString(36).slice(2));
  }
};`;

export async function startGoogleFake({ port = 0, hostname = "127.0.0.1" } = {}): Promise<GoogleFake> {
  const usedTokens = new Set<string>();
  let sheetsMode: SheetsMode = "ok";
  let expectedHostname = hostname;
  const hangingResponses = new Set<ServerResponse>();

  const fake: GoogleFake = {
    url: "",
    port: 0,
    deliveries: [],
    siteverifyCalls: 0,
    setSheetsMode: (mode) => {
      sheetsMode = mode;
    },
    setHostname: (name) => {
      expectedHostname = name;
    },
    close: async () => {
      for (const response of hangingResponses) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  async function siteverify(request: IncomingMessage, response: ServerResponse) {
    fake.siteverifyCalls++;
    const form = new URLSearchParams(await readBody(request));
    const token = form.get("response") ?? "";
    const answer = (body: object) => response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (!form.get("secret")) return answer({ success: false, "error-codes": ["missing-input-secret"] });
    if (!token) return answer({ success: false, "error-codes": ["missing-input-response"] });
    if (usedTokens.has(token)) return answer({ success: false, "error-codes": ["timeout-or-duplicate"] });
    usedTokens.add(token);
    if (token.startsWith(TOKENS.slow)) await new Promise((resolve) => setTimeout(resolve, 15_000));
    const base = { challenge_ts: new Date().toISOString(), hostname: expectedHostname, action: "submit_form" };
    if (token.startsWith(TOKENS.fail)) return answer({ success: false, "error-codes": ["invalid-input-response"] });
    if (token.startsWith(TOKENS.low)) return answer({ ...base, success: true, score: 0.1 });
    if (token.startsWith(TOKENS.wrongAction)) return answer({ ...base, success: true, score: 0.9, action: "login" });
    if (token.startsWith(TOKENS.wrongHost)) return answer({ ...base, success: true, score: 0.9, hostname: "evil.example" });
    if (token.startsWith(TOKENS.pass) || token.startsWith(TOKENS.slow)) return answer({ ...base, success: true, score: 0.9 });
    return answer({ success: false, "error-codes": ["invalid-input-response"] });
  }

  async function sheets(request: IncomingMessage, response: ServerResponse) {
    const contentType = request.headers["content-type"] ?? "";
    const raw = await readBody(request);
    if (sheetsMode === "hang") {
      hangingResponses.add(response);
      response.on("close", () => hangingResponses.delete(response));
      return;
    }
    if (sheetsMode === "error") return response.writeHead(500, { "content-type": "text/html" }).end("<h1>Script error</h1>");
    if (sheetsMode === "form-only" && contentType.includes("application/json")) {
      return response.writeHead(400, { "content-type": "text/plain" }).end("JSON not accepted");
    }
    if (sheetsMode === "slow") await new Promise((resolve) => setTimeout(resolve, 3_000));
    const body = parseBody(contentType, raw);
    if (!body) return response.writeHead(400).end("Bad body");
    fake.deliveries.push({ contentType, body, receivedAt: new Date().toISOString() });
    if (sheetsMode === "redirect" || sheetsMode === "ok") {
      // The real web app runs doPost, then redirects to script.googleusercontent.com for the output.
      return response.writeHead(302, { location: `http://127.0.0.1:1/macros/echo?user_content_key=${randomUUID()}` }).end();
    }
    return response.writeHead(200, { "content-type": "application/json" }).end('{"result":"success"}');
  }

  const server: Server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0];
    if (request.method === "POST" && path === "/recaptcha/api/siteverify") return void siteverify(request, response);
    if (request.method === "GET" && path === "/recaptcha/api.js") {
      return void response.writeHead(200, { "content-type": "text/javascript" }).end(RECAPTCHA_SCRIPT);
    }
    if (request.method === "GET" && path === "/gtag/js") {
      return void response.writeHead(200, { "content-type": "text/javascript" }).end("/* GA4 stand-in */");
    }
    if (request.method === "POST" && path === "/sheets/exec") return void sheets(request, response);
    // Control endpoints for tests that run the fake in another process.
    if (request.method === "POST" && path === "/__control/sheets-mode") {
      return void readBody(request).then((mode) => {
        sheetsMode = mode as SheetsMode;
        response.writeHead(204).end();
      });
    }
    if (request.method === "GET" && path === "/__control/deliveries") {
      return void response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(fake.deliveries));
    }
    response.writeHead(404).end();
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  fake.port = (server.address() as AddressInfo).port;
  fake.url = `http://127.0.0.1:${fake.port}`;
  return fake;
}
