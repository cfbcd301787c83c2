import { type ContactInput, contactRequestSchema } from "../../../domain/contact";

/** What the contact form holds while a person types; the API request adds the human-check pass. */
export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  housing: string;
  message: string;
}

export type ContactFieldErrors = Partial<Record<keyof ContactFormValues, string>>;

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: "", email: "", subject: "", housing: "", message: "" };

const FIELDS = Object.keys(EMPTY_CONTACT_FORM) as (keyof ContactFormValues)[];

export type ContactFormReading = { request: ContactInput; errors: null } | { request: null; errors: ContactFieldErrors };

/**
 * Checks the form with the same schema the server applies, so the browser and the API never disagree.
 * Gives either the request to send (trimmed, email normalized, empty housing as null) or the first
 * message per field, in the form's order.
 */
export function readContactForm(values: ContactFormValues): ContactFormReading {
  const result = contactRequestSchema.safeParse(values);
  if (result.success) return { request: result.data, errors: null };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactFormValues;
    if (FIELDS.includes(field)) errors[field] ??= issue.message;
  }
  return { request: null, errors: Object.fromEntries(FIELDS.filter((field) => errors[field]).map((field) => [field, errors[field]])) };
}

export function validateContactForm(values: ContactFormValues): ContactFieldErrors {
  return readContactForm(values).errors ?? {};
}

export function firstInvalidField(errors: ContactFieldErrors): keyof ContactFormValues | undefined {
  return FIELDS.find((field) => errors[field]);
}
