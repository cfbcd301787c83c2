import { analyticsEvents, isPhone, openMainNavigation, testSite } from "./shell-helpers";
import { expect, gotoHydrated, test } from "./support";

const NAV = [
  { name: "Home", path: "/" },
  { name: "About Us", path: "/about" },
  { name: "Contact", path: "/contact" },
];

test.describe("header", () => {
  test("shows the logo linking home and marks the current page by exact path", async ({ page }) => {
    for (const current of [...NAV, { name: null, path: "/kits" }, { name: null, path: "/kit/heritage-halls-essential" }]) {
      await gotoHydrated(page, current.path);
      const logo = page.locator("header").getByRole("link", { name: testSite.brand, exact: true });
      await expect(logo).toHaveAttribute("href", "/");
      await expect(logo.getByRole("img", { name: testSite.brand })).toBeVisible();
      const nav = await openMainNavigation(page);
      for (const item of NAV) {
        const link = nav.getByRole("link", { name: item.name, exact: true });
        await expect(link).toHaveAttribute("href", item.path);
        if (item.name === current.name) await expect(link, `${item.name} on ${current.path}`).toHaveAttribute("aria-current", "page");
        else await expect(link, `${item.name} on ${current.path}`).not.toHaveAttribute("aria-current");
      }
      if (current.name) {
        // The highlight is visible, not only announced: the current link has a background of its own.
        const background = await nav.getByRole("link", { name: current.name, exact: true }).evaluate((link) => getComputedStyle(link).backgroundColor);
        expect(background).not.toBe("rgba(0, 0, 0, 0)");
      }
    }
  });

  test("the navigation links move between pages", async ({ page }) => {
    await gotoHydrated(page, "/");
    await (await openMainNavigation(page)).getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await (await openMainNavigation(page)).getByRole("link", { name: "About Us", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await (await openMainNavigation(page)).getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("stays at the top of the screen while the page scrolls", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect((await page.locator("header").first().boundingBox())?.y).toBe(0);
  });

  test("'Join Early Access' on the home page scrolls the sign-up into view and sets the hash", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = await openMainNavigation(page);
    const cta = (isPhone(page) ? nav : page.locator("header")).getByRole("link", { name: "Join Early Access" });
    await expect(cta).toHaveAttribute("href", "/#early-access");
    await cta.click();
    await expect(page).toHaveURL(/\/#early-access$/);
    await expect(page.locator("#early-access")).toBeInViewport({ ratio: 0.9 });
    if (isPhone(page)) {
      await expect(page.locator("#mobile-menu")).toBeHidden();
      await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    }
    expect(await analyticsEvents(page, "cta_click")).toContainEqual({
      cta_name: "Join Early Access",
      cta_text: "Join Early Access",
      page_path: "/",
      location: "header_nav",
      event_category: "engagement",
    });
  });

  test("'Join Early Access' from another page opens the home page at the sign-up", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const nav = await openMainNavigation(page);
    await (isPhone(page) ? nav : page.locator("header")).getByRole("link", { name: "Join Early Access" }).click();
    await expect(page).toHaveURL(/\/#early-access$/);
    await expect(page.locator("#early-access")).toBeInViewport({ ratio: 0.9 });
    await expect(page.locator("#early-access").getByRole("textbox", { name: "Email" })).toBeVisible();
    expect(await analyticsEvents(page, "cta_click")).toContainEqual(expect.objectContaining({ page_path: "/about", location: "header_nav" }));
  });
});

test.describe("mobile menu", () => {
  test.beforeEach(({ page }) => test.skip(!isPhone(page), "the menu exists below 768 px"));

  test("opens and closes with its toggle, and closes on Escape", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const toggle = page.getByRole("button", { name: "Menu" });
    const menu = page.locator("#mobile-menu");
    await expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Contact", exact: true })).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await toggle.click();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("closes when a link is chosen", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("closes when the call to action is chosen", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Join Early Access" }).click();
    await expect(page).toHaveURL(/\/#early-access$/);
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page.locator("#early-access")).toBeInViewport({ ratio: 0.9 });
  });
});

test.describe("footer", () => {
  test("has the links, socials, tagline, contact block, copyright and the Stay in the Loop form", async ({ page }) => {
    await gotoHydrated(page, "/kits");
    const footer = page.locator("footer");
    const explore = footer.getByRole("navigation", { name: "Explore" });
    for (const [name, href] of [
      ["Join Waitlist", "/#early-access"],
      ["About Us", "/about"],
      ["Contact", "/contact"],
      ["FAQ", "/contact#faq"],
    ]) {
      await expect(explore.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
    }
    // No social address is configured in the test build: each channel says it is coming soon instead of linking nowhere.
    for (const channel of ["Instagram", "TikTok", "Facebook"]) {
      await expect(footer.getByText(`${channel} (coming soon)`)).toBeAttached();
    }
    await expect(footer.getByText("Follow us · coming soon")).toBeVisible();
    await expect(footer.getByText(/Move-in kits built for BYU dorms and apartments\..*early-bird pricing/)).toBeVisible();
    await expect(footer.getByRole("link", { name: testSite.email })).toHaveAttribute("href", `mailto:${testSite.email}`);
    await expect(footer.getByRole("link", { name: testSite.phone })).toHaveAttribute("href", "tel:+18015550142");
    await expect(footer.getByText("Provo, UT")).toBeVisible();
    await expect(footer.getByText(`© 2025 ${testSite.brand}`)).toBeVisible();

    await expect(footer.getByRole("heading", { name: "Stay in the Loop" })).toBeVisible();
    const form = footer.locator("form");
    await expect(form.getByRole("textbox", { name: "Email address" })).toBeVisible();
    await expect(form.getByRole("combobox")).toHaveCount(0);
    await expect(form.getByRole("button", { name: "Join" })).toBeVisible();
  });

  test("Join Waitlist opens the home page at the sign-up, FAQ the contact page's questions", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.locator("footer").getByRole("link", { name: "Join Waitlist" }).click();
    await expect(page).toHaveURL(/\/#early-access$/);
    await expect(page.locator("#early-access")).toBeInViewport({ ratio: 0.9 });
    await page.locator("footer").getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/contact#faq$/);
  });
});

test("every page, the 404 page included, has the header, footer and the toast area", async ({ page }) => {
  for (const path of ["/", "/about", "/no-such-page"]) {
    await page.goto(path);
    await expect(page.locator("header").first()).toBeVisible();
    await expect(page.locator("footer")).toBeAttached();
    const toasts = page.getByRole("region", { name: "Notifications" });
    await expect(toasts).toHaveAttribute("aria-live", "polite");
  }
});

test("a toast appears at the top right, is announced, and can be dismissed", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await page.route("**/api/contact", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"error":{"code":"INTERNAL_ERROR","message":"boom"}}' }),
  );
  const form = page.locator("main form");
  await form.getByRole("textbox", { name: "Full Name" }).fill("Toast Tester");
  await form.getByRole("textbox", { name: "Email Address" }).fill("toast@example.com");
  await form.getByRole("combobox", { name: "Subject" }).selectOption("feedback");
  await form.getByRole("textbox", { name: "Message" }).fill("Checking the notification area.");
  await form.getByRole("button", { name: "Send Message" }).click();

  const toasts = page.getByRole("region", { name: "Notifications" });
  const toast = toasts.getByText("Failed to send message. Please try again.");
  await expect(toast).toBeVisible();
  const box = (await toasts.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeLessThan(40);
  expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
  await toasts.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(toast).toHaveCount(0);
});
