/**
 * Error codes the API answers with, in `{ "error": { "code", "message" } }`.
 * The browser maps the human-check codes to the specification's sentences.
 */
export const ApiErrorCode = {
  validation: "VALIDATION_ERROR",
  malformedJson: "MALFORMED_JSON",
  unsupportedMediaType: "UNSUPPORTED_MEDIA_TYPE",
  payloadTooLarge: "PAYLOAD_TOO_LARGE",
  humanCheckFailed: "HUMAN_CHECK_FAILED",
  humanCheckFlagged: "HUMAN_CHECK_FLAGGED",
  humanCheckUnavailable: "HUMAN_CHECK_UNAVAILABLE",
  rateLimited: "RATE_LIMITED",
  /** The survey's token is missing, expired or not for this email; the page still shows its thanks. */
  surveyTokenInvalid: "SURVEY_TOKEN_INVALID",
  notFound: "NOT_FOUND",
  internal: "INTERNAL_ERROR",
} as const;
export type ApiErrorCode = (typeof ApiErrorCode)[keyof typeof ApiErrorCode];

export interface ApiErrorBody {
  error: { code: ApiErrorCode | string; message: string; fields?: Record<string, string> };
}
