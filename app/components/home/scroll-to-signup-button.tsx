import type { ReactNode } from "react";
import { trackCtaClick } from "../../lib/track-cta-click";
import { scrollToSignup } from "../../lib/early-access";

interface ScrollToSignupButtonProps {
  /** cta_name of the event, e.g. "Notify Me". */
  name: string;
  /** Where the button sits, for the event's location. */
  location: string;
  className?: string;
  children: ReactNode;
}

/** The home page's Notify Me and Join buttons: log the click, then bring the sign-up into view. */
export function ScrollToSignupButton({ name, location, className = "btn-primary", children }: ScrollToSignupButtonProps) {
  return (
    <button
      type="button"
      className={className}
      onClick={(event) => {
        trackCtaClick({ name, text: event.currentTarget.textContent?.trim() ?? name, location });
        scrollToSignup();
      }}
    >
      {children}
    </button>
  );
}
