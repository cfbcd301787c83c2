import * as z from "zod/mini";
import { signupMessages } from "./messages";
import { EMAIL_PATTERN } from "./signup-form";

/** The specification's email pattern lives with the zod-free form rules (signup-form.ts). */
export { EMAIL_PATTERN };

/** RFC 5321 caps a forward path at 254 characters; longer input is never a real address. */
export const EMAIL_MAX_LENGTH = 254;

/** Leads are keyed by this form of the address: trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A required email with the sign-up form's exact messages; the parsed value is normalized. */
export const emailField = z.pipe(
  z.string(signupMessages.emailRequired).check(
    z.trim(),
    z.minLength(1, signupMessages.emailRequired),
    z.maxLength(EMAIL_MAX_LENGTH, signupMessages.emailInvalid),
    z.regex(EMAIL_PATTERN, signupMessages.emailInvalid),
  ),
  z.transform(normalizeEmail),
);
