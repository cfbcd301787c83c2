import { analyticsEvents, testSite } from "./shell-helpers";
import { expect, expectNoAccessibilityViolations, gotoHydrated, test } from "./support";

const KNOWN = "/kit/heritage-halls-essential";
const UNKNOWN = "/kit/no-such-kit-42";

test("shows the generic kit: breadcrumb, back link, images, name, housing, rating, description, features, trust items, what's included", async ({ page }) => {
  await gotoHydrated(page, KNOWN);
  await expect(page).toHaveTitle(`Kit Details | ${testSite.brand}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(breadcrumb.getByRole("link", { name: "Kits" })).toHaveAttribute("href", "/kits");
  await expect(page.getByRole("link", { name: "Back to Kits" })).toHaveAttribute("href", "/kits");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("BYU Dorm Essentials Kit");
  await expect(page.getByText("Heritage Halls & Helaman Halls")).toBeVisible();
  await expect(page.getByText("Rated 4.9 out of 5, 127 reviews")).toBeAttached();
  await expect(page.getByText(/Everything a first-year BYU student needs/)).toBeVisible();
  await expect(page.getByText("Sized for twin XL dorm beds")).toBeVisible();
  for (const trust of ["Local pickup", "Quality guaranteed", "Hassle-free returns at launch", "Tailored to your hall"]) {
    await expect(page.getByText(trust, { exact: true })).toBeVisible();
  }
  const included = page.getByRole("region", { name: "What's included" });
  await expect(included.getByRole("heading", { level: 3 })).toHaveText(["Bedding", "Bathroom", "Kitchen", "Study and room"]);
  await expect(included.getByText("Twin XL sheet set with two pillowcases")).toBeVisible();

  const images = page.locator("main img");
  await expect(images).toHaveCount(4);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute("alt", /\w/);
    await expect(image).toHaveAttribute("width", /\d+/);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  }
});

test("an unknown kit id shows the same page, with status 200, and never echoes the id", async ({ page }) => {
  await gotoHydrated(page, KNOWN);
  const known = await page.locator("main").innerText();
  const response = await page.goto(UNKNOWN);
  expect(response?.status()).toBe(200);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  expect(await page.locator("main").innerText()).toBe(known);
  await expect(page.locator("main")).not.toContainText("no-such-kit-42");
});

test("Notify Me takes the visitor to the home sign-up and logs the click", async ({ page }) => {
  await gotoHydrated(page, UNKNOWN);
  await page.getByRole("button", { name: "Notify Me" }).click();
  await expect(page).toHaveURL(/\/#early-access$/);
  await expect(page.locator("#early-access")).toBeInViewport();
  const clicks = await analyticsEvents(page, "cta_click");
  expect(clicks).toContainEqual(expect.objectContaining({ cta_name: "Notify Me", page_path: UNKNOWN }));
});

test("Back to Kits and the breadcrumb lead back", async ({ page }) => {
  await gotoHydrated(page, KNOWN);
  await page.getByRole("link", { name: "Back to Kits" }).click();
  await expect(page).toHaveURL(/\/kits$/);
  await page.goBack();
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("has no accessibility violations", async ({ page }) => {
  await gotoHydrated(page, KNOWN);
  await expectNoAccessibilityViolations(page);
});
