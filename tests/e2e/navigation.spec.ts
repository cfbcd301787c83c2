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

test("the skip link jumps to the page's content without counting as a page change", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const pageViews = () =>
    page.evaluate(
      () => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).filter((entry) => entry[0] === "config").length,
    );
  await expect.poll(pageViews).toBe(1);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/about#main$/);
  await expect(page.locator("main")).toBeFocused();
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  expect(await pageViews()).toBe(1);
});

test("Back to the home page opened at the sign-up returns to where the visitor had scrolled, not to the sign-up", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.getByRole("contentinfo").getByRole("link", { name: "Join Waitlist" }).click();
  await expect(page).toHaveURL(/\/#early-access$/);
  await expect(page.locator("#early-access")).toBeInViewport();

  // Let the smooth scroll settle, then scroll further down as a reader would.
  await expect.poll(() => page.evaluate(() => new Promise((done) => {
    const before = window.scrollY;
    setTimeout(() => done(window.scrollY === before), 150);
  }))).toBe(true);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight - window.innerHeight - 50));
  const readingAt = await page.evaluate(() => window.scrollY);
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/#early-access$/);
  // A wrong scroll to the sign-up would start in the effects right after the page renders: give it time to show.
  await page.waitForTimeout(800);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - readingAt)).toBeLessThan(5);
});
