import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { ContentEncoding } from "./accept-encoding";
import { isCompressible } from "./content-types";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A file the site serves from memory: its bytes in each encoding made so far, and how to cache it. */
export interface SiteFile {
  contentType: string;
  cacheControl: string;
  /** Compressible files vary by Accept-Encoding even while (or when) only identity is available. */
  compressible: boolean;
  /** Names these bytes; each encoding's ETag adds a suffix, so every representation has its own. */
  hash: string;
  bodies: Partial<Record<ContentEncoding, Buffer>> & { identity: Buffer };
}

/**
 * "max": brotli 11 and gzip 9, for files that never change, done once after start-up.
 * "fast": for pages made per request (a kit page for an unknown id), where a millisecond matters more than a byte.
 */
export type CompressionEffort = "max" | "fast";

const EFFORT = {
  max: { brotliQuality: constants.BROTLI_MAX_QUALITY, gzipLevel: constants.Z_BEST_COMPRESSION },
  fast: { brotliQuality: 4, gzipLevel: 6 },
} as const;

const ETAG_SUFFIX: Record<ContentEncoding, string> = { identity: "", br: "-br", gzip: "-gz" };

export function createSiteFile(body: Buffer, { contentType, cacheControl }: { contentType: string; cacheControl: string }): SiteFile {
  return {
    contentType,
    cacheControl,
    compressible: isCompressible(contentType),
    hash: createHash("sha256").update(body).digest("base64url").slice(0, 22),
    bodies: { identity: body },
  };
}

/** A strong ETag per representation (RFC 9110 §8.8.3): the gzip bytes are not the brotli bytes. */
export function etagFor(file: SiteFile, encoding: ContentEncoding): string {
  return `"${file.hash}${ETAG_SUFFIX[encoding]}"`;
}

type CompressedEncoding = Exclude<ContentEncoding, "identity">;

/**
 * Adds the brotli and gzip forms of a text file (or only those in `encodings`), each kept only when it
 * is smaller than the original.
 */
export async function compressSiteFile(
  file: SiteFile,
  effort: CompressionEffort = "max",
  encodings: readonly CompressedEncoding[] = ["br", "gzip"],
): Promise<void> {
  if (!file.compressible) return;
  const body = file.bodies.identity;
  const { brotliQuality, gzipLevel } = EFFORT[effort];
  const [br, gz] = await Promise.all([
    encodings.includes("br")
      ? brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : undefined,
    encodings.includes("gzip") ? gzipAsync(body, { level: gzipLevel }) : undefined,
  ]);
  if (gz && gz.length < body.length) file.bodies.gzip = gz;
  if (br && br.length < body.length) file.bodies.br = br;
}

export function availableEncodings(file: SiteFile): ContentEncoding[] {
  return Object.keys(file.bodies) as ContentEncoding[];
}
