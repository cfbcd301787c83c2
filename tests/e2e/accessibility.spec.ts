import { expect, expectNoAccessibilityViolations, gotoHydrated, test } from "./support";

/**
 * axe-core (WCAG 2.1 A/AA and best practices) on every page of the site, at phone and desktop sizes
 * (the two Playwright projects), once the page has hydrated and settled.
 */
const PAGES = [
  { name: "home", path: "/" },
  { name: "kits", path: "/kits" },
  { name: "kit details", path: "/kit/heritage-halls-essential" },
  { name: "kit details for an id not in the list", path: "/kit/a-future-kit" },
  { name: "about", path: "/about" },
  { name: "contact", path: "/contact" },
  { name: "thank you", path: "/thank-you?email=reader%40example.com" },
  { name: "next steps", path: "/next-steps" },
  { name: "404", path: "/no-such-page" },
];

for (const { name, path } of PAGES) {
  test(`${name} (${path}) has no accessibility violations`, async ({ page }) => {
    await gotoHydrated(page, path);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("main h1")).toHaveCount(1);
    await expectNoAccessibilityViolations(page);
  });
}

test("the header with its phone menu open has no accessibility violations", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the menu toggle exists on small screens only");
  await gotoHydrated(page, "/about");
  const toggle = page.locator("header button[aria-expanded]");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expectNoAccessibilityViolations(page);
});

test("the early-access form showing its errors has no accessibility violations", async ({ page }) => {
  await gotoHydrated(page, "/");
  const form = page.locator("#early-access form").first();
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectNoAccessibilityViolations(page);
});
