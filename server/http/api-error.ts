import { ApiErrorCode } from "../../domain/api-errors";

/** An error the API answers with its own status, code and message; anything else becomes a 500. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode | string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export function validationError(fields: Record<string, string>): ApiError {
  const first = Object.values(fields)[0] ?? "The request is not valid.";
  return new ApiError(400, ApiErrorCode.validation, first, fields);
}
