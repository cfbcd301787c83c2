import type { IncomingMessage, ServerResponse } from "node:http";
import { readBody, sleep } from "./http-body";

/**
 * What the fake siteverify answers, chosen by the token's prefix (a unique suffix follows). Like
 * reCAPTCHA, a token verifies once: the second time it is `timeout-or-duplicate`.
 */
export const TOKENS = {
  pass: "fake-pass-",
  fail: "fake-fail-",
  low: "fake-low-",
  wrongAction: "fake-action-",
  wrongHost: "fake-host-",
  /** Passes, but only after 15 s: longer than any verify timeout. */
  slow: "fake-slow-",
  /** Never answers. */
  hang: "fake-hang-",
  /** HTTP 500 with an HTML page, as a failing proxy would send. */
  serverError: "fake-error-",
  /** HTTP 200 whose body is not JSON. */
  notJson: "fake-nonjson-",
  /** success true and no score at all, like a v2 token. */
  noScore: "fake-noscore-",
} as const;

export interface SiteverifyRequest {
  secret: string;
  response: string;
  remoteip: string | null;
}

export interface SiteverifyState {
  calls: number;
  requests: SiteverifyRequest[];
  usedTokens: Set<string>;
  hostname: string;
}

export async function answerSiteverify(state: SiteverifyState, request: IncomingMessage, response: ServerResponse): Promise<void> {
  state.calls++;
  const form = new URLSearchParams(await readBody(request));
  const token = form.get("response") ?? "";
  state.requests.push({ secret: form.get("secret") ?? "", response: token, remoteip: form.get("remoteip") });
  const answer = (body: object) => {
    if (!response.destroyed) response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
  };
  if (!form.get("secret")) return answer({ success: false, "error-codes": ["missing-input-secret"] });
  if (!token) return answer({ success: false, "error-codes": ["missing-input-response"] });
  if (state.usedTokens.has(token)) return answer({ success: false, "error-codes": ["timeout-or-duplicate"] });
  state.usedTokens.add(token);
  if (token.startsWith(TOKENS.hang)) return;
  if (token.startsWith(TOKENS.serverError)) return void response.writeHead(500, { "content-type": "text/html" }).end("<h1>Server Error</h1>");
  if (token.startsWith(TOKENS.notJson)) return void response.writeHead(200, { "content-type": "text/html" }).end("<html>Sorry...</html>");
  if (token.startsWith(TOKENS.slow)) await sleep(15_000);
  const base = { challenge_ts: new Date().toISOString(), hostname: state.hostname, action: "submit_form" };
  if (token.startsWith(TOKENS.fail)) return answer({ success: false, "error-codes": ["invalid-input-response"] });
  if (token.startsWith(TOKENS.low)) return answer({ ...base, success: true, score: 0.1 });
  if (token.startsWith(TOKENS.wrongAction)) return answer({ ...base, success: true, score: 0.9, action: "login" });
  if (token.startsWith(TOKENS.wrongHost)) return answer({ ...base, success: true, score: 0.9, hostname: "evil.example" });
  if (token.startsWith(TOKENS.noScore)) return answer({ ...base, success: true });
  if (token.startsWith(TOKENS.pass) || token.startsWith(TOKENS.slow)) return answer({ ...base, success: true, score: 0.9 });
  return answer({ success: false, "error-codes": ["invalid-input-response"] });
}
