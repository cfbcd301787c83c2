import { testSite } from "./shell-helpers";
import { expect, expectNoAccessibilityViolations, gotoHydrated, test } from "./support";

for (const path of ["/no-such-page", "/kits/extra", "/kit/a/b"]) {
  test(`${path} answers 404 with the 'Page not found' page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page).toHaveTitle(`Page not found | ${testSite.brand}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  });
}

test("links to the home page and to the kits", async ({ page }) => {
  await gotoHydrated(page, "/no-such-page");
  const main = page.locator("main");
  await expect(main.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  await expect(main.getByRole("link", { name: "Browse kits" })).toHaveAttribute("href", "/kits");
  await main.getByRole("link", { name: "Browse kits" }).click();
  await expect(page).toHaveURL(/\/kits$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find Your Perfect Kit");
  await page.goBack();
  await main.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("has no accessibility violations", async ({ page }) => {
  await gotoHydrated(page, "/no-such-page");
  await expectNoAccessibilityViolations(page);
});
