import { type FormEvent, useEffect, useRef, useState } from "react";
import type { FormLocation } from "../../../domain/options";
import { type SignupFieldErrors, type SignupFormValues, validateSignupForm } from "../../../domain/signup-form";
import { REDIRECT_AFTER_SIGNUP_MS } from "../../../domain/timings";
import { trackEvent } from "../../lib/analytics";
import { useFormBeforeStart } from "../../lib/form-before-start";
import { rememberedUtm } from "../../lib/utm-memory";
import { useNavigate } from "../../router";
import { thankYouPath } from "./signup-request";
import { submitSignup } from "./submit-signup";

export type SignupStatus = "idle" | "submitting" | "success";
type Field = keyof SignupFormValues;

const FIELDS: readonly Field[] = ["email", "role", "housing"];
const EMPTY: SignupFormValues = { email: "", role: "", housing: "" };

/**
 * The sign-up form's behaviour (spec sections 4 and 5): validation on every change and on submit,
 * Submitting → Success → redirect after 1500 ms, or back to idle with the error under the email field.
 * A field's error shows once the person has changed it, or after a submit, never on a pristine form.
 */
export function useSignupForm(variant: FormLocation, onSuccess?: () => void) {
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [shown, setShown] = useState<ReadonlySet<Field>>(new Set());
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [status, setStatus] = useState<SignupStatus>("idle");
  const formRef = useRef<HTMLFormElement>(null);
  const mountedAt = useRef(0);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    mountedAt.current = performance.now();
    return () => {
      mounted.current = false;
    };
  }, []);
  useFormBeforeStart(formRef, FIELDS, setValues);

  const validation = validateSignupForm(values, variant);
  const errors: SignupFieldErrors = {};
  for (const field of FIELDS) if (shown.has(field) && validation[field]) errors[field] = validation[field];
  if (!errors.email && submitError) errors.email = submitError;

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setShown((current) => new Set(current).add(field));
    if (field === "email") setSubmitError(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== "idle") return;
    const form = event.currentTarget;
    setShown(new Set(FIELDS));
    const firstInvalid = FIELDS.find((field) => validation[field]);
    if (firstInvalid) {
      form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setStatus("submitting");
    setSubmitError(null);
    const utm = rememberedUtm();
    trackEvent("lead_submit", {
      email: values.email.trim(),
      role: values.role || undefined,
      housing: values.housing || undefined,
      form_location: variant,
      ...utm,
    });
    const outcome = await submitSignup({
      values,
      variant,
      utm,
      website: String(new FormData(form).get("website") ?? ""),
      tookMs: performance.now() - mountedAt.current,
    });
    if (!outcome.ok) {
      setStatus("idle");
      setSubmitError(outcome.message);
      // Back to the field the message describes, so a screen reader announces it.
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[name="email"]')?.focus());
      return;
    }
    setStatus("success");
    trackEvent("lead_success", { form_location: variant });
    // The sign-up is stored: the confirmation follows even if the form is gone by then (the modal was
    // closed during the delay). A form that stays on screen (the footer's) is made ready again.
    setTimeout(() => {
      if (mounted.current) {
        onSuccess?.();
        setValues(EMPTY);
        setShown(new Set());
        setStatus("idle");
      }
      void navigate(thankYouPath(values.email, outcome.surveyToken));
    }, REDIRECT_AFTER_SIGNUP_MS);
  }

  return { formRef, values, errors, status, change, submit };
}
