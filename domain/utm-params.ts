/**
 * The UTM parameters of a landing URL, kept free of zod: the browser reads them on every page, and
 * the JavaScript budget on / is 90 KiB gzip. The API's schema for them is in utm.ts.
 */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type UtmParams = Partial<Record<UtmKey, string>>;

/** Analytics string fields are cut at 256 characters (spec section 9); UTM values follow the same cap. */
export const UTM_MAX_LENGTH = 256;

/** Reads the five UTM parameters from a query string, trimmed, empty ones dropped, each cut at the cap. */
export function readUtmParams(search: string): UtmParams {
  const params = new URLSearchParams(search);
  const found: UtmParams = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) found[key] = value.slice(0, UTM_MAX_LENGTH);
  }
  return found;
}
