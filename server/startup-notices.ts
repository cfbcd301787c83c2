import type { ServerConfig } from "./config";

export interface StartupNotice {
  level: "info" | "warn";
  message: string;
}

/**
 * What an owner should read in the log at start-up about features that are off or half set up, so
 * "why is nothing in my sheet?" has an answer on the first screen of the log.
 */
export function describeStartupNotices(config: ServerConfig): StartupNotice[] {
  const notices: StartupNotice[] = [];
  if (!config.humanCheck.secretKey) {
    notices.push({
      level: config.public.recaptchaSiteKey ? "warn" : "info",
      message: config.public.recaptchaSiteKey
        ? "Human check is off: RECAPTCHA_SITE_KEY is set but RECAPTCHA_SECRET_KEY is empty, so tokens are not verified; submissions are stored with human_check 'off'."
        : "Human check is off (RECAPTCHA_SECRET_KEY is empty); submissions are stored with human_check 'off'.",
    });
  }
  if (!config.sheets.webhookUrl) {
    notices.push({
      level: "info",
      message: "Spreadsheet forward is waiting: SHEETS_WEBHOOK_URL is empty. Sign-ups are kept in the outbox and sent once it is set and the server restarted.",
    });
  } else if (!config.sheets.sharedSecret) {
    notices.push({
      level: "warn",
      message: "SHEETS_SHARED_SECRET is empty: the sample Apps Script refuses forwards without the shared secret (docs/google-sheets.md).",
    });
  }
  return notices;
}
