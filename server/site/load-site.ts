import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import type { PrerenderedPage } from "../../scripts/prerender";

/** A file of the built site held in memory, with its compressed forms made once at start-up. */
export interface SiteFile {
  body: Buffer;
  contentType: string;
  /** Hashed asset names never change content, so browsers may keep them for a year. */
  immutable: boolean;
}

export interface LoadedSite {
  files: Map<string, SiteFile>;
  pages: PrerenderedPage[];
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
};

function walk(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Reads the whole prerendered site into memory: a few hundred kilobytes, served without touching the disk. */
export function loadSite(clientDir: string): LoadedSite {
  const pagesFile = join(clientDir, "pages.json");
  const pages = JSON.parse(readFileSync(pagesFile, "utf8")) as PrerenderedPage[];
  const files = new Map<string, SiteFile>();
  for (const path of walk(clientDir)) {
    const urlPath = `/${relative(clientDir, path).split(sep).join("/")}`;
    // Build bookkeeping is not part of the site.
    if (urlPath.startsWith("/.vite/") || urlPath === "/pages.json") continue;
    files.set(urlPath, {
      body: readFileSync(path),
      contentType: CONTENT_TYPES[extname(path)] ?? "application/octet-stream",
      immutable: urlPath.startsWith("/assets/"),
    });
  }
  return { files, pages };
}
