import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readBody } from "./http-body";
import {
  answerSheets,
  countDeliveriesByEventId,
  createSheetsState,
  REDIRECT_TARGET_PATH,
  type SheetsDelivery,
  type SheetsMode,
  type SheetsRequest,
} from "./sheets-fake";
import { answerSiteverify, type SiteverifyRequest, type SiteverifyState, TOKENS } from "./siteverify-fake";

export { countDeliveriesByEventId, TOKENS, type SheetsDelivery, type SheetsMode, type SheetsRequest, type SiteverifyRequest };

/**
 * A local stand-in for the Google services the site talks to, behaving like the real ones:
 * - POST /recaptcha/api/siteverify: answers by token prefix (see TOKENS) and refuses a reused token
 *   with `timeout-or-duplicate`, as reCAPTCHA does;
 * - GET /recaptcha/api.js: a grecaptcha whose execute() returns `window.__fakeRecaptchaToken`
 *   (a prefix; a unique suffix is added) or a passing token;
 * - GET /gtag/js: an empty GA4 script (the site's own gtag() queues into dataLayer);
 * - POST /sheets/exec: an Apps Script web app whose behaviour the test sets (see SheetsMode); like the
 *   real one it answers a successful POST with 302 to another path after running the script.
 */
export interface GoogleFake {
  url: string;
  port: number;
  /** The web app's /exec URL, for SHEETS_WEBHOOK_URL. */
  sheetsUrl: string;
  siteverifyUrl: string;
  /** What the web app recorded, in order; a request it answered with an error or left hanging is not here. */
  deliveries: SheetsDelivery[];
  /** Every request the web app received, recorded or not. */
  sheetsRequests: SheetsRequest[];
  /** Requests that followed the 302 to its target: a forwarder must never make one. */
  readonly redirectHits: number;
  readonly siteverifyCalls: number;
  siteverifyRequests: SiteverifyRequest[];
  setSheetsMode: (mode: SheetsMode) => void;
  /** Delays every web app answer (except a hang) by this much. */
  setSheetsDelay: (ms: number) => void;
  setHostname: (hostname: string) => void;
  /** Forgets the web app's deliveries and requests, for a test that counts from zero. */
  resetSheets: () => void;
  close: () => Promise<void>;
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
  const siteverify: SiteverifyState = { calls: 0, requests: [], usedTokens: new Set(), hostname };
  const sheets = createSheetsState();

  const fake: GoogleFake = {
    url: "",
    port: 0,
    sheetsUrl: "",
    siteverifyUrl: "",
    deliveries: sheets.deliveries,
    sheetsRequests: sheets.requests,
    get redirectHits() {
      return sheets.redirectHits;
    },
    get siteverifyCalls() {
      return siteverify.calls;
    },
    siteverifyRequests: siteverify.requests,
    setSheetsMode: (mode) => {
      sheets.mode = mode;
    },
    setSheetsDelay: (ms) => {
      sheets.delayMs = ms;
    },
    setHostname: (name) => {
      siteverify.hostname = name;
    },
    resetSheets: () => {
      sheets.deliveries.length = 0;
      sheets.requests.length = 0;
      sheets.redirectHits = 0;
    },
    close: async () => {
      for (const response of sheets.hanging) response.destroy();
      // Slow and hanging siteverify answers would otherwise hold close() open.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server: Server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0];
    if (request.method === "POST" && path === "/recaptcha/api/siteverify") return void answerSiteverify(siteverify, request, response);
    if (request.method === "GET" && path === "/recaptcha/api.js") {
      return void response.writeHead(200, { "content-type": "text/javascript" }).end(RECAPTCHA_SCRIPT);
    }
    if (request.method === "GET" && path === "/gtag/js") {
      return void response.writeHead(200, { "content-type": "text/javascript" }).end("/* GA4 stand-in */");
    }
    if (request.method === "POST" && path === "/sheets/exec") return void answerSheets(sheets, fake.url, request, response);
    if (path === REDIRECT_TARGET_PATH) {
      sheets.redirectHits++;
      return void response.writeHead(200, { "content-type": "text/plain" }).end("ok");
    }
    // Control endpoints for tests that run the fake in another process.
    if (request.method === "POST" && path === "/__control/sheets-mode") {
      return void readBody(request).then((mode) => {
        sheets.mode = mode as SheetsMode;
        response.writeHead(204).end();
      });
    }
    if (request.method === "GET" && path === "/__control/deliveries") {
      return void response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(sheets.deliveries));
    }
    response.writeHead(404).end();
  });

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  fake.port = (server.address() as AddressInfo).port;
  fake.url = `http://127.0.0.1:${fake.port}`;
  fake.sheetsUrl = `${fake.url}/sheets/exec`;
  fake.siteverifyUrl = `${fake.url}/recaptcha/api/siteverify`;
  return fake;
}
