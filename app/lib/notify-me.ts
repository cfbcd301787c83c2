import { KITS_SCROLL_DELAY_MS } from "../../domain/timings";
import type { useNavigate } from "../router";
import { scrollBehavior } from "../router";
import { goToEarlyAccess } from "./early-access";
import { trackCtaClick } from "./track-cta-click";

export const NOTIFY_ME_LABEL = "Notify Me";

/** cta_click for a Notify Me button; `location` says which one ("kit_card", "kit_details"). */
export function trackNotifyMe(location: string): void {
  trackCtaClick({ name: NOTIFY_ME_LABEL, text: NOTIFY_ME_LABEL, location });
}

let pending = false;

/**
 * The kits page's Notify Me (spec section 2): scroll to the top first, then after 300 ms to the home
 * sign-up when it is on the page, or to /#early-access, where the home page scrolls to it.
 */
export function notifyMeFromKitCard(navigate: ReturnType<typeof useNavigate>): void {
  // A second click during the delay would navigate twice.
  if (pending) return;
  pending = true;
  trackNotifyMe("kit_card");
  const from = window.location.pathname;
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
  window.setTimeout(() => {
    pending = false;
    // The visitor may have followed another link meanwhile; do not pull them away from it.
    if (window.location.pathname === from) goToEarlyAccess(navigate);
  }, KITS_SCROLL_DELAY_MS);
}
