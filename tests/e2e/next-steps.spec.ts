import { expect, expectNoAccessibilityViolations, gotoHydrated, test } from "./support";

const ITEMS = [
  "Custom domain",
  "HTTPS",
  "Sitemap reachable",
  "Search console",
  "Analytics",
  "End-to-end form test",
  "www/apex redirect",
];

const sitemapItem = (page: import("@playwright/test").Page) => page.getByRole("listitem").filter({ hasText: "Sitemap reachable" });

test("lists the seven launch checks, each with what to do", async ({ page }) => {
  await gotoHydrated(page, "/next-steps");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Launch checklist");
  const items = page.locator("main ol > li");
  await expect(items).toHaveCount(7);
  await expect(items.getByRole("heading", { level: 3 })).toHaveText(ITEMS);
  for (const item of await items.all()) await expect(item.locator("p")).not.toHaveText("");
});

test("the sitemap check shows 'Checking...' while it fetches /sitemap.xml, then ok", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/sitemap.xml", async (route) => {
    await held;
    await route.continue();
  });
  await gotoHydrated(page, "/next-steps");
  await expect(sitemapItem(page).getByRole("status")).toHaveText("Checking...");
  release();
  await expect(sitemapItem(page).getByRole("status")).toHaveText("ok");
});

test("the sitemap check says 'not reachable' when /sitemap.xml fails", async ({ page }) => {
  await page.route("**/sitemap.xml", (route) => route.fulfill({ status: 503, body: "unavailable" }));
  await gotoHydrated(page, "/next-steps");
  await expect(sitemapItem(page).getByRole("status")).toHaveText("not reachable");
});

test("has no accessibility violations", async ({ page }) => {
  await gotoHydrated(page, "/next-steps");
  await expect(sitemapItem(page).getByRole("status")).toHaveText("ok");
  await expectNoAccessibilityViolations(page);
});
