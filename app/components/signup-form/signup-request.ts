import type { FormLocation } from "../../../domain/options";
import type { SignupRequest } from "../../../domain/signup";
import type { SignupFormValues } from "../../../domain/signup-form";
import type { UtmParams } from "../../../domain/utm-params";

export interface SignupSubmission {
  values: SignupFormValues;
  variant: FormLocation;
  /** The honeypot's content: empty for people, filled by bots that fill every input. */
  website: string;
  /** Milliseconds between the form appearing and the submit, a signal the server keeps against bots. */
  tookMs: number;
  utm: UtmParams;
  humanCheckPass?: string;
}

/**
 * The POST /api/leads body for a sign-up. Role and housing belong to the hero form only; the
 * compact forms ask for an email and nothing else.
 */
export function buildSignupRequest({ values, variant, website, tookMs, utm, humanCheckPass }: SignupSubmission): SignupRequest {
  const request: SignupRequest = {
    email: values.email.trim(),
    form_location: variant,
    ...utm,
    website,
    took_ms: Math.max(0, Math.round(tookMs)),
  };
  if (variant === "hero") {
    request.role = values.role as SignupRequest["role"];
    request.housing = values.housing as SignupRequest["housing"];
  }
  if (humanCheckPass) request.human_check_pass = humanCheckPass;
  return request;
}

/** Where a successful sign-up goes: the confirmation page, with the survey token when the API gave one. */
export function thankYouPath(email: string, surveyToken?: string): string {
  const params = new URLSearchParams({ email: email.trim() });
  if (surveyToken) params.set("token", surveyToken);
  return `/thank-you?${params}`;
}

/** The API may answer a sign-up with a token that lets only this person fill the survey for the email. */
export function readSurveyToken(answer: unknown): string | undefined {
  if (typeof answer !== "object" || answer === null) return undefined;
  const token = (answer as { survey_token?: unknown }).survey_token;
  return typeof token === "string" && token !== "" ? token : undefined;
}
