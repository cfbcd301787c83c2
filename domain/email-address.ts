/**
 * What an email address is, free of zod: the sign-up form is on every page, and on / the whole
 * JavaScript budget is 90 KiB gzip. domain/email.ts builds the API's schema field from these.
 */

/** The specification's pattern: text, at-sign, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** RFC 5321 caps a forward path at 254 characters; longer input is never a real address. */
export const EMAIL_MAX_LENGTH = 254;

/** Leads are keyed by this form of the address: trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
