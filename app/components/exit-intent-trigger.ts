import { EXIT_INTENT_MIN_VIEWPORT_PX } from "../../domain/timings";

export const EXIT_INTENT_STORAGE_KEY = "exit-intent-shown";

/** The pointer left the document (no element to go to) through the top edge, towards the tabs and address bar. */
export function isExitThroughTop(event: Pick<MouseEvent, "clientY" | "relatedTarget">): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

/** Shown at most once per browser session, and only on screens wide enough to have a mouse (spec section 4). */
export function mayShowExitIntent(viewportWidth: number, storage: Pick<Storage, "getItem"> | null): boolean {
  if (viewportWidth < EXIT_INTENT_MIN_VIEWPORT_PX) return false;
  try {
    return storage?.getItem(EXIT_INTENT_STORAGE_KEY) === null;
  } catch {
    // Without session storage we cannot keep the once-per-session promise, so we do not show it at all.
    return false;
  }
}

/** The session storage, or null where the browser blocks it (reading window.sessionStorage then throws). */
export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberExitIntentShown(storage: Pick<Storage, "setItem">): void {
  try {
    storage.setItem(EXIT_INTENT_STORAGE_KEY, "1");
  } catch {
    // Ignored: mayShowExitIntent already refuses when storage does not work.
  }
}
