import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "./e2e-env";
import { expect, gotoHydrated, test } from "./support";

const BRAND = "DormReady";

/** Every route of the spec, with what search engines and link previews must find in its raw HTML. */
const ROUTES = [
  { path: "/", canonicalPath: "/", indexed: true },
  { path: "/kits", canonicalPath: "/kits", indexed: true },
  { path: "/about", canonicalPath: "/about", indexed: true },
  { path: "/contact", canonicalPath: "/contact", indexed: true },
  { path: "/thank-you?email=reader%40example.com", canonicalPath: "/thank-you", indexed: false },
  { path: "/next-steps", canonicalPath: "/next-steps", indexed: false },
  { path: "/kit/heritage-halls-essential", canonicalPath: "/kit/heritage-halls-essential", indexed: false },
  { path: "/kit/a-kit-not-in-the-list", canonicalPath: "/kit/a-kit-not-in-the-list", indexed: false },
  { path: "/no-such-page", canonicalPath: null, indexed: false },
] as const;

interface HeadSnapshot {
  title: string;
  titles: number;
  canonicals: string[];
  metas: Record<string, string[]>;
  jsonLd: string[];
}

/** Reads a head the way a crawler would, every tag and duplicate included: the live one, or that of some HTML. Runs in the browser. */
function readHead(html: string | null): HeadSnapshot {
  const doc = html === null ? document : new DOMParser().parseFromString(html, "text/html");
  const metas: Record<string, string[]> = {};
  for (const meta of doc.head.querySelectorAll("meta[name], meta[property]")) {
    const key = meta.getAttribute("property") ?? meta.getAttribute("name")!;
    // The boot script's list of modules to fetch (app/entry.client.tsx) is not for crawlers, and is read once.
    if (key === "app-modules") continue;
    (metas[key] ??= []).push(meta.getAttribute("content") ?? "");
  }
  return {
    title: doc.title,
    titles: doc.head.querySelectorAll("title").length,
    canonicals: [...doc.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute("href") ?? ""),
    metas,
    jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ""),
  };
}

async function rawHead(page: Page, path: string): Promise<{ status: number; head: HeadSnapshot }> {
  const response = await page.request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  await page.goto("about:blank");
  return { status: response.status(), head: await page.evaluate(readHead, html) };
}

function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test.describe("the raw HTML head of every route (no JavaScript)", () => {
  for (const route of ROUTES) {
    test(route.path, async ({ page }) => {
      const { status, head } = await rawHead(page, route.path);
      expect(status).toBe(route.canonicalPath === null ? 404 : 200);
      const one = (key: string) => {
        expect(head.metas[key], key).toHaveLength(1);
        return head.metas[key]![0]!;
      };

      expect(head.titles).toBe(1);
      if (route.path === "/") expect(head.title).toBe(BRAND);
      else expect(head.title).toMatch(new RegExp(`^\\S.* \\| ${BRAND}$`));

      if (route.canonicalPath === null) {
        expect(head.canonicals).toEqual([]);
        expect(head.metas["og:url"]).toBeUndefined();
      } else {
        expect(head.canonicals).toEqual([`${E2E_BASE_URL}${route.canonicalPath}`]);
        expect(one("og:url")).toBe(`${E2E_BASE_URL}${route.canonicalPath}`);
      }
      expect(one("robots")).toBe(route.indexed ? "index, follow" : "noindex, nofollow");

      const description = one("description");
      expect(description.length).toBeGreaterThan(50);
      expect(description.length).toBeLessThanOrEqual(300);
      expect(one("keywords")).toMatch(/\w+(, \w[\w ]*)*/);
      expect(one("og:type")).toBe("website");
      expect(one("og:site_name")).toBe(BRAND);
      expect(one("og:title")).toBe(head.title);
      expect(one("og:description")).toBe(description);
      expect(one("og:image")).toBe(`${E2E_BASE_URL}/social-card.png`);
      expect(one("og:image:alt")).toContain(BRAND);
      expect(one("twitter:card")).toBe("summary_large_image");
      expect(one("twitter:title")).toBe(head.title);
      expect(one("twitter:description")).toBe(description);
      expect(one("twitter:image")).toBe(`${E2E_BASE_URL}/social-card.png`);

      const structured = head.jsonLd.map((json) => JSON.parse(json) as Record<string, unknown>);
      expect(structured).toEqual([
        expect.objectContaining({
          "@context": "https://schema.org",
          "@type": "Organization",
          name: BRAND,
          url: `${E2E_BASE_URL}/`,
          logo: expect.stringMatching(/^https?:\/\//),
          email: "hello@dormready.com",
          telephone: "(801) 555-0142",
        }),
        { "@context": "https://schema.org", "@type": "WebSite", name: BRAND, url: `${E2E_BASE_URL}/` },
      ]);
    });
  }

  test("titles differ from page to page", async ({ page }) => {
    const titles = [];
    for (const route of ROUTES) titles.push((await rawHead(page, route.path)).head.title);
    expect(new Set(titles.slice(0, 6)).size).toBe(6);
  });

  test("the social card the head points to is a 1200×630 PNG, and the touch icon exists", async ({ request }) => {
    const card = await request.get("/social-card.png");
    expect(card.status()).toBe(200);
    expect(card.headers()["content-type"]).toBe("image/png");
    const body = await card.body();
    expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
    expect(body.length).toBeLessThan(80 * 1024);
    const icon = await request.get("/apple-touch-icon.png");
    expect(pngSize(await icon.body())).toEqual({ width: 180, height: 180 });
  });
});

test.describe("the head after client-side navigation", () => {
  /** The live head must be exactly what the server sends for that address. */
  async function expectHeadOf(page: Page, path: string) {
    const expected = await page.evaluate(readHead, await (await page.request.get(path)).text());
    await expect.poll(() => page.evaluate(readHead, null)).toEqual(expected);
  }

  test("matches the prerendered head of each page reached by a link, and of the page gone back to", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.locator('a[href="/about"]:visible').first().click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/about`);
    await expectHeadOf(page, "/about");
    await page.locator('a[href="/contact"]:visible').first().click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/contact`);
    await expectHeadOf(page, "/contact");
    await page.goBack();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/about`);
    await expectHeadOf(page, "/about");
  });

  test("drops the canonical and og:url when going back to the 404 page, and restores them forward", async ({ page }) => {
    await gotoHydrated(page, "/no-such-page");
    await page.locator('main a[href="/kits"]:visible').first().click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/kits`);
    await expectHeadOf(page, "/kits");
    await page.goBack();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/no-such-page`);
    await expectHeadOf(page, "/no-such-page");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
    await page.goForward();
    await expectHeadOf(page, "/kits");
  });
});

test.describe("crawler files", () => {
  test("the sitemap lists exactly the indexed pages on the site address", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    const locations = [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(["/", "/kits", "/about", "/contact"].map((path) => `${E2E_BASE_URL}${path}`));
  });

  test("robots.txt allows crawling and names the sitemap", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);
  });
});
