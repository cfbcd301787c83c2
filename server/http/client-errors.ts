import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { ConnectionError } from "fastify";
import { ApiErrorCode } from "../../domain/api-errors";
import { errorBody } from "./error-handler";

const ANSWERS: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: ApiErrorCode.payloadTooLarge, message: "The request headers are too large." },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: ApiErrorCode.validation, message: "The request did not arrive in time." },
};
const NOT_HTTP = { status: 400, code: ApiErrorCode.validation, message: "The request could not be understood." };

/**
 * Fastify's `clientErrorHandler`: bytes Node's HTTP parser refuses (a non-ASCII byte in the request line,
 * headers too large, a request too slow to arrive) never become a request, so no hook, route or error
 * handler sees them. This writes the answer on the socket itself, in the API's error shape and with the
 * security headers every other response has, then closes the connection as Node does.
 */
export function answerClientErrors(securityHeaders: Record<string, string>) {
  return (error: ConnectionError, socket: Socket) => {
    // A reset connection is gone already: there is no one to answer.
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    if (socket.writable) {
      const answer = ANSWERS[error.code] ?? NOT_HTTP;
      const body = JSON.stringify(errorBody(answer.code, answer.message));
      const headers = {
        ...securityHeaders,
        "content-type": "application/json; charset=utf-8",
        "content-length": String(Buffer.byteLength(body)),
        connection: "close",
      };
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n${head.join("")}\r\n${body}`);
    }
    socket.destroy(error);
  };
}
