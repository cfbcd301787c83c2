import { analyticsEvents, fillHeroForm, heroForm, isPhone, leaveThroughTop, testSite } from "./shell-helpers";
import { expect, gotoHydrated, test, uniqueEmail } from "./support";

/** gtag("config", id, {page_path}) calls, one per page shown. */
async function pageViews(page: import("@playwright/test").Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === "config")
      .map((entry) => [entry[1], (entry[2] as { page_path?: string }).page_path]),
  );
}

test("GA4 loads when configured and gets a page view on the first page and on each route change", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page.locator(`script[src^="http"][src*="/gtag/js?id=${testSite.gaId}"]`)).toHaveCount(1);
  await expect.poll(() => pageViews(page)).toEqual([[testSite.gaId, "/"]]);
  await page.locator("footer").getByRole("link", { name: "About Us" }).click();
  await expect.poll(() => pageViews(page)).toEqual([
    [testSite.gaId, "/"],
    [testSite.gaId, "/about"],
  ]);
  // Back to / at the sign-up: a route change. The same link again only jumps within the page: no page view.
  const joinWaitlist = page.locator("footer").getByRole("link", { name: "Join Waitlist" });
  await joinWaitlist.click();
  await expect(page).toHaveURL(/\/#early-access$/);
  await joinWaitlist.click();
  await expect(page.locator("#early-access")).toBeInViewport();
  await expect.poll(() => pageViews(page)).toEqual([
    [testSite.gaId, "/"],
    [testSite.gaId, "/about"],
    [testSite.gaId, "/"],
  ]);
});

test("lead_submit carries the sign-up and the remembered UTM; lead_success its form location", async ({ page }) => {
  await gotoHydrated(page, "/?utm_source=newsletter&utm_medium=email&utm_campaign=launch");
  const form = heroForm(page);
  const email = uniqueEmail("events");
  await fillHeroForm(form, email, { role: "student", housing: "not_sure" });
  await form.getByRole("button", { name: "Get Early Access" }).click();
  await expect.poll(() => analyticsEvents(page, "lead_submit")).toEqual([
    {
      email,
      role: "student",
      housing: "not_sure",
      form_location: "hero",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "launch",
    },
  ]);
  await expect(form.getByRole("status")).toHaveText("You're on the list! Redirecting to confirmation...");
  expect(await analyticsEvents(page, "lead_success")).toEqual([{ form_location: "hero" }]);
});

test("a sign-up that fails validation sends no lead event", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.locator("footer").getByRole("button", { name: "Join" }).click();
  await expect(page.locator("footer").getByText("Email is required")).toBeVisible();
  expect(await analyticsEvents(page, "lead_submit")).toEqual([]);
});

test("cta_click for the header call to action and the home page's buttons", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Join the Waitlist" }).click();
  if (isPhone(page)) await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("link", { name: "Join Early Access" }).click();
  expect(await analyticsEvents(page, "cta_click")).toEqual([
    { cta_name: "Join the Waitlist", cta_text: "Join the Waitlist", page_path: "/", location: "home_bottom_cta", event_category: "engagement" },
    { cta_name: "Join Early Access", cta_text: "Join Early Access", page_path: "/", location: "header_nav", event_category: "engagement" },
  ]);
});

test("exit_intent_shown and exit_intent_dismissed in the engagement category", async ({ page }) => {
  test.skip(isPhone(page), "the modal is for screens of 768 px and more");
  await gotoHydrated(page, "/");
  await leaveThroughTop(page);
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect.poll(() => analyticsEvents(page, "exit_intent_dismissed")).toEqual([{ event_category: "engagement" }]);
  expect(await analyticsEvents(page, "exit_intent_shown")).toEqual([{ event_category: "engagement" }]);
});
