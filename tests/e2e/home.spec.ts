import type { Page } from "@playwright/test";
import { analyticsEvents, isPhone, leaveThroughTop, openMainNavigation, testSite } from "./shell-helpers";
import { expect, expectNoAccessibilityViolations, gotoHydrated, test } from "./support";

/**
 * The sign-up sits in the middle of the screen below the sticky header (anchored elements keep a
 * scroll margin for it), or as near as the top of the page allows.
 */
async function expectSignupCentred(page: Page) {
  const section = page.locator("#early-access");
  await expect(section).toBeInViewport({ ratio: 1 });
  await expect
    .poll(async () =>
      page.evaluate(() => {
        const box = document.getElementById("early-access")!.getBoundingClientRect();
        const headerBottom = document.querySelector("header")!.getBoundingClientRect().bottom;
        const visibleCentre = headerBottom + (window.innerHeight - headerBottom) / 2;
        const offCentre = Math.abs(box.top + box.height / 2 - visibleCentre);
        return window.scrollY === 0 || offCentre < 40 ? "centred" : `${Math.round(offCentre)} px off centre at scrollY ${window.scrollY}`;
      }),
    )
    .toBe("centred");
}

test("the hero promises early access and holds the sign-up and the trust badges", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page).toHaveTitle(testSite.brand);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /BYU dorms.*early-bird pricing/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Move-in day, already packed.");
  const hero = page.locator("section").first();
  await expect(hero).toContainText("first access and early-bird pricing");
  for (const badge of ["Built by BYU students", "Local pickup in Provo", "Tailored to your hall"]) {
    await expect(hero.getByRole("listitem").filter({ hasText: badge })).toBeVisible();
  }
  const signup = page.locator("#early-access");
  await expect(signup).toContainText("30-day money-back guarantee");
  await expect(signup.getByRole("textbox", { name: "Email" })).toBeVisible();
  await expect(signup.getByRole("combobox", { name: "I am a" }).locator("option")).toHaveText(["Select your role", "Student", "Parent"]);
  await expect(signup.getByRole("combobox", { name: "Housing" }).locator("option")).toHaveText([
    "Select housing",
    "Don't know yet",
    "Helaman Halls",
    "Heritage Halls",
    "Off-Campus",
  ]);
  const values = await signup.getByRole("combobox", { name: "Housing" }).locator("option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(values).toEqual(["", "not_sure", "helaman", "heritage", "off_campus"]);
});

test("why choose us: the move-in stress figure and the three benefits", async ({ page }) => {
  await gotoHydrated(page, "/");
  const section = page.getByRole("region", { name: "Move-in, minus the stress" });
  await expect(section).toContainText("85% of students found move-in stressful");
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(["Convenient Delivery", "Quality Guaranteed", "BYU-Tailored Kits"]);
});

test("kits for every housing: four complexes, each leading to the kits page", async ({ page }) => {
  await gotoHydrated(page, "/");
  const section = page.getByRole("region", { name: "Planned around the hall you are moving into" });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(["Heritage Halls", "Helaman Halls", "Wyview Park", "Riviera Apartments"]);
  for (const complex of ["Heritage Halls", "Helaman Halls", "Wyview Park", "Riviera Apartments"]) {
    await expect(section.getByRole("link", { name: `See kits for ${complex}` })).toHaveAttribute("href", "/kits");
  }
  await section.getByRole("link", { name: "See kits for Wyview Park" }).click();
  await expect(page).toHaveURL(/\/kits$/);
});

test("three testimonials, each with five stars, a comment, a name and a housing complex", async ({ page }) => {
  await gotoHydrated(page, "/");
  const items = page.getByTestId("testimonial");
  await expect(items).toHaveCount(3);
  for (const item of await items.all()) {
    await expect(item.getByText("Rated 5 out of 5", { exact: true })).toBeAttached();
    await expect(item.locator("svg").first()).toBeVisible();
    await expect(item.locator("blockquote")).toHaveText(/.{40,}/);
    await expect(item.locator("figcaption")).toHaveText(/\S.*(Halls|Park|Apartments)$/);
  }
});

test("the Notify Me and Join buttons scroll to the sign-up and log the click", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Notify Me" }).click();
  await expectSignupCentred(page);
  await expect(page.locator("#early-access")).toBeFocused();
  await page.getByRole("button", { name: "Join the Waitlist" }).click();
  await expectSignupCentred(page);
  const clicks = await analyticsEvents(page, "cta_click");
  expect(clicks).toContainEqual({ cta_name: "Notify Me", cta_text: "Notify Me", page_path: "/", location: "home_housing", event_category: "engagement" });
  expect(clicks).toContainEqual(expect.objectContaining({ cta_name: "Join the Waitlist", location: "home_bottom_cta" }));
  // After the jump, the next Tab lands in the form.
  await page.keyboard.press("Tab");
  await expect(page.locator("#early-access").getByRole("textbox", { name: "Email" })).toBeFocused();
});

test.describe("scrolls to the sign-up on arrival", () => {
  test("with the #early-access hash on the first load", async ({ page }) => {
    await gotoHydrated(page, "/#early-access");
    await expectSignupCentred(page);
  });

  test("with ?join=1 on the first load", async ({ page }) => {
    await gotoHydrated(page, "/?join=1&utm_source=flyer");
    await expectSignupCentred(page);
    if (isPhone(page)) expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("when the history entry's navigation state asks, on loading it", async ({ page }) => {
    await gotoHydrated(page, "/about");
    // An entry written as the router writes one for navigate("/", { state: { scrollTo: "early-access" } }).
    await page.evaluate(() => window.history.pushState({ key: "from-test", usr: { scrollTo: "early-access" } }, "", "/"));
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page).toHaveURL(/\/$/);
    await expectSignupCentred(page);
  });

  test("not otherwise", async ({ page }) => {
    await gotoHydrated(page, "/?utm_source=flyer");
    // A smooth scroll would have moved the page within two frames.
    const scrollY = await page.evaluate(
      () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY)))),
    );
    expect(scrollY).toBe(0);
  });
});

test.describe("accessibility of the home page", () => {
  test("as it loads", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expectNoAccessibilityViolations(page);
  });

  test("with the mobile menu open", async ({ page }) => {
    test.skip(!isPhone(page), "the menu exists below 768 px");
    await gotoHydrated(page, "/");
    await openMainNavigation(page);
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test("with the exit-intent modal open", async ({ page }) => {
    test.skip(isPhone(page), "the modal is for screens of 768 px and more");
    await gotoHydrated(page, "/");
    await leaveThroughTop(page);
    await expect(page.getByRole("dialog", { name: "Wait! Don't Miss Out" })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test("with every sign-up error showing", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.locator("#early-access").getByRole("button", { name: "Get Early Access" }).click();
    await page.locator("footer").getByRole("button", { name: "Join" }).click();
    await expect(page.getByText("Please select housing preference")).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });
});
