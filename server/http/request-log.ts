import type { FastifyRequest, FastifyServerOptions } from "fastify";

/**
 * What a request's log lines say about it: Fastify's default, but the path without the query string.
 * Our links carry personal data there (/thank-you?email=…&token=…), and a log is kept, copied and
 * shared far more freely than the database.
 */
function describeRequest(request: FastifyRequest) {
  const queryStart = request.url.indexOf("?");
  return {
    method: request.method,
    url: queryStart === -1 ? request.url : request.url.slice(0, queryStart),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's logger options with the request serializer above; no logger stays no logger. */
export function withPrivateRequestLogs(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: describeRequest } };
}
