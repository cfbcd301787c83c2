import type { FastifyError, FastifyInstance } from "fastify";
import { ApiErrorCode, type ApiErrorBody } from "../../domain/api-errors";
import { ApiError } from "./api-error";

/** Fastify's own client errors, mapped to our codes and plain sentences. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: ApiErrorCode.malformedJson, message: "The request body is not valid JSON." },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: ApiErrorCode.malformedJson, message: "The request body is empty." },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: ApiErrorCode.payloadTooLarge, message: "The request body is too large." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: ApiErrorCode.unsupportedMediaType, message: "Send the request body as application/json." },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: ApiErrorCode.malformedJson, message: "The request body length does not match its header." },
};

export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/**
 * Every error leaves the API as `{ "error": { "code", "message" } }`. Client errors keep their status;
 * anything unexpected is logged with its stack and answered as a plain 500, never with the stack.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.fields));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(error.statusCode ?? 400).send(errorBody(known.code, known.message));
    if (error.statusCode === 429) {
      return reply.status(429).send(errorBody(ApiErrorCode.rateLimited, "Too many requests. Please wait a moment and try again."));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(errorBody(ApiErrorCode.validation, "The request could not be understood."));
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send(errorBody(ApiErrorCode.internal, "Something went wrong on our side. Please try again."));
  });
}
