import { describe, expect, it } from "vitest";
import { parsePublicConfig } from "../../domain/public-config";
import { absoluteUrl, buildHead, type HeadInput, pageTitle } from "./seo";

const config = parsePublicConfig({ SITE_URL: "https://dormready.com", BRAND_NAME: "DormReady" });
const defaults = { description: "Default description.", keywords: ["one", "two"] };

function head(overrides: Partial<HeadInput> = {}) {
  return buildHead({ meta: {}, pathname: "/", indexed: true, hasCanonical: true, config, defaults, ...overrides });
}
function meta(built: ReturnType<typeof head>, id: string) {
  return built.metas.find((tag) => tag.id === id)?.content;
}

describe("pageTitle", () => {
  it("is the brand alone without a page title, and 'Title | Brand' with one", () => {
    expect(pageTitle(undefined, "DormReady")).toBe("DormReady");
    expect(pageTitle("About Us", "DormReady")).toBe("About Us | DormReady");
  });
});

describe("absoluteUrl", () => {
  it("puts a path on the site address, and leaves an absolute URL alone", () => {
    expect(absoluteUrl("https://dormready.com", "/kits")).toBe("https://dormready.com/kits");
    expect(absoluteUrl("https://dormready.com", "/")).toBe("https://dormready.com/");
    expect(absoluteUrl("https://dormready.com", "https://cdn.example.com/logo.svg")).toBe("https://cdn.example.com/logo.svg");
  });
});

describe("buildHead", () => {
  it("gives an indexed page its title, canonical, robots, description, keywords and social cards", () => {
    const built = head({ meta: { title: "Find Your Perfect Kit", description: "Six kits.", keywords: ["kits"] }, pathname: "/kits" });
    expect(built.title).toBe("Find Your Perfect Kit | DormReady");
    expect(built.canonical).toBe("https://dormready.com/kits");
    expect(meta(built, "robots")).toBe("index, follow");
    expect(meta(built, "description")).toBe("Six kits.");
    expect(meta(built, "keywords")).toBe("kits");
    expect(meta(built, "og:title")).toBe("Find Your Perfect Kit | DormReady");
    expect(meta(built, "og:description")).toBe("Six kits.");
    expect(meta(built, "og:url")).toBe("https://dormready.com/kits");
    expect(meta(built, "og:image")).toBe("https://dormready.com/social-card.png");
    expect(meta(built, "og:image:width")).toBe("1200");
    expect(meta(built, "og:image:height")).toBe("630");
    expect(meta(built, "og:image:alt")).toMatch(/^DormReady: /);
    expect(meta(built, "twitter:card")).toBe("summary_large_image");
    expect(meta(built, "twitter:image")).toBe("https://dormready.com/social-card.png");
  });

  it("falls back to the site's description and keywords", () => {
    const built = head();
    expect(built.title).toBe("DormReady");
    expect(meta(built, "description")).toBe("Default description.");
    expect(meta(built, "keywords")).toBe("one, two");
  });

  it("marks a noindex page, which keeps its own canonical and og:url", () => {
    const built = head({ pathname: "/thank-you", indexed: false });
    expect(meta(built, "robots")).toBe("noindex, nofollow");
    expect(built.canonical).toBe("https://dormready.com/thank-you");
    expect(meta(built, "og:url")).toBe("https://dormready.com/thank-you");
  });

  it("gives the 404 page neither a canonical nor an og:url", () => {
    const built = head({ pathname: "/no-such-page", indexed: false, hasCanonical: false });
    expect(built.canonical).toBeNull();
    expect(meta(built, "og:url")).toBeUndefined();
    expect(meta(built, "robots")).toBe("noindex, nofollow");
  });

  it("describes the organization and the website in JSON-LD", () => {
    const [organization, website] = head().jsonLd as Record<string, unknown>[];
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "DormReady",
      url: "https://dormready.com/",
      logo: "https://dormready.com/logo.svg",
      email: config.publicEmail,
      telephone: config.publicPhone,
      address: { addressLocality: "Provo", addressRegion: "UT" },
    });
    expect(organization).not.toHaveProperty("sameAs");
    expect(website).toEqual({ "@context": "https://schema.org", "@type": "WebSite", name: "DormReady", url: "https://dormready.com/" });
  });

  it("links the organization to its social profiles and outside logo once configured", () => {
    const configured = parsePublicConfig({ SITE_URL: "https://dormready.com", INSTAGRAM_URL: "https://instagram.com/dormready", LOGO_URL: "https://files.example.com/logo.png" });
    const [organization] = buildHead({ meta: {}, pathname: "/", indexed: true, hasCanonical: true, config: configured, defaults }).jsonLd as Record<string, unknown>[];
    expect(organization).toMatchObject({ sameAs: ["https://instagram.com/dormready"], logo: "https://files.example.com/logo.png" });
  });
});
