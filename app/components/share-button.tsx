import { useState } from "react";
import { shareMessages } from "../../domain/messages";
import { trackEvent } from "../lib/analytics";
import { publicConfig } from "../lib/public-config";
import { showToast } from "../lib/toast";

const SHARE_TEXT = `Move-in kits packed for BYU dorms and Provo apartments. Join the ${publicConfig.brandName} early-access list for early-bird pricing.`;

/** True when the person closed the share sheet themselves: nothing went wrong, so nothing to say. */
function isCancel(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/**
 * Share the site (spec section 7): the device's share sheet when there is one, otherwise the text and
 * address go to the clipboard with the alert 'Link copied to clipboard!'.
 */
export function ShareButton() {
  const [busy, setBusy] = useState(false);

  async function share() {
    const url = window.location.origin;
    setBusy(true);
    try {
      if (typeof navigator.share === "function") {
        await navigator.share({ title: publicConfig.brandName, text: SHARE_TEXT, url });
      } else {
        await navigator.clipboard.writeText(`${SHARE_TEXT} ${url}`);
        window.alert(shareMessages.copied);
      }
      trackEvent("share", { method: "thank_you_page" });
    } catch (error) {
      if (!isCancel(error)) showToast("error", `Sharing didn't work here. Send your friends ${url} instead.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="btn-outline w-full sm:w-auto" onClick={() => void share()} disabled={busy}>
      <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
        <path
          d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      Share with a friend
    </button>
  );
}
