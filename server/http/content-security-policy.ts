import type { PublicConfig } from "../../domain/public-config";

type Directives = Record<string, string[]>;

const GOOGLE_TAG_HOSTS = /(^|\.)googletagmanager\.com$/;
const GOOGLE_RECAPTCHA_HOSTS = new Set(["www.google.com", "www.recaptcha.net"]);

/** Google Analytics 4 talks to these when gtag.js comes from Google (Google's own CSP guide for GA4). */
const GOOGLE_ANALYTICS_SOURCES = {
  script: ["https://*.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
};

/** The script's origin plus its directory ("https://www.google.com/recaptcha/"): path-scoped, as Google documents. */
function directoryOf(url: URL): string {
  return `${url.origin}${url.pathname.slice(0, url.pathname.lastIndexOf("/") + 1)}`;
}

function addAnalytics(directives: Directives, config: PublicConfig): void {
  if (!config.gaMeasurementId || !config.gaScriptUrl) return;
  const script = new URL(config.gaScriptUrl);
  if (GOOGLE_TAG_HOSTS.test(script.hostname)) {
    directives["script-src"]!.push(...GOOGLE_ANALYTICS_SOURCES.script);
    directives["connect-src"]!.push(...GOOGLE_ANALYTICS_SOURCES.connect);
    directives["img-src"]!.push(...GOOGLE_ANALYTICS_SOURCES.img);
    return;
  }
  // A self-hosted or first-party tagging server both serves the script and collects the hits.
  for (const directive of ["script-src", "connect-src", "img-src"]) directives[directive]!.push(script.origin);
}

function addRecaptcha(directives: Directives, config: PublicConfig): void {
  if (!config.recaptchaSiteKey || !config.recaptchaScriptUrl) return;
  const script = new URL(config.recaptchaScriptUrl);
  const scope = directoryOf(script);
  directives["script-src"]!.push(scope);
  directives["frame-src"]!.push(scope);
  if (GOOGLE_RECAPTCHA_HOSTS.has(script.hostname)) {
    // api.js pulls the real widget from gstatic and frames the challenge from recaptcha.google.com.
    directives["script-src"]!.push("https://www.gstatic.com/recaptcha/");
    if (script.hostname === "www.google.com") directives["frame-src"]!.push("https://recaptcha.google.com/recaptcha/");
  }
  // The v3 badge is injected as markup with style attributes (docs/decisions/ on style-src).
  directives["style-src"]!.push("'unsafe-inline'");
}

/**
 * The Content-Security-Policy, derived from the configuration: our own origin for everything, plus
 * exactly the hosts of the third-party features that are switched on (GA4, reCAPTCHA, a logo on another
 * host). The pages carry no inline executable script, so script-src needs neither hashes nor nonces.
 */
export function buildContentSecurityPolicy(config: PublicConfig): string {
  const directives: Directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "frame-src": [],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  if (URL.canParse(config.logoUrl)) directives["img-src"]!.push(new URL(config.logoUrl).origin);
  addAnalytics(directives, config);
  addRecaptcha(directives, config);
  if (directives["frame-src"]!.length === 0) directives["frame-src"]!.push("'none'");
  const policy = Object.entries(directives).map(([name, sources]) => [name, ...new Set(sources)].join(" "));
  if (config.siteUrl.startsWith("https://")) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}
