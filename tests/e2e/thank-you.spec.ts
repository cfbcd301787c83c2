import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "./e2e-env";
import { analyticsEvents, testSite } from "./shell-helpers";
import { expect, expectNoAccessibilityViolations, gotoHydrated, holdAppBack, test, uniqueEmail } from "./support";

const survey = (page: Page) => page.getByRole("region", { name: "Help us tailor your kit" });
const THANKS = "Thanks for the feedback!";

/** A real sign-up through the API, as the sign-up form makes it; its answer carries the survey token. */
async function signUp(page: Page, email: string): Promise<string> {
  const response = await page.request.post("/api/leads", { data: { email, form_location: "footer" } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { survey_token: string }).survey_token;
}

async function answerSurvey(page: Page, hall: string, kitLevel: string) {
  await survey(page).getByRole("combobox", { name: "Where will you live?" }).selectOption(hall);
  await survey(page).getByRole("combobox", { name: "Which kit level interests you?" }).selectOption(kitLevel);
  await survey(page).getByRole("button", { name: "Submit Preferences" }).click();
}

test("confirms the sign-up for the email in the address", async ({ page }) => {
  await gotoHydrated(page, "/thank-you?email=ada%40example.com");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're on the list!");
  await expect(page.locator("main")).toContainText("ada@example.com");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
});

test("without an email it still confirms, and the survey saves nothing but thanks the visitor", async ({ page }) => {
  let surveyCalls = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/leads/survey")) surveyCalls += 1;
  });
  await gotoHydrated(page, "/thank-you");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're on the list!");
  await expect(page.getByText("We'll email you early-access news and early-bird pricing before anyone else.")).toBeVisible();
  await survey(page).getByRole("button", { name: "Submit Preferences" }).click();
  await expect(survey(page).getByText(THANKS)).toBeVisible();
  expect(surveyCalls).toBe(0);
  expect(await analyticsEvents(page, "additional_info_submitted")).toEqual([
    expect.objectContaining({ hall: "not_provided", kit_level: "not_provided" }),
  ]);
});

test("the survey saves hall and kit level for the signed-up email, then thanks the visitor", async ({ page }) => {
  const email = uniqueEmail("survey");
  const token = await signUp(page, email);
  // Typed with capitals and spaces: the page trims and lowercases before saving.
  await gotoHydrated(page, `/thank-you?email=${encodeURIComponent(` ${email.toUpperCase()} `)}&token=${encodeURIComponent(token)}`);
  const saved = page.waitForResponse((response) => response.url().endsWith("/api/leads/survey"));
  await answerSurvey(page, "heritage", "deluxe");
  const response = await saved;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ email, hall: "heritage", kit_level: "deluxe", token });
  await expect(survey(page).getByText(THANKS)).toBeVisible();
  await expect(survey(page).getByRole("button", { name: "Submit Preferences" })).toHaveCount(0);
  expect(await analyticsEvents(page, "additional_info_submitted")).toEqual([
    expect.objectContaining({ hall: "heritage", kit_level: "deluxe" }),
  ]);
});

test("answers sent before the page's code has started are held, then saved once it runs", async ({ page }) => {
  const email = uniqueEmail("early-survey");
  const token = await signUp(page, email);
  const release = await holdAppBack(page);
  const address = `/thank-you?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;
  await page.goto(address);
  await answerSurvey(page, "helaman", "essentials");
  // Without the hold the browser would load /thank-you?hall=…, losing the email and the token.
  await page.waitForTimeout(300);
  expect(page.url()).toBe(new URL(address, page.url()).href);

  const saved = page.waitForResponse((response) => response.url().endsWith("/api/leads/survey"));
  release();
  const response = await saved;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ email, hall: "helaman", kit_level: "essentials", token });
  await expect(survey(page).getByText(THANKS)).toBeVisible();
});

test("a failed save is only logged: the visitor is thanked all the same", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.route("**/api/leads/survey", (route) =>
    route.fulfill({ status: 500, json: { error: { code: "INTERNAL_ERROR", message: "Database unavailable" } } }),
  );
  await gotoHydrated(page, "/thank-you?email=ada%40example.com&token=abc");
  await answerSurvey(page, "wyview", "not_sure");
  await expect(survey(page).getByText(THANKS)).toBeVisible();
  expect(warnings.some((warning) => warning.includes("INTERNAL_ERROR"))).toBe(true);
});

test("share copies the text and address to the clipboard when the device cannot share", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: E2E_BASE_URL });
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
  await gotoHydrated(page, "/thank-you?email=ada%40example.com");
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Share with a friend" }).click();
  await expect.poll(() => alerts).toEqual(["Link copied to clipboard!"]);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/early-access list/);
  expect(copied.endsWith(` ${E2E_BASE_URL}`)).toBe(true);
  expect(await analyticsEvents(page, "share")).toEqual([expect.objectContaining({ method: "thank_you_page" })]);
});

test("share uses the device's share sheet with title, text and the site's address when there is one", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: async (data: ShareData) => {
        (window as unknown as { __shared: ShareData }).__shared = data;
      },
    });
  });
  await gotoHydrated(page, "/thank-you");
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.getByRole("button", { name: "Share with a friend" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared?: ShareData }).__shared))
    .toEqual({ title: testSite.brand, text: expect.stringMatching(/early-access list/), url: E2E_BASE_URL });
  expect(dialogs).toBe(0);
  expect(await analyticsEvents(page, "share")).toEqual([expect.objectContaining({ method: "thank_you_page" })]);
});

test("has no accessibility violations, before and after the survey", async ({ page }) => {
  await gotoHydrated(page, "/thank-you?email=ada%40example.com");
  await expectNoAccessibilityViolations(page);
  await survey(page).getByRole("button", { name: "Submit Preferences" }).click();
  await expect(survey(page).getByText(THANKS)).toBeVisible();
  await expectNoAccessibilityViolations(page);
});
