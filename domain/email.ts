import * as z from "zod/mini";
import { signupMessages } from "./messages";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, normalizeEmail } from "./email-address";

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
