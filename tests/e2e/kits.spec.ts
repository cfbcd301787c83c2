import { analyticsEvents, testSite } from "./shell-helpers";
import { expect, expectNoAccessibilityViolations, gotoHydrated, test } from "./support";

/** The six kits of spec section 3, with how many features each card hides behind '+N more items'. */
const KITS = [
  { id: "heritage-halls-essential", name: "Heritage Halls Essential", housing: "Heritage Halls", more: 4, rating: "Rated 4.9 out of 5, 127 reviews" },
  { id: "helaman-halls-deluxe", name: "Helaman Halls Deluxe", housing: "Helaman Halls", more: 5, rating: "Rated 4.8 out of 5, 94 reviews" },
  { id: "wyview-park-family", name: "Wyview Park Family", housing: "Wyview Park", more: 4, rating: "Rated 4.9 out of 5, 58 reviews" },
  { id: "riviera-apartments-premium", name: "Riviera Apartments Premium", housing: "Riviera Apartments", more: 3, rating: "Rated 4.7 out of 5, 73 reviews" },
  { id: "campus-plaza-starter", name: "Campus Plaza Starter", housing: "Campus Plaza", more: 2, rating: "Rated 4.6 out of 5, 41 reviews" },
  { id: "centennial-complete", name: "Centennial Complete", housing: "Centennial Apartments", more: 4, rating: "Rated 4.8 out of 5, 66 reviews" },
];

const cards = (page: import("@playwright/test").Page) => page.locator("main article");

test("shows the six kits, each card with housing, rating, name, three features, '+N more items' and Notify Me", async ({ page }) => {
  await gotoHydrated(page, "/kits");
  await expect(page).toHaveTitle(`Find Your Perfect Kit | ${testSite.brand}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find Your Perfect Kit");
  await expect(cards(page)).toHaveCount(6);
  for (const [index, kit] of KITS.entries()) {
    const card = cards(page).nth(index);
    await expect(card.getByRole("heading", { name: kit.name })).toBeVisible();
    await expect(card.getByRole("link", { name: kit.name })).toHaveAttribute("href", `/kit/${kit.id}`);
    await expect(card.getByText(kit.housing, { exact: true })).toBeVisible();
    await expect(card.getByText(kit.rating)).toBeAttached();
    await expect(card.getByRole("listitem")).toHaveCount(3);
    await expect(card.getByText(`+${kit.more} more items`)).toBeVisible();
    await expect(card.getByRole("button", { name: "Notify Me" })).toBeVisible();
  }
});

test("shows the 'Most Popular' badge on Heritage Halls Essential only, and no prices", async ({ page }) => {
  await gotoHydrated(page, "/kits");
  await expect(page.getByText("Most Popular")).toHaveCount(1);
  await expect(cards(page).filter({ hasText: "Most Popular" }).getByRole("heading")).toHaveText("Heritage Halls Essential");
  const text = await page.locator("main").innerText();
  expect(text).not.toMatch(/\$|149\.99|199\.99|\d+\.99/);
});

test("filters by housing with pressed pills: 6 kits, 4 on campus, 2 off campus", async ({ page }) => {
  await gotoHydrated(page, "/kits");
  const pills = page.getByRole("group", { name: "Filter kits by housing" });
  const all = pills.getByRole("button", { name: "All Kits" });
  const on = pills.getByRole("button", { name: "On-Campus" });
  const off = pills.getByRole("button", { name: "Off-Campus" });
  await expect(all).toHaveAttribute("aria-pressed", "true");
  await expect(on).toHaveAttribute("aria-pressed", "false");

  await on.click();
  await expect(on).toHaveAttribute("aria-pressed", "true");
  await expect(all).toHaveAttribute("aria-pressed", "false");
  await expect(cards(page)).toHaveCount(4);
  await expect(page.getByText("Showing 4 kits")).toBeVisible();
  await expect(cards(page).getByRole("heading")).toHaveText(KITS.slice(0, 4).map((kit) => kit.name));

  await off.click();
  await expect(off).toHaveAttribute("aria-pressed", "true");
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).getByRole("heading")).toHaveText(["Campus Plaza Starter", "Centennial Complete"]);

  await all.click();
  await expect(cards(page)).toHaveCount(6);
});

test("Notify Me scrolls to the top, then takes the visitor to the home sign-up and logs the click", async ({ page }) => {
  await gotoHydrated(page, "/kits");
  const lastCard = cards(page).last();
  await lastCard.getByRole("button", { name: "Notify Me" }).click();
  await expect(page).toHaveURL(/\/#early-access$/);
  await expect(page.locator("#early-access")).toBeInViewport();
  const clicks = await analyticsEvents(page, "cta_click");
  expect(clicks).toContainEqual(expect.objectContaining({ cta_name: "Notify Me", cta_text: "Notify Me", page_path: "/kits", event_category: "engagement" }));
});

test("a kit name opens its page", async ({ page }) => {
  await gotoHydrated(page, "/kits");
  await page.getByRole("link", { name: "Campus Plaza Starter" }).click();
  await expect(page).toHaveURL(/\/kit\/campus-plaza-starter$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("'Need Help Choosing' links to the contact page and to the public email", async ({ page }) => {
  await gotoHydrated(page, "/kits");
  const help = page.getByRole("region", { name: "Need Help Choosing?" });
  await expect(help.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  await expect(help.getByRole("link", { name: `Email ${testSite.email}` })).toHaveAttribute("href", `mailto:${testSite.email}`);
  await help.getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("has no accessibility violations", async ({ page }) => {
  await gotoHydrated(page, "/kits");
  await expectNoAccessibilityViolations(page);
  await page.getByRole("button", { name: "Off-Campus" }).click();
  await expectNoAccessibilityViolations(page);
});
