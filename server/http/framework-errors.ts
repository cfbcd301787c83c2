import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { ApiErrorCode } from "../../domain/api-errors";
import { errorBody } from "./error-handler";

const ANSWERS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, code: ApiErrorCode.validation, message: "The address is not valid." },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: ApiErrorCode.validation, message: "The address is too long." },
};

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (a broken %-escape) never reaches a route,
 * its hooks or the error handler, so this answers it in our error shape, with the security headers, and
 * without echoing the URL back as Fastify's default does.
 */
export function answerFrameworkErrors(securityHeaders: Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const answer = ANSWERS[error.code] ?? { status: 500, code: ApiErrorCode.internal, message: "Something went wrong on our side. Please try again." };
    return reply.status(answer.status).headers(securityHeaders).send(errorBody(answer.code, answer.message));
  };
}
