/**
 * One call to reCAPTCHA's siteverify (or the configured stand-in). It never throws: an unreachable,
 * slow, failing or garbled verifier comes back as `unavailable` with a reason for the log.
 */

/** The fields of siteverify's answer that the check reads. */
export interface SiteverifyAnswer {
  success: boolean;
  score: number | null;
  action: string | null;
  hostname: string | null;
  errorCodes: string[];
}

export type SiteverifyResult = { kind: "answer"; answer: SiteverifyAnswer } | { kind: "unavailable"; reason: string };

export interface SiteverifyRequest {
  verifyUrl: string;
  secretKey: string;
  token: string;
  remoteIp?: string;
  timeoutMs: number;
  fetch: typeof fetch;
}

function readAnswer(body: unknown): SiteverifyAnswer | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const raw = body as Record<string, unknown>;
  if (typeof raw.success !== "boolean") return null;
  return {
    success: raw.success,
    score: typeof raw.score === "number" && Number.isFinite(raw.score) ? raw.score : null,
    action: typeof raw.action === "string" ? raw.action : null,
    hostname: typeof raw.hostname === "string" ? raw.hostname : null,
    errorCodes: Array.isArray(raw["error-codes"]) ? raw["error-codes"].filter((code): code is string => typeof code === "string") : [],
  };
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code ?? (error instanceof Error ? error.message : String(error));
}

export async function callSiteverify({ verifyUrl, secretKey, token, remoteIp, timeoutMs, fetch: fetchImpl }: SiteverifyRequest): Promise<SiteverifyResult> {
  const form = new URLSearchParams({ secret: secretKey, response: token });
  if (remoteIp) form.set("remoteip", remoteIp);
  // One deadline for the whole exchange, body included: a verifier that sends headers then stalls is slow too.
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetchImpl(verifyUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: form,
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { kind: "unavailable", reason: `HTTP ${response.status}` };
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { kind: "unavailable", reason: "the answer is not JSON" };
    }
    const answer = readAnswer(body);
    return answer ? { kind: "answer", answer } : { kind: "unavailable", reason: "the answer has no success field" };
  } catch (error) {
    return { kind: "unavailable", reason: describeFailure(error, timeoutMs) };
  }
}
