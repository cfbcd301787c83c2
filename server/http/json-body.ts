import { isUtf8 } from "node:buffer";
import type { FastifyInstance } from "fastify";
import { ApiErrorCode } from "../../domain/api-errors";
import { ApiError } from "./api-error";

/** `application/json`, with no charset or UTF-8: the only body the API reads. */
const JSON_CONTENT_TYPE = /^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

const notJson = () => new ApiError(415, ApiErrorCode.unsupportedMediaType, "Send the request body as application/json (UTF-8).");
const notUtf8 = () => new ApiError(400, ApiErrorCode.malformedJson, "The request body is not valid UTF-8.");
const notParsable = () => new ApiError(400, ApiErrorCode.malformedJson, "The request body is not valid JSON.");
const forbiddenKey = () =>
  new ApiError(400, ApiErrorCode.validation, "The request body contains a forbidden key (__proto__ or constructor.prototype).");

/**
 * Makes an API scope take JSON bodies only (issue 3: JSON in and out). Any other or missing content
 * type is a 415 before the body is read; bytes that are not UTF-8 are refused rather than silently
 * turned into U+FFFD (which could make a broken address look valid); `__proto__` keys are refused.
 * Call it inside the API plugin: it replaces the scope's parsers, not the site's.
 */
export function acceptJsonBodiesOnly(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every API request and costs less without a promise.
  app.addHook("onRequest", (request, _reply, done) => {
    const hasBody = request.method === "POST" || request.method === "PUT" || request.method === "PATCH";
    done(hasBody && !JSON_CONTENT_TYPE.test(request.headers["content-type"] ?? "") ? notJson() : undefined);
  });

  const parseSecurely = app.getDefaultJsonParser("error", "error");
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body: Buffer, done) => {
    if (!isUtf8(body)) return done(notUtf8(), undefined);
    const text = body.toString("utf8");
    parseSecurely(request, text, (error, value) => {
      if (!error) return done(null, value);
      if ((error as { code?: string }).code === "FST_ERR_CTP_EMPTY_JSON_BODY") return done(error, undefined);
      // The secure parser gives one error for bad syntax and for prototype keys; tell the two apart.
      try {
        JSON.parse(text);
        done(forbiddenKey(), undefined);
      } catch {
        done(notParsable(), undefined);
      }
    });
  });
}
