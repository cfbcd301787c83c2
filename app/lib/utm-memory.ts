import { readUtmParams, type UtmParams } from "../../domain/utm-params";

const STORAGE_KEY = "landing-utm";

/**
 * Remembers the UTM parameters of the page a visitor landed on for the browser session, so a sign-up
 * on another page still carries them. A later visit with new UTM parameters replaces them.
 */
export function rememberLandingUtm(search: string): void {
  const found = readUtmParams(search);
  if (Object.keys(found).length === 0) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(found));
  } catch {
    // Storage may be disabled; the sign-up then carries the current URL's parameters only.
  }
}

export function rememberedUtm(): UtmParams {
  try {
    return { ...(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as UtmParams), ...readUtmParams(window.location.search) };
  } catch {
    return readUtmParams(window.location.search);
  }
}
