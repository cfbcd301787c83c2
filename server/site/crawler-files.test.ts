import { describe, expect, it } from "vitest";
import { renderRobotsTxt, renderSitemap } from "./crawler-files";

describe("renderSitemap", () => {
  it("lists absolute, XML-escaped URLs with the build day as lastmod", () => {
    const xml = renderSitemap(["/", "/kits", "/a&b"], "https://dormready.com", new Date("2025-08-01T22:30:00Z"));
    expect(xml).toContain("<loc>https://dormready.com/</loc>");
    expect(xml).toContain("<loc>https://dormready.com/kits</loc>");
    expect(xml).toContain("<loc>https://dormready.com/a&#38;b</loc>");
    expect(xml.match(/<lastmod>2025-08-01<\/lastmod>/g)).toHaveLength(3);
  });
});

describe("renderRobotsTxt", () => {
  it("allows crawling, keeps crawlers out of the API and names the sitemap", () => {
    expect(renderRobotsTxt("https://dormready.com")).toBe("User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://dormready.com/sitemap.xml\n");
  });
});
