import type { Locator, Page } from "@playwright/test";
import { e2eEnv } from "./e2e-env";

/** The brand and contact details the test build is made with (tests/e2e/e2e-env.ts). */
export const testSite = {
  brand: e2eEnv.BRAND_NAME!,
  email: e2eEnv.PUBLIC_EMAIL!,
  phone: e2eEnv.PUBLIC_PHONE!,
  gaId: e2eEnv.GA_MEASUREMENT_ID!,
};

/** The page runs at phone width (the "phone" project): the header's links live in the menu there. */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) < 768;
}

/** The header's main navigation as a person sees it: on a phone, after opening the menu. */
export async function openMainNavigation(page: Page): Promise<Locator> {
  const header = page.locator("header").first();
  if (!isPhone(page)) return header.getByRole("navigation", { name: "Main" });
  await header.getByRole("button", { name: "Menu" }).click();
  return header.locator("#mobile-menu");
}

/** Events sent through gtag("event", name, params), read back from GA's dataLayer. */
export async function analyticsEvents(page: Page, name: string): Promise<Record<string, unknown>[]> {
  return page.evaluate((eventName) => {
    const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
    return layer
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === "event" && entry[1] === eventName)
      .map((entry) => (entry[2] ?? {}) as Record<string, unknown>);
  }, name);
}

/** What a mouse does when it leaves the window through the top edge, towards the tabs. */
export async function leaveThroughTop(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.dispatchEvent(new MouseEvent("mouseout", { clientX: 600, clientY: -1, relatedTarget: null, bubbles: true }));
  });
}

/** The home page's sign-up (hero variant), the footer's and the exit-intent modal's. */
export const heroForm = (page: Page) => page.locator("#early-access form");
export const footerForm = (page: Page) => page.locator("footer form");
export const modalForm = (page: Page) => page.getByRole("dialog").locator("form");

/** Fills the hero sign-up's three fields (it still has to be sent). */
export async function fillHeroForm(form: Locator, email: string, { role = "parent", housing = "helaman" } = {}): Promise<void> {
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByRole("combobox", { name: "I am a" }).selectOption(role);
  await form.getByRole("combobox", { name: "Housing" }).selectOption(housing);
}

/** Holds every POST /api/leads back for a moment so the Submitting state can be seen; it still reaches the real server. */
export async function slowDownSignups(page: Page, ms = 1000): Promise<void> {
  await page.route("**/api/leads", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}
