import type { Page } from "@playwright/test";
import { testSite } from "./shell-helpers";
import { expect, expectNoAccessibilityViolations, gotoHydrated, test, uniqueEmail, useRecaptchaToken } from "./support";

const TOASTS = {
  sent: "Message sent successfully! We'll get back to you within 24 hours.",
  failed: "Failed to send message. Please try again.",
  verificationFailed: "Verification failed. Please try again.",
  flagged: "Your submission was flagged. Please try again.",
};

const form = (page: Page) => page.locator("main form");
const fields = (page: Page) => ({
  name: form(page).getByRole("textbox", { name: "Full Name" }),
  email: form(page).getByRole("textbox", { name: "Email Address" }),
  subject: form(page).getByRole("combobox", { name: "Subject" }),
  housing: form(page).getByRole("combobox", { name: "Housing Complex" }),
  message: form(page).getByRole("textbox", { name: "Message" }),
});
const sendButton = (page: Page) => form(page).getByRole("button", { name: /Send Message|Sending\.\.\./ });
/** The public phone as a tel: link: digits only, with the US country code. */
const telHref = `tel:+1${testSite.phone.replace(/\D/g, "")}`;
const toast = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text);

async function fillForm(page: Page) {
  const entries = { name: "Ada Lovelace", email: uniqueEmail("contact"), message: "Which kit fits a Wyview Park apartment?" };
  const f = fields(page);
  await f.name.fill(entries.name);
  await f.email.fill(entries.email);
  await f.subject.selectOption("kit-question");
  await f.housing.selectOption("Wyview Park");
  await f.message.fill(entries.message);
  return entries;
}

async function expectEntriesKept(page: Page, entries: { name: string; email: string; message: string }) {
  const f = fields(page);
  await expect(f.name).toHaveValue(entries.name);
  await expect(f.email).toHaveValue(entries.email);
  await expect(f.subject).toHaveValue("kit-question");
  await expect(f.housing).toHaveValue("Wyview Park");
  await expect(f.message).toHaveValue(entries.message);
  await expect(sendButton(page)).toHaveText("Send Message");
  await expect(sendButton(page)).toBeEnabled();
}

/** Counts the contact saves the page sends, so a test can tell that a stopped send never left the browser. */
function countContactRequests(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/contact")) count += 1;
  });
  return () => count;
}

