import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { PrerenderedPage } from "./prerendered-pages";
import { contentTypeFor, isHtml } from "./content-types";
import { compressSiteFile, createSiteFile, type SiteFile } from "./site-file";

export const CACHE_POLICY = {
  /** Always revalidate (a cheap 304), so a new deploy shows at once. */
  html: "no-cache",
  /** Hashed names never change content, so browsers may keep them for a year. */
  hashedAsset: "public, max-age=31536000, immutable",
  /** Logo, icons, social card, sitemap: stable names, so an hour, then revalidate by ETag. */
  publicFile: "public, max-age=3600",
} as const;

export interface SitePage {
  prerendered: PrerenderedPage;
  file: SiteFile;
  /** The HTML as text, for the kit template that is filled in per id. */
  html: string;
}

/** The whole built site in memory: a few hundred kilobytes, served without touching the disk. */
export interface LoadedSite {
  /** Pages by their path ("/", "/kits", "/kit/<sample id>", "/404", and the "/kit/:kitId" template), in pages.json order. */
  pages: Map<string, SitePage>;
  /** Everything else in the client build: public/ files and the hashed /assets/. */
  files: Map<string, SiteFile>;
  builtAt: Date;
}

function listFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

function readBuiltAt(buildDir: string, pagesFile: string): Date {
  try {
    const info = JSON.parse(readFileSync(join(buildDir, "build-info.json"), "utf8")) as { builtAt?: string };
    if (info.builtAt) return new Date(info.builtAt);
  } catch {
    // A build copied without its info file still has a date: when its pages were written.
  }
  return statSync(pagesFile).mtime;
}

/** Reads the build (BUILD_DIR/client) into memory. Fast: compression comes after, in compressSite. */
export function loadSite(buildDir: string): LoadedSite {
  const clientDir = join(buildDir, "client");
  const pagesFile = join(clientDir, "pages.json");
  const prerendered = JSON.parse(readFileSync(pagesFile, "utf8")) as PrerenderedPage[];

  const pages = new Map<string, SitePage>();
  for (const page of prerendered) {
    const body = readFileSync(join(clientDir, page.file));
    const file = createSiteFile(body, { contentType: contentTypeFor(page.file), cacheControl: CACHE_POLICY.html });
    pages.set(page.path, { prerendered: page, file, html: body.toString("utf8") });
  }

  const files = new Map<string, SiteFile>();
  for (const path of listFiles(clientDir)) {
    const urlPath = `/${relative(clientDir, path).split(sep).join("/")}`;
    const contentType = contentTypeFor(path);
    // Pages are served at their route, never at their file name; .vite and pages.json are build bookkeeping.
    if (isHtml(contentType) || urlPath.startsWith("/.vite/") || urlPath === "/pages.json") continue;
    const cacheControl = urlPath.startsWith("/assets/") ? CACHE_POLICY.hashedAsset : CACHE_POLICY.publicFile;
    files.set(urlPath, createSiteFile(readFileSync(path), { contentType, cacheControl }));
  }

  return { pages, files, builtAt: readBuiltAt(buildDir, pagesFile) };
}

/**
 * Compresses every text file once, with the slowest and best settings (brotli 11, gzip 9), so no request
 * ever pays for it. It runs after start-up, one file at a time on zlib's thread pool: the server answers
 * at once (uncompressed, then gzip, then brotli as each form lands) and a slow or busy machine never
 * delays readiness. Pages first, then the hashed assets they load. Stops early when `stopped()` says so.
 */
export async function compressSite(site: LoadedSite, stopped: () => boolean = () => false): Promise<number> {
  const queue = [...[...site.pages.values()].map((page) => page.file), ...site.files.values()].filter((file) => file.compressible);
  for (const file of queue) {
    if (stopped()) break;
    await compressSiteFile(file);
  }
  return queue.length;
}
