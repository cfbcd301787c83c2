/**
 * What the API answers on success; errors are `ApiErrorBody` (api-errors.ts).
 * The server's response schemas and the browser's API client both follow these.
 */

/** POST /api/leads → 200. The same for a new email, a repeated one and a caught bot. */
export interface SignupResponse {
  ok: true;
  /** Signed, 24-hour token bound to the email: carry it to /thank-you and send it with the survey. */
  survey_token: string;
}

/** POST /api/leads/survey → 200. */
export interface SurveyResponse {
  ok: true;
}

/** POST /api/contact → 201. */
export interface ContactResponse {
  ok: true;
  /** `msg-<epoch ms>-<8 hex>`. */
  id: string;
}

/** POST /api/verify-recaptcha → 200: `success` and `score` (spec section 7) and a pass for the submit call. */
export interface HumanCheckResponse {
  success: boolean;
  score: number;
  pass?: string;
  /** Under the server's minimum (RECAPTCHA_MIN_SCORE), which the owner may set above the spec's 0.3. */
  flagged?: boolean;
}
