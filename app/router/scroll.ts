/** Smooth unless the person asked the system for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/**
 * Scrolls an element into view, centred vertically when it fits on the screen (spec: the early-access
 * section is scrolled "to the vertical centre"); a taller one (a FAQ list) is scrolled to its top so its
 * heading is not cut off. Returns false when the element is not on this page.
 */
export function scrollToElement(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const fits = element.getBoundingClientRect().height <= window.innerHeight;
  element.scrollIntoView({ behavior: scrollBehavior(), block: fits ? "center" : "start" });
  return true;
}

const SCROLL_POSITIONS_KEY = "scroll-positions";

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

/** Back and forward return to where the person was, as they would on a multi-page site. */
export function rememberScrollPosition(entryKey: string): void {
  try {
    const positions = readPositions();
    positions[entryKey] = window.scrollY;
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // Storage can be full or disabled (private mode); losing a scroll position is harmless.
  }
}

export function savedScrollPosition(entryKey: string): number | undefined {
  return readPositions()[entryKey];
}
