import { site } from "../../content/site";
import type { AppLocation } from "../../router";
import { scrollToElement } from "../../router";

/**
 * Whether the home page should bring the sign-up into view on arrival (spec section 2): the hash is
 * #early-access, the query has join=1, or the navigation's state asks for it.
 */
export function shouldScrollToEarlyAccess(location: Pick<AppLocation, "hash" | "search" | "state">): boolean {
  return (
    location.hash === `#${site.earlyAccessId}` ||
    new URLSearchParams(location.search).get("join") === "1" ||
    location.state?.scrollTo === site.earlyAccessId
  );
}

/**
 * Scrolls the sign-up smoothly to the middle of the screen and moves keyboard focus to it, so the
 * next Tab lands in the form. The section itself takes focus, not the email field: on a phone a
 * focused input would pop the keyboard over the form.
 */
export function scrollToSignup(): boolean {
  if (!scrollToElement(site.earlyAccessId)) return false;
  document.getElementById(site.earlyAccessId)?.focus({ preventScroll: true });
  return true;
}
