/**
 * One delivery to the spreadsheet web app (spec section 7): POST JSON; if that fails, once more at
 * once with the same fields form-encoded. Success is any status 200–399. Redirects are not followed:
 * Google answers 302 after doPost has run, and following it would only fetch the script's output.
 */
export type DeliveryResult = { ok: true; status: number; encoding: "json" | "form" } | { ok: false; error: string; stopped: boolean };

export interface DeliveryOptions {
  timeoutMs: number;
  /** Aborts the delivery when the worker stops. */
  signal: AbortSignal;
  fetch: typeof fetch;
}

type AttemptResult = { ok: true; status: number } | { ok: false; error: string };

const ERROR_TEXT_MAX = 300;

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === "TimeoutError") return `no answer within ${timeoutMs} ms`;
  if (error instanceof Error && error.name === "AbortError") return "stopped";
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

async function attempt(url: string, init: { contentType: string; body: string }, options: DeliveryOptions): Promise<AttemptResult> {
  try {
    const response = await options.fetch(url, {
      method: "POST",
      headers: { "content-type": init.contentType },
      body: init.body,
      redirect: "manual",
      signal: AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]),
    });
    // Only the status matters; dropping the body frees the connection.
    await response.body?.cancel().catch(() => {});
    if (response.status >= 200 && response.status <= 399) return { ok: true, status: response.status };
    return { ok: false, error: `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, error: describeFailure(error, options.timeoutMs) };
  }
}

export async function postToWebApp(url: string, fields: Record<string, string>, options: DeliveryOptions): Promise<DeliveryResult> {
  const json = await attempt(url, { contentType: "application/json", body: JSON.stringify(fields) }, options);
  if (json.ok) return { ok: true, status: json.status, encoding: "json" };
  if (options.signal.aborted) return { ok: false, error: json.error, stopped: true };
  const form = await attempt(url, { contentType: "application/x-www-form-urlencoded", body: new URLSearchParams(fields).toString() }, options);
  if (form.ok) return { ok: true, status: form.status, encoding: "form" };
  return { ok: false, error: `JSON: ${json.error}; form: ${form.error}`.slice(0, ERROR_TEXT_MAX), stopped: options.signal.aborted };
}
