import { useId } from "react";
import { signupMessages } from "../../../domain/messages";
import { HOUSING_PREFERENCES, ROLES, type FormLocation } from "../../../domain/options";
import { loadRecaptcha } from "../../lib/human-check";
import { HoneypotField } from "./honeypot-field";
import { EmailField, SelectField } from "./signup-fields";
import { useSignupForm } from "./use-signup-form";

export interface SignupFormProps {
  /** hero: email, role and housing; footer and modal: email only. Also sent as form_location. */
  variant: FormLocation;
  /** Called just before the redirect to the confirmation page (the modal closes itself with it). */
  onSuccess?: () => void;
}

const SUBMIT_LABEL: Record<FormLocation, string> = { hero: "Get Early Access", footer: "Join", modal: "Save My Spot" };

/** The early-access sign-up in its three variants (spec sections 2, 4 and 5). */
export function SignupForm({ variant, onSuccess }: SignupFormProps) {
  const id = useId();
  const { formRef, values, errors, status, change, submit } = useSignupForm(variant, onSuccess);
  const busy = status !== "idle";
  const compact = variant === "footer";

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      // reCAPTCHA's script is heavy: fetch it when someone starts filling a form, not with the page.
      onFocus={() => void loadRecaptcha()}
      className="relative"
      data-form-location={variant}
      data-status={status}
    >
      <fieldset disabled={busy} className={`min-w-0 ${compact ? "flex flex-col gap-3 sm:flex-row sm:items-start" : "grid gap-4"}`}>
        <EmailField
          id={`${id}-email`}
          label={compact ? "Email address" : "Email"}
          hideLabel={compact}
          error={errors.email}
          value={values.email}
          onChange={(event) => change("email", event.target.value)}
        />
        {variant === "hero" && (
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              id={`${id}-role`}
              name="role"
              label="I am a"
              placeholder="Select your role"
              options={ROLES}
              error={errors.role}
              value={values.role}
              onChange={(event) => change("role", event.target.value)}
            />
            <SelectField
              id={`${id}-housing`}
              name="housing"
              label="Housing"
              placeholder="Select housing"
              options={HOUSING_PREFERENCES}
              error={errors.housing}
              value={values.housing}
              onChange={(event) => change("housing", event.target.value)}
            />
          </div>
        )}
        <HoneypotField />
        <button type="submit" className={`btn-primary ${compact ? "shrink-0" : "w-full text-lg"}`}>
          {status === "submitting" && <Spinner />}
          {status === "submitting" && variant === "hero" ? signupMessages.submitting : SUBMIT_LABEL[variant]}
        </button>
      </fieldset>
      <p role="status" className={status === "success" ? "mt-4 rounded-xl bg-success-50 px-4 py-3 font-semibold text-success-700" : ""}>
        {status === "success" ? signupMessages.success : ""}
      </p>
    </form>
  );
}

function Spinner() {
  return <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent" />;
}
