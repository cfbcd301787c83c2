import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { PrerenderedPage } from "../../scripts/prerender";
import { contentTypeFor, isHtml } from "./content-types";
import { createSiteFile, type SiteFile } from "./site-file";

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
  /** The page as sent, compressed ahead of time. */
  file: SiteFile;
  /** The HTML as text, for the kit template that is filled in per id. */
  html: string;
}

/** The whole built site in memory: a few hundred kilobytes, served without touching the disk. */
export interface LoadedSite {
  /** Pages by their path ("/", "/kits", "/kit/<sample id>", "/404", and the "/kit/:kitId" template). */
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

/**
 * Reads the build (BUILD_DIR/client) into memory and compresses every text file once, with the
 * slowest and best settings, so no request ever pays for compression.
 */
export async function loadSite(buildDir: string): Promise<LoadedSite> {
  const clientDir = join(buildDir, "client");
  const pagesFile = join(clientDir, "pages.json");
  const prerendered = JSON.parse(readFileSync(pagesFile, "utf8")) as PrerenderedPage[];

  // Kept in pages.json order: the sitemap lists pages in the order the route table gives them.
  const loadedPages = await Promise.all(
    prerendered.map(async (page): Promise<SitePage> => {
      const body = readFileSync(join(clientDir, page.file));
      const file = await createSiteFile(body, { contentType: contentTypeFor(page.file), cacheControl: CACHE_POLICY.html });
      return { prerendered: page, file, html: body.toString("utf8") };
    }),
  );
  const pages = new Map(loadedPages.map((page) => [page.prerendered.path, page]));

  const files = new Map<string, SiteFile>();
  await Promise.all(
    listFiles(clientDir).map(async (path) => {
      const urlPath = `/${relative(clientDir, path).split(sep).join("/")}`;
      const contentType = contentTypeFor(path);
      // Pages are served at their route, never at their file name; .vite and pages.json are build bookkeeping.
      if (isHtml(contentType) || urlPath.startsWith("/.vite/") || urlPath === "/pages.json") return;
      const cacheControl = urlPath.startsWith("/assets/") ? CACHE_POLICY.hashedAsset : CACHE_POLICY.publicFile;
      files.set(urlPath, await createSiteFile(readFileSync(path), { contentType, cacheControl }));
    }),
  );

  return { pages, files, builtAt: readBuiltAt(buildDir, pagesFile) };
}
