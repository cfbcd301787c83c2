import type { FastifyInstance } from "fastify";
import { ApiErrorCode } from "../../domain/api-errors";
import { errorBody } from "./error-handler";

/**
 * Anything no route takes gets a JSON 404 in the API's error shape. The site's catch-all sends unknown
 * /api/* paths here too (pages get the HTML 404 page), so a mistyped API call never receives HTML.
 */
export function installNotFoundHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    return reply.status(404).send(errorBody(ApiErrorCode.notFound, "There is nothing at this address."));
  });
}
