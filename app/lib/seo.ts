import type { PublicConfig } from "../../domain/public-config";
import type { PageMeta } from "../router/page-module";

export interface HeadInput {
  meta: PageMeta;
  pathname: string;
  indexed: boolean;
  /** The 404 page has no address of its own to call canonical. */
  hasCanonical: boolean;
  config: PublicConfig;
  defaults: { description: string; keywords: readonly string[] };
}

/** A <meta> keyed by its name or property, so the client can update the same tag on navigation. */
export interface MetaTag {
  key: "name" | "property";
  id: string;
  content: string;
}

export interface Head {
  title: string;
  canonical: string | null;
  metas: MetaTag[];
  jsonLd: object[];
}

export const SOCIAL_IMAGE_PATH = "/social-card.png";

export function pageTitle(title: string | undefined, brand: string): string {
  return title ? `${title} | ${brand}` : brand;
}

/** What the social card (public/social-card.png, made by scripts/make-social-card.ts) shows, for people who cannot see it. */
export function socialImageAlt(brand: string): string {
  return `${brand}: BYU move-in kits, ready when you are. Join early access for early-bird pricing.`;
}

export function absoluteUrl(siteUrl: string, pathname: string): string {
  return new URL(pathname, `${siteUrl}/`).href;
}

/**
 * The one place every page's head comes from: title, robots, canonical, description, keywords,
 * Open Graph and Twitter cards, and the Organization and WebSite structured data.
 */
export function buildHead({ meta, pathname, indexed, hasCanonical, config, defaults }: HeadInput): Head {
  const title = pageTitle(meta.title, config.brandName);
  const description = meta.description ?? defaults.description;
  const canonical = hasCanonical ? absoluteUrl(config.siteUrl, pathname) : null;
  const image = absoluteUrl(config.siteUrl, SOCIAL_IMAGE_PATH);
  const metas: MetaTag[] = [
    { key: "name", id: "description", content: description },
    { key: "name", id: "keywords", content: (meta.keywords ?? defaults.keywords).join(", ") },
    { key: "name", id: "robots", content: indexed ? "index, follow" : "noindex, nofollow" },
    { key: "property", id: "og:type", content: "website" },
    { key: "property", id: "og:site_name", content: config.brandName },
    { key: "property", id: "og:title", content: title },
    { key: "property", id: "og:description", content: description },
    // A page without an address of its own (the 404 page) names none, rather than passing for the home page.
    ...(canonical ? [{ key: "property", id: "og:url", content: canonical } as const] : []),
    { key: "property", id: "og:image", content: image },
    { key: "property", id: "og:image:type", content: "image/png" },
    { key: "property", id: "og:image:width", content: "1200" },
    { key: "property", id: "og:image:height", content: "630" },
    { key: "property", id: "og:image:alt", content: socialImageAlt(config.brandName) },
    { key: "property", id: "og:locale", content: "en_US" },
    { key: "name", id: "twitter:card", content: "summary_large_image" },
    { key: "name", id: "twitter:title", content: title },
    { key: "name", id: "twitter:description", content: description },
    { key: "name", id: "twitter:image", content: image },
    { key: "name", id: "twitter:image:alt", content: socialImageAlt(config.brandName) },
  ];
  return { title, canonical, metas, jsonLd: buildStructuredData(config) };
}

function buildStructuredData(config: PublicConfig): object[] {
  const home = absoluteUrl(config.siteUrl, "/");
  // The brand's social profiles, once the owner has configured them.
  const sameAs = Object.values(config.socialLinks).filter(Boolean);
  return [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: config.brandName,
      url: home,
      logo: absoluteUrl(config.siteUrl, config.logoUrl),
      email: config.publicEmail,
      telephone: config.publicPhone,
      address: { "@type": "PostalAddress", addressLocality: "Provo", addressRegion: "UT", addressCountry: "US" },
      ...(sameAs.length ? { sameAs } : {}),
    },
    { "@context": "https://schema.org", "@type": "WebSite", name: config.brandName, url: home },
  ];
}
