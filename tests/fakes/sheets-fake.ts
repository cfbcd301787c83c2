import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { parseBody, readBody, sleep } from "./http-body";

/**
 * How the fake Apps Script web app behaves:
 * - ok, redirect: runs the "script" (records the delivery), then answers 302 to another path, as Google does;
 * - ok-200: records, answers 200 (a web app behind a proxy that follows the redirect itself);
 * - error: 500 without recording (the script threw);
 * - hang: never answers;
 * - form-only: refuses a JSON body with 400, records and answers 200 for a form body;
 * - slow: records, then answers 200 after 3 s.
 */
export type SheetsMode = "ok" | "redirect" | "ok-200" | "error" | "hang" | "form-only" | "slow";

export interface SheetsDelivery {
  contentType: string;
  body: Record<string, string>;
  receivedAt: string;
}

/** Every request the web app received, recorded or not, with what it answered. */
export interface SheetsRequest {
  contentType: string;
  body: Record<string, string> | null;
  answer: number | "hang";
}

export interface SheetsState {
  mode: SheetsMode;
  /** Added before every answer except a hang. */
  delayMs: number;
  deliveries: SheetsDelivery[];
  requests: SheetsRequest[];
  /** Requests to the redirect target: a client that follows the 302 shows up here. */
  redirectHits: number;
  hanging: Set<ServerResponse>;
}

export function createSheetsState(): SheetsState {
  return { mode: "ok", delayMs: 0, deliveries: [], requests: [], redirectHits: 0, hanging: new Set() };
}

export const REDIRECT_TARGET_PATH = "/macros/echo";

export async function answerSheets(state: SheetsState, baseUrl: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const contentType = request.headers["content-type"] ?? "";
  const body = parseBody(contentType, await readBody(request));
  const mode = state.mode;
  const record: SheetsRequest = { contentType, body, answer: "hang" };
  state.requests.push(record);
  if (mode === "hang") {
    state.hanging.add(response);
    response.on("close", () => state.hanging.delete(response));
    return;
  }
  if (state.delayMs > 0) await sleep(state.delayMs);
  const send = (status: number, headers: Record<string, string>, text = "") => {
    record.answer = status;
    if (!response.destroyed) response.writeHead(status, headers).end(text);
  };
  if (mode === "error") return send(500, { "content-type": "text/html" }, "<h1>Script error</h1>");
  if (mode === "form-only" && contentType.includes("application/json")) return send(400, { "content-type": "text/plain" }, "JSON not accepted");
  if (mode === "slow") await sleep(3_000);
  if (!body) return send(400, { "content-type": "text/plain" }, "Bad body");
  state.deliveries.push({ contentType, body, receivedAt: new Date().toISOString() });
  if (mode === "redirect" || mode === "ok") {
    // The real web app runs doPost, then redirects to script.googleusercontent.com for the output.
    return send(302, { location: `${baseUrl}${REDIRECT_TARGET_PATH}?user_content_key=${randomUUID()}` });
  }
  return send(200, { "content-type": "application/json" }, '{"result":"success"}');
}

/** How many times the web app recorded each event id: every value should be 1. */
export function countDeliveriesByEventId(deliveries: SheetsDelivery[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const delivery of deliveries) {
    const eventId = delivery.body.event_id ?? "";
    counts.set(eventId, (counts.get(eventId) ?? 0) + 1);
  }
  return counts;
}
