import { type FormEvent, useEffect, useRef } from "react";
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH } from "../../../domain/contact";
import { EMAIL_MAX_LENGTH } from "../../../domain/email-address";
import { contactMessages } from "../../../domain/messages";
import { CONTACT_HOUSING_COMPLEXES, CONTACT_SUBJECTS } from "../../../domain/options";
import { loadRecaptcha } from "../../lib/human-check";
import { describedByError, FormField, OptionsSelect } from "../form-field";
import { ContactSentPanel } from "./contact-sent-panel";
import { useContactForm } from "./use-contact-form";
import { firstInvalidField } from "./validate-contact";

const FIELD_ID_PREFIX = "contact-";
/** The contact form stores the complex's name itself, so each option's value is its label. */
const HOUSING_OPTIONS = CONTACT_HOUSING_COMPLEXES.map((complex) => ({ value: complex, label: complex }));

/**
 * The contact page's message form (spec sections 4, 5, 8). Native `required` marks the fields for
 * assistive technology; the form's own messages (shared with the server) are what people see.
 */
export function ContactForm() {
  const { values, errors, status, update, submit, formRef } = useContactForm();
  const wasSent = useRef(false);

  // When the panel closes, put focus back at the start of the cleared form instead of losing it.
  useEffect(() => {
    if (status === "sent") wasSent.current = true;
    else if (wasSent.current) {
      wasSent.current = false;
      document.getElementById(`${FIELD_ID_PREFIX}name`)?.focus();
    }
  }, [status]);

  if (status === "sent") return <ContactSentPanel />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = firstInvalidField(await submit());
    if (invalid) document.getElementById(`${FIELD_ID_PREFIX}${invalid}`)?.focus();
  }

  const field = (name: keyof typeof values) => ({
    ...describedByError(`${FIELD_ID_PREFIX}${name}`, errors[name]),
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => update(name, event.target.value),
  });

  const submitting = status === "submitting";
  return (
    // The reCAPTCHA script loads on the first focus of a field, not with the page (issue 3).
    <form ref={formRef} noValidate onSubmit={onSubmit} onFocus={() => void loadRecaptcha()} className="grid gap-5 sm:grid-cols-2">
      <FormField id={`${FIELD_ID_PREFIX}name`} label="Full Name" error={errors.name}>
        <input {...field("name")} type="text" autoComplete="name" required maxLength={CONTACT_NAME_MAX_LENGTH} className="field-input" />
      </FormField>
      <FormField id={`${FIELD_ID_PREFIX}email`} label="Email Address" error={errors.email}>
        <input {...field("email")} type="email" autoComplete="email" required maxLength={EMAIL_MAX_LENGTH} className="field-input" />
      </FormField>
      <FormField id={`${FIELD_ID_PREFIX}subject`} label="Subject" error={errors.subject}>
        <OptionsSelect {...field("subject")} required placeholder="Choose a subject" options={CONTACT_SUBJECTS} />
      </FormField>
      <FormField id={`${FIELD_ID_PREFIX}housing`} label="Housing Complex" optional error={errors.housing}>
        <OptionsSelect {...field("housing")} placeholder="Select your housing" options={HOUSING_OPTIONS} />
      </FormField>
      <FormField id={`${FIELD_ID_PREFIX}message`} label="Message" error={errors.message} className="sm:col-span-2">
        <textarea {...field("message")} rows={6} required maxLength={CONTACT_MESSAGE_MAX_LENGTH} className="field-input resize-y" />
      </FormField>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">We reply within 24 hours.</p>
        <button type="submit" className="btn-secondary w-full sm:w-auto" disabled={submitting}>
          {submitting ? contactMessages.sending : "Send Message"}
        </button>
      </div>
    </form>
  );
}
