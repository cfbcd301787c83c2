import { E2E_BASE_URL } from "./e2e-env";
import { expect, gotoHydrated, test } from "./support";

test("client-side navigation keeps the shell, updates the head and supports back", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("link", { name: "About Us" }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle(/\| DormReady$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${E2E_BASE_URL}/about`);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
});
