import type { FastifyReply, FastifyRequest } from "fastify";
import { chooseEncoding } from "./accept-encoding";
import { availableEncodings, etagFor, type SiteFile } from "./site-file";

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): any encoding of the same bytes is a match. */
function isFresh(ifNoneMatch: string | undefined, file: SiteFile): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, "").replace(/^"|"$/g, "").replace(/-(br|gz)$/, ""))
    .includes(file.hash);
}

/**
 * Sends a file from memory in the best encoding the client accepts, with its cache policy, and answers
 * 304 when the client already holds it. Only 200 answers carry an ETag: a 404 page is not a cached resource.
 */
export function sendSiteFile(request: FastifyRequest, reply: FastifyReply, file: SiteFile, status = 200) {
  const encoding = file.compressible ? chooseEncoding(request.headers["accept-encoding"], availableEncodings(file)) : "identity";
  reply.header("cache-control", file.cacheControl);
  if (file.compressible) reply.header("vary", "Accept-Encoding");
  if (status === 200) {
    reply.header("etag", etagFor(file, encoding));
    if (isFresh(request.headers["if-none-match"], file)) return reply.status(304).send();
  }
  reply.status(status).header("content-type", file.contentType);
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.send(file.bodies[encoding] ?? file.bodies.identity);
}
