import { site } from "../../content/site";
import type { AppLocation } from "../../router";

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
