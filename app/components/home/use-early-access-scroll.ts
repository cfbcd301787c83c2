import { useEffect } from "react";
import { useLocation, useNavigationKind } from "../../router";
import { scrollToSignup } from "../../lib/early-access";
import { shouldScrollToEarlyAccess } from "./early-access-scroll";

/**
 * Scrolls to the sign-up after the first load (effects run once the page has hydrated) and after
 * every client navigation that asks for it, a hash change on this page included. The router also
 * scrolls to a hash target; doing it here as well covers the first load and the state and ?join=1 cases.
 * Back and Forward are left alone: the router puts the page back where the visitor had scrolled it.
 */
export function useEarlyAccessScroll(): void {
  const location = useLocation();
  const navigationKind = useNavigationKind();
  useEffect(() => {
    if (navigationKind !== "pop" && shouldScrollToEarlyAccess(location)) scrollToSignup();
  }, [location, navigationKind]);
}