test("shows the form, contact details, hours, the reply promise, quick answers and the emergency line", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await expect(page).toHaveTitle(`Contact Us | ${testSite.brand}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

  const f = fields(page);
  await expect(f.email).toHaveAttribute("type", "email");
  for (const required of [f.name, f.email, f.subject, f.message]) await expect(required).toHaveAttribute("required", "");
  await expect(f.housing).not.toHaveAttribute("required", "");
  await expect(f.message).toHaveAttribute("rows", "6");
  await expect(f.subject.locator("option:not([value=''])")).toHaveText([
    "Question about a kit",
    "Help with an order",
    "Shipping and pickup",
    "Returns",
    "Feedback",
    "Something else",
  ]);
  expect(await f.subject.locator("option:not([value=''])").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual([
    "kit-question",
    "order-help",
    "shipping",
    "return",
    "feedback",
    "other",
  ]);
  await expect(f.housing.locator("option:not([value=''])")).toHaveText([
    "Heritage Halls",
    "Helaman Halls",
    "Wyview Park",
    "Riviera Apartments",
    "Campus Plaza",
    "Centennial Apartments",
    "The Colony",
    "King Henry Apartments",
    "Other Off-Campus",
    "Not Sure Yet",
  ]);

  const info = page.getByRole("region", { name: "Contact information" });
  await expect(info.getByRole("link", { name: testSite.email })).toHaveAttribute("href", `mailto:${testSite.email}`);
  await expect(info.getByRole("link", { name: testSite.phone })).toHaveAttribute("href", telHref);
  await expect(info.getByText("Provo, UT")).toBeVisible();
  await expect(info.getByText("Monday to Friday, 9 AM to 6 PM")).toBeVisible();
  await expect(info.getByText(/within 24 hours/)).toBeVisible();

  const hours = page.getByRole("region", { name: "Business hours" });
  await expect(hours.getByRole("term")).toHaveText(["Monday – Friday:", "Saturday:", "Sunday:"]);
  await expect(hours.getByRole("definition")).toHaveText(["9:00 AM – 6:00 PM", "10:00 AM – 4:00 PM", "Closed"]);

  const emergency = page.getByRole("region", { name: "Move-in day emergency line" });
  await expect(emergency.getByRole("link", { name: `Call ${testSite.phone}` })).toHaveAttribute("href", telHref);
});

test("the footer's FAQ link target, /contact#faq, lands on the quick answers, which recommend ordering 2-3 weeks ahead", async ({ page }) => {
  await gotoHydrated(page, "/contact#faq");
  const faq = page.locator("#faq");
  await expect(faq.getByRole("heading", { name: "Quick answers" })).toBeInViewport();
  await expect(faq.getByText("We recommend ordering 2-3 weeks before move-in.", { exact: false })).toBeVisible();
  await faq.getByText("How does pickup work?").click();
  await expect(faq.getByText(/pick up your kit at our Provo location/)).toBeVisible();
});

test("an empty send shows each required message under its field and sends nothing", async ({ page }) => {
  const sent = countContactRequests(page);
  await gotoHydrated(page, "/contact");
  await sendButton(page).click();
  const f = fields(page);
  const expected = [
    [f.name, "Please enter your full name"],
    [f.email, "Email is required"],
    [f.subject, "Please choose a subject"],
    [f.message, "Please write a message"],
  ] as const;
  for (const [field, message] of expected) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(message);
  }
  await expect(f.name).toBeFocused();
  await expect(f.housing).not.toHaveAttribute("aria-invalid", "true");
  await expectNoAccessibilityViolations(page);

  await f.name.fill("Ada");
  await expect(f.name).not.toHaveAttribute("aria-invalid", "true");
  await f.email.fill("ada@example");
  await expect(f.email).toHaveAccessibleDescription("Please enter a valid email");
  expect(sent()).toBe(0);
});

test("a send shows 'Sending...', then 'Message Sent!' for about 3 seconds, then a cleared form", async ({ page }) => {
  // Hold the save back a moment so the Submitting state can be seen; it still reaches the real server.
  await page.route("**/api/contact", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await gotoHydrated(page, "/contact");
  await fillForm(page);
  await sendButton(page).click();
  await expect(sendButton(page)).toHaveText("Sending...");
  await expect(sendButton(page)).toBeDisabled();

  const panel = page.getByRole("status").filter({ hasText: "Message Sent!" });
  await expect(panel).toBeVisible();
  const shownAt = Date.now();
  await expect(toast(page, TOASTS.sent)).toBeVisible();
  await expect(form(page)).toHaveCount(0);

  await expect(panel).toBeHidden({ timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2500);
  const f = fields(page);
  for (const field of [f.name, f.email, f.subject, f.housing, f.message]) await expect(field).toHaveValue("");
  await expect(sendButton(page)).toHaveText("Send Message");
  await expect(f.name).toBeFocused();
});

test("a failed save keeps every entry and says so", async ({ page }) => {
  await page.route("**/api/contact", (route) =>
    route.fulfill({ status: 500, json: { error: { code: "INTERNAL_ERROR", message: "Something broke" } } }),
  );
  await gotoHydrated(page, "/contact");
  const entries = await fillForm(page);
  await sendButton(page).click();
  await expect(toast(page, TOASTS.failed)).toBeVisible();
  await expectEntriesKept(page, entries);
  await expect(page.getByText("Message Sent!")).toHaveCount(0);
});

for (const [prefix, message] of [
  ["fake-fail-", TOASTS.verificationFailed],
  ["fake-low-", TOASTS.flagged],
] as const) {
  test(`a human check answered with ${prefix}… stops the send: '${message}'`, async ({ page }) => {
    await useRecaptchaToken(page, prefix);
    const sent = countContactRequests(page);
    await gotoHydrated(page, "/contact");
    const entries = await fillForm(page);
    await sendButton(page).click();
    await expect(toast(page, message)).toBeVisible();
    await expectEntriesKept(page, entries);
    expect(sent()).toBe(0);
  });
}

test("the reCAPTCHA script loads on the first focus of a field, not with the page", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  const recaptchaScripts = page.locator('script[src*="/recaptcha/api.js"]');
  await expect(recaptchaScripts).toHaveCount(0);
  await fields(page).name.focus();
  await expect(recaptchaScripts).toHaveCount(1);
  await fields(page).email.focus();
  await expect(recaptchaScripts).toHaveCount(1);
});

test("has no accessibility violations", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await expectNoAccessibilityViolations(page);
});
