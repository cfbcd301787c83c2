import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { ContentEncoding } from "./accept-encoding";
import { isCompressible } from "./content-types";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One encoded form of a file, with the strong ETag that names exactly these bytes. */
export interface Representation {
  body: Buffer;
  etag: string;
}

/** A file the site serves from memory: its bytes in each encoding worth keeping, and how to cache it. */
export interface SiteFile {
  contentType: string;
  cacheControl: string;
  /** Compressible files vary by Accept-Encoding even when only identity turned out worth keeping. */
  compressible: boolean;
  representations: Partial<Record<ContentEncoding, Representation>> & { identity: Representation };
}

/**
 * "max": brotli 11 and gzip 9, done once at start-up for files that never change.
 * "fast": for pages made per request (a kit page for an unknown id), where a millisecond matters more than a byte.
 */
export type CompressionEffort = "max" | "fast";

const EFFORT = {
  max: { brotliQuality: constants.BROTLI_MAX_QUALITY, gzipLevel: constants.Z_BEST_COMPRESSION },
  fast: { brotliQuality: 4, gzipLevel: 6 },
} as const;

function contentHash(body: Buffer): string {
  return createHash("sha256").update(body).digest("base64url").slice(0, 22);
}

/** Builds a SiteFile, compressing text with brotli and gzip and keeping a form only when it is smaller. */
export async function createSiteFile(
  body: Buffer,
  { contentType, cacheControl, effort = "max" }: { contentType: string; cacheControl: string; effort?: CompressionEffort },
): Promise<SiteFile> {
  const hash = contentHash(body);
  const file: SiteFile = {
    contentType,
    cacheControl,
    compressible: isCompressible(contentType),
    representations: { identity: { body, etag: `"${hash}"` } },
  };
  if (!file.compressible) return file;
  const { brotliQuality, gzipLevel } = EFFORT[effort];
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: gzipLevel }),
  ]);
  // Each encoding is its own representation, so each gets its own strong ETag (RFC 9110 §8.8.3).
  if (br.length < body.length) file.representations.br = { body: br, etag: `"${hash}-br"` };
  if (gz.length < body.length) file.representations.gzip = { body: gz, etag: `"${hash}-gz"` };
  return file;
}

export function availableEncodings(file: SiteFile): ContentEncoding[] {
  return Object.keys(file.representations) as ContentEncoding[];
}
