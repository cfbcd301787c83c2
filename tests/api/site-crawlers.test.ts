import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureSiteBuild, SITE_TEST_ENV, startSiteApp } from "./support/site-app";

let site: Awaited<ReturnType<typeof startSiteApp>>;
let builtAt: string;

beforeAll(async () => {
  const buildDir = await ensureSiteBuild();
  builtAt = (JSON.parse(readFileSync(join(buildDir, "build-info.json"), "utf8")) as { builtAt: string }).builtAt;
  site = await startSiteApp();
}, 240_000);
afterAll(() => site?.close());

describe("GET /sitemap.xml", () => {
  it("lists exactly the indexed pages as absolute URLs on SITE_URL, with the build date", async () => {
    const response = await site.app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
    const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    const origin = SITE_TEST_ENV.SITE_URL;
    expect(locations).toEqual([`${origin}/`, `${origin}/kits`, `${origin}/about`, `${origin}/contact`]);
    const entries = [...xml.matchAll(/<url>\s*<loc>[^<]*<\/loc>\s*<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>\s*<\/url>/g)];
    expect(entries).toHaveLength(4);
    for (const entry of entries) expect(entry[1]).toBe(builtAt.slice(0, 10));
  });

  it("follows the configured site address", async () => {
    const other = await startSiteApp({ SITE_URL: "https://www.example.org/" });
    try {
      const xml = (await other.app.inject({ url: "/sitemap.xml" })).body;
      expect(xml).toContain("<loc>https://www.example.org/kits</loc>");
      expect((await other.app.inject({ url: "/robots.txt" })).body).toContain("Sitemap: https://www.example.org/sitemap.xml");
    } finally {
      await other.close();
    }
  });
});

describe("GET /robots.txt", () => {
  it("lets crawlers in (noindex pages included, so they can read the noindex) and points to the sitemap", async () => {
    const response = await site.app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toBe(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${SITE_TEST_ENV.SITE_URL}/sitemap.xml\n`);
    for (const path of ["/thank-you", "/next-steps", "/kit", "/"]) expect(response.body).not.toMatch(new RegExp(`^Disallow: ${path}$`, "m"));
  });
});
