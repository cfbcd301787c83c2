import { ApiErrorCode } from "../../domain/api-errors";
import { humanCheckMessages } from "../../domain/messages";
import { HUMAN_CHECK_MIN_SCORE } from "../../domain/timings";
import { api } from "./api-client";
import { publicConfig } from "./public-config";

interface Grecaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** The action name the server checks the token against (spec section 5). */
export const HUMAN_CHECK_ACTION = "submit_form";

export type HumanCheckOutcome =
  | { status: "passed"; pass: string | undefined }
  | { status: "skipped" }
  | { status: "failed"; message: string }
  | { status: "flagged"; message: string };

let scriptLoading: Promise<Grecaptcha | null> | null = null;

/** Loads the reCAPTCHA v3 script once, only when a site key is configured and a form asks for it. */
export function loadRecaptcha(): Promise<Grecaptcha | null> {
  if (!publicConfig.recaptchaSiteKey) return Promise.resolve(null);
  scriptLoading ??= new Promise((resolve) => {
    const script = document.createElement("script");
    script.src = `${publicConfig.recaptchaScriptUrl}?render=${encodeURIComponent(publicConfig.recaptchaSiteKey)}`;
    script.async = true;
    script.onload = () => (window.grecaptcha ? window.grecaptcha.ready(() => resolve(window.grecaptcha!)) : resolve(null));
    script.onerror = () => resolve(null);
    document.head.append(script);
  });
  return scriptLoading;
}

/** Longest wait for a token. reCAPTCHA loads a second script; if that is blocked, ready() never fires. */
const TOKEN_TIMEOUT_MS = 8000;

async function fetchToken(): Promise<string | null> {
  const grecaptcha = await loadRecaptcha();
  if (!grecaptcha) return null;
  try {
    return (await grecaptcha.execute(publicConfig.recaptchaSiteKey, { action: HUMAN_CHECK_ACTION })) || null;
  } catch {
    return null;
  }
}

/** A token, or null when the check script is missing, fails or does not answer in time (then the check is skipped). */
function requestToken(): Promise<string | null> {
  return Promise.race([fetchToken(), new Promise<null>((resolve) => setTimeout(() => resolve(null), TOKEN_TIMEOUT_MS))]);
}

/**
 * The human check before a submission (spec sections 5 and 8). No script or no token: skipped, and the
 * submission goes on (the server stores it as unverified). Otherwise the server verifies the token and
 * hands back a single-use pass that the submit call carries.
 */
export async function runHumanCheck(): Promise<HumanCheckOutcome> {
  const token = await requestToken();
  if (!token) return { status: "skipped" };
  const { data, error } = await api.verifyHumanCheck(token);
  if (error) {
    if (error.code === ApiErrorCode.humanCheckFlagged) return { status: "flagged", message: humanCheckMessages.flagged };
    return { status: "failed", message: humanCheckMessages.failed };
  }
  if (!data.success) return { status: "failed", message: humanCheckMessages.failed };
  if (data.flagged || data.score < HUMAN_CHECK_MIN_SCORE) return { status: "flagged", message: humanCheckMessages.flagged };
  return { status: "passed", pass: data.pass };
}

/** Maps a submit call's error code to the sentence the person sees. */
export function humanCheckMessageFor(code: string): string | null {
  if (code === ApiErrorCode.humanCheckFailed) return humanCheckMessages.failed;
  if (code === ApiErrorCode.humanCheckFlagged) return humanCheckMessages.flagged;
  return null;
}
