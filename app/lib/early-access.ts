import { site } from "../content/site";
import type { useNavigate } from "../router";
import { scrollToElement } from "../router";

/**
 * Takes the visitor to the early-access sign-up: scrolls to it (centred) when it is on this page,
 * otherwise navigates to /#early-access, where the home page scrolls to it.
 */
export function goToEarlyAccess(navigate: ReturnType<typeof useNavigate>): void {
  if (scrollToElement(site.earlyAccessId)) return;
  void navigate(`/#${site.earlyAccessId}`);
}
