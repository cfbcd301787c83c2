import * as z from "zod/mini";
import { UTM_MAX_LENGTH } from "./utm-params";

// The zod-free part (keys, reading a query string) is in utm-params.ts; re-exported for callers here.
export { readUtmParams, UTM_KEYS, UTM_MAX_LENGTH, type UtmKey, type UtmParams } from "./utm-params";

const utmValue = z.optional(z.string().check(z.maxLength(UTM_MAX_LENGTH, `UTM values are at most ${UTM_MAX_LENGTH} characters`)));

export const utmShape = {
  utm_source: utmValue,
  utm_medium: utmValue,
  utm_campaign: utmValue,
  utm_content: utmValue,
  utm_term: utmValue,
};
