import { absoluteUrl } from "../../app/lib/seo";

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The sitemap: exactly the indexed pages, as absolute URLs on the site's address. lastmod is the day
 * the pages were built, the last time their HTML could have changed.
 */
export function renderSitemap(paths: readonly string[], siteUrl: string, builtAt: Date): string {
  const lastmod = builtAt.toISOString().slice(0, 10);
  const entries = paths.map(
    (path) => `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join("\n")}
</urlset>
`;
}

/**
 * Crawl everything but the API. The noindex pages stay crawlable on purpose: a crawler must fetch a
 * page to read its "noindex"; blocking it here would let the bare URL be listed from links.
 */
export function renderRobotsTxt(siteUrl: string): string {
  return `User-agent: *
Allow: /
Disallow: /api/

Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}
`;
}
