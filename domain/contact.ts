import * as z from "zod/mini";
import { emailField } from "./email";
import { CONTACT_HOUSING_COMPLEXES, CONTACT_SUBJECTS, valuesOf } from "./options";
import { HUMAN_CHECK_PASS_MAX_LENGTH } from "./signup";

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const contactFieldMessages = {
  nameRequired: "Please enter your full name",
  nameTooLong: `Please keep your name under ${CONTACT_NAME_MAX_LENGTH} characters`,
  subjectRequired: "Please choose a subject",
  messageRequired: "Please write a message",
  messageTooLong: `Please keep your message under ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
  housingUnknown: "Please choose a housing complex from the list",
} as const;

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

/** POST /api/contact: a message from the contact page. Housing is optional and stored as null when empty. */
export const contactRequestSchema = z.strictObject({
  name: requiredText(CONTACT_NAME_MAX_LENGTH, contactFieldMessages.nameRequired, contactFieldMessages.nameTooLong),
  email: emailField,
  housing: z.pipe(
    // "" is the form's "no answer"; one enum (not a union with a literal) keeps the message on unknown values.
    z.optional(z.nullable(z.enum(["", ...CONTACT_HOUSING_COMPLEXES], contactFieldMessages.housingUnknown))),
    z.transform((value) => value || null),
  ),
  subject: z.enum(valuesOf(CONTACT_SUBJECTS), contactFieldMessages.subjectRequired),
  message: requiredText(CONTACT_MESSAGE_MAX_LENGTH, contactFieldMessages.messageRequired, contactFieldMessages.messageTooLong),
  human_check_pass: z.optional(z.string().check(z.maxLength(HUMAN_CHECK_PASS_MAX_LENGTH))),
});

export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactInput = z.output<typeof contactRequestSchema>;
