import * as z from "zod/mini";

export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type UtmParams = Partial<Record<UtmKey, string>>;

/** Analytics string fields are cut at 256 characters (spec section 9); UTM values follow the same cap. */
export const UTM_MAX_LENGTH = 256;

const utmValue = z.optional(z.string().check(z.maxLength(UTM_MAX_LENGTH, `UTM values are at most ${UTM_MAX_LENGTH} characters`)));

export const utmShape = {
  utm_source: utmValue,
  utm_medium: utmValue,
  utm_campaign: utmValue,
  utm_content: utmValue,
  utm_term: utmValue,
};

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
