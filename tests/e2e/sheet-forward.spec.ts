import type { SheetsDelivery } from "../fakes/google-fake";
import { e2eEnv } from "./e2e-env";
import { fillHeroForm, heroForm } from "./shell-helpers";
import { expect, gotoHydrated, sheetDeliveries, test, uniqueEmail } from "./support";

/** Waits until the stand-in web app has received a forward for this email and form location. */
async function deliveryFor(email: string, formLocation: string): Promise<SheetsDelivery> {
  let found: SheetsDelivery | undefined;
  await expect
    .poll(async () => {
      found = (await sheetDeliveries()).find((delivery) => delivery.body.email === email && delivery.body.form_location === formLocation);
      return found !== undefined;
    }, { message: `a ${formLocation} forward for ${email}`, timeout: 10_000 })
    .toBe(true);
  return found!;
}

test("a sign-up made in the browser reaches the owner's spreadsheet with every field of the payload", async ({ page }) => {
  const email = uniqueEmail("forward");
  await gotoHydrated(page, "/about?utm_source=instagram&utm_medium=social&utm_campaign=fall-move-in");
  await gotoHydrated(page, "/");
  const form = heroForm(page);
  await fillHeroForm(form, email.toUpperCase(), { role: "student", housing: "heritage" });
  await form.getByRole("button", { name: "Get Early Access" }).click();
  await page.waitForURL(/\/thank-you\?/);

  const delivery = await deliveryFor(email, "hero");
  expect(delivery.contentType).toContain("application/json");
  expect(delivery.body).toMatchObject({
    email,
    role: "student",
    housing: "heritage",
    form_location: "hero",
    utm_source: "instagram",
    utm_medium: "social",
    utm_campaign: "fall-move-in",
    utm_content: "",
    utm_term: "",
    hall: "",
    kit_level: "",
    website: "",
    secret: e2eEnv.SHEETS_SHARED_SECRET,
  });
  expect(Number(delivery.body.took_ms)).toBeGreaterThan(0);
  expect(delivery.body.event_id).toMatch(/^[0-9a-f-]{36}$/);
});

test("the preferences given on the thank-you page are forwarded as their own row", async ({ page }) => {
  const email = uniqueEmail("survey-forward");
  await gotoHydrated(page, "/");
  const form = heroForm(page);
  await fillHeroForm(form, email, { role: "parent", housing: "not_sure" });
  await form.getByRole("button", { name: "Get Early Access" }).click();
  await page.waitForURL(/\/thank-you\?/);

  const survey = page.getByRole("region", { name: "Help us tailor your kit" });
  await survey.getByRole("combobox", { name: "Where will you live?" }).selectOption("wyview");
  await survey.getByRole("combobox", { name: "Which kit level interests you?" }).selectOption("deluxe");
  await survey.getByRole("button", { name: "Submit Preferences" }).click();
  await expect(page.getByText("Thanks for the feedback!")).toBeVisible();

  const delivery = await deliveryFor(email, "thank_you");
  expect(delivery.body).toMatchObject({ email, hall: "wyview", kit_level: "deluxe", role: "parent", housing: "not_sure" });
});
