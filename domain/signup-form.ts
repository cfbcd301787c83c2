import { EMAIL_PATTERN } from "./email-address";
import { signupMessages } from "./messages";
import type { FormLocation } from "./options";

/**
 * The sign-up form's rules, kept free of zod: the form is on every page, and on / the whole
 * JavaScript budget is 90 KiB gzip. The API schema in signup.ts uses the same messages and pattern.
 */


/** What a person typed into a sign-up form, before anything is sent. */
export interface SignupFormValues {
  email: string;
  role: string;
  housing: string;
}
export type SignupFieldErrors = Partial<Record<keyof SignupFormValues, string>>;

/**
 * Validates a sign-up form as the specification asks: email everywhere; role and housing only
 * in the hero variant. Returns the first message per field, which is what the form shows.
 */
export function validateSignupForm(values: SignupFormValues, variant: FormLocation): SignupFieldErrors {
  const errors: SignupFieldErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = signupMessages.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = signupMessages.emailInvalid;
  if (variant === "hero") {
    if (!values.role) errors.role = signupMessages.roleRequired;
    if (!values.housing) errors.housing = signupMessages.housingRequired;
  }
  return errors;
}
