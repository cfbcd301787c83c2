import type { ApiErrorBody } from "../../domain/api-errors";
import type { ContactResponse, HumanCheckResponse, SignupResponse, SurveyResponse } from "../../domain/api-responses";
import type { ContactRequest } from "../../domain/contact";
import type { SignupRequest } from "../../domain/signup";
import type { SurveyRequest } from "../../domain/survey";

/** Every call answers `{ data, error }` instead of throwing, so forms handle failure in one place. */
export type ApiResult<T> = { data: T; error: null } | { data: null; error: ApiErrorBody["error"] };

const NETWORK_ERROR = { code: "NETWORK_ERROR", message: "Network error. Please check your connection and try again." };

async function postJson<T>(path: string, body: unknown): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { data: null, error: NETWORK_ERROR };
  }
  const payload = (await response.json().catch(() => null)) as (T & Partial<ApiErrorBody>) | null;
  if (response.ok && payload) return { data: payload, error: null };
  return { data: null, error: payload?.error ?? { code: `HTTP_${response.status}`, message: response.statusText } };
}

/** The one module through which the site talks to its API. */
export const api = {
  verifyHumanCheck: (token: string) => postJson<HumanCheckResponse>("/api/verify-recaptcha", { token }),
  submitSignup: (signup: SignupRequest) => postJson<SignupResponse>("/api/leads", signup),
  submitSurvey: (survey: SurveyRequest) => postJson<SurveyResponse>("/api/leads/survey", survey),
  submitContact: (message: ContactRequest) => postJson<ContactResponse>("/api/contact", message),
};
