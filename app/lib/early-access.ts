import { earlyAccessHref, site } from "../content/site";
import type { useNavigate } from "../router";
import { scrollToElement } from "../router";

/**
 * Scrolls the sign-up smoothly to the middle of the screen and moves keyboard focus to it, so the
 * next Tab lands in the form. The section itself takes focus, not the email field: on a phone a
 * focused input would pop the keyboard over the form. Returns false when the sign-up is not on this page.
 */
export function scrollToSignup(): boolean {
  if (!scrollToElement(site.earlyAccessId)) return false;
  document.getElementById(site.earlyAccessId)?.focus({ preventScroll: true });
  return true;
}

/**
 * Takes the visitor to the early-access sign-up: scrolls to it when it is on this page, otherwise
 * navigates to /#early-access, where the home page scrolls to it.
 */
export function goToEarlyAccess(navigate: ReturnType<typeof useNavigate>): void {
  if (scrollToSignup()) return;
  void navigate(earlyAccessHref);
}
