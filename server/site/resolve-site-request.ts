import type { LoadedSite, SitePage } from "./load-site";
import { KIT_TEMPLATE_PATH, NOT_FOUND_PATH } from "./prerendered-pages";
import type { SiteFile } from "./site-file";

/** What the site answers for a URL; the route handler turns it into a response. */
export type SiteTarget =
  | { kind: "page"; page: SitePage }
  | { kind: "kit"; rawId: string }
  | { kind: "file"; file: SiteFile }
  | { kind: "redirect"; location: string }
  | { kind: "api" }
  | { kind: "not-found" };

function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * Maps a request URL to a page, a file, a redirect or the 404 page, deciding as the browser's router does
 * (app/router/match-route.ts compares raw path segments and ignores empty ones), so the HTML we send is
 * always the page the browser will hydrate. A URL with stray slashes ("/kits/", "//kits") is redirected
 * to its clean form, only when that form is a real page, so the redirect can never point off the site.
 */
export function resolveSiteRequest(url: string, site: LoadedSite): SiteTarget {
  const queryStart = url.indexOf("?");
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? "" : url.slice(queryStart);
  if (rawPath === "/api" || rawPath.startsWith("/api/")) return { kind: "api" };

  const segments = rawPath.split("/").filter(Boolean);
  const cleanPath = `/${segments.join("/")}`;
  const isClean = cleanPath === rawPath;

  const page = site.pages.get(cleanPath);
  if (page && cleanPath !== NOT_FOUND_PATH && cleanPath !== KIT_TEMPLATE_PATH) {
    return isClean ? { kind: "page", page } : { kind: "redirect", location: cleanPath + query };
  }
  if (segments.length === 2 && segments[0] === "kit" && decodePath(segments[1]!) !== null) {
    return isClean ? { kind: "kit", rawId: segments[1]! } : { kind: "redirect", location: cleanPath + query };
  }
  const decoded = decodePath(rawPath);
  const file = decoded === null ? undefined : site.files.get(decoded);
  return file ? { kind: "file", file } : { kind: "not-found" };
}
