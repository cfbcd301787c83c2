import { useEffect, useRef, useState } from "react";
import { CONTACT_SUCCESS_PANEL_MS } from "../../../domain/timings";
import { showToast } from "../../lib/toast";
import { useFormBeforeStart } from "../../lib/form-before-start";
import { sendContactMessage } from "./send-contact-message";
import { type ContactFieldErrors, type ContactFormValues, EMPTY_CONTACT_FORM, readContactForm, validateContactForm } from "./validate-contact";

/** Idle, Submitting, then the 'Message Sent!' panel for 3 seconds (spec section 4). */
export type ContactFormStatus = "idle" | "submitting" | "sent";

const FIELDS = Object.keys(EMPTY_CONTACT_FORM) as (keyof ContactFormValues)[];

/** The contact form's state machine. Entries survive a failure; they are cleared only after the panel closes. */
export function useContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [status, setStatus] = useState<ContactFormStatus>("idle");
  // Messages appear after the first submit; from then on they follow each change, so fixing a field clears it.
  const [showErrors, setShowErrors] = useState(false);

  useFormBeforeStart(formRef, FIELDS, setValues);

  useEffect(() => {
    if (status !== "sent") return;
    const timer = window.setTimeout(() => {
      setValues(EMPTY_CONTACT_FORM);
      setErrors({});
      setShowErrors(false);
      setStatus("idle");
    }, CONTACT_SUCCESS_PANEL_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  function update(field: keyof ContactFormValues, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (showErrors) setErrors(validateContactForm(next));
  }

  /** Returns the errors found, so the form can move focus to the first one. */
  async function submit(): Promise<ContactFieldErrors> {
    if (status !== "idle") return {};
    const { request, errors: found } = readContactForm(values);
    setShowErrors(true);
    setErrors(found ?? {});
    if (found) return found;
    setStatus("submitting");
    const outcome = await sendContactMessage(request);
    showToast(outcome.ok ? "success" : "error", outcome.toast);
    if (!outcome.ok && outcome.fieldErrors) setErrors(outcome.fieldErrors);
    setStatus(outcome.ok ? "sent" : "idle");
    return outcome.ok ? {} : (outcome.fieldErrors ?? {});
  }

  return { formRef, values, errors, status, update, submit };
}
