import type { IncomingMessage } from "node:http";

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/** JSON or form fields, as an Apps Script's `e.postData.contents` or `e.parameter` would give them. */
export function parseBody(contentType: string, raw: string): Record<string, string> | null {
  if (contentType.includes("application/json")) {
    try {
      const parsed: unknown = JSON.parse(raw);
      return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, string>) : null;
    } catch {
      return null;
    }
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
