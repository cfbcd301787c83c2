import { trackEvent } from "./analytics";

export interface CtaClick {
  /** What the call to action is, stable across copy changes (e.g. "Join Early Access"). */
  name: string;
  /** The words the person saw on it. */
  text: string;
  /** Where on the page it sits, e.g. "header_nav", "home_hero". */
  location: string;
}

/** The cta_click event of spec section 7, in the engagement category. */
export function trackCtaClick({ name, text, location }: CtaClick): void {
  trackEvent("cta_click", {
    cta_name: name,
    cta_text: text,
    page_path: window.location.pathname,
    location,
    event_category: "engagement",
  });
}
