import { publicConfig } from "./public-config";

type GtagArguments = ["js", Date] | ["config", string, Record<string, unknown>?] | ["event", string, Record<string, unknown>?];

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: GtagArguments) => void;
  }
}

/** Loads GA4 only when a measurement id is configured; no inline snippet, so the CSP needs no exception. */
export function startAnalytics(): void {
  const id = publicConfig.gaMeasurementId;
  if (!id || window.gtag) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, not an array copy.
    // biome-ignore lint/complexity/noArguments: required by gtag.js
    window.dataLayer!.push(arguments);
  };
  window.gtag("js", new Date());
  const script = document.createElement("script");
  script.async = true;
  script.src = `${publicConfig.gaScriptUrl}?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

/** Sends an event only if an analytics function exists (spec section 7). */
export function trackEvent(name: string, params: Record<string, unknown> = {}): void {
  window.gtag?.("event", name, params);
}

/** The page view config sent on each route change, the first page included. */
export function trackPageView(pagePath: string): void {
  if (!publicConfig.gaMeasurementId) return;
  window.gtag?.("config", publicConfig.gaMeasurementId, { page_path: pagePath, page_title: document.title });
}
