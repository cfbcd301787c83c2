import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test as base } from "@playwright/test";
import type { SheetsDelivery, SheetsMode } from "../fakes/google-fake";
import { FAKE_GOOGLE_URL } from "./e2e-env";

let emailCounter = 0;

/** A fresh address per call, so each test owns its leads even when tests run in parallel. */
export function uniqueEmail(label = "visitor"): string {
  emailCounter += 1;
  return `${label}.${Date.now().toString(36)}${process.pid}${emailCounter}@example.com`;
}

/** Asks the page's fake reCAPTCHA to hand out tokens with this prefix (see tests/fakes/google-fake.ts TOKENS). */
export async function useRecaptchaToken(page: Page, prefix: string): Promise<void> {
  await page.addInitScript((value) => {
    (window as unknown as { __fakeRecaptchaToken: string }).__fakeRecaptchaToken = value;
  }, prefix);
}

/** What the fake spreadsheet web app has received so far. */
export async function sheetDeliveries(): Promise<SheetsDelivery[]> {
  const response = await fetch(`${FAKE_GOOGLE_URL}/__control/deliveries`);
  return (await response.json()) as SheetsDelivery[];
}

export async function setSheetsMode(mode: SheetsMode): Promise<void> {
  await fetch(`${FAKE_GOOGLE_URL}/__control/sheets-mode`, { method: "POST", body: mode });
}

/** Runs axe-core on the page as it is now; any WCAG A/AA violation fails the test with its details. */
export async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(summary, "axe-core violations").toEqual([]);
}

/** Waits until React has hydrated the page, so clicks reach the app rather than the static HTML. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Holds the app's code back, as a slow phone network would, so a test can use the prerendered page
 * before the app has started. Call the returned function to let it load.
 */
export async function holdAppBack(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/hydrate-*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const SUBRESOURCE_TYPES = new Set(["image", "stylesheet", "script", "font"]);

/**
 * Page errors, console errors and failed images, styles, scripts or fonts fail the test: a hydration
 * mismatch or a broken image shows up here. API answers with an error status are a test's own business
 * (the browser logs them as "Failed to load resource"), so those console lines are left to the test.
 */
export const test = base.extend<{ browserErrors: string[] }>({
  browserErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(message.text());
      });
      page.on("response", (response) => {
        if (response.status() >= 400 && SUBRESOURCE_TYPES.has(response.request().resourceType())) {
          errors.push(`${response.status()} for ${response.url()}`);
        }
      });
      await use(errors);
      expect(errors, "errors in the browser").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
